import { useEffect, useRef, useState } from 'react';
import { meanWeight } from '@/domain/herd/pricing';
import { parseDecimal, toInputText } from '@/domain/number';
import { todayIn } from '@/domain/records/dates';
import { saleSchemaUntil } from '@/domain/herd/schemas';
import { NumberField } from '../../components/calculator/number-field';
import { FormDialog } from '../../components/ui/form-dialog';
import { FormField } from '../../components/ui/form-field';
import { ApiError } from '../../lib/api';
import { useMe } from '../../lib/session';
import { useHerdEventForm } from './event-form';
import { heads, showHerdError, toastSaved, type AnimalsDialogProps } from './herd-fields';
import { tagsInOrder } from './herd-format';
import { PriceFields, priceInput, priceValues } from './price-fields';
import { SaleWithdrawal, withdrawalBefore, type WithdrawalWarning } from './sale-withdrawal';

const FORM_ID = 'sale';

/** An animal to sell: its last weight and its withdrawal, when the list or its page knows them. */
export interface SaleAnimal {
  id: string;
  tag: string;
  lastWeight?: number | null;
  withdrawalUntil?: string | null;
}

/**
 * 'Registrar venda' of the selected animals (or one, from its page): buyer, weight (the mean of
 * their last weighings to start with), the price (never shown to 'Campo') by the arroba of
 * carcass, kg or head with the total before confirming, GTA. Through the outbox. Animals still in
 * a withdrawal ('carência') on the sale's date are said at the top as soon as they are chosen;
 * the server refuses the sale (409 IN_WITHDRAWAL) until 'Vender mesmo assim' confirms it.
 */
export function SaleDialog({
  open,
  onOpenChange,
  animals,
  onSaved,
}: AnimalsDialogProps<SaleAnimal>) {
  const farm = useMe().data?.farm;
  const seesMoney = farm?.seesMoney ?? false;
  const today = todayIn(new Date());
  // The server's refusal, for the date it was sent with (it names each animal's product).
  const [refused, setRefused] = useState<(WithdrawalWarning & { date: string }) | null>(null);
  const warning = useRef<HTMLDivElement>(null);
  // Set only while 'Vender mesmo assim' submits: the sale checked again, then confirmed.
  const confirming = useRef(false);
  const initial = {
    date: today,
    buyer: '',
    weight: '',
    ...priceValues('sale', farm?.carcassYield),
    gta: '',
  };
  const { form, write: sale } = useHerdEventForm({
    formId: FORM_ID,
    path: '/api/animals/sales',
    today,
    schemaUntil: saleSchemaUntil,
    initialValues: initial,
    toInput: (v) => ({
      date: v.date,
      buyer: v.buyer,
      gta: v.gta,
      animalIds: animals.map((a) => a.id),
      weight: parseDecimal(v.weight),
      ...priceInput(v, 'sale', seesMoney),
      confirmWithdrawal: confirming.current,
    }),
    summary: () => `Venda de ${heads(animals.length)}`,
    outcome: (data, controls) => ({
      onSuccess: (saved) => {
        toastSaved(saved, 'Venda registrada');
        setRefused(null);
        controls.reset(initial);
        onOpenChange(false);
        onSaved?.();
      },
      onError: (error) => {
        if (error instanceof ApiError && error.code === 'IN_WITHDRAWAL') {
          setRefused({ ...withdrawalOf(error), date: data.date });
          warning.current?.scrollIntoView({ block: 'nearest' });
          return;
        }
        showHerdError(error, controls, {
          title: 'Erro ao registrar a venda',
          description: 'Não foi possível registrar a venda. Tente novamente.',
        });
      },
    }),
  });

  // The batch's known weight: the mean of the chosen animals' last weighings, suggested when the
  // dialog opens: it fills the weight only if the person has not typed one (issue 39 items 2, 4).
  const known = meanWeight(animals.map((a) => a.lastWeight));
  const weighed = animals.filter((a) => a.lastWeight).length;
  const knownText = known === null ? null : toInputText(known);
  const typedWeight = form.values.weight ?? '';
  const { suggest } = form;
  useEffect(() => {
    if (open && knownText !== null) suggest({ weight: knownText });
  }, [open, knownText, suggest]);
  const weightHint =
    knownText !== null && typedWeight === knownText
      ? animals.length === 1
        ? 'Da última pesagem.'
        : `Média das últimas pesagens (${weighed} de ${animals.length} animais pesados).`
      : undefined;

  const date = form.values.date || today;
  const shown = refused && refused.date === date ? refused : withdrawalBefore(animals, date);
  const sellAnyway = () => {
    confirming.current = true;
    form.submit();
    confirming.current = false;
  };
  const tags = tagsInOrder(animals);
  const named =
    tags.length > 12
      ? `${tags.slice(0, 12).join(', ')} e mais ${tags.length - 12}`
      : tags.join(', ');
  return (
    <FormDialog
      open={open}
      onOpenChange={(next) => {
        if (!next) setRefused(null);
        onOpenChange(next);
      }}
      id={FORM_ID}
      title="Registrar venda"
      description={`Venda de ${heads(animals.length)}: ${named}.`}
      submitLabel="Registrar venda"
      pending={sale.isPending}
      onDiscard={form.discard}
      onSubmit={form.submit}
    >
      {shown && (
        <SaleWithdrawal
          ref={warning}
          warning={shown}
          onSellAnyway={sellAnyway}
          pending={sale.isPending}
        />
      )}
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label="Data da venda" type="date" max={today} {...form.input('date')} />
        <FormField label="Comprador" maxLength={80} {...form.input('buyer')} />
      </div>
      <NumberField
        label={animals.length > 1 ? 'Peso médio (kg)' : 'Peso (kg)'}
        step={0.1}
        usual="liveWeight"
        hint={weightHint}
        {...form.number('weight')}
      />
      {seesMoney && (
        <PriceFields
          formId={FORM_ID}
          form={form}
          of="sale"
          heads={animals.length}
          weight={typedWeight}
        />
      )}
      <FormField label="Número da GTA" maxLength={30} {...form.input('gta')} />
    </FormDialog>
  );
}

/** The refusal's message and, one by one, the animals it lists ('101: em carência até ...'). */
function withdrawalOf(error: ApiError): WithdrawalWarning {
  const animals = Object.entries(error.fields ?? {})
    .filter(([key]) => key.startsWith('animals.'))
    .map(([, line]) => line);
  return { message: error.message, animals };
}
