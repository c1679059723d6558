import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { toast } from 'sonner';
import type { ExposedFemale } from '@/domain/reproduction/api';
import { eventually, renderInApp, startOutbox, stopOutbox, stubApi } from '../test-providers';
import { ChutePage } from './chute-page';
import { COW_ID, SEASON_ID, cow, season } from './test-fixtures';

/*
 * 'Diagnóstico no tronco' (issue 41 item 6) against stubbed answers: a brinco typed, an EID read
 * with its Enter, 'Prenhe' with days saved through the outbox, the next female at once, the count,
 * a brinco not in the season, and offline the females the device holds.
 */

let online = true;
beforeEach(async () => {
  online = true;
  vi.spyOn(navigator, 'onLine', 'get').mockImplementation(() => online);
  vi.mocked(toast.success).mockClear();
  await startOutbox();
});
afterEach(async () => {
  await stopOutbox();
  vi.restoreAllMocks();
});

const API = '/api/reproduction';
const SEASON = `${API}/seasons/${SEASON_ID}`;
const FEMALES = `${SEASON}/females`;
const OTHER_ID = '1c8d3e0f-1f3a-4c5b-8d6e-7f8091a2b3c4';
const other = cow({
  animalId: OTHER_ID,
  tag: '1010',
  name: null,
  lastService: null,
  status: 'empty',
});
const page = (...items: ExposedFemale[]) => ({ body: { items, nextCursor: null } });
const field = () => screen.getByRole('textbox', { name: 'Brinco ou EID' });

function stubChute(diagnosed = { count: 37 }) {
  return stubApi({
    [`GET ${SEASON}`]: () => ({ body: season({ diagnosed: diagnosed.count }) }),
    [`GET ${FEMALES}?status=undiagnosed`]: page(cow(), other),
    [`GET ${FEMALES}?q=101&limit=10`]: page(cow(), other),
    [`GET ${FEMALES}?q=982000123456789&limit=10`]: page(cow({ eid: '982000123456789' })),
    [`GET ${FEMALES}?q=555&limit=10`]: page(),
    [`POST ${API}/diagnoses`]: () => {
      diagnosed.count += 1;
      return { status: 201, body: { groupId: 'g-1', count: 1, replayed: false } };
    },
  });
}

const renderChute = () =>
  renderInApp(<ChutePage />, {
    path: `/reproducao/estacoes/${SEASON_ID}/tronco`,
    route: '/reproducao/estacoes/:id/tronco',
  });

describe('Diagnóstico no tronco', () => {
  it('finds a typed brinco exactly, saves Prenhe with days, then the next at once', async () => {
    const api = stubChute();
    const { user } = renderChute();
    expect(await screen.findByText('Diagnosticadas: 37 de 120')).toBeTruthy();
    await eventually(() => expect(field()).toBe(document.activeElement));
    await user.type(field(), '101{Enter}');
    const her = await screen.findByRole('region', { name: '101' });
    expect(within(her).getByText('Mimosa')).toBeTruthy();
    expect(within(her).getByText('Inseminada')).toBeTruthy();
    expect(
      within(her).getByText('IA em 10/11/2026 · Touro ou sêmen: Jaguar · Inseminador: Zé'),
    ).toBeTruthy();
    await user.type(within(her).getByLabelText('Dias de gestação'), '45');
    await user.click(within(her).getByRole('button', { name: 'Prenhe' }));

    await eventually(() => expect(api.to('POST', `${API}/diagnoses`)).toHaveLength(1));
    const [sent] = api.to('POST', `${API}/diagnoses`);
    expect(sent!.body).toMatchObject({ animalId: COW_ID, result: 'pregnant', gestationDays: 45 });
    expect(sent!.headers.get('Idempotency-Key')).toBeTruthy();
    await eventually(() => expect(toast.success).toHaveBeenCalledWith('Diagnóstico registrado'));
    // The next animal at once: the field emptied and focused, the count read again.
    await eventually(() => expect(field()).toHaveProperty('value', ''));
    expect(field()).toBe(document.activeElement);
    expect(screen.queryByRole('region', { name: '101' })).toBeNull();
    expect(screen.getByRole('status', { name: 'Último diagnóstico' }).textContent).toBe(
      'Último: 101 — Prenhe, 45 dias',
    );
    expect(await screen.findByText('Diagnosticadas: 38 de 120')).toBeTruthy();
    // She leaves 'Faltam diagnosticar' at once.
    const list = screen.getByRole('list', { name: 'Faltam diagnosticar' });
    expect(within(list).queryByRole('button', { name: /^101Mimosa/ })).toBeNull();
    expect(within(list).getByRole('button', { name: /^1010/ })).toBeTruthy();
  });

  it('takes an EID read by the stick (15 digits + Enter) and Vazia without days', async () => {
    const api = stubChute();
    const { user } = renderChute();
    await eventually(() => expect(field()).toBe(document.activeElement));
    await user.keyboard('982000123456789{Enter}');
    const her = await screen.findByRole('region', { name: '101' });
    await user.click(within(her).getByRole('button', { name: 'Vazia' }));
    await eventually(() => expect(api.to('POST', `${API}/diagnoses`)).toHaveLength(1));
    expect(api.to('POST', `${API}/diagnoses`)[0]!.body).toMatchObject({
      animalId: COW_ID,
      result: 'empty',
      gestationDays: null,
    });
    await eventually(() => expect(field()).toBe(document.activeElement));
  });

  it('says a brinco is not in the season, and days only for Prenhe', async () => {
    const api = stubChute();
    const { user } = renderChute();
    await eventually(() => expect(field()).toBe(document.activeElement));
    await user.keyboard('555{Enter}');
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Brinco 555 não está nesta estação',
    );

    await user.clear(field());
    await user.type(field(), '101');
    await user.click(screen.getByRole('button', { name: 'Buscar' }));
    const her = await screen.findByRole('region', { name: '101' });
    await user.type(within(her).getByLabelText('Dias de gestação'), '60');
    await user.click(within(her).getByRole('button', { name: 'Inconclusivo' }));
    expect(await within(her).findByText('Dias de gestação só para prenhe')).toBeTruthy();
    expect(api.to('POST', `${API}/diagnoses`)).toHaveLength(0);
  });

  it('offline: finds a female of the kept list, keeps the diagnosis on the device', async () => {
    const api = stubChute();
    const { user } = renderChute();
    // The list 'Faltam diagnosticar' came while online: the device holds it.
    const list = await screen.findByRole('list', { name: 'Faltam diagnosticar' });
    expect(within(list).getAllByRole('button')).toHaveLength(2);
    online = false;
    await user.type(field(), '1010{Enter}');
    const her = await screen.findByRole('region', { name: '1010' });
    expect(within(her).getByText('Sem conexão: dados guardados neste aparelho.')).toBeTruthy();
    expect(api.sent.filter((r) => r.path.includes('q=1010'))).toEqual([]);
    expect(api.sent.filter((r) => r.path.includes('q=101&'))).toEqual([]);
    await user.click(within(her).getByRole('button', { name: 'Vazia' }));
    await eventually(() =>
      expect(screen.getByRole('status', { name: 'Último diagnóstico' }).textContent).toBe(
        'Último: 1010 — Vazia (guardado no aparelho)',
      ),
    );
    expect(api.to('POST', `${API}/diagnoses`)).toHaveLength(0);
    // Counted at once, though the server has not heard of it yet.
    expect(screen.getByText(/^Diagnosticadas: 38 de /)).toBeTruthy();
    expect(toast.success).toHaveBeenCalledWith('Diagnóstico registrado', expect.anything());
    expect(await screen.findByText(/Diagnóstico Vazia: 1010/)).toBeTruthy();

    // One it does not hold: said so.
    await user.type(field(), '777{Enter}');
    expect((await screen.findByRole('alert')).textContent).toMatch(
      /^Sem conexão: o brinco 777 não está entre as fêmeas guardadas neste aparelho/,
    );
  });
});
