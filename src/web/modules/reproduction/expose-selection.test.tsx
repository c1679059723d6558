import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { toast } from 'sonner';
import { eventually, producer, renderInApp, stubApi } from '../test-providers';
import { ExposeSelection, type SelectedAnimal } from './expose-selection';
import { API, SEASON_ID, season, outboxPerTest } from './test-fixtures';

/* 'Expor fêmeas' from the herd list's selection (issue 41 item 2). */

outboxPerTest();
beforeEach(() => vi.mocked(toast.success).mockClear());

const OLD_ID = '0b1c2d3e-1f3a-4c5b-8d6e-7f8091a2b3c4';
const selected: SelectedAnimal[] = [
  { id: 'a1a1a1a1-1f3a-4c5b-8d6e-7f8091a2b3c4', tag: '101', sex: 'F' },
  { id: 'b2b2b2b2-1f3a-4c5b-8d6e-7f8091a2b3c4', tag: '102', sex: 'F' },
  { id: 'c3c3c3c3-1f3a-4c5b-8d6e-7f8091a2b3c4', tag: 'T-1', sex: 'M' },
];

describe("the herd selection's 'Expor fêmeas'", () => {
  it('adds the selected females to the season chosen, and says who stays out', async () => {
    const api = stubApi({
      [`GET ${API}/seasons`]: {
        body: {
          items: [
            season({ endsOn: '2999-01-31' }),
            season({ id: OLD_ID, name: 'Estação 2024/25', endsOn: '2025-01-31' }),
          ],
        },
      },
      [`POST ${API}/seasons/${SEASON_ID}/exposures`]: {
        status: 201,
        body: { added: 2, alreadyExposed: 0, skipped: 0 },
      },
    });
    const onDone = vi.fn();
    const { user } = renderInApp(<ExposeSelection animals={selected} onDone={onDone} />);
    await user.click(screen.getByRole('button', { name: 'Expor fêmeas' }));
    const dialog = await screen.findByRole('dialog', { name: 'Expor fêmeas' });
    expect(
      within(dialog).getByText(
        '2 fêmeas selecionadas entram na estação escolhida. 1 macho (ou sem sexo) fica de fora.',
      ),
    ).toBeTruthy();
    // Only the seasons not over yet are offered when there are any.
    const choice = await within(dialog).findByLabelText('Estação');
    expect(
      within(choice)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual([season().name]);
    await user.click(within(dialog).getByRole('button', { name: 'Expor fêmeas' }));
    await eventually(() => expect(onDone).toHaveBeenCalled());
    expect(api.to('POST', `${API}/seasons/${SEASON_ID}/exposures`)[0]?.body).toEqual({
      animalIds: [selected[0]!.id, selected[1]!.id],
    });
    expect(toast.success).toHaveBeenCalledWith('Fêmeas expostas', expect.anything());
  });

  it('is off without a female selected, and absent from a plan without Reprodução', () => {
    const males = selected.filter((a) => a.sex !== 'F');
    const first = renderInApp(<ExposeSelection animals={males} onDone={() => undefined} />);
    expect(
      (screen.getByRole('button', { name: 'Expor fêmeas' }) as HTMLButtonElement).disabled,
    ).toBe(true);
    first.unmount();
    renderInApp(<ExposeSelection animals={selected} onDone={() => undefined} />, {
      me: producer({ plan: 'STARTER' }),
    });
    expect(screen.queryByRole('button', { name: 'Expor fêmeas' })).toBeNull();
  });
});
