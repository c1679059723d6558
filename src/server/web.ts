import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { Hono } from 'hono';
import { isPagePath } from '../domain/routes';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
};

/** `raw` percent-decoded, or as it is when its encoding is broken. */
function decodePath(raw: string): string {
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}

/**
 * Serves the built web app from `dir`: files by path (hashed assets cached for a year, the
 * service worker never cached), and index.html for page paths. A path that is not one of the
 * product's pages still gets the app, which shows the 404 page, with status 404 and a log line.
 */
export function webRoutes(dir: string, log: (line: string) => void = (line) => console.warn(line)) {
  const root = path.resolve(dir);
  let indexHtml: string | null = null;

  const loadIndex = async () => {
    indexHtml ??= await readFile(path.join(root, 'index.html'), 'utf8').catch(() => null);
    return indexHtml;
  };

  return new Hono().get('*', async (c) => {
    // Broken percent-encoding ('/%ff') is no page and no file: keep it as sent, it ends in a 404.
    const pathname = decodePath(c.req.path);
    if (path.extname(pathname)) {
      const file = path.join(root, path.normalize(pathname));
      if (!file.startsWith(root + path.sep)) return c.text('Não encontrado.', 404);
      const info = await stat(file).catch(() => null);
      if (!info?.isFile()) return c.text('Não encontrado.', 404);
      const type = TYPES[path.extname(file).toLowerCase()] ?? 'application/octet-stream';
      const cache = pathname.startsWith('/assets/')
        ? 'public, max-age=31536000, immutable'
        : pathname === '/sw.js' || pathname.endsWith('.webmanifest')
          ? 'no-cache'
          : 'public, max-age=3600';
      return c.body(await readFile(file), 200, { 'content-type': type, 'cache-control': cache });
    }

    const html = await loadIndex();
    if (html === null) {
      return c.text('O aplicativo web ainda não foi gerado: rode "npm run build".', 503);
    }
    const known = isPagePath(pathname);
    if (!known) log(`[404] página inexistente: ${pathname}`);
    return c.html(html, known ? 200 : 404, { 'cache-control': 'no-cache' });
  });
}
