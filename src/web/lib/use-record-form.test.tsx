import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { toast } from 'sonner';
import { z } from 'zod';
import { NumberField } from '../components/calculator/number-field';
import { toNumbers } from './use-field-form';
import { useRecordForm, type RecordFormControls } from './use-record-form';

afterEach(() => vi.clearAllMocks());

const schema = z.object({
  tag: z.string().min(1, 'Informe o brinco'),
  weight: z.number({ error: 'Informe o peso' }).positive('Peso deve ser maior que zero'),
});
const INITIAL = { tag: '', weight: '' };
const NOTICE = { title: 'Erro ao salvar', description: 'Verifique a pesagem' };

/** What the form handed to its caller, in order: the checked data and the controls. */
let saved: Array<{ data: z.output<typeof schema>; form: RecordFormControls }> = [];
let discard: () => void = () => {};

function Weighing() {
  const form = useRecordForm({
    formId: 'pesagem',
    schema,
    initialValues: INITIAL,
    toInput: (values) => ({ tag: values.tag?.trim(), weight: toNumbers(values).weight }),
    validationToast: NOTICE,
    onValid: (data, controls) => saved.push({ data, form: controls }),
  });
  discard = form.discard;
  return (
    <form onSubmit={form.submit}>
      <label htmlFor="pesagem-tag">Brinco</label>
      <input {...form.input('tag')} />
      {form.errors.tag && <p id="pesagem-tag-error">{form.errors.tag}</p>}
      <NumberField label="Peso (kg)" {...form.number('weight')} />
      <button type="submit">Salvar</button>
    </form>
  );
}

const open = () => {
  saved = [];
  const user = userEvent.setup({ delay: null });
  render(<Weighing />);
  return user;
};
const field = (label: string) => screen.getByLabelText<HTMLInputElement>(label);
const save = (user: ReturnType<typeof userEvent.setup>) =>
  user.click(screen.getByRole('button', { name: 'Salvar' }));

describe('useRecordForm', () => {
  it('hands the checked data to the caller, parsed from what was typed', async () => {
    const user = open();
    await user.type(field('Brinco'), ' BR-12 ');
    await user.type(field('Peso (kg)'), '412,5');
    await save(user);
    expect(saved.map((s) => s.data)).toEqual([{ tag: 'BR-12', weight: 412.5 }]);
    expect(toast.error).not.toHaveBeenCalled();
  });

  it('shows the screen’s own notice and the messages, and hands nothing, when the values fail', async () => {
    const user = open();
    await user.type(field('Peso (kg)'), '0');
    await save(user);
    expect(saved).toEqual([]);
    expect(toast.error).toHaveBeenCalledWith('Erro ao salvar', {
      description: 'Verifique a pesagem',
    });
    expect(screen.getByText('Informe o brinco')).toBeDefined();
    expect(screen.getByText('Peso deve ser maior que zero')).toBeDefined();
    expect(document.activeElement).toBe(field('Brinco'));
  });

  it('starts over with the values the caller gives after the save', async () => {
    const user = open();
    await user.type(field('Brinco'), 'BR-1');
    await user.type(field('Peso (kg)'), '300');
    await save(user);
    act(() => saved[0]!.form.reset({ tag: '', weight: '' }));
    expect(field('Brinco').value).toBe('');
    expect(field('Peso (kg)').value).toBe('');
  });

  it('keeps what was typed while the save was on its way: the next animal is never wiped', async () => {
    const user = open();
    await user.type(field('Brinco'), 'BR-1');
    await user.type(field('Peso (kg)'), '300');
    await save(user);
    await user.clear(field('Brinco'));
    await user.type(field('Brinco'), 'BR-2');
    act(() => saved[0]!.form.reset({ tag: '', weight: '' }));
    expect(field('Brinco').value).toBe('BR-2');
    expect(field('Peso (kg)').value).toBe('300');
  });

  it('puts the server’s field messages under the fields, with the screen’s notice', async () => {
    const user = open();
    await user.type(field('Brinco'), 'BR-1');
    await user.type(field('Peso (kg)'), '300');
    await save(user);
    act(() => saved[0]!.form.showErrors({ tag: 'Brinco já pesado hoje', lot: 'x' }));
    expect(screen.getByText('Brinco já pesado hoje')).toBeDefined();
    expect(field('Brinco').getAttribute('aria-invalid')).toBeNull(); // a plain input here
    expect(toast.error).toHaveBeenCalledWith('Erro ao salvar', {
      description: 'Verifique a pesagem',
    });
    expect(screen.queryByText('x')).toBeNull();
  });

  it('goes back to the initial values on discard, forgetting the messages', async () => {
    const user = open();
    await user.type(field('Peso (kg)'), '-1');
    await save(user);
    act(() => discard());
    expect(field('Peso (kg)').value).toBe('');
    expect(screen.queryByText('Informe o brinco')).toBeNull();
  });

  it('submits on Enter in a field, as the corral’s keyboards do', async () => {
    const user = open();
    await user.type(field('Brinco'), 'BR-7');
    await user.type(field('Peso (kg)'), '280{Enter}');
    expect(saved.map((s) => s.data)).toEqual([{ tag: 'BR-7', weight: 280 }]);
  });
});
