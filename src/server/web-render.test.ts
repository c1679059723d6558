import { describe, expect, it } from 'vitest';
import { pageWith, stateScript } from './web-render';

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
