import { LoaderCircle, Save } from 'lucide-react';
import { toast } from 'sonner';
import { toastQueued } from '../../../offline/queued';
import { parseDecimal, toInputText } from '@/domain/number';
import { todayIn } from '@/domain/records/dates';
import { lotSchema, type Lot } from '@/domain/records/lots';
import { FormCard } from '../../../components/form-card';
import { Button } from '../../../components/ui/button';
import { useDiscardGuard } from '../../../components/ui/discard-changes';
import { FormField } from '../../../components/ui/form-field';
import { showSaveError, useRecordForm } from '../../../lib/use-record-form';
import { NumberField } from '../../../components/calculator/number-field';
import { useSaveLot } from './lot-queries';

const FORM_ID = 'lot';

function valuesOf(lot: Lot | null) {
  if (!lot) {
    return {
      name: '',
      quantity: '',
      initialWeight: '',
      finalWeight: '',
      purchasePrice: '',
      purchaseDate: todayIn(new Date()),
    };
  }
  return {
    name: lot.name,
    quantity: toInputText(lot.quantity, 'count'),
    initialWeight: toInputText(lot.initialWeight),
    finalWeight: lot.finalWeight === null ? '' : toInputText(lot.finalWeight),
    purchasePrice: lot.purchasePrice === null ? '' : toInputText(lot.purchasePrice, 'money'),
    purchaseDate: lot.purchaseDate,
  };
}

/** 'Novo lote' / 'Editar lote': the spec's batch fields, checked with the server's schema. */
export function LotForm({ lot, onDone }: { lot: Lot | null; onDone: () => void }) {
  const save = useSaveLot();
  // 'Cancelar' after a change asks before the typed lot is lost (issue 39 item 4).
  const guard = useDiscardGuard(onDone);
  const form = useRecordForm({
    formId: FORM_ID,
    schema: lotSchema,
    initialValues: valuesOf(lot),
    toInput: (v) => ({
      ...v,
      quantity: parseDecimal(v.quantity),
      initialWeight: parseDecimal(v.initialWeight),
      finalWeight: parseDecimal(v.finalWeight) ?? null,
      purchasePrice: parseDecimal(v.purchasePrice),
    }),
    validationToast: {
      title: 'Erro de validação',
      description: 'Por favor, corrija os campos inválidos.',
    },
    onValid: (data, controls) =>
      save.mutate(
        { id: lot?.id, data },
        {
          onSuccess: (saved) => {
            if (saved.queued) toastQueued(saved.reason, 'Lote guardado no aparelho');
            else toast.success(lot ? 'Lote atualizado' : 'Lote criado');
            onDone();
          },
          onError: (error) =>
            showSaveError(error, controls, {
              title: 'Erro ao salvar',
              description: 'Não foi possível salvar o lote. Tente novamente.',
            }),
        },
      ),
  });

  return (
    <FormCard
      id={FORM_ID}
      title={lot ? 'Editar lote' : 'Novo lote'}
      onSubmit={form.submit}
      onChange={guard.onChange}
    >
      <FormField
        label="Nome do lote"
        autoComplete="off"
        placeholder="Ex.: Garrotes da seca"
        maxLength={100}
        {...form.input('name')}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <NumberField
          label="Quantidade (cabeças)"
          placeholder="Ex.: 40"
          {...form.number('quantity')}
        />
        <FormField label="Data da compra" type="date" {...form.input('purchaseDate')} />
        <NumberField
          label="Peso inicial (kg)"
          step={0.1}
          usual="liveWeight"
          placeholder="Ex.: 300"
          {...form.number('initialWeight')}
        />
        <NumberField
          label="Peso final (kg, opcional)"
          step={0.1}
          usual="liveWeight"
          placeholder="Ex.: 500"
          {...form.number('finalWeight')}
        />
        <NumberField
          label="Preço de compra (R$/cabeça)"
          step={0.01}
          placeholder="Ex.: 2.500,00"
          {...form.number('purchasePrice')}
        />
      </div>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={guard.leave}>
          Cancelar
        </Button>
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? (
            <LoaderCircle className="animate-spin" aria-hidden="true" />
          ) : (
            <Save aria-hidden="true" />
          )}
          Salvar lote
        </Button>
      </div>
      {guard.prompt}
    </FormCard>
  );
}
