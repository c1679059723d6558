import { useMemo } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { DIAGNOSIS_LABELS, DIAGNOSIS_RESULTS, REPRO_TOASTS } from '@/domain/reproduction/constants';
import type { RecordedEvents } from '@/domain/reproduction/api';
import { abortionSchemaUntil, diagnosisSchemaUntil } from '@/domain/reproduction/schemas';
import { todayIn } from '@/domain/records/dates';
import { NumberField } from '../../components/calculator/number-field';
import { FormField } from '../../components/ui/form-field';
import { Radio } from '../../components/ui/radio';
import { TextareaField } from '../../components/ui/textarea-field';
import { animalReproQuery } from './reproduction-api';
import {
  abortionInitial,
  diagnosisInitial,
  toAbortionInput,
  toDiagnosisInput,
  type Picked,
} from './repro-forms';
import { expectedCalvingText, recordSummary } from './repro-format';
import { RecordTarget } from './record-target';
import { RecordDialog } from './record-dialog';
import { diagnosisWrite } from './diagnosis-write';
import { failureOf, useReproForm } from './use-repro-form';

interface OneFemale {
  female: Picked;
  onClose: () => void;
}

type Window = { from: string; to: string } | null | undefined;

/**
 * 'Registrar diagnóstico': 'Prenhe', 'Vazia' or 'Inconclusivo' (big targets, for the chute), with
 * 'Dias de gestação' when pregnant (optional, from ultrasound). Saved, the toast says 'Previsão de
 * parto: dd/mm/aaaa' when the server has one: from its answer, or from her page's section.
 */
export function DiagnosisDialog({ female, onClose }: OneFemale) {
  const formId = 'repro-diagnosis';
  const today = todayIn(new Date());
  const client = useQueryClient();
  const schema = useMemo(() => diagnosisSchemaUntil(today), [today]);
  const { form, pending } = useReproForm<typeof schema, RecordedEvents>({
    formId,
    schema,
    initialValues: diagnosisInitial(today),
    toInput: (v) => toDiagnosisInput(v, female.id),
    toWrite: (data) => diagnosisWrite(data, female.tag),
    saved: REPRO_TOASTS.diagnosis,
    failure: failureOf('o diagnóstico'),
    describe: async (answer, data) => {
      if (data.result !== 'pregnant') return undefined;
      let window = (answer as RecordedEvents & { expectedCalving?: Window }).expectedCalving;
      if (window === undefined) {
        const query = animalReproQuery(female.id);
        window = (await client.fetchQuery({ ...query, staleTime: 0 })).expectedCalving;
      }
      return window ? expectedCalvingText(window) : undefined;
    },
    onDone: onClose,
  });
  const resultError = form.errors.result;
  return (
    <RecordDialog
      formId={formId}
      onClose={onClose}
      title="Registrar diagnóstico"
      pending={pending}
      onSubmit={form.submit}
    >
      <RecordTarget formId={formId} females={[female]} />
      <FormField label="Data" type="date" max={today} {...form.input('date')} />
      <fieldset
        id={`${formId}-result`}
        tabIndex={-1}
        aria-describedby={resultError ? `${formId}-result-error` : undefined}
        className="flex min-w-0 flex-col gap-2"
      >
        <legend className="mb-1 text-sm font-medium text-stone-900">Resultado</legend>
        <div className="grid grid-cols-1 gap-2 min-[400px]:grid-cols-3">
          {DIAGNOSIS_RESULTS.map((result) => (
            <label
              key={result}
              className="flex min-h-12 cursor-pointer items-center gap-3 rounded-lg border border-stone-300 px-4 font-medium has-checked:border-green-700 has-checked:bg-green-50"
            >
              <Radio
                name={`${formId}-result-choice`}
                value={result}
                checked={form.values.result === result}
                onChange={() => form.setValue('result', result)}
              />
              {DIAGNOSIS_LABELS[result]}
            </label>
          ))}
        </div>
        {resultError && (
          <p id={`${formId}-result-error`} className="text-sm font-medium text-red-700">
            {resultError}
          </p>
        )}
      </fieldset>
      {form.values.result === 'pregnant' && (
        <NumberField
          label="Dias de gestação"
          hint="Opcional, do ultrassom: aponta a inseminação ou a monta que deu a prenhez."
          {...form.number('gestationDays')}
        />
      )}
    </RecordDialog>
  );
}

/** 'Registrar aborto': the date and a note; her pregnancy closes and she reads 'Vazia'. */
export function AbortionDialog({ female, onClose }: OneFemale) {
  const formId = 'repro-abortion';
  const today = todayIn(new Date());
  const schema = useMemo(() => abortionSchemaUntil(today), [today]);
  const { form, pending } = useReproForm<typeof schema, RecordedEvents>({
    formId,
    schema,
    initialValues: abortionInitial(today),
    toInput: (v) => toAbortionInput(v, female.id),
    toWrite: (data) => ({
      path: '/abortions',
      body: data,
      summary: recordSummary('Aborto', [female.tag], data.date),
    }),
    saved: REPRO_TOASTS.abortion,
    failure: failureOf('o aborto'),
    onDone: onClose,
  });
  return (
    <RecordDialog
      formId={formId}
      onClose={onClose}
      title="Registrar aborto"
      pending={pending}
      onSubmit={form.submit}
    >
      <RecordTarget formId={formId} females={[female]} />
      <FormField label="Data" type="date" max={today} {...form.input('date')} />
      <TextareaField label="Observações" maxLength={300} rows={2} {...form.input('notes')} />
    </RecordDialog>
  );
}
