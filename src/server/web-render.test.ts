import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { pageRenderer, pageWith, stateScript } from './web-render';

const state = (name: string) => ({
  queries: {
    mutations: [],
    queries: [
      {
        queryKey: ['me'],
        queryHash: '["me"]',
        state: { data: { user: { name } } },
        dehydratedAt: 0,
      },
    ],
  },
  loaderData: { '0-6-0': null },
  chartWidth: 320,
});

const TEMPLATE =
  '<html><head><!--route-preloads--><link rel="modulepreload" href="/assets/a.js"><!--/route-preloads--></head>' +
  '<body><div id="root"><p>shell</p></div><!--/root--><script type="module" src="/assets/app.js"></script></body></html>';

describe('stateScript', () => {
  it('keeps a producer’s text from ending the element, and reads back whole', () => {
    const name = '</script><script>alert(1)</script><!-- \u2028\u2029 \u0000';
    const script = stateScript(state(name));
    const body = script.slice(script.indexOf('>') + 1, -'</script>'.length);
    expect(body).not.toContain('<');
    expect(body).not.toMatch(/[\u2028\u2029]/);
    const parsed = JSON.parse(body) as ReturnType<typeof state>;
    expect(parsed.queries.queries[0]!.state.data).toEqual({
      user: { name },
    });
  });
});

describe('pageWith', () => {
  it('puts the page in the root, marked for the browser to take over, without the route preloads', () => {
    const page = pageWith(TEMPLATE, { html: '<main>painel</main>', state: state('Ana') });
    expect(page).toContain(
      '<div id="root" data-server-rendered><main>painel</main></div><!--/root-->',
    );
    expect(page).toContain('<script type="application/json" id="server-state">');
    expect(page).not.toContain('shell');
    expect(page).not.toContain('modulepreload');
    expect(page).toContain('<script type="module" src="/assets/app.js"></script>');
  });

  it('gives null for a page without the root’s end marker (an older build)', () => {
    expect(pageWith('<div id="root"></div>', { html: 'x', state: state('Ana') })).toBeNull();
  });
});

describe('pageRenderer', () => {
  it('answers each rendering’s reads with its own request, two people at once', async () => {
    const root = await mkdtemp(path.join(tmpdir(), 'arroba-render-'));
    try {
      await mkdir(path.join(root, 'web'));
      await mkdir(path.join(root, 'web-ssr'));
      // A renderer whose page is what its one read answered, read after `me.wait` ms.
      await writeFile(
        path.join(root, 'web-ssr', 'server-render.js'),
        [
          'let ask;',
          'export function setServerFetch(fetcher) { ask = fetcher; }',
          'export async function warmUp() {}',
          'export async function warmUpPages() {}',
          'export function chartWidthFor() { return 320; }',
          'export async function renderPage(path, me) {',
          '  await new Promise((resolve) => setTimeout(resolve, me.wait));',
          "  const answer = await ask('/api/pastures/paddocks', { method: 'GET' });",
          '  let wrote = "refused";',
          "  await ask('/api/pastures/paddocks', { method: 'POST' }).catch(() => (wrote = 'no'));",
          '  return { html: `${await answer.text()} ${wrote}`, state: {} };',
          '}',
        ].join('\n'),
      );
      const asked: string[] = [];
      const render = pageRenderer({
        webDir: path.join(root, 'web'),
        company: { cnpj: '', whatsapp: '' },
        fetchApi: (apiPath, request) => {
          const who = request.headers.get('cookie') ?? '';
          asked.push(`${who} ${apiPath}`);
          if (apiPath === '/api/me') {
            const wait = who === 'ana' ? 30 : 0;
            return Promise.resolve(
              Response.json({ user: { id: who }, farm: { id: `farm-${who}` }, wait }),
            );
          }
          return Promise.resolve(new Response(`records of ${who}`));
        },
      });
      const page = (who: string) =>
        render('/pastos', new Request('http://app/pastos', { headers: { cookie: who } }));
      const [ana, pedro] = await Promise.all([page('ana'), page('pedro')]);
      expect(ana?.html).toBe('records of ana no');
      expect(pedro?.html).toBe('records of pedro no');
      expect(asked.filter((line) => line.endsWith('/paddocks'))).toEqual([
        'pedro /api/pastures/paddocks',
        'ana /api/pastures/paddocks',
      ]);
      // No session: no page (the shell is sent).
      const nobody = pageRenderer({
        webDir: path.join(root, 'web'),
        company: { cnpj: '', whatsapp: '' },
        fetchApi: () => Promise.resolve(new Response('', { status: 401 })),
      });
      expect(await nobody('/pastos', new Request('http://app/pastos'))).toBeNull();
    } finally {
      await rm(root, { recursive: true, force: true });
    }
  });
});
