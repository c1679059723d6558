import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { toast } from 'sonner';
import type { FarmRole } from '@/domain/farms';
import type { PaddockDetail } from '@/domain/pastures/api';
import type { SubscriptionPlan } from '@/domain/plans';
import { formatDateBR, todayIn } from '@/domain/records/dates';
import {
  errorOf,
  eventually,
  failure,
  field,
  fillIn,
  producer,
  renderInApp,
  stubApi,
} from '../test-providers';
import { PaddockPage, type PaddockSlots } from './paddock-page';
import { API, PADDOCK_ID, outboxPerTest, paddockDetail, year } from './test-fixtures';

/*
 * /pastos/:id (issue 42 items 4 and 6): the facts, Embrapa's heights for its grass, 'Registrar
 * altura' (Campo too), 'Editar pasto' (the owner and a Gerente), '@/ha/ano' per year.
 */

outboxPerTest();
afterEach(() => {
  vi.restoreAllMocks();
});

const PADDOCK = `${API}/paddocks/${PADDOCK_ID}`;

function openPaddock(
  handlers: Parameters<typeof stubApi>[0] = {},
  options: {
    role?: FarmRole;
    plan?: SubscriptionPlan;
    current?: () => PaddockDetail;
    slots?: PaddockSlots;
  } = {},
) {
  const api = stubApi({
    [`GET ${PADDOCK}`]: () => ({ body: options.current?.() ?? paddockDetail() }),
    [`GET ${PADDOCK}/years`]: { body: { items: [] } },
    [`GET ${API}/options`]: { body: { paddocks: [], retiros: ['Retiro Norte'] } },
    ...handlers,
  });
  const rendered = renderInApp(<PaddockPage {...options.slots} />, {
    path: `/pastos/${PADDOCK_ID}`,
    route: '/pastos/:id',
    me: producer({ role: options.role ?? 'owner', plan: options.plan ?? 'PRO' }),
  });
  return { api, ...rendered };
}

/** The value a description list gives `term` ('Altura de entrada' → '85 cm'). */
function detail(term: string): string | undefined {
  const dt = screen.getAllByText(term, { selector: 'dt' });
  if (dt.length > 1) throw new Error(`${dt.length} terms '${term}'`);
  return dt[0]!.nextElementSibling?.textContent ?? undefined;
}

describe('/pastos/:id', () => {
  it("shows the paddock's facts, state and Mombaça's entry and exit heights", async () => {
    openPaddock(
      {},
      {
        current: () =>
          paddockDetail({
            overCapacity: true,
            heights: [
              { id: 'h2', heightCm: 82, measuredOn: '2026-11-20' },
              { id: 'h1', heightCm: 60.5, measuredOn: '2026-11-10' },
            ],
          }),
      },
    );
    expect(await screen.findByRole('heading', { name: 'Pasto 3', level: 1 })).toBeTruthy();
    expect(screen.getByText('Ocupado há 5 dias (Lote 3, 120 cabeças)')).toBeTruthy();
    expect(screen.getByText('Lotação acima da capacidade')).toBeTruthy();
    expect(detail('Altura de entrada')).toBe('85 cm');
    expect(detail('Altura de saída')).toBe('45 cm');
    expect(detail('Lotação')).toBe('8,00 UA/ha (96,0 UA)');
    expect(detail('Capacidade (UA/ha)')).toBe('Águas 2,5 · Seca 1,2');
    expect(detail('Método de pastejo')).toBe('Rotacionado');
    expect(detail('Retiro')).toBe('Retiro Norte');
    expect(detail('Área')).toBe('12 ha');
    expect(detail('Dias de descanso')).toBe('30 dias');
    const measured = within(screen.getByRole('list', { name: 'Alturas medidas' }));
    expect(measured.getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      '20/11/202682 cm',
      '10/11/202660,5 cm',
    ]);
  });

  it("gives a continuous grass's range, and says when it is ready for entry", async () => {
    openPaddock(
      {},
      {
        current: () =>
          paddockDetail({
            forage: 'Marandu',
            grazingMethod: 'continuous',
            state: { kind: 'resting', days: 23, lotName: null, heads: 0 },
            ready: true,
          }),
      },
    );
    expect(await screen.findByText('Em descanso há 23 dias')).toBeTruthy();
    expect(screen.getByText('Pronto para entrada')).toBeTruthy();
    expect(detail('Altura recomendada')).toBe('Entre 20 e 35 cm');
    expect(screen.queryByText('Altura de entrada')).toBeNull();
  });

  it("lets Campo 'Registrar altura', sent with its key, and hides 'Editar pasto'", async () => {
    let current = paddockDetail();
    const { api, user } = openPaddock(
      {
        [`POST ${PADDOCK}/heights`]: ({ body }) => {
          const { heightCm, measuredOn } = body as { heightCm: number; measuredOn: string };
          current = paddockDetail({ heights: [{ id: 'h1', heightCm, measuredOn }] });
          return { status: 201, body: current };
        },
      },
      { role: 'field', current: () => current },
    );
    await user.click(await screen.findByRole('button', { name: 'Registrar altura' }));
    expect(screen.queryByRole('button', { name: 'Editar pasto' })).toBeNull();
    const form = screen.getByRole('form', { name: 'Registrar altura' });
    const today = todayIn(new Date());
    expect(field('Data').value).toBe(today);
    await fillIn(user, { 'Altura (cm)': '47,5' });
    await user.click(within(form).getByRole('button', { name: 'Registrar altura' }));
    await eventually(() => expect(api.to('POST', `${PADDOCK}/heights`)).toHaveLength(1));
    const sent = api.to('POST', `${PADDOCK}/heights`)[0]!;
    expect(sent.body).toEqual({ heightCm: 47.5, measuredOn: today });
    expect(sent.headers.get('Idempotency-Key')).toBeTruthy();
    await eventually(() => expect(toast.success).toHaveBeenCalledWith('Altura registrada'));
    const measured = await screen.findByRole('list', { name: 'Alturas medidas' });
    expect(within(measured).getByText('47,5 cm')).toBeTruthy();
  });

  it('offline, keeps the height on the device to send when the connection returns', async () => {
    const { api, user } = openPaddock();
    await user.click(await screen.findByRole('button', { name: 'Registrar altura' }));
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    await fillIn(user, { 'Altura (cm)': '47,5' });
    const form = screen.getByRole('form', { name: 'Registrar altura' });
    await user.click(within(form).getByRole('button', { name: 'Registrar altura' }));
    await eventually(() =>
      expect(toast.success).toHaveBeenCalledWith('Altura registrada', {
        description: 'Sem conexão agora: será enviado quando a conexão voltar.',
      }),
    );
    expect(api.to('POST', `${PADDOCK}/heights`)).toHaveLength(0);
    const day = formatDateBR(todayIn(new Date()));
    expect(await screen.findByText(`Altura em Pasto 3: 47,5 cm (${day})`)).toBeTruthy();
  });

  it('checks the height before sending', async () => {
    const { api, user } = openPaddock();
    await user.click(await screen.findByRole('button', { name: 'Registrar altura' }));
    await fillIn(user, { 'Altura (cm)': '0' });
    await user.click(
      within(screen.getByRole('form', { name: 'Registrar altura' })).getByRole('button', {
        name: 'Registrar altura',
      }),
    );
    await eventually(() => expect(errorOf('Altura (cm)')).toBe('A altura deve ser maior que zero'));
    expect(api.to('POST', `${PADDOCK}/heights`)).toHaveLength(0);
  });

  it("'Editar pasto' opens filled, sends the change and says 'Pasto atualizado'", async () => {
    const { api, user } = openPaddock(
      { [`PUT ${PADDOCK}`]: ({ body }) => ({ body: paddockDetail(body as never) }) },
      { role: 'manager' },
    );
    await user.click(await screen.findByRole('button', { name: 'Editar pasto' }));
    const form = screen.getByRole('form', { name: 'Editar pasto' });
    expect(field('Nome').value).toBe('Pasto 3');
    expect(field('Área (ha)').value).toBe('12');
    expect(field('Águas').value).toBe('2,5');
    expect(field('Seca').value).toBe('1,2');
    expect(field('Dias de descanso').value).toBe('30');
    expect(
      within(form).getByText('Altura de entrada 85 cm, de saída 45 cm (Embrapa)'),
    ).toBeTruthy();
    await fillIn(user, { Seca: '1,4' });
    await user.click(within(form).getByRole('button', { name: 'Salvar pasto' }));
    await eventually(() => expect(api.to('PUT', PADDOCK)).toHaveLength(1));
    expect(api.to('PUT', PADDOCK)[0]!.body).toMatchObject({ name: 'Pasto 3', capacityDry: 1.4 });
    await eventually(() => expect(toast.success).toHaveBeenCalledWith('Pasto atualizado'));
  });

  it("shows '@/ha/ano' per year, and each year's figures behind 'Ver tabela'", async () => {
    const { user } = openPaddock({
      [`GET ${PADDOCK}/years`]: {
        body: {
          items: [
            year(),
            year({
              year: 2025,
              daysOccupied: 90,
              meanUaPerHa: null,
              kgGained: 3600,
              arrobasPerHa: 10,
            }),
          ],
        },
      },
    });
    const chart = await screen.findByRole('region', { name: '@/ha/ano por ano' });
    await user.click(within(chart).getByRole('button', { name: 'Ver tabela' }));
    const table = within(chart).getByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Ano', 'Dias ocupado', 'UA/ha média', 'kg ganhos', '@/ha/ano']);
    const rows = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) => [...row.children].map((cell) => cell.textContent));
    expect(rows).toEqual([
      ['2025', '90', '—', '3.600', '10,0'],
      ['2026', '120', '2,40', '5.400', '15,0'],
    ]);
  });

  it('says so when the paddock has no year yet', async () => {
    openPaddock();
    expect(await screen.findByText('Ainda não há ocupação registrada neste pasto.')).toBeTruthy();
  });

  it("puts the history and 'Mover para pasto' in, with the paddock's id", async () => {
    openPaddock(
      {},
      {
        slots: {
          HistorySection: ({ paddockId }) => <h2>Histórico de ocupação {paddockId}</h2>,
          MoveButton: ({ paddockId }) => (
            <button type="button">Mover para pasto {paddockId}</button>
          ),
        },
      },
    );
    expect(
      await screen.findByRole('heading', { name: `Histórico de ocupação ${PADDOCK_ID}` }),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: `Mover para pasto ${PADDOCK_ID}` })).toBeTruthy();
  });

  it('says when the paddock cannot be read', async () => {
    openPaddock({ [`GET ${PADDOCK}`]: failure(404, 'Pasto não encontrado.', 'NOT_FOUND') });
    expect(await screen.findByText('Erro ao carregar o pasto')).toBeTruthy();
    expect(screen.getByText('Pasto não encontrado.')).toBeTruthy();
  });

  it('tells a Starter farm the pastures are Pro and Master', async () => {
    const { api } = openPaddock({}, { plan: 'STARTER' });
    expect(await screen.findByText('Os Pastos fazem parte dos planos Pro e Master.')).toBeTruthy();
    expect(api.sent).toHaveLength(0);
  });
});
