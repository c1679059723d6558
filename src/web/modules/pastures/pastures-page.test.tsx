import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { FarmRole } from '@/domain/farms';
import type { SubscriptionPlan } from '@/domain/plans';
import {
  eventually,
  failure,
  producer,
  renderInApp,
  stubApi,
  textShown,
  unknownScreen,
} from '../test-providers';
import { PasturesPage, type PasturesSlots } from './pastures-page';
import {
  API,
  OTHER_ID,
  PADDOCK_ID,
  options,
  paddock,
  paddockPage,
  restingPaddock,
  totals,
} from './test-fixtures';

beforeEach(unknownScreen);

/*
 * /pastos (issue 42 item 1): the totals, the paddocks with their state, the filters, the empty
 * state, who registers paddocks, the plan. The 'Cadastrar pasto' form: paddock-dialog.test.tsx.
 */

const LIST = `${API}/paddocks`;

function openPastures(
  handlers: Parameters<typeof stubApi>[0] = {},
  options_: { role?: FarmRole; plan?: SubscriptionPlan; slots?: PasturesSlots } = {},
) {
  const api = stubApi({
    [`GET ${LIST}`]: {
      body: paddockPage([
        paddock(),
        restingPaddock({ areaHa: 12.5, shapeAreaHa: 12.4, overCapacity: true }),
      ]),
    },
    [`GET ${API}/options`]: { body: options() },
    ...handlers,
  });
  const rendered = renderInApp(<PasturesPage {...options_.slots} />, {
    path: '/pastos',
    me: producer({ role: options_.role ?? 'owner', plan: options_.plan ?? 'PRO' }),
  });
  return { api, ...rendered };
}

const cards = async () => within(await screen.findByRole('list', { name: 'Pastos da fazenda' }));

describe('/pastos', () => {
  it("lists the paddocks with their state, area, stocking and badges, and the farm's totals", async () => {
    openPastures({
      [`GET ${LIST}`]: {
        body: paddockPage(
          [
            paddock({ lastHeight: { heightCm: 47.5, measuredOn: '2026-11-20' } }),
            restingPaddock({ areaHa: 12.5, shapeAreaHa: 12.4, overCapacity: true }),
          ],
          { totals: totals({ paddocks: 2, areaHa: 24.5, heads: 120, uaPerHa: 3.92 }) },
        ),
      },
    });
    expect(await screen.findByRole('heading', { name: 'Pastos', level: 1 })).toBeTruthy();
    await eventually(() =>
      expect(textShown('2 pastos · 24,5 ha · 120 cabeças · 3,92 UA/ha')?.tagName).toBe('P'),
    );
    const list = await cards();
    expect(list.getByText('Ocupado há 5 dias (Lote 3, 120 cabeças)')).toBeTruthy();
    expect(list.getByText('Em descanso há 23 dias')).toBeTruthy();
    expect(list.getByText('Pronto para entrada')).toBeTruthy();
    expect(list.getByText('Lotação acima da capacidade')).toBeTruthy();
    expect(textShown('Marandu · 12,5 ha (mapa: 12,4 ha) · 0,00 UA/ha')).toBeTruthy();
    expect(textShown('Mombaça · 12 ha · 8,00 UA/ha')).toBeTruthy();
    expect(list.getByText('Última altura: 47,5 cm em 20/11/2026')).toBeTruthy();
    expect(list.getByRole('link', { name: 'Pasto 3' }).getAttribute('href')).toBe(
      `/pastos/${PADDOCK_ID}`,
    );
    expect(list.getByRole('link', { name: 'Pasto 7' }).getAttribute('href')).toBe(
      `/pastos/${OTHER_ID}`,
    );
    // The wide screen's table says the same, with its headers.
    const table = within(screen.getByRole('table', { name: 'Pastos da fazenda' }));
    expect(table.getByRole('columnheader', { name: 'Situação' })).toBeTruthy();
    expect(table.getByRole('rowheader', { name: 'Pasto 3' })).toBeTruthy();
    expect(table.getByText('12,5 ha (mapa: 12,4 ha)')).toBeTruthy();
  });

  it("says when there are none yet, with 'Cadastrar pasto' once", async () => {
    openPastures({
      [`GET ${LIST}`]: {
        body: paddockPage([], {
          totals: totals({ paddocks: 0, areaHa: 0, heads: 0, units: 0, uaPerHa: null }),
        }),
      },
    });
    expect(await screen.findByText('Você ainda não cadastrou nenhum pasto.')).toBeTruthy();
    expect(screen.getAllByRole('button', { name: 'Cadastrar pasto' })).toHaveLength(1);
    expect(screen.queryByText(/^0 pastos/)).toBeNull();
  });

  it('asks the server with the search, the retiro and the state, and clears them', async () => {
    const { api, user } = openPastures();
    await screen.findByText('Em descanso há 23 dias', { selector: 'p' });
    await user.type(screen.getByLabelText('Buscar pasto'), 'pasto');
    await eventually(() => expect(api.sent.some((s) => s.path === `${LIST}?q=pasto`)).toBe(true));
    await eventually(() => expect(screen.getByRole('option', { name: 'Retiro Sul' })).toBeTruthy());
    await user.selectOptions(screen.getByLabelText('Retiro'), 'Retiro Sul');
    await user.selectOptions(screen.getByLabelText('Situação'), 'Prontos para entrada');
    await eventually(() =>
      expect(api.sent.map((s) => s.path)).toContain(
        `${LIST}?q=pasto&retiro=Retiro+Sul&state=ready`,
      ),
    );
    expect(
      [...(screen.getByLabelText('Situação') as HTMLSelectElement).options].map((o) => o.text),
    ).toEqual(['Todos', 'Ocupados', 'Em descanso', 'Prontos para entrada']);
  });

  it('offers to clear the filters when nothing matches them', async () => {
    const { user } = openPastures({
      [`GET ${LIST}`]: ({ path }) => ({
        body: path.includes('state=') ? paddockPage([]) : paddockPage([paddock()]),
      }),
    });
    await eventually(() => expect(textShown('Mombaça · 12 ha · 8,00 UA/ha')).toBeTruthy());
    await user.selectOptions(screen.getByLabelText('Situação'), 'Ocupados');
    expect(await screen.findByText('Nenhum pasto encontrado com esses filtros.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Limpar busca e filtros' }));
    await eventually(() => expect(textShown('Mombaça · 12 ha · 8,00 UA/ha')).toBeTruthy());
    expect((screen.getByLabelText('Situação') as HTMLSelectElement).value).toBe('');
  });

  it("reads the next page with 'Carregar mais'", async () => {
    const { api, user } = openPastures({
      [`GET ${LIST}`]: ({ path }) => ({
        body: path.includes('cursor=')
          ? paddockPage([restingPaddock()])
          : paddockPage([paddock()], { nextCursor: 'c1' }),
      }),
    });
    await user.click(await screen.findByRole('button', { name: 'Carregar mais' }));
    expect(await (await cards()).findByText('Em descanso há 23 dias')).toBeTruthy();
    expect(api.sent.map((s) => s.path)).toContain(`${LIST}?cursor=c1`);
  });

  it('says when the list cannot be read, and tries again', async () => {
    let fail = true;
    const { user } = openPastures({
      [`GET ${LIST}`]: () =>
        fail ? failure(500, 'Erro interno') : { body: paddockPage([paddock()]) },
    });
    expect(await screen.findByText('Erro ao carregar os pastos')).toBeTruthy();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(
      await (await cards()).findByText('Ocupado há 5 dias (Lote 3, 120 cabeças)'),
    ).toBeTruthy();
  });

  it("shows 'Cadastrar pasto' to the owner and a Gerente, not to Campo", async () => {
    openPastures({}, { role: 'manager' });
    expect(await screen.findByRole('button', { name: 'Cadastrar pasto' })).toBeTruthy();
  });

  it("hides 'Cadastrar pasto' from Campo, who still sees the paddocks", async () => {
    openPastures({}, { role: 'field' });
    expect(await (await cards()).findByText('Em descanso há 23 dias')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Cadastrar pasto' })).toBeNull();
  });

  it('tells a Starter farm the pastures are Pro and Master, and asks nothing', async () => {
    const { api } = openPastures({}, { plan: 'STARTER' });
    expect(await screen.findByText('Os Pastos fazem parte dos planos Pro e Master.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Ver planos' })).toBeTruthy();
    expect(api.sent).toHaveLength(0);
  });

  it('puts the map, the history and the toolbar where routes.tsx gives them', async () => {
    const seen: unknown[] = [];
    openPastures(
      {},
      {
        slots: {
          MapSection: () => <h2>Mapa da fazenda</h2>,
          HistorySection: (props) => {
            seen.push(props.paddockId);
            return <h2>Histórico de ocupação</h2>;
          },
          Toolbar: () => <button type="button">Importar contornos</button>,
        },
      },
    );
    expect(await screen.findByRole('heading', { name: 'Mapa da fazenda' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Histórico de ocupação' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Importar contornos' })).toBeTruthy();
    expect(seen.every((id) => id === undefined)).toBe(true);
  });
});
