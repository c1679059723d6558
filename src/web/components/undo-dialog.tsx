import { useState, type ReactNode } from 'react';
import { z } from 'zod';
import { undoEventSchema } from '@/domain/herd/schemas';
import { useRecordForm, type RecordFormControls } from '../lib/use-record-form';
import { Alert } from './ui/alert';
import { Button } from './ui/button';
import { FormDialog } from './ui/form-dialog';
import { Radio } from './ui/radio';
import { TextareaField } from './ui/textarea-field';

const VALIDATION = { title: 'Erro de validação', description: 'Verifique os campos destacados.' };

/** A question the undo asks before the reason: what exactly to undo (decision 063). */
export interface UndoChoice {
  legend: string;
  options: { value: string; label: string }[];
  /** Said when nothing is chosen: the choice is never made for the person. */
  required: string;
}

/** What the caller's save gets: the checked reason and choice, and how to answer. */
export interface UndoControls extends RecordFormControls {
  /** Shows the server's refusal to the caller's role inside the dialog (decision 057). */
  refuse: (message: string) => void;
  /** Undone (or queued): the form starts over and the dialog closes. */
  done: () => void;
}

/**
 * 'Desfazer' a record entered by mistake — a herd event, a sanitary application: what it undoes
 * (the description), optionally what exactly (`choice`), and the reason ('Motivo'), kept in the
 * history. A refusal of the server to the caller's role stays in the dialog with the reason typed:
 * trying again would not change it.
 */
export function UndoDialog({
  formId,
  title,
  recordId,
  description,
  choice,
  pending,
  onOpenChange,
  onUndo,
}: {
  formId: string;
  title: string;
  /** The record being undone; null closes the dialog. */
  recordId: string | null;
  description?: ReactNode;
  choice?: UndoChoice;
  pending: boolean;
  onOpenChange: (open: boolean) => void;
  onUndo: (data: { reason: string; choice: string }, controls: UndoControls) => void;
}) {
  const [refused, setRefused] = useState<{ id: string; message: string } | null>(null);
  const schema = undoEventSchema.extend({
    choice: choice ? z.string().min(1, { error: choice.required }) : z.string(),
  });
  const form = useRecordForm({
    formId,
    schema,
    initialValues: { reason: '', choice: '' },
    toInput: (v) => v,
    validationToast: VALIDATION,
    onValid: (data, controls) =>
      recordId &&
      onUndo(data, {
        ...controls,
        refuse: (message) => setRefused({ id: recordId, message }),
        done: () => {
          controls.reset({ reason: '', choice: '' });
          onOpenChange(false);
        },
      }),
  });
  const choiceId = `${formId}-choice`;
  const choiceError = form.errors.choice;
  return (
    <FormDialog
      open={recordId !== null}
      onOpenChange={(open) => {
        // The next record asks its own question.
        if (!open) form.setValue('choice', '');
        onOpenChange(open);
      }}
      id={formId}
      title={title}
      description={description}
      submitLabel="Desfazer"
      pending={pending}
      onDiscard={form.discard}
      onSubmit={form.submit}
    >
      {recordId && refused?.id === recordId && (
        <Alert tone="error" role="alert">
          {refused.message}
        </Alert>
      )}
      {choice && (
        // Focusable by script only: a failed check moves the focus to its id.
        <fieldset
          id={choiceId}
          tabIndex={-1}
          aria-describedby={choiceError ? `${choiceId}-error` : undefined}
          className="flex flex-col gap-1 rounded-md outline-offset-4"
        >
          <legend className="mb-1.5 text-sm font-medium text-stone-900">{choice.legend}</legend>
          {choice.options.map((o) => (
            <label
              key={o.value}
              className="flex min-h-11 cursor-pointer items-center gap-2 text-base break-words"
            >
              <Radio
                name={choiceId}
                value={o.value}
                checked={form.values.choice === o.value}
                onChange={() => form.setValue('choice', o.value)}
                aria-invalid={choiceError ? true : undefined}
              />
              <span className="min-w-0">{o.label}</span>
            </label>
          ))}
          {choiceError && (
            <p id={`${choiceId}-error`} className="text-sm font-medium text-red-700">
              {choiceError}
            </p>
          )}
        </fieldset>
      )}
      <TextareaField label="Motivo" maxLength={300} {...form.input('reason')} />
    </FormDialog>
  );
}

/** 'Desfazer' on a row of a history or list, named for the record it undoes ('Desfazer: <label>'). */
export function UndoButton({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <Button size="sm" variant="ghost" aria-label={`Desfazer: ${label}`} onClick={onClick}>
      Desfazer
    </Button>
  );
}
