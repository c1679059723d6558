import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { chunkGroups } from './scripts/chunk-groups.mjs';

const web = (file: string) => fileURLToPath(new URL(`./src/web/${file}`, import.meta.url));

/**
 * Three pages: index.html is the landing (its own small entry), auth.html the lean /auth page
 * (decision 047), app.html the app. In development every other page path but '/' gets app.html,
 * as the server does in production (src/server/web.ts).
 */
function appPagesInDev(): Plugin {
  return {
    name: 'arroba-app-pages',
    configureServer(server) {
      server.middlewares.use((req, _res, next) => {
        const url = req.url ?? '/';
        const pathname = url.split('?')[0] ?? '/';
        const isPage = req.headers.accept?.includes('text/html') && !pathname.includes('.');
        if (pathname === '/auth' && isPage) req.url = '/auth.html';
        else if (isPage && pathname !== '/' && !pathname.startsWith('/api/')) req.url = '/app.html';
        next();
      });
    },
  };
}

/**
 * The head tags the three pages share (charset, viewport, the server-filled config metas, icons,
 * manifest) are written once, in src/web/page-head.html, and put at each page's `<!--page-head…-->`
 * before Vite reads the page, in development as in the build.
 */
function sharedPageHead(): Plugin {
  const marker = /^([ \t]*)<!--page-head[^>]*-->/m;
  return {
    name: 'arroba-page-head',
    transformIndexHtml: {
      order: 'pre',
      handler(html) {
        const head = readFileSync(web('page-head.html'), 'utf8').trimEnd().split('\n');
        return html.replace(marker, (_line, indent: string) =>
          head.map((tag) => indent + tag).join('\n'),
        );
      },
    },
  };
}

export default defineConfig(({ isSsrBuild }) => ({
  root: 'src/web',
  publicDir: fileURLToPath(new URL('./src/web/public', import.meta.url)),
  plugins: [react(), tailwindcss(), sharedPageHead(), appPagesInDev()],
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  build: isSsrBuild
    ? { outDir: fileURLToPath(new URL('./dist/ssr', import.meta.url)), emptyOutDir: true }
    : {
        outDir: fileURLToPath(new URL('./dist/web', import.meta.url)),
        emptyOutDir: true,
        sourcemap: false,
        // Read by scripts/build-pages.mjs for each page's modulepreload list, then removed.
        manifest: true,
        // auth.html: the lean /auth page (decision 047).
        rollupOptions: {
          input: { index: web('index.html'), app: web('app.html'), auth: web('auth.html') },
          output: {
            // The server pages' take-over in ~35 files instead of ~90 (decision 099); a module's
            // imports stay where they belong (scripts/build-pages.mjs fails on a cycle of chunks).
            codeSplitting: {
              includeDependenciesRecursively: false,
              groups: [{ name: chunkGroups(web('')), debugName: 'chunk-groups.mjs' }],
            },
          },
        },
      },
  server: {
    port: 5173,
    proxy: { '/api': 'http://localhost:3000' },
  },
}));
