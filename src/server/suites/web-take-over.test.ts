import { mkdir, rm, writeFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { webRoutes } from '../web';

/* A page the server renders lists what it loads when used (take-over-chunks.json, main.tsx). */

const dir = '.tmp/test-web-take-over';
const SEASON = '/reproducao/estacoes/0f8fad5b-d9cb-469f-a165-70867728950e';
const shell = (name: string) =>
  `<html><head><title>${name}</title></head><body><div id="root"><p>shell</p></div><!--/root-->` +
  '<script type="module" src="/assets/main.js"></script></body></html>';

beforeAll(async () => {
  await mkdir(dir, { recursive: true });
  await writeFile(`${dir}/app.html`, shell('app'));
  await writeFile(
    `${dir}/take-over-chunks.json`,
    JSON.stringify({
      '/module/weighing': ['/assets/app-start-1.js', '/assets/weighing-2.js'],
      '/reproducao/estacoes/:id': ['"></script><script>alert(1)</script>', '/assets/repro-3.js'],
    }),
  );
});
afterAll(() => rm(dir, { recursive: true, force: true }));

const web = webRoutes(dir, {
  company: { cnpj: '11.222.333/0001-81', whatsapp: '5534999991234' },
  originOf: () => 'http://127.0.0.1:3000',
  sessionCookie: 'arroba.session_token',
  renderPage: (location) =>
    Promise.resolve({ html: `<main>${location}</main>`, state: { queries: {} } }),
  log: () => {},
});
const signedIn = { headers: { cookie: 'arroba.session_token=abc' } };
const listed = async (path: string, init = signedIn) => {
  const html = await (await web.request(path, init)).text();
  const list = /<script type="application\/json" id="take-over-chunks">(.*?)<\/script>/.exec(html);
  return list ? (JSON.parse(list[1]!) as string[]) : null;
};

describe('the chunks a server page loads when used', () => {
  it('lists the page’s own, by its pattern, and only build paths', async () => {
    expect(await listed('/module/weighing')).toEqual([
      '/assets/app-start-1.js',
      '/assets/weighing-2.js',
    ]);
    expect(await listed(SEASON)).toEqual(['/assets/repro-3.js']);
  });

  it('lists nothing on a page the browser renders, or for a page without a list', async () => {
    expect(await listed('/module/weighing', { headers: { cookie: '' } })).toBeNull();
    expect(await listed('/module/weighing?aba=x1')).toBeNull();
    expect(await listed('/pastos')).toBeNull();
  });
});
