import { useMemo, type ChangeEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { toast } from 'sonner';
import { BREEDS, SEX_LABELS, SEXES } from '@/domain/herd/constants';
import { formatDateBR } from '@/domain/records/dates';
import { AnimalCombobox } from '../../components/animal-combobox';
import { Radio } from '../../components/ui/radio';
import { SelectField } from '../../components/ui/select-field';
import { ApiError } from '../../lib/api';
import { showSaveError, type RecordFormControls, type ToastText } from '../../lib/use-record-form';
import { toastQueued } from '../../offline/queued';
import type { Saved } from '../../offline/use-offline';
import { lotChoicesQuery } from '../../lib/lot-choices';

/** 'Sexo': Macho / Fêmea, as a radio group named by its legend. */
export function SexField({
  id,
  value,
  onChange,
  error,
  label = 'Sexo',
}: {
  id: string;
  value: string;
  onChange: (sex: string) => void;
  error?: string;
  label?: string;
}) {
  return (
    // Focusable by script only: a failed check moves the focus (and the scroll) to its id.
    <fieldset
      id={id}
      tabIndex={-1}
      aria-describedby={error ? `${id}-error` : undefined}
      className="flex flex-col gap-1.5 rounded-md outline-offset-4"
    >
      <legend className="mb-1.5 text-sm font-medium text-stone-900">{label}</legend>
      <div className="flex gap-6">
        {SEXES.map((sex) => (
          <label key={sex} className="flex min-h-11 cursor-pointer items-center gap-2 text-base">
            <Radio
              name={id}
              value={sex}
              checked={value === sex}
              onChange={() => onChange(sex)}
              aria-invalid={error ? true : undefined}
            />
            {SEX_LABELS[sex]}
          </label>
        ))}
      </div>
      {error && (
        <p id={`${id}-error`} className="text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </fieldset>
  );
}

/** 'Lote': the farm's open lots (and the lot the animal is in, if closed). */
export function LotField({
  id,
  value,
  onChange,
  error,
  label = 'Lote',
  extra = [],
}: {
  id: string;
  value: string;
  onChange: (lotId: string) => void;
  error?: string;
  label?: string;
  extra?: { value: string; label: string }[];
}) {
  const lots = useQuery(lotChoicesQuery);
  const options = (lots.data ?? [])
    .filter((l) => !l.closedAt || l.id === value)
    .map((l) => ({ value: l.id, label: l.name }));
  return (
    <SelectField
      id={id}
      label={label}
      value={value}
      error={error}
      onChange={(e) => onChange(e.target.value)}
      options={[...(extra.length ? extra : [{ value: '', label: 'Sem lote' }]), ...options]}
    />
  );
}

/**
 * A picker of the farm's active animals (the shared animal combobox, decision 040): searched on
 * the server by brinco, EID or name; a stick reader's EID and Enter picks the animal at once and
 * moves to `next`. `value` is the chosen animal's id.
 */
export function AnimalPicker({
  id,
  label,
  value,
  onChange,
  error,
  sex,
  hint,
  initial,
  next,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (id: string) => void;
  error?: string;
  sex?: 'M' | 'F';
  hint?: string;
  /** The animal already chosen (an edit), named before any search. */
  initial?: { id: string; tag: string } | null;
  /** The field the focus moves to once an Enter has picked the animal. */
  next?: string;
}) {
  const filter = useMemo(() => ({ sex, status: 'active' }), [sex]);
  return (
    <AnimalCombobox
      id={id}
      label={label}
      listLabel={sex === 'F' ? 'Fêmeas do rebanho' : 'Animais do rebanho'}
      value={value}
      onValueChange={onChange}
      filter={filter}
      initial={initial}
      nextFieldId={next}
      hint={hint}
      error={error}
    />
  );
}

/** Which field a 409 of the server belongs to. */
const CONFLICT_FIELDS: Record<string, string> = { TAG_TAKEN: 'tag', EID_TAKEN: 'eid' };

/**
 * A failed herd save: field messages by their fields (a 400, a brinco or EID already taken), the
 * server's own message for another refusal (an animal already sold), else the screen's failure.
 */
export function showHerdError(
  error: unknown,
  form: Pick<RecordFormControls, 'showErrors'>,
  failure: ToastText,
) {
  if (error instanceof ApiError) {
    const field = CONFLICT_FIELDS[error.code];
    if (field) return form.showErrors({ [field]: error.message, ...(error.fields ?? {}) });
    if (error.status >= 400 && error.status < 500 && !(error.status === 400 && error.fields)) {
      if (error.status !== 401 && error.status !== 403) {
        toast.error(failure.title, { description: error.message });
        return;
      }
    }
  }
  showSaveError(error, form, failure);
}

/** The notice of an event saved: its toast, or 'guardado no aparelho' when it waits offline. */
export function toastSaved(saved: Saved<unknown>, title: string) {
  if (saved.queued) toastQueued(saved.reason, title);
  else toast.success(title);
}

/** How the outbox names an event waiting on the device: 'Venda de 2 animais (21/11/2026)'. */
export const eventSummary = (what: string, date: string) => `${what} (${formatDateBR(date)})`;

/** '1 animal', '2 animais'. */
export const heads = (n: number) => (n === 1 ? '1 animal' : `${n} animais`);

export const VALIDATION = {
  title: 'Erro de validação',
  description: 'Verifique os campos destacados.',
};

/** Props for a SelectField bound to `path` of a record form. */
export function selectOf(
  formId: string,
  form: {
    values: Record<string, string>;
    errors: Record<string, string>;
    setValue: (path: string, text: string) => void;
  },
) {
  return (path: string) => ({
    id: `${formId}-${path}`,
    name: path,
    value: form.values[path] ?? '',
    error: form.errors[path],
    onChange: (event: ChangeEvent<HTMLSelectElement>) => form.setValue(path, event.target.value),
  });
}

const BREED_OPTIONS = [
  { value: '', label: 'Não informada' },
  ...BREEDS.map((b) => ({ value: b, label: b })),
];

/** 'Raça': the breeds, or 'Não informada'; given the form's `select('breed')`. */
export function BreedField(props: ReturnType<ReturnType<typeof selectOf>>) {
  return <SelectField {...props} label="Raça" options={BREED_OPTIONS} />;
}

/**
 * A herd event's dialog once its write is answered: `saved` toasted, the form cleared for the
 * next one (`reset`) and closed, then `after`; or the error said in the form or a toast.
 */
export function eventOutcome(
  controls: RecordFormControls,
  done: {
    saved: string;
    reset: Parameters<RecordFormControls['reset']>[0];
    close: () => void;
    after?: () => void;
  },
  failure: ToastText,
) {
  return {
    onSuccess: (saved: Saved<unknown>) => {
      toastSaved(saved, done.saved);
      controls.reset(done.reset);
      done.close();
      done.after?.();
    },
    onError: (error: unknown) => showHerdError(error, controls, failure),
  };
}

/** The props of a dialog of an event of the animals chosen (a sale, a move). */
export interface AnimalsDialogProps<A> {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  animals: A[];
  onSaved?: () => void;
}
