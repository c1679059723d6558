import { toast } from 'sonner';
import { Plus, Trash2 } from 'lucide-react';
import { REPRO_TOASTS } from '@/domain/reproduction/constants';
import type { IatfProtocol } from '@/domain/reproduction/api';
import { protocolSchema } from '@/domain/reproduction/schemas';
import { NumberField } from '../../components/calculator/number-field';
import { Button } from '../../components/ui/button';
import { FormField } from '../../components/ui/form-field';
import { Radio } from '../../components/ui/radio';
import { showRecordError, useRecordForm } from '../../lib/use-record-form';
import { useSaveProtocol } from './reproduction-api';
import { addStep, protocolValues, removeStep, stepCount, toProtocolInput } from './protocol-form';
import { RecordDialog } from './record-dialog';

const FORM_ID = 'repro-protocol';
const VALIDATION = { title: 'Erro de validação', description: 'Verifique os campos destacados.' };
const FAILURE = {
  title: 'Erro ao salvar o protocolo',
  description: 'Não foi possível salvar o protocolo. Tente novamente.',
};

/**
 * 'Editar protocolo' (the owner's and a Gerente's; online): its name and steps — the day (D0 the
 * start), what is done, the products — and which step is the insemination. Without a `protocol`,
 * 'Novo protocolo': written from scratch, one empty step to begin with.
 */
export function ProtocolDialog({
  protocol,
  onClose,
}: {
  protocol?: IatfProtocol;
  onClose: () => void;
}) {
  const save = useSaveProtocol();
  const form = useRecordForm({
    formId: FORM_ID,
    schema: protocolSchema,
    initialValues: protocolValues(protocol),
    toInput: toProtocolInput,
    validationToast: VALIDATION,
    onValid: (data, controls) =>
      save.mutate(
        { id: protocol?.id ?? null, body: data },
        {
          onSuccess: () => {
            toast.success(protocol ? REPRO_TOASTS.protocolSaved : REPRO_TOASTS.protocolCreated);
            onClose();
          },
          onError: (error) => showRecordError(error, controls, FAILURE),
        },
      ),
  });
  const n = stepCount(form.values);
  const stepsError = form.errors.steps;
  return (
    <RecordDialog
      formId={FORM_ID}
      title={protocol ? 'Editar protocolo' : 'Novo protocolo'}
      submitLabel={protocol ? 'Salvar protocolo' : 'Criar protocolo'}
      pending={save.isPending}
      onSubmit={form.submit}
      onClose={onClose}
    >
      <FormField label="Nome" maxLength={100} {...form.input('name')} />
      <fieldset
        id={`${FORM_ID}-steps`}
        tabIndex={-1}
        aria-describedby={stepsError ? `${FORM_ID}-steps-error` : undefined}
        className="flex min-w-0 flex-col gap-3"
      >
        <legend className="mb-1 text-sm font-medium text-stone-900">Passos</legend>
        {Array.from({ length: n }, (_, i) => (
          <div
            key={i}
            role="group"
            aria-label={`Passo ${i + 1}`}
            className="flex flex-col gap-2 rounded-lg border border-stone-200 p-3"
          >
            <div className="grid grid-cols-[6rem_1fr] gap-3">
              <NumberField label="Dia" {...form.number(`steps.${i}.day`)} />
              <FormField
                label="O que é feito"
                maxLength={120}
                {...form.input(`steps.${i}.action`)}
              />
            </div>
            <FormField label="Produtos" maxLength={200} {...form.input(`steps.${i}.products`)} />
            <div className="flex flex-wrap items-center justify-between gap-2">
              <label className="flex min-h-11 cursor-pointer items-center gap-2">
                <Radio
                  name={`${FORM_ID}-insemination`}
                  checked={form.values.inseminationStep === String(i)}
                  onChange={() => form.setValue('inseminationStep', String(i))}
                />
                Inseminação neste dia
              </label>
              {n > 1 && (
                <Button
                  variant="ghost"
                  size="sm"
                  aria-label={`Tirar o passo ${i + 1}`}
                  onClick={() => form.reset(removeStep(form.values, i))}
                >
                  <Trash2 aria-hidden="true" />
                  Tirar
                </Button>
              )}
            </div>
          </div>
        ))}
        {stepsError && (
          <p id={`${FORM_ID}-steps-error`} className="text-sm font-medium text-red-700">
            {stepsError}
          </p>
        )}
        {n < 12 && (
          <Button
            variant="outline"
            className="w-fit"
            onClick={() => form.reset(addStep(form.values))}
          >
            <Plus aria-hidden="true" />
            Adicionar passo
          </Button>
        )}
      </fieldset>
    </RecordDialog>
  );
}
