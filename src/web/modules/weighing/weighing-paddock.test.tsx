import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AnimalFigures, AnimalFiguresPage } from '@/domain/records/weighing-pages';
import { eventually, producer, renderInApp, stubApi, type Sent } from '../test-providers';
import { WeighingReports } from './weighing-reports';

/* The herd report's 'Pasto' filter ('Pastos', issue 42 item 3). */

const NORTE = '11111111-1111-4111-8111-111111111111';
const SUL = '22222222-2222-4222-8222-222222222222';
const SEDE = '33333333-3333-4333-8333-333333333333';

const figures = (animalId: string, dailyGain: number): AnimalFigures => ({
  animalId,
  weighings: 2,
  firstDate: '2026-01-01',
  lastDate: '2026-04-11',
  firstWeight: 300,
  lastWeight: 300 + dailyGain * 100,
  totalGain: dailyGain * 100,
  days: 100,
  dailyGain,
});

/** The herd's figures, or the animals of a paddock (?paddock=). */
const animals = ({ path }: Sent) => {
  const paddock = new URL(path, 'http://test').searchParams.get('paddock');
  const items =
    paddock === NORTE
      ? [figures('BR-1', 1)]
      : [figures('BR-1', 1), figures('BR-2', 0.5), figures('BR-3', 2)];
  const body: AnimalFiguresPage = {
    items,
    nextCursor: null,
    totals: {
      animals: items.length,
      averageDailyGain: items.reduce((s, i) => s + i.dailyGain!, 0) / items.length,
    },
  };
  return { body };
};

const OPTIONS = {
  paddocks: [
    { id: SEDE, name: 'Piquete da Sede', retiro: null },
    { id: NORTE, name: 'Invernada Norte', retiro: 'Retiro Alto' },
    { id: SUL, name: 'Invernada Sul', retiro: 'Retiro Alto' },
  ],
  retiros: ['Retiro Alto'],
};

const rowsShown = () =>
  within(screen.getByRole('table'))
    .getAllByRole('row')
    .slice(1)
    .map((r) => (r as HTMLTableRowElement).cells[0]?.textContent);

describe("the weighing report's 'Pasto'", () => {
  it('narrows the animals and their totals to a paddock, chosen among the retiros', async () => {
    const api = stubApi({
      'GET /api/lots': { body: { items: [], nextCursor: null } },
      'GET /api/weighings/animals': animals,
      'GET /api/pastures/options': { body: OPTIONS },
    });
    const { user } = renderInApp(<WeighingReports selected="" />);
    const select = (await screen.findByLabelText('Pasto')) as HTMLSelectElement;
    expect([...select.options].map((o) => o.textContent)).toEqual([
      'Todos os pastos',
      'Piquete da Sede',
      'Invernada Norte',
      'Invernada Sul',
    ]);
    const group = within(select).getByRole('group', { name: 'Retiro Alto' });
    expect(
      within(group)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Invernada Norte', 'Invernada Sul']);
    await eventually(() => expect(rowsShown()).toHaveLength(3));
    expect(screen.getByText('3 animais · GMD médio 1,167 kg/dia')).toBeTruthy();

    await user.selectOptions(select, 'Invernada Norte');
    await eventually(() => expect(rowsShown()).toEqual(['BR-1']));
    expect(screen.getByText('1 animal · GMD médio 1,000 kg/dia')).toBeTruthy();
    expect(
      screen.getByRole('heading', { name: 'Relatório do rebanho no pasto Invernada Norte' }),
    ).toBeTruthy();
    const asked = api.to('GET', '/api/weighings/animals').map((s) => s.path);
    expect(asked.at(-1)).toContain(`paddock=${NORTE}`);

    await user.selectOptions(select, 'Todos os pastos');
    await eventually(() => expect(rowsShown()).toHaveLength(3));
  });

  it("is not there on a plan without 'Pastos', which is not asked for paddocks", async () => {
    const api = stubApi({
      'GET /api/lots': { body: { items: [], nextCursor: null } },
      'GET /api/weighings/animals': animals,
    });
    renderInApp(<WeighingReports selected="" />, { me: producer({ plan: 'STARTER' }) });
    await eventually(() => expect(rowsShown()).toHaveLength(3));
    expect(screen.queryByLabelText('Pasto')).toBeNull();
    expect(api.to('GET', '/api/pastures/options')).toEqual([]);
  });

  it('is not there when the farm has no paddock', async () => {
    const api = stubApi({
      'GET /api/lots': { body: { items: [], nextCursor: null } },
      'GET /api/weighings/animals': animals,
      'GET /api/pastures/options': { body: { paddocks: [], retiros: [] } },
    });
    const { client } = renderInApp(<WeighingReports selected="" />);
    await eventually(() => expect(rowsShown()).toHaveLength(3));
    await eventually(() =>
      expect(client.getQueryState(['pastures', 'options'])?.status).toBe('success'),
    );
    expect(api.to('GET', '/api/pastures/options')).toHaveLength(1);
    expect(screen.queryByLabelText('Pasto')).toBeNull();
  });
});
