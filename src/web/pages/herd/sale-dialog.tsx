import { useMemo, useRef, useState } from 'react';
import { parseDecimal } from '@/domain/number';
import { todayIn } from '@/domain/records/dates';
import { PRICE_KIND_LABELS, PRICE_KINDS, saleSchemaUntil } from '@/domain/herd/schemas';
import { NumberField } from '../../components/calculator/number-field';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { FormDialog } from '../../components/ui/form-dialog';
import { FormField } from '../../components/ui/form-field';
import { SelectField } from '../../components/ui/select-field';
import { ApiError } from '../../lib/api';
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
 * arroba, kg or head (never shown to 'Campo'), GTA. Through the outbox. Animals still in a
 * withdrawal ('carência') on the sale's date are refused (409 IN_WITHDRAWAL): the dialog says
 * which, and 'Vender mesmo assim' sends the sale again with the producer's confirmation.
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
  const [withdrawal, setWithdrawal] = useState<{ message: string; animals: string[] } | null>(null);
  // Set only while 'Vender mesmo assim' submits: the sale checked again, then confirmed.
  const confirming = useRef(false);
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
      confirmWithdrawal: confirming.current,
    }),
    validationToast: VALIDATION,
    onValid: (data, controls) =>
      sale.mutate(
        { body: data, summary: eventSummary(`Venda de ${heads(animals.length)}`, data.date) },
        {
          onSuccess: (saved) => {
            toastSaved(saved, 'Venda registrada');
            setWithdrawal(null);
            controls.reset(initial);
            onOpenChange(false);
            onSaved?.();
          },
          onError: (error) => {
            if (error instanceof ApiError && error.code === 'IN_WITHDRAWAL') {
              setWithdrawal(withdrawalOf(error));
              return;
            }
            showHerdError(error, controls, {
              title: 'Erro ao registrar a venda',
              description: 'Não foi possível registrar a venda. Tente novamente.',
            });
          },
        },
      ),
  });
  const select = selectOf(FORM_ID, form);
  const sellAnyway = () => {
    confirming.current = true;
    form.submit();
    confirming.current = false;
  };
  const tags = animals.map((a) => a.tag);
  const shown =
    tags.length > 12
      ? `${tags.slice(0, 12).join(', ')} e mais ${tags.length - 12}`
      : tags.join(', ');
  return (
    <FormDialog
      open={open}
      onOpenChange={(next) => {
        if (!next) setWithdrawal(null);
        onOpenChange(next);
      }}
      id={FORM_ID}
      title="Registrar venda"
      description={`Venda de ${heads(animals.length)}: ${shown}.`}
      submitLabel="Registrar venda"
      pending={sale.isPending}
      onDiscard={form.discard}
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
      {withdrawal && (
        <Alert tone="warning" role="alert" title={withdrawal.message}>
          {withdrawal.animals.length > 1 && (
            <ul aria-label="Animais em carência" className="list-disc pl-5">
              {withdrawal.animals.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
          )}
          <p>
            Vender antes do fim da carência pode deixar resíduo na carne. Confira antes de
            confirmar.
          </p>
          <div>
            <Button size="sm" variant="outline" onClick={sellAnyway} disabled={sale.isPending}>
              Vender mesmo assim
            </Button>
          </div>
        </Alert>
      )}
    </FormDialog>
  );
}

/** The refusal's message and, one by one, the animals it lists ('101: em carência até ...'). */
function withdrawalOf(error: ApiError) {
  const animals = Object.entries(error.fields ?? {})
    .filter(([key]) => key.startsWith('animals.'))
    .map(([, line]) => line);
  return { message: error.message, animals };
}
