import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { ApiApp } from './common';

/** Where swagger-ui-dist is installed: the docs page is served from here, never from a CDN. */
const SWAGGER_DIR = dirname(createRequire(import.meta.url).resolve('swagger-ui-dist/package.json'));

const ASSETS = {
  'swagger-ui.css': 'text/css; charset=utf-8',
  'swagger-ui-bundle.js': 'text/javascript; charset=utf-8',
} as const;

/** The page's script is a file, not inline: the CSP allows scripts from 'self' only. */
const INIT_SCRIPT = `window.addEventListener('load', function () {
  window.ui = SwaggerUIBundle({ url: '/api/v1/openapi.json', dom_id: '#swagger-ui' });
});
`;

const PAGE = `<!doctype html>
<html lang="pt-BR">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>API de integração — Arroba Certa</title>
    <link rel="stylesheet" href="/api/v1/docs/swagger-ui.css" />
  </head>
  <body>
    <div id="swagger-ui"></div>
    <script src="/api/v1/docs/swagger-ui-bundle.js"></script>
    <script src="/api/v1/docs/init.js"></script>
  </body>
</html>
`;

/** GET /api/v1/openapi.json and the interactive docs at /api/v1/docs (Swagger UI). */
export function registerDocs(api: ApiApp) {
  const cache = new Map<string, Promise<Buffer>>();
  const asset = (name: keyof typeof ASSETS) => {
    let file = cache.get(name);
    if (!file) {
      file = readFile(join(SWAGGER_DIR, name));
      cache.set(name, file);
    }
    return file;
  };

  api.doc31('/openapi.json', {
    openapi: '3.1.0',
    info: {
      title: 'Arroba Certa API',
      version: '1',
      description:
        "The farm's records for integrations (Master plan). Every call needs `Authorization: Bearer <key>`; keys are created by the farm owner on the 'Integrações' screen. Errors are `{ error: { code, message, fields? } }` with messages in Portuguese.",
    },
    servers: [{ url: '/api/v1' }],
    security: [{ bearerAuth: [] }],
  });
  api.openAPIRegistry.registerComponent('securitySchemes', 'bearerAuth', {
    type: 'http',
    scheme: 'bearer',
    description: "A farm's API key (ac_...), read-only or read-write.",
  });

  api.get('/docs', (c) => c.html(PAGE));
  api.get('/docs/init.js', (c) =>
    c.body(INIT_SCRIPT, 200, { 'content-type': 'text/javascript; charset=utf-8' }),
  );
  for (const name of Object.keys(ASSETS) as (keyof typeof ASSETS)[]) {
    api.get(`/docs/${name}`, async (c) =>
      c.body(new Uint8Array(await asset(name)), 200, { 'content-type': ASSETS[name] }),
    );
  }
}
