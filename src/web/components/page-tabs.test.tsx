import { useState } from 'react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { location, renderInApp, watchScreen } from '../test/app';
import { PageTabs, type PageTab } from './page-tabs';

function Note() {
  const [text, setText] = useState('');
  return <input aria-label="Observação" value={text} onChange={(e) => setText(e.target.value)} />;
}
const TABS: PageTab[] = [
  { id: 'pesagens', label: 'Pesagens', content: <p>Lista de pesagens</p> },
  { id: 'lotes', label: 'Lotes', content: <Note /> },
  { id: 'desempenho', label: 'Desempenho', content: <p>Gráfico de desempenho</p> },
];

const open = (path = '/module/weighing', phone = true) => {
  watchScreen({ phone });
  const user = userEvent.setup({ delay: null });
  renderInApp(<PageTabs label="Partes do Controle de Pesagem" tabs={TABS} />, {
    path,
    route: '/module/weighing',
  });
  return user;
};
const tab = (name: string) => screen.getByRole('tab', { name });
const selected = () =>
  screen.getAllByRole('tab').find((t) => t.getAttribute('aria-selected') === 'true')?.textContent;

describe('PageTabs on a phone', () => {
  it('opens on the first tab, the others one press away, each panel tied to its tab', () => {
    open();
    expect(screen.getByRole('tablist', { name: 'Partes do Controle de Pesagem' })).toBeDefined();
    expect(selected()).toBe('Pesagens');
    const panel = screen.getByRole('tabpanel', { name: 'Pesagens' });
    expect(panel.textContent).toBe('Lista de pesagens');
    expect(tab('Pesagens').getAttribute('aria-controls')).toBe(panel.id);
    expect(screen.queryByText('Gráfico de desempenho')).toBeNull();
  });

  it('opens the tab the address names', () => {
    open('/module/weighing?aba=desempenho');
    expect(selected()).toBe('Desempenho');
    expect(screen.getByText('Gráfico de desempenho')).toBeDefined();
  });

  it('opens the first tab for an unknown name', () => {
    open('/module/weighing?aba=nada');
    expect(selected()).toBe('Pesagens');
  });

  it('puts the open tab in the address, and none for the first', async () => {
    const user = open();
    await user.click(tab('Lotes'));
    expect(location.search).toBe('?aba=lotes');
    await user.click(tab('Pesagens'));
    expect(location.search).toBe('');
  });

  it('keeps one tab in the Tab order: the open one', () => {
    open();
    expect(TABS.map((t) => tab(t.label).tabIndex)).toEqual([0, -1, -1]);
  });

  it('moves along the tabs with the arrows, wrapping, and to the ends with Home and End', async () => {
    const user = open();
    act(() => tab('Pesagens').focus());
    await user.keyboard('{ArrowRight}');
    expect(selected()).toBe('Lotes');
    expect(document.activeElement).toBe(tab('Lotes'));
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(selected()).toBe('Pesagens');
    await user.keyboard('{ArrowLeft}');
    expect(selected()).toBe('Desempenho');
    await user.keyboard('{Home}');
    expect(selected()).toBe('Pesagens');
    await user.keyboard('{End}');
    expect(selected()).toBe('Desempenho');
    expect(location.search).toBe('?aba=desempenho');
  });

  it('keeps what was typed in a tab when the person goes to another and back', async () => {
    const user = open();
    await user.click(tab('Lotes'));
    await user.type(screen.getByLabelText('Observação'), 'Pasto do açude');
    await user.click(tab('Desempenho'));
    expect(document.getElementById('tab-panel-lotes')!.hidden).toBe(true);
    await user.click(tab('Lotes'));
    expect(screen.getByLabelText<HTMLInputElement>('Observação').value).toBe('Pasto do açude');
  });
});

describe('PageTabs on a wide screen', () => {
  it('shows every part one under the other, without tabs', () => {
    open('/module/weighing', false);
    expect(screen.queryByRole('tablist')).toBeNull();
    expect(screen.getByText('Lista de pesagens')).toBeDefined();
    expect(screen.getByLabelText('Observação')).toBeDefined();
    expect(screen.getByText('Gráfico de desempenho')).toBeDefined();
  });
});

describe('PageTabs rendered by the server (decision 080)', () => {
  const serverHtml = (path: string) =>
    renderToString(
      <MemoryRouter initialEntries={[path]}>
        <PageTabs label="Partes do Controle de Pesagem" tabs={TABS} />
      </MemoryRouter>,
    );

  it('holds every part, the ones not asked hidden by CSS below 1024 px only', () => {
    const html = serverHtml('/module/weighing?aba=lotes');
    const doc = new DOMParser().parseFromString(html, 'text/html');
    const panels = [...doc.querySelectorAll('[data-tab-panel]')];
    expect(panels.map((p) => p.textContent)).toEqual([
      'Lista de pesagens',
      '',
      'Gráfico de desempenho',
    ]);
    expect(panels.map((p) => p.hasAttribute('hidden'))).toEqual([false, false, false]);
    expect(panels.map((p) => p.classList.contains('max-lg:hidden'))).toEqual([true, false, true]);
    expect(panels.every((p) => p.classList.contains('lg:contents'))).toBe(true);
    expect(doc.querySelector('[aria-selected="true"]')?.textContent).toBe('Lotes');
    expect(doc.querySelector('input[aria-label="Observação"]')).not.toBeNull();
  });
});
