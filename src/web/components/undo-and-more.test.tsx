import { useState } from 'react';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { toast } from 'sonner';
import { LoadMore, morePages, NEXT_PAGE_OFFLINE, PrintedPart } from './load-more';
import { UndoDialog, type UndoControls } from './undo-dialog';

afterEach(() => vi.clearAllMocks());

describe('UndoDialog', () => {
  let undone: Array<{ data: { reason: string; choice: string }; controls: UndoControls }> = [];
  beforeEach(() => {
    undone = [];
  });

  function Sale({ withChoice = false }: { withChoice?: boolean }) {
    const [recordId, setRecordId] = useState<string | null>(null);
    return (
      <>
        <button type="button" onClick={() => setRecordId('ev-1')}>
          Desfazer venda
        </button>
        <UndoDialog
          formId="desfazer"
          title="Desfazer a venda"
          recordId={recordId}
          description="A venda de 3 animais em 10/03/2026."
          choice={
            withChoice
              ? {
                  legend: 'O que desfazer?',
                  options: [
                    { value: 'all', label: 'A venda inteira' },
                    { value: 'one', label: 'Só o animal BR-1' },
                  ],
                  required: 'Escolha o que desfazer',
                }
              : undefined
          }
          pending={false}
          onOpenChange={(open) => !open && setRecordId(null)}
          onUndo={(data, controls) => undone.push({ data, controls })}
        />
      </>
    );
  }
  const open = async (props: { withChoice?: boolean } = {}) => {
    const user = userEvent.setup({ delay: null });
    render(<Sale {...props} />);
    await user.click(screen.getByRole('button', { name: 'Desfazer venda' }));
    return user;
  };
  const reason = () => screen.getByLabelText<HTMLTextAreaElement>('Motivo');
  const submit = (user: ReturnType<typeof userEvent.setup>) =>
    user.click(screen.getByRole('button', { name: 'Desfazer' }));

  it('asks for the reason, with what it undoes', async () => {
    const user = await open();
    expect(screen.getByRole('dialog', { name: 'Desfazer a venda' })).toBeDefined();
    expect(screen.getByText('A venda de 3 animais em 10/03/2026.')).toBeDefined();
    await submit(user);
    expect(undone).toEqual([]);
    expect(screen.getByText('Informe o motivo')).toBeDefined();
    expect(toast.error).toHaveBeenCalledWith('Erro de validação', {
      description: 'Verifique os campos destacados.',
    });
  });

  it('hands the reason to the caller, and closes once done', async () => {
    const user = await open();
    await user.type(reason(), 'Lançada em dobro');
    await submit(user);
    expect(undone.map((u) => u.data)).toEqual([{ reason: 'Lançada em dobro', choice: '' }]);
    act(() => undone[0]!.controls.done());
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('shows the server’s refusal inside the dialog, keeping the reason typed', async () => {
    const user = await open();
    await user.type(reason(), 'Lançada em dobro');
    await submit(user);
    act(() => undone[0]!.controls.refuse('Só o dono pode desfazer uma venda.'));
    expect(screen.getByRole('alert').textContent).toBe('Só o dono pode desfazer uma venda.');
    expect(reason().value).toBe('Lançada em dobro');
  });

  it('never chooses for the person: the question must be answered', async () => {
    const user = await open({ withChoice: true });
    await user.type(reason(), 'Animal errado');
    await submit(user);
    expect(undone).toEqual([]);
    expect(screen.getByText('Escolha o que desfazer')).toBeDefined();
    const group = screen.getByRole('group', { name: 'O que desfazer?' });
    expect(group.getAttribute('aria-describedby')).toBe('desfazer-choice-error');
    await user.click(screen.getByRole('radio', { name: 'Só o animal BR-1' }));
    expect(screen.queryByText('Escolha o que desfazer')).toBeNull();
    await submit(user);
    expect(undone.map((u) => u.data)).toEqual([{ reason: 'Animal errado', choice: 'one' }]);
  });

  it('forgets the choice when closed: the next record asks again', async () => {
    const user = await open({ withChoice: true });
    await user.click(screen.getByRole('radio', { name: 'A venda inteira' }));
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('button', { name: 'Descartar' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Desfazer venda' }));
    expect(screen.getAllByRole<HTMLInputElement>('radio').map((r) => r.checked)).toEqual([
      false,
      false,
    ]);
  });
});

describe('LoadMore', () => {
  let online = true;
  beforeEach(() => {
    online = true;
    vi.spyOn(navigator, 'onLine', 'get').mockImplementation(() => online);
  });

  it('is nothing at the last page', () => {
    const { container } = render(<LoadMore more={undefined} />);
    expect(container.textContent).toBe('');
    expect(
      morePages({ hasNextPage: false, isFetchingNextPage: false, fetchNextPage: vi.fn() }),
    ).toBeUndefined();
  });

  it('asks for the next page, and says it is loading meanwhile', async () => {
    const user = userEvent.setup({ delay: null });
    const fetchNextPage = vi.fn(() => Promise.resolve());
    const more = morePages({ hasNextPage: true, isFetchingNextPage: false, fetchNextPage })!;
    const { rerender } = render(<LoadMore more={more} label="Carregar mais pesagens" />);
    await user.click(screen.getByRole('button', { name: 'Carregar mais pesagens' }));
    expect(fetchNextPage).toHaveBeenCalledTimes(1);
    rerender(<LoadMore more={{ ...more, loading: true }} />);
    const button = screen.getByRole<HTMLButtonElement>('button', { name: 'Carregando...' });
    expect(button.disabled).toBe(true);
  });

  it('offline, says the next page comes with the connection, and stops saying it once back', async () => {
    online = false;
    const user = userEvent.setup({ delay: null });
    const load = vi.fn();
    render(<LoadMore more={{ loading: false, load }} />);
    await user.click(screen.getByRole('button', { name: 'Carregar mais' }));
    expect(load).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('status').textContent).toBe(NEXT_PAGE_OFFLINE);
    online = true;
    act(() => void window.dispatchEvent(new Event('online')));
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('on paper, says how many rows are printed out of all', () => {
    render(<PrintedPart shown={50} total={120} plural="categorias" feminine />);
    expect(screen.getByTestId('printed-part').textContent).toBe(
      'Mostrando 50 de 120 categorias — os totais são de todas.',
    );
  });

  it('says nothing on paper when every row is shown', () => {
    const { container } = render(<PrintedPart shown={120} total={120} plural="animais" />);
    expect(container.textContent).toBe('');
  });
});
