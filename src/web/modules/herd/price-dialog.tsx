import { useMutation } from '@tanstack/react-query';
import { toast } from 'sonner';
import { eventPriceSchema } from '@/domain/herd/schemas';
import { parseDecimal, toInputText } from '@/domain/number';
import { NumberField } from '../../components/calculator/number-field';
import { FormDialog } from '../../components/ui/form-dialog';
import { apiFetch } from '../../lib/api';
import { useMe } from '../../lib/session';
import { useRecordForm } from '../../lib/use-record-form';
import { useHerdRefresh } from './herd-api';
import { VALIDATION, heads as headsText, showHerdError } from './herd-fields';
import { PriceFields, priceInput, priceValues } from './price-fields';

/** The sale or purchase recorded without a price that 'Informar preço' completes. */
export interface PricedEvent {
  /** Any row of the event. */
  id: string;
  kind: 'sale' | 'purchase';
  /** Its animals, when known (the list of 'Preço a informar' knows; an animal's page does not). */
  heads: number | null;
  /** What it names it by: 'Venda de 3 animais em 12/05/2026'. */
  label: string;
  weight: number | null;
  carcassWeight?: number | null;
}

const FORM_ID = 'price';

const weightText = (kg: number | null | undefined) => (kg ? toInputText(kg) : '');

/**
 * 'Informar preço' (issue 39 item 8, decision 061): the owner or a 'Gerente' gives the price of a
 * sale or purchase 'Campo' recorded without one — the same fields as recording it, starting from
 * its weights — and the server gives it to every animal of the event, noting who priced it.
 * Online only: pricing is office work, and the server says at once if someone priced it first.
 * Give it `key={event?.id}`: each event starts from its own weights and kind.
 */
export function PriceDialog({
  event,
  onOpenChange,
}: {
  event: PricedEvent | null;
  onOpenChange: (open: boolean) => void;
}) {
  const farm = useMe().data?.farm;
  const refresh = useHerdRefresh();
  const of = event?.kind ?? 'sale';
  const initial = {
    weight: weightText(event?.weight),
    ...priceValues(of, farm?.carcassYield),
    carcassWeight: weightText(event?.carcassWeight),
  };
  const save = useMutation({
    mutationFn: ({ id, body }: { id: string; body: unknown }) =>
      apiFetch<{ count: number }>(`/api/animal-events/${id}/price`, { method: 'PUT', body }),
    onSuccess: () => refresh(),
  });
  const form = useRecordForm({
    formId: FORM_ID,
    schema: eventPriceSchema,
    initialValues: initial,
    toInput: (v) => ({ weight: parseDecimal(v.weight), ...priceInput(v, of, true) }),
    validationToast: VALIDATION,
    onValid: (data, controls) => {
      if (!event) return;
      save.mutate(
        { id: event.id, body: data },
        {
          onSuccess: () => {
            toast.success('Preço informado');
            onOpenChange(false);
          },
          onError: (error) =>
            showHerdError(error, controls, {
              title: 'Erro ao informar o preço',
              description: 'Não foi possível informar o preço. Tente novamente.',
            }),
        },
      );
    },
  });
  const many = event?.heads !== null && (event?.heads ?? 1) > 1;
  return (
    <FormDialog
      open={event !== null}
      onOpenChange={onOpenChange}
      id={FORM_ID}
      title="Informar preço"
      description={
        event
          ? `${event.label}${event.heads ? ` (${headsText(event.heads)})` : ''}. O preço vale para todos os animais da ${of === 'sale' ? 'venda' : 'compra'}.`
          : undefined
      }
      submitLabel="Salvar preço"
      pending={save.isPending}
      onSubmit={form.submit}
    >
      <NumberField
        label={many ? 'Peso médio (kg)' : 'Peso (kg)'}
        step={0.1}
        usual="liveWeight"
        {...form.number('weight')}
      />
      <PriceFields
        formId={FORM_ID}
        form={form}
        of={of}
        heads={event?.heads ?? null}
        weight={form.values.weight ?? ''}
      />
    </FormDialog>
  );
}
