import { useMemo } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { DEFAULT_BIRTH_WEIGHT_NOTE, REPRO_TOASTS } from '@/domain/reproduction/constants';
import type { RecordedEvents } from '@/domain/reproduction/api';
import { weaningSchemaUntil } from '@/domain/reproduction/schemas';
import { todayIn } from '@/domain/records/dates';
import { NumberField } from '../../components/calculator/number-field';
import { FormField } from '../../components/ui/form-field';
import { animalReproQuery } from './reproduction-api';
import { toWeaningInput, weaningInitial, type Picked } from './repro-forms';
import { p205Missing, p205Text, recordSummary } from './repro-format';
import { RecordDialog } from './record-dialog';
import { failureOf, useReproForm } from './use-repro-form';

const FORM_ID = 'repro-weaning';

/**
 * 'Registrar desmame' of a calf: 'Peso' and 'Data'. Saved, the toast gives 'Peso ajustado aos
 * 205 dias' (read back from the calf's records), or says why there is none (weaned out of 160–250
 * days, no birth date); the default birth weight is said before.
 */
export function WeaningDialog({
  calf,
  birthDate,
  onClose,
}: {
  calf: Picked;
  birthDate: string | null;
  onClose: () => void;
}) {
  const today = todayIn(new Date());
  const client = useQueryClient();
  const schema = useMemo(() => weaningSchemaUntil(today), [today]);
  const { form, pending } = useReproForm<typeof schema, RecordedEvents>({
    formId: FORM_ID,
    schema,
    initialValues: weaningInitial(today),
    toInput: (v) => toWeaningInput(v, calf.id),
    toWrite: (data) => ({
      path: '/weanings',
      body: data,
      summary: recordSummary('Desmame', [calf.tag], data.date),
    }),
    saved: REPRO_TOASTS.weaning,
    failure: failureOf('o desmame'),
    describe: async (_answer, data) => {
      const missing = p205Missing(birthDate, data.date);
      if (missing) return missing;
      const records = await client.fetchQuery({ ...animalReproQuery(calf.id), staleTime: 0 });
      const weaning = records.events.find(
        (e) => e.kind === 'weaning' && !e.undone && e.date === data.date,
      );
      return weaning?.p205 != null ? p205Text(weaning.p205) : undefined;
    },
    onDone: onClose,
  });
  return (
    <RecordDialog
      formId={FORM_ID}
      title="Registrar desmame"
      pending={pending}
      onSubmit={form.submit}
      onClose={onClose}
    >
      <p className="rounded-lg border border-green-200 bg-green-50 px-3 py-2 break-words text-stone-800">
        Bezerro: <strong>{calf.tag}</strong>
      </p>
      <div className="grid gap-4 sm:grid-cols-2">
        <NumberField label="Peso (kg)" step={0.5} {...form.number('calves.0.weight')} />
        <FormField label="Data" type="date" max={today} {...form.input('date')} />
      </div>
      <p className="text-sm text-stone-700">
        O peso ajustado aos 205 dias sai para bezerros desmamados de 160 a 250 dias.{' '}
        {DEFAULT_BIRTH_WEIGHT_NOTE}
      </p>
    </RecordDialog>
  );
}
