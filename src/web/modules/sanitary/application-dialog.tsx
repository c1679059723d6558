import { useMemo, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { toast } from 'sonner';
import { todayIn } from '@/domain/records/dates';
import { formatNumber } from '@/domain/format';
import { NumberField } from '../../components/calculator/number-field';
import { FormDialog } from '../../components/ui/form-dialog';
import { FormField } from '../../components/ui/form-field';
import { SelectField } from '../../components/ui/select-field';
import { TextareaField } from '../../components/ui/textarea-field';
import { useMe } from '../../lib/session';
import { showRecordError, useRecordForm } from '../../lib/use-record-form';
import { toastQueued } from '../../offline/queued';
import {
  applicationFormSchema,
  applicationSummary,
  initialValues,
  targetPhrase,
  toApplicationInput,
  type DuePreset,
  type PickedAnimal,
} from './application-form';
import { ApplicationTarget } from './application-target';
import { productsQuery, useApplySanitary } from './sanitary-api';
import { lotChoicesQuery } from '../../lib/lot-choices';

const FORM_ID = 'sanitary-application';
const TITLE = 'Registrar aplicação';
const SAVED = 'Aplicação registrada';
const VALIDATION = { title: 'Erro de validação', description: 'Verifique os campos destacados.' };
const FAILURE = {
  title: 'Erro ao registrar a aplicação',
  description: 'Não foi possível registrar a aplicação. Tente novamente.',
};

export interface ApplicationDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Opened from an animal's page: that animal, already picked. */
  animal?: { id: string; tag: string };
  /** Opened by 'Registrar para todos': the protocol's due list and its product. */
  due?: DuePreset;
}

/**
 * 'Registrar aplicação' (issue 26): a product, the date, the dose, who applied it (and the
 * veterinarian for a brucellosis vaccine), to animals picked, a lot, a category or a due list.
 * Checked with the shared schema, saved through the outbox: offline it waits on the device.
 */
export function ApplicationDialog(props: ApplicationDialogProps) {
  // A fresh form each time it opens, with the preset of that opening.
  return props.open ? <ApplicationForm {...props} /> : null;
}

function ApplicationForm({ open, onOpenChange, animal, due }: ApplicationDialogProps) {
  const me = useMe().data;
  const products = useQuery(productsQuery);
  const lots = useQuery(lotChoicesQuery);
  const apply = useApplySanitary();
  const today = todayIn(new Date());
  const list = useMemo(() => products.data ?? [], [products.data]);
  const schema = useMemo(() => applicationFormSchema(today, list), [today, list]);
  const [animals, setAnimals] = useState<PickedAnimal[]>(animal ? [animal] : []);
  const form = useRecordForm({
    formId: FORM_ID,
    schema,
    initialValues: initialValues(today, { due, appliedBy: me?.user.name }),
    toInput: (v) => toApplicationInput(v, animals, due),
    validationToast: VALIDATION,
    onValid: (data, controls) => {
      const product = list.find((p) => p.id === data.productId);
      const lot = lots.data?.find((l) => l.id === form.values['target.lotId']);
      const phrase = targetPhrase(form.values, animals, { lot: lot?.name, due });
      apply.mutate(
        {
          body: data,
          summary: applicationSummary(product?.name ?? 'Aplicação', phrase, data.date),
        },
        {
          onSuccess: (saved) => {
            if (saved.queued) toastQueued(saved.reason, SAVED);
            else
              toast.success(SAVED, {
                description:
                  saved.data.count === 1
                    ? '1 animal recebeu a aplicação.'
                    : `${formatNumber(saved.data.count, 0)} animais receberam a aplicação.`,
              });
            onOpenChange(false);
          },
          // A 404 names what was not found ('Nenhum animal ativo nesse lote'); a refusal
          // without fields says why in its message.
          onError: (error) => showRecordError(error, controls, FAILURE),
        },
      );
    },
  });
  const product = list.find((p) => p.id === form.values.productId);
  const field = (path: string) => form.input(path);

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      id={FORM_ID}
      title={TITLE}
      description="O produto, a dose e quem recebeu: um animal, vários, um lote ou uma categoria."
      submitLabel={TITLE}
      pending={apply.isPending}
      onSubmit={form.submit}
      wide
    >
      <SelectField
        id={`${FORM_ID}-productId`}
        name="productId"
        label="Produto"
        value={form.values.productId ?? ''}
        error={form.errors.productId}
        disabled={due !== undefined}
        hint={
          product
            ? product.withdrawalDays > 0
              ? `Carência de ${product.withdrawalDays} dias depois da aplicação.`
              : 'Sem carência.'
            : products.isPending
              ? 'Carregando os produtos...'
              : undefined
        }
        onChange={(e) => form.setValue('productId', e.target.value)}
        options={[
          { value: '', label: 'Escolha o produto' },
          ...list.map((p) => ({ value: p.id, label: p.name })),
        ]}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label="Data" type="date" max={today} {...field('date')} />
        <NumberField
          label="Dose"
          step={0.1}
          hint={product ? `Em ${product.doseUnit} por animal.` : 'Por animal.'}
          {...form.number('dose')}
        />
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label="Aplicado por" maxLength={80} {...field('appliedBy')} />
        {product?.brucellosis && (
          <FormField
            label="Veterinário responsável"
            maxLength={120}
            hint="Obrigatório na vacina contra brucelose."
            {...field('veterinarian')}
          />
        )}
      </div>
      <ApplicationTarget
        formId={FORM_ID}
        values={form.values}
        errors={form.errors}
        setValue={form.setValue}
        animals={animals}
        onAnimalsChange={setAnimals}
        due={due}
      />
      <TextareaField label="Observações" maxLength={500} rows={2} {...field('notes')} />
    </FormDialog>
  );
}
