import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { toast } from 'sonner';
import { DEFAULT_BIRTH_WEIGHT_NOTE } from '@/domain/reproduction/constants';
import type { ReproEventView } from '@/domain/reproduction/api';
import { eventually, fillIn, producer, renderInApp, stubApi } from '../test-providers';
import { ReproductionSection, type SectionAnimal } from './female-section';
import { API, COW_ID, SEASON_ID, herReproduction, outboxPerTest } from './test-fixtures';

outboxPerTest();

const CALF_ID = '7c6b5a49-1f3a-4c5b-8d6e-7f8091a2b3c4';
const her: SectionAnimal = {
  id: COW_ID,
  tag: '101',
  sex: 'F',
  category: 'Vaca',
  birthDate: '2020-10-01',
  status: 'active',
};
const calf: SectionAnimal = {
  id: CALF_ID,
  tag: 'B-7',
  sex: 'M',
  category: 'Bezerro',
  birthDate: '2026-03-01',
  status: 'active',
};
const event = (over: Partial<ReproEventView>): ReproEventView => ({
  id: 'e-1',
  kind: 'diagnosis',
  date: '2026-11-20',
  seasonId: SEASON_ID,
  summary: 'Prenhe, 60 dias',
  expectedCalving: null,
  p205: null,
  authorName: 'Ana Prado',
  undone: false,
  undoReason: null,
  canUndo: true,
  ...over,
});

describe("the animal's 'Reprodução'", () => {
  it('is not on a plan without the module, nor on a steer', () => {
    const { container } = renderInApp(<ReproductionSection animal={her} />, {
      me: producer({ plan: 'STARTER' }),
    });
    expect(container.textContent).toBe('');
    renderInApp(<ReproductionSection animal={{ ...calf, category: 'Boi' }} />);
    expect(screen.queryByText('Reprodução')).toBeNull();
  });

  it("shows a female's status, season, expected calving and history, with her records", async () => {
    stubApi({
      [`GET ${API}/animals/${COW_ID}`]: { body: herReproduction({ events: [event({})] }) },
    });
    renderInApp(<ReproductionSection animal={her} />);
    expect(await screen.findByText('Prenhe')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Estação 2026/27' })).toBeTruthy();
    expect(screen.getByText('Previsão de parto: 30/08/2027')).toBeTruthy();
    const history = screen.getByRole('list', { name: 'Registros de reprodução' });
    expect(within(history).getByText('Prenhe, 60 dias')).toBeTruthy();
    for (const name of ['inseminação', 'cobertura', 'diagnóstico', 'aborto']) {
      expect(screen.getByRole('button', { name: `Registrar ${name}` })).toBeTruthy();
    }
  });

  it('undoes a record with its reason', async () => {
    const api = stubApi({
      [`GET ${API}/animals/${COW_ID}`]: { body: herReproduction({ events: [event({})] }) },
      [`POST ${API}/events/e-1/undo`]: { status: 204 },
    });
    const { user } = renderInApp(<ReproductionSection animal={her} />);
    await user.click(await screen.findByRole('button', { name: /^Desfazer: Prenhe, 60 dias/ }));
    await user.type(screen.getByLabelText('Motivo'), 'Vaca errada');
    await user.click(screen.getByRole('button', { name: 'Desfazer' }));
    await eventually(() => expect(toast.success).toHaveBeenCalledWith('Registro desfeito'));
    expect(api.to('POST', `${API}/events/e-1/undo`)[0]!.body).toEqual({ reason: 'Vaca errada' });
  });

  it("weans a calf and says its weight adjusted to 205 days, with the default birth weight's note", async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-10-01T15:00:00Z'));
    const api = stubApi({
      [`GET ${API}/animals/${CALF_ID}`]: () => ({
        body: herReproduction({
          animalId: CALF_ID,
          events: api.to('POST', `${API}/weanings`).length
            ? [
                event({
                  kind: 'weaning',
                  date: '2026-10-01',
                  summary: 'Desmame, 190 kg',
                  p205: 201.3,
                }),
              ]
            : [],
        }),
      }),
      [`POST ${API}/weanings`]: { status: 201, body: { groupId: 'g', count: 1, replayed: false } },
    });
    const { user } = renderInApp(<ReproductionSection animal={calf} />);
    await user.click(await screen.findByRole('button', { name: 'Registrar desmame' }));
    const form = screen.getByRole('form', { name: 'Registrar desmame' });
    expect(within(form).getByText(new RegExp(DEFAULT_BIRTH_WEIGHT_NOTE))).toBeTruthy();
    await fillIn(user, { 'Peso (kg)': '190' });
    await user.click(within(form).getByRole('button', { name: 'Registrar desmame' }));
    await eventually(() =>
      expect(toast.success).toHaveBeenCalledWith('Desmame registrado', {
        description: 'Peso ajustado aos 205 dias: 201,3 kg',
      }),
    );
    vi.useRealTimers();
    expect(api.to('POST', `${API}/weanings`)[0]!.body).toEqual({
      date: '2026-10-01',
      calves: [{ animalId: CALF_ID, weight: 190 }],
    });
  });

  it('says why a calf weaned too young has no adjusted weight', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-07-01T15:00:00Z'));
    stubApi({
      [`GET ${API}/animals/${CALF_ID}`]: { body: herReproduction({ events: [] }) },
      [`POST ${API}/weanings`]: { status: 201, body: { groupId: 'g', count: 1, replayed: false } },
    });
    const { user } = renderInApp(<ReproductionSection animal={calf} />);
    await user.click(await screen.findByRole('button', { name: 'Registrar desmame' }));
    await fillIn(user, { 'Peso (kg)': '150' });
    await user.click(
      within(screen.getByRole('form', { name: 'Registrar desmame' })).getByRole('button', {
        name: 'Registrar desmame',
      }),
    );
    await eventually(() =>
      expect(toast.success).toHaveBeenCalledWith('Desmame registrado', {
        description:
          'Desmamado com 122 dias: o peso ajustado aos 205 dias é dado só entre 160 e 250 dias de idade.',
      }),
    );
    vi.useRealTimers();
  });
});
