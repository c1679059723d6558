import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderScreen } from '../../test/screen';
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

describe('NumberField', () => {
  it('is a text input with the decimal keypad, or the numeric one for whole numbers', () => {
    const decimal = renderScreen(<Field label="Peso (kg)" />).field('Peso (kg)');
    expect(decimal.props).toMatchObject({
      type: 'text',
      inputMode: 'decimal',
      autoComplete: 'off',
    });
    const whole = renderScreen(<Field label="Cabeças" integer />).field('Cabeças');
    expect(whole.props.inputMode).toBe('numeric');
  });

  it('steps up and down with the arrows, never below zero', () => {
    const screen = renderScreen(<Field label="Cabeças" integer initial="1" />);
    const input = screen.field('Cabeças');
    expect(screen.press(input, 'ArrowUp').defaultPrevented).toBe(true);
    expect(input.value).toBe('2');
    screen.press(input, 'ArrowDown');
    screen.press(input, 'ArrowDown');
    screen.press(input, 'ArrowDown');
    expect(input.value).toBe('0');
  });

  it('steps by the given step with its decimals, from an empty field as from zero', () => {
    const screen = renderScreen(<Field label="Preço (R$)" step={0.01} />);
    const input = screen.field('Preço (R$)');
    screen.press(input, 'ArrowUp');
    expect(input.value).toBe('0,01');
    screen.type(input, '1,5');
    screen.press(input, 'ArrowUp');
    expect(input.value).toBe('1,51');
  });

  it('keeps the decimals of the value when the step has fewer', () => {
    const screen = renderScreen(<Field label="Peso (kg)" step={1} initial="10,25" />);
    const input = screen.field('Peso (kg)');
    screen.press(input, 'ArrowUp');
    expect(input.value).toBe('11,25');
  });

  it('leaves other keys to the input', () => {
    const screen = renderScreen(<Field label="Peso (kg)" initial="3" />);
    const input = screen.field('Peso (kg)');
    expect(screen.press(input, 'Tab').defaultPrevented).toBe(false);
    expect(input.value).toBe('3');
  });

  it('writes money when a label with R$ is left, and a count for a whole-number field', () => {
    const screen = renderScreen(
      <>
        <Field label="Valor (R$)" />
        <Field label="Cabeças" integer />
      </>,
    );
    const money = screen.all().filter((n) => n.type === 'input')[0]!;
    screen.fill(money, '2500');
    expect(money.value).toBe('2.500,00');
  });

  it('writes a year as typed', () => {
    const screen = renderScreen(<Field label="Ano" integer kind="year" />);
    const input = screen.field('Ano');
    screen.fill(input, '2025');
    expect(input.value).toBe('2025');
  });

  it('warns, without blocking, about a weight far outside the usual range', () => {
    const screen = renderScreen(
      <Field label="Peso Médio (kg)" usual="liveWeight" initial="4500" />,
    );
    const input = screen.field('Peso Médio (kg)');
    const warning = screen.byId('f-warning');
    expect(warning.textContent).not.toBe('');
    expect(input.getAttribute('aria-describedby')).toBe('f-warning');
    expect(input.getAttribute('aria-invalid')).toBeNull();
    screen.type(input, '450');
    expect(screen.all().some((n) => n.id === 'f-warning')).toBe(false);
  });
});
