import { useMemo } from 'react';
import { parseDecimal } from '@/domain/number';
import { todayIn } from '@/domain/records/dates';
import { PRICE_KIND_LABELS, PRICE_KINDS, saleSchemaUntil } from '@/domain/herd/schemas';
import { NumberField } from '../../components/calculator/number-field';
import { FormDialog } from '../../components/ui/form-dialog';
import { FormField } from '../../components/ui/form-field';
import { SelectField } from '../../components/ui/select-field';
import { useMe } from '../../lib/session';
import { useRecordForm } from '../../lib/use-record-form';
import { useHerdEvent } from './herd-api';
import {
  VALIDATION,
  eventSummary,
  heads,
  selectOf,
  showHerdError,
  toastSaved,
} from './herd-fields';

const FORM_ID = 'sale';

/**
 * 'Registrar venda' of the selected animals (or one, from its page): buyer, weight, price per
 * arroba, kg or head (never shown to 'Campo'), GTA. Through the outbox.
 */
export function SaleDialog({
  open,
  onOpenChange,
  animals,
  onSaved,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  animals: { id: string; tag: string }[];
  onSaved?: () => void;
}) {
  const seesMoney = useMe().data?.farm.seesMoney ?? false;
  const today = todayIn(new Date());
  const schema = useMemo(() => saleSchemaUntil(today), [today]);
  const sale = useHerdEvent('/api/animals/sales');
  const initial = { date: today, buyer: '', weight: '', priceKind: 'arroba', price: '', gta: '' };
  const form = useRecordForm({
    formId: FORM_ID,
    schema,
    initialValues: initial,
    toInput: (v) => ({
      ...v,
      animalIds: animals.map((a) => a.id),
      weight: parseDecimal(v.weight),
      price: seesMoney ? parseDecimal(v.price) : null,
    }),
    validationToast: VALIDATION,
    onValid: (data, controls) =>
      sale.mutate(
        { body: data, summary: eventSummary(`Venda de ${heads(animals.length)}`, data.date) },
        {
          onSuccess: (saved) => {
            toastSaved(saved, 'Venda registrada');
            controls.reset(initial);
            onOpenChange(false);
            onSaved?.();
          },
          onError: (error) =>
            showHerdError(error, controls, {
              title: 'Erro ao registrar a venda',
              description: 'Não foi possível registrar a venda. Tente novamente.',
            }),
        },
      ),
  });
  const select = selectOf(FORM_ID, form);
  const tags = animals.map((a) => a.tag);
  const shown =
    tags.length > 12
      ? `${tags.slice(0, 12).join(', ')} e mais ${tags.length - 12}`
      : tags.join(', ');
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      id={FORM_ID}
      title="Registrar venda"
      description={`Venda de ${heads(animals.length)}: ${shown}.`}
      submitLabel="Registrar venda"
      pending={sale.isPending}
      onSubmit={form.submit}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label="Data da venda" type="date" max={today} {...form.input('date')} />
        <FormField label="Comprador" maxLength={80} {...form.input('buyer')} />
      </div>
      <NumberField
        label={animals.length > 1 ? 'Peso médio (kg)' : 'Peso (kg)'}
        step={0.1}
        usual="liveWeight"
        {...form.number('weight')}
      />
      {seesMoney && (
        <div className="grid gap-4 sm:grid-cols-2">
          <SelectField
            {...select('priceKind')}
            label="Forma de preço"
            options={PRICE_KINDS.map((k) => ({ value: k, label: PRICE_KIND_LABELS[k] }))}
          />
          <NumberField label="Preço (R$)" step={0.01} {...form.number('price')} />
        </div>
      )}
      <FormField label="Número da GTA" maxLength={30} {...form.input('gta')} />
    </FormDialog>
  );
}
