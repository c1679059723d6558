import { act, render, renderHook, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { toast } from 'sonner';
import { z } from 'zod';
import { NumberField } from '../components/calculator/number-field';
import {
  fieldId,
  toNumbers,
  useFieldForm,
  VALIDATION_TITLE,
  VALIDATION_TOAST,
} from './use-field-form';

afterEach(() => vi.clearAllMocks());

const schema = z.object({
  quantity: z
    .number({ error: 'Informe a quantidade' })
    .int('Use um número inteiro')
    .positive('Maior que zero'),
  price: z.number({ error: 'Informe o preço' }).positive('Maior que zero'),
  year: z.number().int().optional(),
});

const INITIAL = { quantity: '', price: '', year: '' };
const useForm = () => useFieldForm('lote', INITIAL, schema);
type Form = ReturnType<typeof useForm>;

/** Runs `use` in a component and follows what it returns; `act` calls it and renders the change. */
function hookOf<T extends Form | ReturnType<typeof useFieldForm>>(use: () => T) {
  const { result } = renderHook(use);
  return {
    get current() {
      return result.current;
    },
    act: (fn: (value: T) => void) => act(() => fn(result.current)),
  };
}
const field = (label: string) => screen.getByLabelText<HTMLInputElement>(label);
const messageOf = (id: string) => document.getElementById(`${id}-error`)?.textContent;

describe('fieldId', () => {
  it('joins the form and the dotted path with dashes', () => {
    expect(fieldId('lote', 'quantity')).toBe('lote-quantity');
    expect(fieldId('ciclo', 'males.current.arrobaValue')).toBe('ciclo-males-current-arrobaValue');
  });
});

describe('toNumbers', () => {
  it('nests dotted paths and reads pt-BR numbers', () => {
    expect(
      toNumbers({
        quantity: '1.200',
        'males.current.arrobaValue': '310,50',
        'males.next.arrobaValue': '',
      }),
    ).toEqual({
      quantity: 1200,
      males: { current: { arrobaValue: 310.5 }, next: { arrobaValue: undefined } },
    });
  });

  it('gives NaN for a text that is not a number, so that the schema refuses it', () => {
    expect(toNumbers({ price: 'doze' }).price).toBeNaN();
  });
});

describe('useFieldForm', () => {
  it('keeps the values as typed', () => {
    const form = hookOf(useForm);
    form.act((f) => f.setValue('price', '1.234,5'));
    expect(form.current.values).toEqual({ quantity: '', price: '1.234,5', year: '' });
  });

  it('marks a field touched when the person edits it', () => {
    const form = hookOf(useForm);
    form.act((f) => f.setValue('quantity', '12'));
    expect(form.current.touched.has('quantity')).toBe(true);
    expect(form.current.touched.has('price')).toBe(false);
  });

  it('suggests values only into the fields the person has not edited', () => {
    const form = hookOf(useForm);
    form.act((f) => f.setValue('quantity', '12'));
    form.act((f) => f.suggest({ quantity: '900', price: '15,00' }));
    expect(form.current.values).toMatchObject({ quantity: '12', price: '15,00' });
  });

  it('changes nothing when every suggested field was edited', () => {
    const form = hookOf(useForm);
    form.act((f) => f.setValue('quantity', '12'));
    const before = form.current.values;
    form.act((f) => f.suggest({ quantity: '900' }));
    expect(form.current.values).toBe(before);
  });

  it('does not count a suggested value as the person’s: a later suggestion replaces it', () => {
    const form = hookOf(useForm);
    form.act((f) => f.suggest({ price: '15,00' }));
    form.act((f) => f.suggest({ price: '16,00' }));
    expect(form.current.values.price).toBe('16,00');
  });

  it('fills values for the person and forgets their touches of those fields only', () => {
    const form = hookOf(useForm);
    form.act((f) => {
      f.setValue('quantity', '12');
      f.setValue('price', '3');
    });
    form.act((f) => f.fill({ quantity: '40' }));
    expect(form.current.values).toMatchObject({ quantity: '40', price: '3' });
    form.act((f) => f.suggest({ quantity: '50', price: '9' }));
    expect(form.current.values).toMatchObject({ quantity: '50', price: '3' });
  });

  it('resets to new values, forgetting every touch and every message', () => {
    const form = hookOf(useForm);
    form.act((f) => f.setValue('quantity', 'x'));
    form.act((f) => f.validate(schema));
    form.act((f) => f.reset({ quantity: '1', price: '2', year: '' }));
    expect(form.current.values).toEqual({ quantity: '1', price: '2', year: '' });
    expect(form.current.errors).toEqual({});
    expect(form.current.touched.has('quantity')).toBe(false);
  });

  it('returns the parsed input when the values pass, clearing old messages', () => {
    const form = hookOf(useForm);
    form.act((f) => f.validate(schema));
    form.act((f) => {
      f.setValue('quantity', '1.200');
      f.setValue('price', '12,5');
    });
    let result: unknown;
    form.act((f) => (result = f.validate(schema)));
    expect(result).toEqual({ quantity: 1200, price: 12.5, year: undefined });
    expect(form.current.errors).toEqual({});
    expect(toast.error).toHaveBeenCalledTimes(1);
  });

  it('shows the first message of each wrong field, toasts the notice and focuses the first wrong field', async () => {
    const user = userEvent.setup({ delay: null });
    render(<FormOf />);
    await user.type(field('Preço'), '-3');
    await user.click(screen.getByRole('button', { name: 'Calcular' }));
    expect(messageOf('lote-quantity')).toBe('Informe a quantidade');
    expect(messageOf('lote-price')).toBe('Maior que zero');
    expect(toast.error).toHaveBeenCalledWith(VALIDATION_TITLE, {
      description: VALIDATION_TOAST.description,
    });
    expect(document.activeElement?.id).toBe('lote-quantity');
  });

  it('clears a field’s message when that field is edited, and only that one', async () => {
    const user = userEvent.setup({ delay: null });
    render(<FormOf />);
    await user.click(screen.getByRole('button', { name: 'Calcular' }));
    await user.type(field('Quantidade'), '3');
    expect(screen.queryByText('Informe a quantidade')).toBeNull();
    expect(messageOf('lote-price')).toBe('Informe o preço');
    expect(field('Preço').getAttribute('aria-invalid')).toBe('true');
    expect(field('Quantidade').getAttribute('aria-invalid')).toBeNull();
  });

  it('does not suggest into the field the person is in, even before their first key', async () => {
    const user = userEvent.setup({ delay: null });
    render(<FormOf />);
    await user.click(field('Quantidade'));
    act(() => shown.form!.suggest({ quantity: '1.000', price: '15,00' }));
    expect(field('Quantidade').value).toBe('');
    expect(field('Preço').value).toBe('15,00');
    await user.keyboard('4200');
    expect(field('Quantidade').value).toBe('4200');
  });

  it('suggests into a field the person went through without typing, once they left it', async () => {
    const user = userEvent.setup({ delay: null });
    render(<FormOf />);
    await user.click(field('Quantidade'));
    await user.tab();
    act(() => shown.form!.suggest({ quantity: '1.000' }));
    expect(field('Quantidade').value).toBe('1.000');
  });

  it('uses a screen’s own notice when given', () => {
    const form = hookOf(useForm);
    form.act((f) =>
      f.validate(schema, undefined, { title: 'Erro ao salvar', description: 'Confira' }),
    );
    expect(toast.error).toHaveBeenCalledWith('Erro ao salvar', { description: 'Confira' });
  });

  it('shows the server’s messages only for the fields the form has', () => {
    const form = hookOf(useForm);
    form.act((f) => f.showErrors({ price: 'Preço acima do limite', farmId: 'Fazenda inválida' }));
    expect(form.current.errors).toEqual({ price: 'Preço acima do limite' });
  });

  it('binds number fields: id, name, value, whole numbers from the schema, a year as typed', () => {
    const form = hookOf(useForm);
    const quantity = form.current.number('quantity');
    expect(quantity).toMatchObject({
      id: 'lote-quantity',
      name: 'quantity',
      value: '',
      integer: true,
    });
    expect(quantity).not.toHaveProperty('kind');
    expect(form.current.number('price').integer).toBe(false);
    expect(form.current.number('year')).toMatchObject({ kind: 'year', integer: true });
    form.act((f) => f.number('price').onValueChange('7,5'));
    expect(form.current.values.price).toBe('7,5');
    expect(form.current.touched.has('price')).toBe(true);
  });

  it('leaves the keyboard undecided without a schema', () => {
    const form = hookOf(() => useFieldForm('x', { a: '' }));
    expect(form.current.number('a').integer).toBeUndefined();
  });

  it('binds text inputs through their change event', () => {
    const form = hookOf(() => useFieldForm('nota', { notes: '' }));
    const bound = form.current.input('notes');
    expect(bound).toMatchObject({ id: 'nota-notes', name: 'notes', value: '' });
    form.act(() => bound.onChange({ target: { value: 'Vacinado' } } as never));
    expect(form.current.values.notes).toBe('Vacinado');
  });
});

/** The form FormOf rendered last, for a test to suggest into as an answer would. */
const shown: { form?: Form } = {};

function FormOf() {
  const form = useFieldForm('lote', INITIAL, schema);
  shown.form = form;
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        form.validate(schema);
      }}
    >
      <NumberField label="Quantidade" {...form.number('quantity')} />
      <NumberField label="Preço" {...form.number('price')} />
      <button type="submit">Calcular</button>
    </form>
  );
}
