import { Eye, EyeOff } from 'lucide-react';
import { useState } from 'react';
import { FieldFrame, type FormFieldProps } from './form-field';
import { Input } from './input';

/**
 * A labelled password input with a 'Mostrar senha' / 'Ocultar senha' toggle (aria-pressed) that
 * shows what was typed. The button's name is its text (visually hidden), not an aria-label, so
 * finding the field by its label ('Senha') still finds only the input.
 */
export function PasswordField({
  id,
  label,
  hint,
  error,
  warning,
  ...inputProps
}: Omit<FormFieldProps, 'type'>) {
  const [shown, setShown] = useState(false);
  const Icon = shown ? EyeOff : Eye;
  return (
    <FieldFrame id={id} label={label} hint={hint} error={error} warning={warning}>
      {(described) => (
        <div className="relative">
          <Input
            id={id}
            {...described}
            {...inputProps}
            type={shown ? 'text' : 'password'}
            className="pr-12"
          />
          <button
            type="button"
            aria-pressed={shown}
            aria-controls={id}
            onClick={() => setShown((value) => !value)}
            className="absolute inset-y-0 right-0 flex w-11 items-center justify-center rounded-r-lg text-stone-600 hover:text-stone-900 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-green-700/30"
          >
            <Icon className="size-5" aria-hidden="true" />
            <span className="sr-only">{shown ? 'Ocultar senha' : 'Mostrar senha'}</span>
          </button>
        </div>
      )}
    </FieldFrame>
  );
}
