import type { KeyboardEvent } from 'react';
import { parseDecimal, toInputText, type InputKind } from '@/domain/number';
import { usualRangeWarning, type UsualKind } from '@/domain/usual-ranges';
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
  /**
   * How the value is shown when the field loses focus: money with 2 decimals, a count with
   * thousands dots, a decimal as typed; 'year' is left alone. By default a label with 'R$' is
   * money, a whole-number field a count, the rest a decimal.
   */
  kind?: InputKind | 'year';
  /** Warns, without blocking, when the value is far outside this kind's usual range. */
  usual?: UsualKind;
  onValueChange: (text: string) => void;
}

const decimalsOf = (step: number) => (String(step).split('.')[1] ?? '').length;

/**
 * The text the field shows once it loses focus: the same number written the pt-BR way
 * ('3720' → '3.720,00' for money, '1059' → '1.059' for heads), or the text unchanged when it is
 * not a number or writing it so would change the number (a count typed with decimals).
 */
export function blurText(text: string, kind: InputKind | 'year'): string {
  if (kind === 'year') return text;
  const value = parseDecimal(text);
  if (value === undefined || !Number.isFinite(value)) return text;
  const shown = toInputText(value, kind);
  return parseDecimal(shown) === value ? shown : text;
}

/**
 * A number input that takes pt-BR numbers as typed ('1.234,5'), shows the phone's numeric keypad
 * for whole numbers and the decimal one for the rest, and steps with the arrow keys. A text
 * input, because type="number" refuses commas. The keyboard is decided here and only here.
 */
export function NumberField({
  step = 1,
  integer = false,
  kind,
  usual,
  onValueChange,
  ...props
}: NumberFieldProps) {
  const shownAs = kind ?? (props.label.includes('R$') ? 'money' : integer ? 'count' : 'decimal');
  const warning = usual ? usualRangeWarning(usual, parseDecimal(props.value)) : undefined;
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
      warning={warning}
      onChange={(event) => {
        // A value given to the field while it has not the focus (what was typed before React
        // took the server's page over, given back; autofill) is shown as its blur would show it.
        const text = event.target.value;
        onValueChange(event.target === document.activeElement ? text : blurText(text, shownAs));
      }}
      onBlur={(event) => {
        const shown = blurText(event.target.value, shownAs);
        if (shown !== event.target.value) onValueChange(shown);
      }}
      onKeyDown={onKeyDown}
    />
  );
}
