import { useState } from 'react';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { LotChoice } from '@/domain/records/lots';
import type { Weighing } from '@/domain/records/weighing';
import { LOTS_KEY } from '../../../lib/lot-choices';
import { renderInApp } from '../../../test/app';
import { LotSelect } from './lot-select';

const lot = (id: string, name: string, closedAt: string | null = null) =>
  ({ id, name, closedAt }) as unknown as LotChoice;
const LOTS = [
  lot('l1', 'Garrotes São João'),
  lot('l2', 'Novilhas da Serra'),
  lot('l3', 'Vacas 2024', '2025-06-30'),
];
const weighed = (animalId: string, weighingDate: string, batchId: string | null) =>
  ({ id: `${animalId}-${weighingDate}`, animalId, weighingDate, batchId, weight: 300 }) as Weighing;
const WEIGHINGS = [
  weighed('BR-1', '2026-01-10', 'l1'),
  weighed('BR-1', '2026-03-02', 'l2'),
  weighed('BR-2', '2026-02-01', 'l3'),
];

/** The weighing form's 'Animal' (a plain field here) and its 'Lote'. */
function Form(props: { initialLot?: string; onClosed?: () => void; lots?: LotChoice[] }) {
  const [animal, setAnimal] = useState('');
  const [lotId, setLotId] = useState(props.initialLot ?? '');
  return (
    <form onSubmit={(e) => e.preventDefault()}>
      <label htmlFor="animal">Animal</label>
      <input id="animal" value={animal} onChange={(e) => setAnimal(e.target.value)} />
      <LotSelect
        id="lote"
        name="batchId"
        value={lotId}
        onValueChange={setLotId}
        onClosed={props.onClosed}
        animalId={animal}
        weighings={WEIGHINGS}
      />
      <p>{`lote: ${lotId}`}</p>
    </form>
  );
}

const open = (props: Parameters<typeof Form>[0] = {}) => {
  const user = userEvent.setup({ delay: null });
  renderInApp(<Form {...props} />, { answers: [[LOTS_KEY, props.lots ?? LOTS]] });
  return { user, picker: screen.getByLabelText<HTMLInputElement>('Lote') };
};
const chosen = () => screen.getByText(/^lote:/).textContent!.replace('lote: ', '');
const optionNames = () => screen.getAllByRole('option').map((o) => o.textContent);

describe('LotSelect', () => {
  it('offers "Sem lote" and the open lots only, on ArrowDown', async () => {
    const { user, picker } = open();
    await user.click(picker);
    expect(optionNames()).toEqual(['Sem lote', 'Garrotes São João', 'Novilhas da Serra']);
    await user.keyboard('{Escape}');
    await user.keyboard('{ArrowDown}');
    expect(picker.getAttribute('aria-expanded')).toBe('true');
  });

  it('shows "Sem lote" when no lot is chosen', () => {
    const { picker } = open();
    expect(picker.value).toBe('Sem lote');
  });

  it('finds a lot by a part of its name and chooses it with the keyboard', async () => {
    const { user, picker } = open();
    await user.clear(picker);
    await user.keyboard('serra{ArrowDown}{Enter}');
    expect(chosen()).toBe('l2');
    expect(picker.value).toBe('Novilhas da Serra');
  });

  it('says so when no open lot has that name (a closed one is not offered)', async () => {
    const { user, picker } = open();
    await user.clear(picker);
    await user.keyboard('Vacas');
    expect(screen.getByRole('status').textContent).toBe('Nenhum lote aberto com esse nome.');
  });

  it('suggests the animal’s last lot once it is typed, saying it can be changed', async () => {
    const { user, picker } = open();
    await user.type(screen.getByLabelText('Animal'), 'BR-1');
    expect(chosen()).toBe('l2');
    expect(picker.value).toBe('Novilhas da Serra');
    expect(screen.getByText('Último lote deste animal. Você pode trocar.')).toBeDefined();
  });

  it('keeps the person’s choice once made: the suggestion is offered once per animal', async () => {
    const { user, picker } = open();
    await user.type(screen.getByLabelText('Animal'), 'BR-1');
    await user.clear(picker);
    await user.keyboard('garrotes{ArrowDown}{Enter}');
    expect(chosen()).toBe('l1');
    expect(screen.queryByText('Último lote deste animal. Você pode trocar.')).toBeNull();
  });

  it('suggests nothing for an animal whose last lot was closed', async () => {
    const { user } = open();
    await user.type(screen.getByLabelText('Animal'), 'BR-2');
    expect(chosen()).toBe('');
  });

  it('goes back to "Sem lote" when the lot held was closed meanwhile', () => {
    const onClosed = vi.fn();
    open({ initialLot: 'l3', onClosed });
    expect(onClosed).toHaveBeenCalledTimes(1);
  });

  it('without onClosed, sets "Sem lote" as a choice for a lot closed meanwhile', async () => {
    const { picker } = open({ initialLot: 'l3' });
    await act(async () => {});
    expect(chosen()).toBe('');
    expect(picker.value).toBe('Sem lote');
  });
});
