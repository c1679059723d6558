import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { toast } from 'sonner';
import { SEEDED_PROTOCOLS, USUAL_SEASON_NOTE } from '@/domain/reproduction/constants';
import { eventually, fillIn, location, producer, renderInApp, stubApi } from '../test-providers';
import { ReproductionPage } from './reproduction-page';
import { SeasonPage } from './season-page';
import {
  API,
  BATCH_ID,
  COW_ID,
  SEASON_ID,
  batch,
  cow,
  season,
  herReproduction,
  outboxPerTest,
} from './test-fixtures';

outboxPerTest();

const protocols = SEEDED_PROTOCOLS.map((p, i) => ({ id: `p-${i}`, seeded: true, ...p }));
const recorded = { status: 201, body: { groupId: 'g-1', count: 1, replayed: false } };

describe('/reproducao', () => {
  it('tells a Starter farm the module is Pro and Master’s', () => {
    renderInApp(<ReproductionPage />, { me: producer({ plan: 'STARTER' }) });
    expect(screen.getByText('A Reprodução faz parte dos planos Pro e Master.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Ver planos' })).toBeTruthy();
  });

  it('lists the seasons with their counts, and the seeded protocols', async () => {
    stubApi({
      [`GET ${API}/seasons`]: { body: { items: [season()] } },
      [`GET ${API}/protocols`]: { body: { items: protocols } },
    });
    renderInApp(<ReproductionPage />, { path: '/reproducao' });
    const link = await screen.findByRole('link', { name: 'Estação 2026/27' });
    expect(link.getAttribute('href')).toBe(`/reproducao/estacoes/${SEASON_ID}`);
    expect(screen.getByText('01/11/2026 a 29/01/2027 (90 dias)')).toBeTruthy();
    expect(screen.getByText('120 fêmeas expostas · Diagnosticadas: 37 de 120')).toBeTruthy();
    expect(await screen.findByText('IATF zebuínas (D0-D9-D11)')).toBeTruthy();
    expect(
      screen.getByRole('button', { name: 'Copiar IATF convencional (D0-D8-D10)' }),
    ).toBeTruthy();
  });

  it("hides 'Editar' and 'Copiar' from 'Campo'", async () => {
    stubApi({
      [`GET ${API}/seasons`]: { body: { items: [] } },
      [`GET ${API}/protocols`]: { body: { items: protocols } },
    });
    renderInApp(<ReproductionPage />, { me: producer({ role: 'field' }) });
    expect(await screen.findByText('IATF zebuínas (D0-D9-D11)')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^Editar/ })).toBeNull();
    expect(screen.getByText(/Nenhuma estação ainda/)).toBeTruthy();
  });

  it("creates a season from 'Nova estação', saying the usual lengths, and opens it", async () => {
    const api = stubApi({
      [`GET ${API}/seasons`]: { body: { items: [] } },
      [`GET ${API}/protocols`]: { body: { items: protocols } },
      [`POST ${API}/seasons`]: { status: 201, body: season() },
      [`GET ${API}/seasons/${SEASON_ID}`]: { body: season() },
    });
    const { user } = renderInApp(<ReproductionPage />, { path: '/reproducao' });
    await user.click(screen.getByRole('button', { name: 'Nova estação' }));
    const form = screen.getByRole('form', { name: 'Nova estação' });
    expect(within(form).getByText(USUAL_SEASON_NOTE)).toBeTruthy();
    await fillIn(user, { Nome: 'Estação 2026/27', Início: '2026-11-01', Fim: '2027-06-30' });
    await user.click(within(form).getByRole('button', { name: 'Criar estação' }));
    // 241 days: more than the usual, and still saved (said, never enforced).
    await eventually(() => expect(api.to('POST', `${API}/seasons`)).toHaveLength(1));
    expect(api.to('POST', `${API}/seasons`)[0]!.body).toEqual({
      name: 'Estação 2026/27',
      startsOn: '2026-11-01',
      endsOn: '2027-06-30',
    });
    await eventually(() => expect(toast.success).toHaveBeenCalledWith('Estação criada', undefined));
    await eventually(() => expect(location.pathname).toBe(`/reproducao/estacoes/${SEASON_ID}`));
  });

  it('refuses an end before the start on the field', async () => {
    const api = stubApi({ [`GET ${API}/seasons`]: { body: { items: [] } } });
    const { user } = renderInApp(<ReproductionPage />);
    await user.click(screen.getByRole('button', { name: 'Nova estação' }));
    await fillIn(user, { Nome: 'E', Início: '2026-11-01', Fim: '2026-10-01' });
    await user.click(screen.getByRole('button', { name: 'Criar estação' }));
    expect(await screen.findByText('O fim deve ser depois do início')).toBeTruthy();
    expect(api.to('POST', `${API}/seasons`)).toHaveLength(0);
  });
});

function openSeason(extra: Parameters<typeof stubApi>[0] = {}) {
  const api = stubApi({
    [`GET ${API}/seasons/${SEASON_ID}`]: { body: season() },
    [`GET ${API}/seasons/${SEASON_ID}/females`]: {
      body: { items: [cow()], nextCursor: 'c-2' },
    },
    [`GET ${API}/seasons/${SEASON_ID}/females?cursor=c-2`]: {
      body: { items: [cow({ animalId: 'c2', tag: '102', name: null })], nextCursor: null },
    },
    [`GET ${API}/seasons/${SEASON_ID}/batches`]: { body: { items: [batch()] } },
    ...extra,
  });
  const rendered = renderInApp(<SeasonPage />, {
    path: `/reproducao/estacoes/${SEASON_ID}`,
    route: '/reproducao/estacoes/:id',
  });
  return { api, ...rendered };
}

describe('a season’s page', () => {
  it('shows its counts, its females a page at a time, and its batches’ calendar', async () => {
    const { api, user } = openSeason();
    expect(await screen.findByRole('heading', { name: 'Estação 2026/27' })).toBeTruthy();
    expect(screen.getByText('Prenhe:')).toBeTruthy();
    expect(await screen.findByText('IA em 10/11/2026 — Jaguar')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Carregar mais' }));
    expect(await screen.findByRole('link', { name: '102' })).toBeTruthy();
    const calendar = await screen.findByRole('list', { name: 'Calendário de IATF 01/11' });
    expect(within(calendar).getByText('D8: Retirada do dispositivo — 48 vacas')).toBeTruthy();
    expect(within(calendar).getByText('09/11/2026')).toBeTruthy();
    // Filtered by status: asked of the server.
    await user.selectOptions(screen.getByLabelText('Situação'), 'pregnant');
    await eventually(() =>
      expect(api.sent.some((s) => s.path.endsWith('/females?status=pregnant'))).toBe(true),
    );
  });

  it("records a diagnosis 'Prenhe' with its days and says 'Previsão de parto'", async () => {
    const { api, user } = openSeason({
      [`POST ${API}/diagnoses`]: recorded,
      [`GET ${API}/animals/${COW_ID}`]: { body: herReproduction() },
    });
    await user.click(await screen.findByRole('button', { name: 'Registrar diagnóstico: 101' }));
    const form = screen.getByRole('form', { name: 'Registrar diagnóstico' });
    expect(within(form).queryByLabelText('Dias de gestação')).toBeNull();
    await user.click(within(form).getByLabelText('Prenhe'));
    await fillIn(user, { 'Dias de gestação': '60' });
    await user.click(within(form).getByRole('button', { name: 'Registrar diagnóstico' }));
    await eventually(() =>
      expect(toast.success).toHaveBeenCalledWith('Diagnóstico registrado', {
        description: 'Previsão de parto: 30/08/2027',
      }),
    );
    expect(api.to('POST', `${API}/diagnoses`)[0]!.body).toMatchObject({
      animalId: COW_ID,
      result: 'pregnant',
      gestationDays: 60,
    });
    expect(api.to('POST', `${API}/diagnoses`)[0]!.headers.get('Idempotency-Key')).toBeTruthy();
  });

  it('inseminates the females selected with a semen typed by name', async () => {
    const { api, user } = openSeason({
      [`GET ${API}/semen`]: {
        body: { items: [{ id: 's1', bull: 'Jaguar', breed: 'Nelore', center: null }] },
      },
      [`POST ${API}/inseminations`]: recorded,
    });
    await user.click(await screen.findByRole('checkbox', { name: 'Selecionar 101' }));
    const bar = screen.getByRole('region', { name: 'Fêmeas selecionadas' });
    await user.click(within(bar).getByRole('button', { name: 'Registrar inseminação' }));
    const form = screen.getByRole('form', { name: 'Registrar inseminação' });
    expect(within(form).getByLabelText<HTMLInputElement>('Inseminador').value).toBe('Ana Prado');
    await user.type(within(form).getByLabelText('Touro ou sêmen'), 'Netuno');
    await user.click(within(form).getByRole('button', { name: 'Registrar inseminação' }));
    await eventually(() =>
      expect(toast.success).toHaveBeenCalledWith('Inseminação registrada', undefined),
    );
    expect(api.to('POST', `${API}/inseminations`)[0]!.body).toMatchObject({
      animalIds: [COW_ID],
      sire: { bullId: null, semen: 'Netuno' },
      batchId: null,
    });
  });

  it('inseminates a whole IATF batch at once', async () => {
    const { api, user } = openSeason({ [`POST ${API}/inseminations`]: recorded });
    await user.click(
      await screen.findByRole('button', { name: 'Registrar inseminação: todo o IATF 01/11' }),
    );
    const form = screen.getByRole('form', { name: 'Registrar inseminação' });
    expect(within(form).getByText(/Todas as fêmeas do lote/)).toBeTruthy();
    await user.type(within(form).getByLabelText('Touro ou sêmen'), 'Jaguar');
    await user.click(within(form).getByRole('button', { name: 'Registrar inseminação' }));
    await eventually(() => expect(api.to('POST', `${API}/inseminations`)).toHaveLength(1));
    const body = api.to('POST', `${API}/inseminations`)[0]!.body as Record<string, unknown>;
    expect(body.batchId).toBe(BATCH_ID);
    expect(body).not.toHaveProperty('animalIds');
  });

  it("exposes a category's females and says how many", async () => {
    const { api, user } = openSeason({
      [`POST ${API}/seasons/${SEASON_ID}/exposures`]: {
        body: { added: 48, alreadyExposed: 2, skipped: 0 },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Expor fêmeas' }));
    const form = screen.getByRole('form', { name: 'Expor fêmeas' });
    await user.selectOptions(within(form).getByLabelText('Categoria'), 'Novilha');
    await user.click(within(form).getByRole('button', { name: 'Expor fêmeas' }));
    await eventually(() =>
      expect(toast.success).toHaveBeenCalledWith('Fêmeas expostas', {
        description: '48 fêmeas expostas; 2 já estavam na estação.',
      }),
    );
    expect(api.to('POST', `${API}/seasons/${SEASON_ID}/exposures`)[0]!.body).toEqual({
      category: 'Novilha',
    });
  });
});
