import { useState } from 'react';
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { blurText, NumberField } from './number-field';

describe('blurText', () => {
  it('writes money with two decimals and thousands dots', () => {
    expect(blurText('3720', 'money')).toBe('3.720,00');
    expect(blurText('1234,5', 'money')).toBe('1.234,50');
  });

  it('writes a count with thousands dots', () => {
    expect(blurText('1059', 'count')).toBe('1.059');
  });

  it('leaves a count typed with decimals as typed, rather than change the number', () => {
    expect(blurText('10,5', 'count')).toBe('10,5');
  });

  it('leaves a year, an empty field and a text that is not a number alone', () => {
    expect(blurText('2025', 'year')).toBe('2025');
    expect(blurText('', 'money')).toBe('');
    expect(blurText('doze', 'decimal')).toBe('doze');
  });

  it('keeps the decimals a decimal was typed with', () => {
    expect(blurText('0,125', 'decimal')).toBe('0,125');
    expect(blurText('1500,5', 'decimal')).toBe('1.500,5');
  });
});

function Field(props: {
  label: string;
  initial?: string;
  integer?: boolean;
  step?: number;
  kind?: 'year';
  usual?: 'liveWeight';
}) {
  const { initial = '', ...rest } = props;
  const [value, setValue] = useState(initial);
  return <NumberField id="f" name="f" {...rest} value={value} onValueChange={setValue} />;
}

const field = (label: string) => screen.getByLabelText<HTMLInputElement>(label);
/** Presses `key` in `input`: whether the field kept the key from the input (preventDefault). */
const press = (input: HTMLElement, key: string) => !fireEvent.keyDown(input, { key });

describe('NumberField', () => {
  it('is a text input with the decimal keypad, or the numeric one for whole numbers', () => {
    const { unmount } = render(<Field label="Peso (kg)" />);
    const decimal = field('Peso (kg)');
    expect(decimal.type).toBe('text');
    expect(decimal.inputMode).toBe('decimal');
    expect(decimal.getAttribute('autocomplete')).toBe('off');
    unmount();
    render(<Field label="Cabeças" integer />);
    expect(field('Cabeças').inputMode).toBe('numeric');
  });

  it('steps up and down with the arrows, never below zero', async () => {
    const user = userEvent.setup({ delay: null });
    render(<Field label="Cabeças" integer initial="1" />);
    const input = field('Cabeças');
    expect(press(input, 'ArrowUp')).toBe(true);
    expect(input.value).toBe('2');
    await user.click(input);
    await user.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}');
    expect(input.value).toBe('0');
  });

  it('steps by the given step with its decimals, from an empty field as from zero', async () => {
    const user = userEvent.setup({ delay: null });
    render(<Field label="Preço (R$)" step={0.01} />);
    const input = field('Preço (R$)');
    await user.click(input);
    await user.keyboard('{ArrowUp}');
    expect(input.value).toBe('0,01');
    await user.clear(input);
    await user.type(input, '1,5');
    await user.keyboard('{ArrowUp}');
    expect(input.value).toBe('1,51');
  });

  it('keeps the decimals of the value when the step has fewer', async () => {
    const user = userEvent.setup({ delay: null });
    render(<Field label="Peso (kg)" step={1} initial="10,25" />);
    await user.click(field('Peso (kg)'));
    await user.keyboard('{ArrowUp}');
    expect(field('Peso (kg)').value).toBe('11,25');
  });

  it('writes a value given while it has not the focus the pt-BR way at once', async () => {
    // What was typed and left before React took the server's page over comes back so (decision
    // 093): the field's blur happened before React, and never comes.
    const user = userEvent.setup({ delay: null });
    render(<Field label="Cabeças" integer />);
    const input = field('Cabeças');
    fireEvent.change(input, { target: { value: '1059' } });
    expect(input.value).toBe('1.059');
    // Typed in the focused field: as typed until it is left.
    await user.clear(input);
    await user.type(input, '2500');
    expect(input.value).toBe('2500');
  });

  it('leaves other keys to the input', () => {
    render(<Field label="Peso (kg)" initial="3" />);
    const input = field('Peso (kg)');
    expect(press(input, 'Tab')).toBe(false);
    expect(input.value).toBe('3');
  });

  it('writes money when a label with R$ is left, and a count for a whole-number field', async () => {
    const user = userEvent.setup({ delay: null });
    render(
      <>
        <Field label="Valor (R$)" />
        <Field label="Cabeças" integer />
      </>,
    );
    const money = screen.getAllByRole<HTMLInputElement>('textbox')[0]!;
    await user.type(money, '2500');
    await user.tab();
    expect(money.value).toBe('2.500,00');
  });

  it('writes a year as typed', async () => {
    const user = userEvent.setup({ delay: null });
    render(<Field label="Ano" integer kind="year" />);
    await user.type(field('Ano'), '2025');
    await user.tab();
    expect(field('Ano').value).toBe('2025');
  });

  it('warns, without blocking, about a weight far outside the usual range', async () => {
    const user = userEvent.setup({ delay: null });
    const { container } = render(
      <Field label="Peso Médio (kg)" usual="liveWeight" initial="4500" />,
    );
    const input = field('Peso Médio (kg)');
    const warning = container.querySelector('#f-warning')!;
    expect(warning.textContent).not.toBe('');
    expect(input.getAttribute('aria-describedby')).toBe('f-warning');
    expect(input.getAttribute('aria-invalid')).toBeNull();
    await user.clear(input);
    await user.type(input, '450');
    expect(container.querySelector('#f-warning')).toBeNull();
  });
});
