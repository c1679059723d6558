import { useState, type ChangeEvent } from 'react';
import { FormField, type FormFieldProps } from '../../components/ui/form-field';
import { NETWORK_ERROR_MESSAGE } from '../../lib/api';
import type { FieldErrors } from '../../lib/form-errors';
import { notify } from '../../lib/notify';
import { loadAuthSchemas } from './load-schemas';

/** The values of an auth form and their messages; editing a field clears its message. */
export function useAuthFields<V extends Record<string, string>>(initial: V) {
  type Field = keyof V & string;
  const [values, setValues] = useState<V>(initial);
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  /** Value, message and change handler of one field's FormField. */
  const bind = (field: Field) => ({
    value: values[field],
    error: errors[field],
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      const value = event.target.value;
      setValues((current) => ({ ...current, [field]: value }));
      setErrors((current) => ({ ...current, [field]: undefined }));
    },
  });
  return { values, setValues, errors, setErrors, bind };
}

/** The notice of a form that failed its checks. */
export function toastInvalidFields() {
  void notify.error('Erro de validação', {
    description: 'Por favor, corrija os campos inválidos.',
  });
}

/** 'Nome', 'Nome e Senha', 'Nome, E-mail e Senha'. */
export function listOfFields(labels: readonly string[]): string {
  return labels.length < 2
    ? (labels[0] ?? '')
    : `${labels.slice(0, -1).join(', ')} e ${labels.at(-1)}`;
}

/**
 * The notice of a form that failed its checks, naming every field: those left blank, then those
 * typed wrong ('Preencha Nome e Senha. Corrija E-mail.'). On a phone the notice is what shows
 * of a long form's errors: one field's message there hid the others (issue 39).
 */
export function toastFieldsToFix(missing: readonly string[], wrong: readonly string[]) {
  const parts = [
    missing.length > 0 && `Preencha ${listOfFields(missing)}.`,
    wrong.length > 0 && `Corrija ${listOfFields(wrong)}.`,
  ];
  void notify.error('Erro de validação', { description: parts.filter(Boolean).join(' ') });
}

/**
 * The forms' schemas (loaded on first use), or null after telling the person that they could
 * not be loaded (offline before the page's files were kept).
 */
export async function schemasOrNotice(title: string) {
  try {
    return await loadAuthSchemas();
  } catch {
    void notify.error(title, { description: NETWORK_ERROR_MESSAGE });
    return null;
  }
}

/** The e-mail field of the sign-in, sign-up and forgotten-password forms. */
export function EmailField(props: Omit<FormFieldProps, 'label'>) {
  return (
    <FormField
      label="E-mail"
      type="email"
      autoComplete="email"
      inputMode="email"
      placeholder="seu@email.com"
      {...props}
    />
  );
}
