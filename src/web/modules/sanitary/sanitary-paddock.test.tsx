import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type {
  ApplicationPage,
  DueCounts,
  DuePage,
  SanitaryApplication,
} from '@/domain/sanitary/api';
import { eventually, producer, renderInApp, stubApi, type Sent } from '../test-providers';
import { SanitaryPage } from './sanitary-page';
import { ivermectin, protocolWith } from './test-fixtures';

/* 'Pasto' on the sanitary page ('Pastos', issue 42 item 3): the calendar and the applications. */

const NORTE = '11111111-1111-4111-8111-111111111111';
const SEDE = '33333333-3333-4333-8333-333333333333';
const PROTOCOL = protocolWith(ivermectin, { name: 'Vermifugação de maio' });

const paddockOf = ({ path }: Sent) => new URL(path, 'http://test').searchParams.get('paddockId');

const counts = (sent: Sent): { body: DueCounts } => {
  const overdue = paddockOf(sent) === NORTE ? 1 : 3;
  return {
    body: {
      overdue,
      upcoming: 0,
      prior: 0,
      byProtocol: [
        {
          protocolId: PROTOCOL.id,
          protocolName: PROTOCOL.name,
          productName: ivermectin.name,
          productType: ivermectin.type,
          overdue,
          upcoming: 0,
          prior: 0,
        },
      ],
    },
  };
};

const due = (sent: Sent): { body: DuePage } => {
  const tags = paddockOf(sent) === NORTE ? ['N-1'] : ['N-1', 'S-1', 'S-2'];
  return {
    body: {
      items: tags.map((tag) => ({
        animalId: `a-${tag}`,
        tag,
        name: null,
        sex: 'F',
        ageMonths: 20,
        lotName: null,
        protocolId: PROTOCOL.id,
        protocolName: PROTOCOL.name,
        productId: ivermectin.id,
        productName: ivermectin.name,
        doseNumber: 1,
        due: '2026-05-01',
      })),
      nextCursor: null,
      total: tags.length,
    },
  };
};

const application = (tag: string): SanitaryApplication => ({
  id: `app-${tag}`,
  groupId: 'g-1',
  animalId: `a-${tag}`,
  productId: ivermectin.id,
  productType: ivermectin.type,
  doseUnit: 'mL',
  date: '2026-05-10',
  tag,
  productName: ivermectin.name,
  dose: 5,
  appliedBy: null,
  veterinarian: null,
  withdrawalUntil: null,
  cost: null,
  notes: null,
  undone: false,
  undoReason: null,
  priorHistory: false,
  canUndo: true,
  groupSize: 1,
});

const applications = (sent: Sent): { body: ApplicationPage } => ({
  body: {
    items: (paddockOf(sent) === NORTE ? ['N-1'] : ['N-1', 'S-1']).map(application),
    nextCursor: null,
  },
});

const OPTIONS = {
  paddocks: [
    { id: SEDE, name: 'Piquete da Sede', retiro: null },
    { id: NORTE, name: 'Invernada Norte', retiro: 'Retiro Alto' },
  ],
  retiros: ['Retiro Alto'],
};

const handlers = {
  'GET /api/sanitary/due/counts': counts,
  'GET /api/sanitary/due': due,
  'GET /api/sanitary/applications': applications,
  'GET /api/sanitary/protocols': { body: { items: [PROTOCOL] } },
  'GET /api/sanitary/products': { body: { items: [ivermectin] } },
  'GET /api/lots': { body: { items: [], nextCursor: null } },
  'GET /api/pastures/options': { body: OPTIONS },
};

const overdueTab = () => screen.getByRole('tab', { name: /Atrasadas/ });

describe("the sanitary page's 'Pasto'", () => {
  it('narrows the counts, the lists, "Registrar para todos" and the applications to a paddock', async () => {
    const api = stubApi(handlers);
    const { user } = renderInApp(<SanitaryPage />, { path: '/sanidade' });
    await eventually(() => expect(overdueTab().textContent).toBe('Atrasadas3'));
    const select = screen.getByLabelText('Pasto') as HTMLSelectElement;
    expect([...select.options].map((o) => o.textContent)).toEqual([
      'Todos os pastos',
      'Piquete da Sede',
      'Invernada Norte',
    ]);
    expect(within(select).getByRole('group', { name: 'Retiro Alto' })).toBeTruthy();

    await user.selectOptions(select, 'Invernada Norte');
    await eventually(() => expect(overdueTab().textContent).toBe('Atrasadas1'));
    expect(api.to('GET', '/api/sanitary/due/counts').at(-1)?.path).toBe(
      `/api/sanitary/due/counts?paddockId=${NORTE}`,
    );
    await user.click(
      screen.getByRole('button', { name: `Ver o animal (Atrasadas): ${PROTOCOL.name}` }),
    );
    const list = await screen.findByRole('list', { name: `Animais: Atrasadas — ${PROTOCOL.name}` });
    expect(
      within(list)
        .getAllByRole('link')
        .map((l) => l.textContent),
    ).toEqual(['N-1']);
    expect(api.to('GET', '/api/sanitary/due').at(-1)?.path).toContain(`paddockId=${NORTE}`);

    await user.click(
      screen.getByRole('button', { name: `Registrar para todos: ${PROTOCOL.name}` }),
    );
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain(
      `Todos os animais de Atrasadas em ${PROTOCOL.name} no pasto Invernada Norte: 1 animal.`,
    );
    await user.keyboard('{Escape}');

    // jsdom's window is wide: every part of the page shows, 'Aplicações registradas' too.
    const region = await screen.findByRole('region', { name: 'Aplicações registradas' });
    await eventually(() => expect(within(region).getByText('N-1')).toBeTruthy());
    expect(within(region).queryByText('S-1')).toBeNull();
    expect(api.to('GET', '/api/sanitary/applications').at(-1)?.path).toContain(
      `paddockId=${NORTE}`,
    );
  });

  it("is not there without 'Pastos' in the plan, which is not asked for paddocks", async () => {
    const api = stubApi(handlers);
    renderInApp(<SanitaryPage />, { path: '/sanidade', me: producer({ plan: 'STARTER' }) });
    expect(screen.queryByLabelText('Pasto')).toBeNull();
    expect(api.to('GET', '/api/pastures/options')).toEqual([]);
  });
});
