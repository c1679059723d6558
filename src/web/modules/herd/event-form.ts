import { useMemo } from 'react';
import type { z } from 'zod';
import {
  useRecordForm,
  type RecordFormControls,
  type RecordValues,
} from '../../lib/use-record-form';
import type { Saved } from '../../offline/use-offline';
import { useHerdEvent, type HerdEventPath } from './herd-api';
import { eventSummary, selectOf, VALIDATION } from './herd-fields';

/** What a herd event's dialog does once its write is answered (eventOutcome, or its own). */
interface WriteOutcome {
  onSuccess?: (saved: Saved<unknown>) => void;
  onError?: (error: unknown) => void;
}

/**
 * The form of a herd event's dialog (a birth, a death, a sale, a move): its schema for `today`,
 * the herd's validation notice, and the checked data written through the outbox with its
 * summary ('Morte do animal 12', on the day). Gives the form, the write (for its pending state)
 * and the props of the form's selects.
 */
export function useHerdEventForm<S extends z.ZodType<{ date: string }>>(options: {
  formId: string;
  path: HerdEventPath;
  today: string;
  schemaUntil: (today: string) => S;
  initialValues: RecordValues;
  toInput: (values: RecordValues) => unknown;
  summary: (data: z.output<S>) => string;
  outcome: (data: z.output<S>, controls: RecordFormControls) => WriteOutcome;
}) {
  const { schemaUntil, today } = options;
  const schema = useMemo(() => schemaUntil(today), [schemaUntil, today]);
  const write = useHerdEvent(options.path);
  const form = useRecordForm({
    formId: options.formId,
    schema,
    initialValues: options.initialValues,
    toInput: options.toInput,
    validationToast: VALIDATION,
    onValid: (data, controls) =>
      write.mutate(
        { body: data, summary: eventSummary(options.summary(data), data.date) },
        options.outcome(data, controls),
      ),
  });
  return { form, write, select: selectOf(options.formId, form) };
}
