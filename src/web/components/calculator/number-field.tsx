import type { KeyboardEvent } from 'react';
import { parseDecimal } from '@/domain/number';
import { FormField } from '../ui/form-field';

interface NumberFieldProps {
  id: string;
  name: string;
  label: string;
  value: string;
  error?: string;
  hint?: string;
  /** Whole numbers only (heads, days, a year): the numeric keypad instead of the decimal one. */
  integer?: boolean;
  /** ArrowUp / ArrowDown change the value by this much (0.1 for weights, 0.01 for money). */
  step?: number;
  placeholder?: string;
  onValueChange: (text: string) => void;
}

const decimalsOf = (step: number) => (String(step).split('.')[1] ?? '').length;

/**
 * A number input that takes pt-BR numbers as typed ('1.234,5'), shows the phone's numeric keypad
 * for whole numbers and the decimal one for the rest, and steps with the arrow keys. A text
 * input, because type="number" refuses commas. The keyboard is decided here and only here.
 */
export function NumberField({
  step = 1,
  integer = false,
  onValueChange,
  ...props
}: NumberFieldProps) {
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'ArrowUp' && event.key !== 'ArrowDown') return;
    event.preventDefault();
    const current = parseDecimal(props.value);
    const base = current === undefined || Number.isNaN(current) ? 0 : current;
    const next = Math.max(0, base + (event.key === 'ArrowUp' ? step : -step));
    const decimals = Math.max(decimalsOf(step), decimalsOf(base));
    onValueChange(next.toFixed(Math.min(decimals, 6)).replace('.', ','));
  };

  return (
    <FormField
      {...props}
      type="text"
      inputMode={integer ? 'numeric' : 'decimal'}
      autoComplete="off"
      spellCheck={false}
      onChange={(event) => onValueChange(event.target.value)}
      onKeyDown={onKeyDown}
    />
  );
}
