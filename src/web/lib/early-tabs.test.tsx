import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { PageTabs, type PageTab } from '../components/page-tabs';
import { holdEarlyInput, type EarlyInput } from './early-input';
import { clickOn } from './early-input-test-page';
import { pageTabOf, showPageTab } from './early-tabs';

/*
 * Decision 083: a tab of a server-rendered page's parts pressed before React opens its part at
 * once, leaving the page as PageTabs renders it for that tab (what React reads when it takes the
 * page over), the address naming it; the press does not wake React.
 */

const TABS: PageTab[] = [
  { id: 'pesar', label: 'Pesar', content: <p>Nova pesagem</p> },
  { id: 'lotes', label: 'Lotes', content: <p>Garrotes da seca</p> },
  { id: 'relatorio', label: 'Relatório', content: <p>Relatório do rebanho</p> },
];

const serverHtml = (path: string) =>
  renderToString(
    <MemoryRouter initialEntries={[path]}>
      <PageTabs label="Partes do Controle de Pesagem" tabs={TABS} />
    </MemoryRouter>,
  );

let early: EarlyInput | undefined;
function serverPage(path = '/module/weighing') {
  window.history.replaceState(null, '', path);
  document.body.innerHTML = `<main id="root">${serverHtml(path)}</main>`;
  const root = document.getElementById('root')!;
  const tab = (name: string) =>
    [...root.querySelectorAll<HTMLButtonElement>('[role="tab"]')].find(
      (button) => button.textContent === name,
    )!;
  return { root, tab };
}
const woke = async (input: EarlyInput) => {
  let done = false;
  void input.woken.then(() => (done = true));
  await Promise.resolve();
  await Promise.resolve();
  return done;
};

afterEach(() => {
  early?.release();
  early = undefined;
  document.body.innerHTML = '';
  window.history.replaceState(null, '', '/');
});

describe('showPageTab', () => {
  it.each([
    ['/module/weighing', 'Lotes', '/module/weighing?aba=lotes'],
    ['/module/weighing?aba=lotes', 'Relatório', '/module/weighing?aba=relatorio'],
    ['/module/weighing?aba=relatorio', 'Pesar', '/module/weighing'],
  ])('on %s, %s leaves the page as the server renders %s', (path, name, after) => {
    const { root, tab } = serverPage(path);
    expect(showPageTab(tab(name))).toBe(true);
    expect(root.innerHTML).toBe(serverHtml(after));
    expect(`${window.location.pathname}${window.location.search}`).toBe(after);
  });

  it('leaves a page React has rendered alone (a closed part hidden, not all there)', () => {
    const { root, tab } = serverPage();
    root.querySelectorAll<HTMLElement>('[data-tab-panel]')[2]!.hidden = true;
    const before = root.innerHTML;
    expect(showPageTab(tab('Lotes'))).toBe(false);
    expect(root.innerHTML).toBe(before);
  });

  it('finds only the tabs of a page’s parts', () => {
    const { tab } = serverPage();
    expect(pageTabOf(tab('Lotes'))).toBe(tab('Lotes'));
    document.body.insertAdjacentHTML('beforeend', '<button role="tab" id="outro">Entrar</button>');
    expect(pageTabOf(document.getElementById('outro'))).toBeNull();
  });
});

describe('a tab pressed before React', () => {
  it('opens its part at once without waking React, touched or clicked', async () => {
    const { root, tab } = serverPage();
    const input = (early = holdEarlyInput(root));
    for (const type of ['touchstart', 'pointerdown', 'focusin'])
      tab('Lotes').dispatchEvent(new Event(type, { bubbles: true }));
    clickOn(tab('Lotes'));
    expect(tab('Lotes').getAttribute('aria-selected')).toBe('true');
    expect(await woke(input)).toBe(false);
    // A key on a tab is a sign of use (the arrows are held for React).
    tab('Lotes').dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab', bubbles: true }));
    expect(await woke(input)).toBe(true);
  });

  it('is held for React once React is on its way, the page left as it is', async () => {
    const { root, tab } = serverPage();
    const input = (early = holdEarlyInput(root));
    input.loading();
    const before = root.innerHTML;
    const event = clickOn(tab('Lotes'));
    expect(event.defaultPrevented).toBe(true);
    expect(root.innerHTML).toBe(before);
    expect(await woke(input)).toBe(true);
  });
});
