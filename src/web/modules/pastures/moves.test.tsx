import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { toast } from 'sonner';
import { formatDateBR, todayIn } from '@/domain/records/dates';
import { PendingRecords } from '../../offline/pending-records';
import { eventually, failure, location, producer, renderInApp, stubApi } from '../test-providers';
import { LotMoveButton, MoveToPaddockButton } from './move-buttons';
import { MoveSelection } from './move-selection';
import {
  ANIMAL_ID,
  API,
  LOT_ID,
  OTHER_PADDOCK_ID,
  PADDOCK_ID,
  moveResult,
  options,
  outboxPerTest,
} from './moves-fixtures';
import { PaddockSection } from './paddock-section';

/* 'Mover para pasto' (issue 42 item 3): from the herd's selection, an animal's page, a lot. */

outboxPerTest();
beforeEach(() => vi.mocked(toast.success).mockClear());
// The offline test's navigator.onLine.
afterEach(() => vi.restoreAllMocks());

const selected = [
  { id: 'a1a1a1a1-1f3a-4c5b-8d6e-7f8091a2b3c4', tag: '101', sex: 'F' as const },
  { id: 'b2b2b2b2-1f3a-4c5b-8d6e-7f8091a2b3c4', tag: '102', sex: 'M' as const },
];
const moved = { status: 201, body: moveResult() };
const dialogOf = () => screen.findByRole('dialog', { name: 'Mover para pasto' });

describe("the herd selection's 'Mover para pasto'", () => {
  it('moves the selected animals into the paddock chosen, today by default', async () => {
    const api = stubApi({
      [`GET ${API}/options`]: { body: options() },
      [`POST ${API}/moves`]: moved,
    });
    const onDone = vi.fn();
    const { user } = renderInApp(<MoveSelection animals={selected} onDone={onDone} />);
    await user.click(screen.getByRole('button', { name: 'Mover para pasto' }));
    const dialog = await dialogOf();
    expect(within(dialog).getByText('2 animais selecionados')).toBeTruthy();
    expect((within(dialog).getByLabelText('Data') as HTMLInputElement).value).toBe(
      todayIn(new Date()),
    );
    // The paddocks without a retiro first, then each retiro's under its name.
    const select = await within(dialog).findByRole('option', { name: 'Piquete 2' });
    const choice = within(dialog).getByLabelText('Pasto') as HTMLSelectElement;
    expect([...choice.options].map((o) => o.textContent)).toEqual([
      'Escolha o pasto',
      'Pasto da Sede',
      'Invernada do Rio',
      'Piquete 2',
    ]);
    expect((select.parentElement as HTMLOptGroupElement).label).toBe('Retiro Norte');
    await user.selectOptions(choice, 'Piquete 2');
    await user.click(within(dialog).getByRole('button', { name: 'Mover' }));
    await eventually(() => expect(onDone).toHaveBeenCalled());
    const [sent] = api.to('POST', `${API}/moves`);
    expect(sent?.body).toEqual({
      paddockId: OTHER_PADDOCK_ID,
      movedOn: todayIn(new Date()),
      animalIds: selected.map((a) => a.id),
    });
    expect(sent?.headers.get('Idempotency-Key')).toMatch(/^[0-9a-f-]{36}$/);
    expect(toast.success).toHaveBeenCalledWith('Animais movidos', {
      description: '12 cabeças (10,4 UA) em Invernada do Rio.',
    });
    await eventually(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('asks for the paddock, and shows the server’s refusal in the dialog, which stays open', async () => {
    const api = stubApi({
      [`GET ${API}/options`]: { body: options() },
      [`POST ${API}/moves`]: failure(
        409,
        'Esses animais entraram em outro pasto depois dessa data.',
      ),
    });
    const { user } = renderInApp(<MoveSelection animals={selected} onDone={() => undefined} />);
    await user.click(screen.getByRole('button', { name: 'Mover para pasto' }));
    const dialog = await dialogOf();
    await within(dialog).findByRole('option', { name: 'Piquete 2' });
    await user.click(within(dialog).getByRole('button', { name: 'Mover' }));
    expect(await within(dialog).findByText('Escolha o pasto', { selector: 'p' })).toBeTruthy();
    expect(api.to('POST', `${API}/moves`)).toHaveLength(0);
    await user.selectOptions(within(dialog).getByLabelText('Pasto'), 'Invernada do Rio');
    await user.click(within(dialog).getByRole('button', { name: 'Mover' }));
    expect((await within(dialog).findByRole('alert')).textContent).toContain(
      'Esses animais entraram em outro pasto depois dessa data.',
    );
    expect(screen.getByRole('dialog', { name: 'Mover para pasto' })).toBeTruthy();
    expect(toast.success).not.toHaveBeenCalled();
  });

  it('offline: keeps the move on the device, named for the pending list', async () => {
    const api = stubApi({
      [`GET ${API}/options`]: { body: options() },
      [`POST ${API}/moves`]: moved,
    });
    const onDone = vi.fn();
    const { user } = renderInApp(
      <>
        <MoveSelection animals={selected} onDone={onDone} />
        <PendingRecords kinds={['pastures']} />
      </>,
    );
    await user.click(screen.getByRole('button', { name: 'Mover para pasto' }));
    const dialog = await dialogOf();
    await within(dialog).findByRole('option', { name: 'Piquete 2' });
    await user.selectOptions(within(dialog).getByLabelText('Pasto'), 'Piquete 2');
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    await user.click(within(dialog).getByRole('button', { name: 'Mover' }));
    await eventually(() =>
      expect(toast.success).toHaveBeenCalledWith('Animais movidos', {
        description: 'Sem conexão agora: será enviado quando a conexão voltar.',
      }),
    );
    const pending = await screen.findByRole('list', { name: 'Registros pendentes' });
    expect(pending.textContent).toContain(
      `Mover para Piquete 2: 2 animais selecionados (${formatDateBR(todayIn(new Date()))})`,
    );
    expect(api.to('POST', `${API}/moves`)).toHaveLength(0);
    // The selection stays until the server has the move.
    expect(onDone).not.toHaveBeenCalled();
  });

  it('is absent from a plan without Pastos', () => {
    renderInApp(<MoveSelection animals={selected} onDone={() => undefined} />, {
      me: producer({ plan: 'STARTER' }),
    });
    expect(screen.queryByRole('button', { name: 'Mover para pasto' })).toBeNull();
  });
});

describe("the animal page's 'Pasto'", () => {
  const animal = { id: ANIMAL_ID, tag: '101', status: 'active' };

  it('shows its paddock and since when, and moves it', async () => {
    const api = stubApi({
      [`GET ${API}/animals/${ANIMAL_ID}`]: {
        body: { paddock: { id: PADDOCK_ID, name: 'Invernada do Rio', since: '2026-10-05' } },
      },
      [`GET ${API}/options`]: { body: options() },
      [`POST ${API}/moves`]: { status: 201, body: moveResult({ heads: 1, units: 0.9 }) },
    });
    const { user } = renderInApp(<PaddockSection animal={animal} />);
    const link = await screen.findByRole('link', { name: 'Invernada do Rio' });
    expect(link.getAttribute('href')).toBe(`/pastos/${PADDOCK_ID}`);
    expect(screen.getByText('desde 05/10/2026')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Mover para pasto' }));
    const dialog = await dialogOf();
    expect(within(dialog).getByText('Animal 101')).toBeTruthy();
    await within(dialog).findByRole('option', { name: 'Piquete 2' });
    await user.selectOptions(within(dialog).getByLabelText('Pasto'), 'Piquete 2');
    await user.click(within(dialog).getByRole('button', { name: 'Mover' }));
    await eventually(() =>
      expect(toast.success).toHaveBeenCalledWith('Animais movidos', {
        description: '1 cabeça (0,9 UA) em Invernada do Rio.',
      }),
    );
    expect(api.to('POST', `${API}/moves`)[0]?.body).toEqual({
      paddockId: OTHER_PADDOCK_ID,
      movedOn: todayIn(new Date()),
      animalIds: [ANIMAL_ID],
    });
    // Its paddock is read again.
    await eventually(() => expect(api.to('GET', `${API}/animals/${ANIMAL_ID}`)).toHaveLength(2));
  });

  it("says 'Sem pasto', offers no move for an animal sold, and shows nothing without Pastos", async () => {
    stubApi({ [`GET ${API}/animals/${ANIMAL_ID}`]: { body: { paddock: null } } });
    const first = renderInApp(<PaddockSection animal={{ ...animal, status: 'sold' }} />);
    expect(await screen.findByText('Sem pasto')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Pasto' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Mover para pasto' })).toBeNull();
    first.unmount();
    renderInApp(<PaddockSection animal={animal} />, { me: producer({ plan: 'STARTER' }) });
    expect(screen.queryByRole('heading', { name: 'Pasto' })).toBeNull();
  });
});

describe("a lot's 'Mover para pasto'", () => {
  it('moves the whole lot', async () => {
    const api = stubApi({
      [`GET ${API}/options`]: { body: options() },
      [`POST ${API}/moves`]: moved,
    });
    const lot = { id: LOT_ID, name: 'Lote 3', heads: 120, closed: false };
    const { user } = renderInApp(<LotMoveButton lot={lot} />);
    await user.click(screen.getByRole('button', { name: /^Mover para pasto ?: Lote 3$/ }));
    const dialog = await dialogOf();
    expect(within(dialog).getByText('Lote 3: 120 cabeças')).toBeTruthy();
    await within(dialog).findByRole('option', { name: 'Invernada do Rio' });
    await user.selectOptions(within(dialog).getByLabelText('Pasto'), 'Invernada do Rio');
    await user.click(within(dialog).getByRole('button', { name: 'Mover' }));
    await eventually(() => expect(toast.success).toHaveBeenCalled());
    expect(api.to('POST', `${API}/moves`)[0]?.body).toEqual({
      paddockId: PADDOCK_ID,
      movedOn: todayIn(new Date()),
      lotId: LOT_ID,
    });
  });

  it('is not offered for a closed lot', () => {
    renderInApp(<LotMoveButton lot={{ id: LOT_ID, name: 'Lote 3', heads: 0, closed: true }} />);
    expect(screen.queryByRole('button', { name: /Mover para pasto/ })).toBeNull();
  });

  it("from a paddock's page: the paddock chosen, a lot to choose", async () => {
    const api = stubApi({
      [`GET ${API}/options`]: { body: options() },
      'GET /api/lots': {
        body: {
          items: [
            { id: LOT_ID, name: 'Lote 3', closedAt: null },
            {
              id: 'c0c0c0c0-1f3a-4c5b-8d6e-7f8091a2b3c4',
              name: 'Lote velho',
              closedAt: '2026-01-01',
            },
          ],
          nextCursor: null,
          totals: { lots: 2, open: 1, openHeads: 120 },
        },
      },
      [`POST ${API}/moves`]: moved,
    });
    const { user } = renderInApp(<MoveToPaddockButton paddockId={PADDOCK_ID} />, {
      path: `/pastos/${PADDOCK_ID}`,
    });
    await user.click(screen.getByRole('button', { name: 'Mover para pasto' }));
    const dialog = await dialogOf();
    await within(dialog).findByRole('option', { name: 'Lote 3' });
    expect(within(dialog).queryByRole('option', { name: 'Lote velho' })).toBeNull();
    await within(dialog).findByRole('option', { name: 'Invernada do Rio' });
    expect((within(dialog).getByLabelText('Pasto') as HTMLSelectElement).value).toBe(PADDOCK_ID);
    await user.click(within(dialog).getByRole('button', { name: 'Mover' }));
    expect(await within(dialog).findByText('Escolha os animais ou um lote')).toBeTruthy();
    await user.selectOptions(within(dialog).getByLabelText('Lote'), 'Lote 3');
    await user.click(within(dialog).getByRole('button', { name: 'Mover' }));
    await eventually(() => expect(toast.success).toHaveBeenCalled());
    expect(api.to('POST', `${API}/moves`)[0]?.body).toEqual({
      paddockId: PADDOCK_ID,
      movedOn: todayIn(new Date()),
      lotId: LOT_ID,
    });
    expect(location.pathname).toBe(`/pastos/${PADDOCK_ID}`);
  });
});
