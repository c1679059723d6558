import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiFixture, type ApiFixture } from './test-fixture';

let t: ApiFixture;
beforeAll(async () => {
  t = await apiFixture();
});
afterAll(() => t.close());

interface Operation {
  security?: unknown[];
  parameters?: { name: string; in: string }[];
  requestBody?: { content: Record<string, { schema: unknown }> };
  responses: Record<string, { content?: Record<string, { schema: unknown }> }>;
}
interface Document {
  openapi: string;
  info: { title: string; version: string };
  paths: Record<string, Record<string, Operation>>;
  components: { securitySchemes: Record<string, unknown>; schemas: Record<string, unknown> };
}

/** Every `$ref` string anywhere in `value`. */
function refsIn(value: unknown, found: string[] = []): string[] {
  if (Array.isArray(value)) for (const v of value) refsIn(v, found);
  else if (value && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) {
      if (k === '$ref' && typeof v === 'string') found.push(v);
      else refsIn(v, found);
    }
  }
  return found;
}

describe('GET /api/v1/openapi.json', () => {
  it('is an OpenAPI 3.1 document of every route, with bearer security and error answers', async () => {
    const res = await t.request('/api/v1/openapi.json');
    expect(res.status).toBe(200);
    const doc = (await res.json()) as Document;
    expect(doc.openapi).toBe('3.1.0');
    expect(doc.info).toMatchObject({ title: 'Arroba Certa API', version: '1' });
    expect(doc.components.securitySchemes).toEqual({
      bearerAuth: expect.objectContaining({ type: 'http', scheme: 'bearer' }),
    });
    const operations = Object.entries(doc.paths).flatMap(([path, ops]) =>
      Object.keys(ops).map((method) => `${method.toUpperCase()} ${path}`),
    );
    expect(operations.sort()).toEqual(
      [
        'GET /inventory',
        'POST /inventory',
        'GET /weighings',
        'POST /weighings',
        'POST /weighings/bulk',
        'GET /monthly-control/{month}',
        'PUT /monthly-control/{month}',
        'GET /annual-results/{year}',
        'PUT /annual-results/{year}',
        'GET /animals',
        'GET /animal-events',
        'GET /sanitary-products',
        'GET /sanitary-protocols',
        'GET /sanitary-applications',
        'GET /breeding-seasons',
        'GET /reproduction-events',
        'POST /inseminations',
        'POST /natural-services',
        'POST /pregnancy-checks',
        'POST /weanings',
        'GET /paddocks',
        'POST /paddocks',
        'GET /paddock-moves',
        'POST /paddock-moves',
        'POST /paddock-moves/{id}/undo',
        'GET /finance-entries',
        'GET /finance-entries/{id}',
        'POST /finance-entries',
        'POST /finance-entries/{id}/settle',
        'POST /finance-entries/{id}/undo',
        'GET /finance-accounts',
      ].sort(),
    );
    for (const [path, ops] of Object.entries(doc.paths)) {
      for (const [method, op] of Object.entries(ops)) {
        const name = `${method} ${path}`;
        expect(op.security, name).toEqual([{ bearerAuth: [] }]);
        for (const status of ['400', '401', '429']) {
          expect(op.responses[status]?.content?.['application/json']?.schema, name).toEqual({
            $ref: '#/components/schemas/Error',
          });
        }
        const ok = Object.keys(op.responses).filter((s) => s.startsWith('2'));
        expect(ok.length, name).toBeGreaterThan(0);
        for (const s of ok) expect(op.responses[s]!.content, name).toBeDefined();
        if (method !== 'get') {
          expect(op.requestBody?.content['application/json']?.schema, name).toBeDefined();
          expect(op.responses['403'], name).toBeDefined();
        }
      }
    }
    expect(doc.paths['/weighings']!.get!.parameters!.map((p) => p.name).sort()).toEqual(
      ['animalId', 'cursor', 'from', 'limit', 'offset', 'to'].sort(),
    );
    expect(doc.paths['/monthly-control/{month}']!.get!.parameters).toEqual([
      expect.objectContaining({ name: 'month', in: 'path' }),
    ]);
    // Field bounds come from the domain schemas the app validates with.
    expect(doc.components.schemas.WeighingInput).toMatchObject({
      properties: { weight: { exclusiveMinimum: 0, maximum: 1500 } },
    });
    expect(doc.components.schemas.BulkWeighings).toMatchObject({
      properties: {
        weighings: { items: { $ref: '#/components/schemas/BulkWeighingItem' }, maxItems: 1000 },
      },
    });
    expect(doc.components.schemas.BulkWeighingItem).toMatchObject({
      required: expect.arrayContaining(['idempotencyKey']),
    });
    // 'Pastos' (issue 42 item 7): the app's own rules for a paddock and a move.
    expect(doc.components.schemas.Paddock).toMatchObject({
      required: expect.arrayContaining(['id', 'name', 'state', 'uaPerHa', 'ready', 'createdAt']),
    });
    const move = doc.paths['/paddock-moves']!.post!;
    expect(move.parameters!.map((p) => p.name)).toEqual(['idempotency-key']);
    expect(move.responses['409']).toBeDefined();
    expect(doc.paths['/paddock-moves']!.get!.parameters!.map((p) => p.name).sort()).toEqual(
      ['cursor', 'from', 'limit', 'paddockId', 'to'].sort(),
    );
    expect(
      doc.paths['/paddock-moves/{id}/undo']!.post!.parameters!.map((p) => `${p.in} ${p.name}`),
    ).toEqual(['path id']);
    // 'Financeiro' (issue 43 item 7): the list's filters are the app's; money out in centavos.
    expect(doc.paths['/finance-entries']!.get!.parameters!.map((p) => p.name).sort()).toEqual(
      [
        'accountId',
        'costCenter',
        'cursor',
        'from',
        'limit',
        'source',
        'status',
        'to',
        'type',
      ].sort(),
    );
    expect(doc.components.schemas.FinanceEntry).toMatchObject({
      properties: { amountCents: { type: 'integer' } },
      required: expect.arrayContaining(['id', 'amountCents', 'type', 'status', 'counts']),
    });
    expect(doc.components.schemas.FinanceEntryInput).toMatchObject({
      properties: { amount: { exclusiveMinimum: 0 }, instalments: { maximum: 120 } },
    });
    expect(doc.paths['/finance-entries']!.post!.parameters!.map((p) => p.name)).toEqual([
      'idempotency-key',
    ]);
    expect(doc.paths['/finance-entries']!.get!.responses['403']).toBeDefined();
    for (const ref of refsIn(doc)) {
      const name = ref.replace('#/components/schemas/', '');
      expect(doc.components.schemas[name], ref).toBeDefined();
    }
  });
});

describe('GET /api/v1/docs', () => {
  it('serves Swagger UI from this server: the page, its CSS and scripts', async () => {
    const res = await t.request('/api/v1/docs');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
    const csp = res.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("script-src 'self'");
    const html = await res.text();
    expect(html).toContain('<html lang="pt-BR">');
    expect(html).toMatch(/<title>[^<]+<\/title>/);
    // No inline script: every script is a file the CSP allows.
    expect(html).not.toMatch(/<script>/);
    expect(html).not.toMatch(/https?:\/\//);
    const urls = [...html.matchAll(/(?:src|href)="([^"]+)"/g)].map((m) => m[1]!);
    expect(urls.sort()).toEqual(
      [
        '/api/v1/docs/init.js',
        '/api/v1/docs/swagger-ui-bundle.js',
        '/api/v1/docs/swagger-ui.css',
      ].sort(),
    );
    for (const url of urls) {
      const asset = await t.request(url);
      expect(asset.status, url).toBe(200);
      expect(asset.headers.get('content-type'), url).toMatch(
        url.endsWith('.css') ? /^text\/css/ : /^text\/javascript/,
      );
      expect((await asset.text()).length, url).toBeGreaterThan(0);
    }
    const init = await (await t.request('/api/v1/docs/init.js')).text();
    expect(init).toContain("url: '/api/v1/openapi.json'");
    expect(init).toContain("dom_id: '#swagger-ui'");
  });
});
