import { useState } from 'react';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { Combobox } from './combobox';
import { ConfirmDialog, DeleteConfirm } from './confirm-dialog';
import { FormDialog } from './form-dialog';

const calls = { submits: 0, discards: 0 };
beforeEach(() => {
  calls.submits = 0;
  calls.discards = 0;
});

/** A 'Novo lote' button opening a dialog with a name field and a picker; 'Salvar' closes it. */
function LotDialog({ pending = false }: { pending?: boolean }) {
  const [open, setOpen] = useState(false);
  const [name, setName] = useState('');
  const [pasture, setPasture] = useState('');
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Novo lote
      </button>
      <FormDialog
        open={open}
        onOpenChange={setOpen}
        id="lote"
        title="Novo lote"
        submitLabel="Salvar"
        pending={pending}
        onSubmit={(event) => {
          event.preventDefault();
          calls.submits++;
          setOpen(false);
        }}
        onDiscard={() => {
          calls.discards++;
          setName('');
        }}
      >
        <label htmlFor="lote-name">Nome</label>
        <input id="lote-name" value={name} onChange={(e) => setName(e.target.value)} />
        <Combobox
          id="lote-pasto"
          label="Pasto"
          value={pasture}
          onValueChange={setPasture}
          options={[
            { value: 'p1', label: 'Pasto do Açude' },
            { value: 'p2', label: 'Pasto da Serra' },
          ]}
        />
      </FormDialog>
    </>
  );
}

const setup = (props: { pending?: boolean } = {}) => {
  const user = userEvent.setup({ delay: null });
  render(<LotDialog {...props} />);
  return user;
};
const openDialog = async (user: ReturnType<typeof userEvent.setup>) => {
  await user.click(screen.getByRole('button', { name: 'Novo lote' }));
  return screen.getByRole('dialog', { name: 'Novo lote' });
};
const dialogs = () => screen.queryAllByRole('dialog').length;
const asking = () => screen.queryByRole('alertdialog', { name: 'Descartar as alterações?' });

describe('FormDialog', () => {
  it('opens with its title, the form named by it, Cancelar and the submit button', async () => {
    const user = setup();
    await openDialog(user);
    expect(screen.getByRole('form', { name: 'Novo lote' })).toBeDefined();
    expect(screen.getByRole('button', { name: 'Cancelar' })).toBeDefined();
    expect(screen.getByRole('button', { name: 'Salvar' })).toBeDefined();
  });

  it('closes at once on Cancelar when nothing was changed, and gives the focus back to its opener', async () => {
    const user = setup();
    await openDialog(user);
    await user.click(screen.getByRole('button', { name: 'Cancelar' }));
    expect(dialogs()).toBe(0);
    expect(calls.discards).toBe(1);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Novo lote' }));
  });

  it('closes at once on Escape when nothing was changed', async () => {
    const user = setup();
    await openDialog(user);
    await user.keyboard('{Escape}');
    expect(dialogs()).toBe(0);
  });

  it('asks "Descartar as alterações?" before Cancelar drops what was typed', async () => {
    const user = setup();
    await openDialog(user);
    await user.type(screen.getByLabelText('Nome'), 'Garrotes');
    await user.click(screen.getByRole('button', { name: 'Cancelar' }));
    expect(asking()).not.toBeNull();
    expect(screen.getByText('O que você preencheu neste formulário será perdido.')).toBeDefined();
    expect(calls.discards).toBe(0);
  });

  it('keeps the form as it was on "Continuar editando"', async () => {
    const user = setup();
    await openDialog(user);
    await user.type(screen.getByLabelText('Nome'), 'Garrotes');
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('button', { name: 'Continuar editando' }));
    expect(asking()).toBeNull();
    expect(screen.getByRole('dialog', { name: 'Novo lote' })).toBeDefined();
    expect(screen.getByLabelText<HTMLInputElement>('Nome').value).toBe('Garrotes');
    expect(calls.discards).toBe(0);
  });

  it('closes and discards on "Descartar", and opens afresh without asking', async () => {
    const user = setup();
    await openDialog(user);
    await user.type(screen.getByLabelText('Nome'), 'Garrotes');
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('button', { name: 'Descartar' }));
    expect(dialogs()).toBe(0);
    expect(calls.discards).toBe(1);
    await openDialog(user);
    expect(screen.getByLabelText<HTMLInputElement>('Nome').value).toBe('');
    await user.keyboard('{Escape}');
    expect(dialogs()).toBe(0);
  });

  it('forgets the changes of a form that was saved: opened again, it closes without asking', async () => {
    const user = setup();
    await openDialog(user);
    await user.type(screen.getByLabelText('Nome'), 'Garrotes');
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(calls.submits).toBe(1);
    expect(dialogs()).toBe(0);
    await openDialog(user);
    await user.click(screen.getByRole('button', { name: 'Cancelar' }));
    expect(asking()).toBeNull();
    expect(dialogs()).toBe(0);
  });

  it('lets Escape in an open picker close the list only, the dialog staying open', async () => {
    const user = setup();
    await openDialog(user);
    const picker = screen.getByLabelText('Pasto');
    await user.click(picker);
    expect(picker.getAttribute('aria-expanded')).toBe('true');
    await user.keyboard('{Escape}');
    expect(picker.getAttribute('aria-expanded')).toBe('false');
    expect(screen.getByRole('dialog', { name: 'Novo lote' })).toBeDefined();
    await user.keyboard('{Escape}');
    expect(dialogs()).toBe(0);
  });

  it('counts typing in a picker as a change: the second Escape asks', async () => {
    const user = setup();
    await openDialog(user);
    await user.type(screen.getByLabelText('Pasto'), 'Serra');
    await user.keyboard('{Escape}');
    expect(asking()).toBeNull();
    await user.keyboard('{Escape}');
    expect(asking()).not.toBeNull();
  });

  it('keeps the submit button disabled while the save is under way', async () => {
    const user = setup({ pending: true });
    await openDialog(user);
    const submit = screen.getByRole<HTMLButtonElement>('button', { name: 'Salvar' });
    expect(submit.disabled).toBe(true);
    await user.click(submit);
    expect(calls.submits).toBe(0);
  });
});

describe('ConfirmDialog', () => {
  it('asks before acting: Cancelar does nothing, the confirming button acts once', async () => {
    const user = userEvent.setup({ delay: null });
    const onConfirm = vi.fn();
    render(
      <ConfirmDialog
        trigger={<button type="button">Excluir lote</button>}
        title="Excluir o lote?"
        description="As pesagens ficam."
        confirmLabel="Excluir"
        onConfirm={onConfirm}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Excluir lote' }));
    expect(screen.getByRole('alertdialog', { name: 'Excluir o lote?' })).toBeDefined();
    await user.click(screen.getByRole('button', { name: 'Cancelar' }));
    expect(onConfirm).not.toHaveBeenCalled();
    expect(screen.queryByRole('alertdialog')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Excluir lote' }));
    await user.click(screen.getByRole('button', { name: 'Excluir' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('names a row’s delete button for screen readers and keeps it shut while disabled', async () => {
    const user = userEvent.setup({ delay: null });
    const onConfirm = vi.fn();
    const { rerender } = render(
      <DeleteConfirm
        label="Excluir Plano A"
        title="Excluir o plano?"
        description="x"
        confirmLabel="Excluir"
        onConfirm={onConfirm}
        disabled
      />,
    );
    const button = screen.getByRole<HTMLButtonElement>('button', { name: 'Excluir Plano A' });
    expect(button.disabled).toBe(true);
    rerender(
      <DeleteConfirm
        label="Excluir Plano A"
        text="Excluir"
        title="Excluir o plano?"
        description="x"
        confirmLabel="Excluir"
        onConfirm={onConfirm}
        disabled={false}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Excluir Plano A' }));
    act(() => screen.getByRole('button', { name: 'Excluir' }).click());
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });
});
