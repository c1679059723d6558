import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { toast } from 'sonner';
import type { MeResponse } from '@/domain/api';
import { ANA, location, renderInApp } from '../test/app';
import { EXPORT_PLAN_NOTE, ExportButton } from './export-button';
import { FarmBar, farmPages } from './farm-bar';

const sent: Array<[string, RequestInit]> = [];
beforeEach(() => {
  sent.length = 0;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (path: string, init: RequestInit) => {
      sent.push([path, init]);
      return new Response(null, { status: 204 });
    }),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

const onFarm = (farm: Partial<MeResponse['farm']>, more: Partial<MeResponse> = {}) =>
  ({ ...ANA, ...more, farm: { ...ANA.farm, ...farm } }) as MeResponse;
const TWO_FARMS = onFarm({}, {
  farms: [
    { id: 'f-1', name: 'Fazenda Boa Vista', role: 'owner' },
    { id: 'f-2', name: 'Fazenda Serra Azul - Retiro 2', role: 'manager' },
  ],
} as Partial<MeResponse>);

describe('farmPages', () => {
  it('gives the owner the team and the integrations too', () => {
    expect(farmPages(ANA).map((p) => p.label)).toEqual([
      'Rebanho',
      'Sanidade',
      'Reprodução',
      'Pastos',
      'Financeiro',
      'Fazendas',
      'Equipe',
      'Integrações',
    ]);
    expect(farmPages(onFarm({ isOwner: false })).map((p) => p.label)).toEqual([
      'Rebanho',
      'Sanidade',
      'Reprodução',
      'Pastos',
      'Financeiro',
      'Fazendas',
    ]);
  });

  it("never links 'Campo' to the Financeiro (money, decision 066)", () => {
    const field = onFarm({ isOwner: false, role: 'field', seesMoney: false });
    expect(farmPages(field).map((p) => p.label)).not.toContain('Financeiro');
  });

  it('tells a Starter farm that Sanidade, Reprodução, Pastos and Financeiro are of the Pro and Master plans', () => {
    const page = (me: MeResponse, label: string) => farmPages(me).find((p) => p.label === label)!;
    const starter = onFarm({ plan: 'STARTER' } as never);
    for (const label of ['Sanidade', 'Reprodução', 'Pastos', 'Financeiro']) {
      expect(page(starter, label).title).toBe(`${label}: planos Pro e Master`);
      expect(page(ANA, label).title).toBeUndefined();
    }
  });
});

describe('FarmBar', () => {
  it('names the one farm of a user who has one', () => {
    renderInApp(<FarmBar me={ANA} />);
    expect(screen.getByTestId('active-farm').textContent).toBe('Fazenda Boa Vista');
    expect(screen.queryByLabelText('Fazenda')).toBeNull();
  });

  it('links the farm’s pages, marking the one open', () => {
    renderInApp(<FarmBar me={ANA} />, { path: '/sanidade' });
    const nav = screen.getByRole('navigation', { name: 'Páginas da fazenda' });
    const links = [...nav.querySelectorAll('a')];
    expect(links.map((a) => a.getAttribute('href'))).toEqual([
      '/rebanho',
      '/sanidade',
      '/reproducao',
      '/pastos',
      '/financeiro',
      '/fazendas',
      '/equipe',
      '/integracoes',
    ]);
    expect(links[1]!.getAttribute('aria-current')).toBe('page');
  });

  it('switches the farm from its select, and says so', async () => {
    const user = userEvent.setup({ delay: null });
    renderInApp(<FarmBar me={TWO_FARMS} />);
    const select = screen.getByLabelText<HTMLSelectElement>('Fazenda');
    expect(select.value).toBe('f-1');
    await user.selectOptions(select, 'f-2');
    await waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith('Fazenda ativa: Fazenda Serra Azul - Retiro 2.'),
    );
    expect(sent[0]![0]).toBe('/api/farms/active');
    expect(sent[0]![1].body).toBe('{"farmId":"f-2"}');
  });

  it('asks nothing when the farm chosen is the active one', async () => {
    const user = userEvent.setup({ delay: null });
    renderInApp(<FarmBar me={TWO_FARMS} />);
    await user.selectOptions(screen.getByLabelText('Fazenda'), 'f-1');
    expect(sent).toEqual([]);
  });

  it('draws a long name cut in the middle, keeping its end', () => {
    renderInApp(<FarmBar me={onFarm({ name: 'Fazenda Serra Azul - Retiro 2' }, TWO_FARMS)} />);
    expect(screen.getByTestId('farm-switcher-name').textContent).toBe(
      'Fazenda Serra Azul - Retiro 2',
    );
  });
});

describe('ExportButton', () => {
  it('downloads the dataset’s CSV on a farm whose plan exports', () => {
    renderInApp(<ExportButton dataset="weighings" />);
    expect(screen.getByRole('link', { name: 'Exportar CSV' }).getAttribute('href')).toBe(
      '/api/export/weighings.csv',
    );
  });

  it('shows disabled on a Starter farm, with the note and the way to the Pro plan', async () => {
    const user = userEvent.setup({ delay: null });
    renderInApp(<ExportButton dataset="lots" />, { me: onFarm({ plan: 'STARTER' } as never) });
    const button = screen.getByRole('link', { name: 'Exportar CSV' });
    expect(button.getAttribute('aria-disabled')).toBe('true');
    expect(button.getAttribute('href')).toBeNull();
    expect(screen.getByText(EXPORT_PLAN_NOTE, { exact: false })).toBeDefined();
    await user.click(screen.getByRole('link', { name: 'Ver planos' }));
    expect(`${location.pathname}${location.search}`).toBe('/pricing?plan=PRO');
  });

  it('leaves out the note for a member who is not the owner, or when told', () => {
    renderInApp(
      <>
        <ExportButton dataset="lots" />
        <ExportButton dataset="weighings" withNote={false} />
      </>,
      { me: onFarm({ plan: 'STARTER', isOwner: false } as never) },
    );
    expect(screen.queryByText(EXPORT_PLAN_NOTE, { exact: false })).toBeNull();
  });
});
