import { LoaderCircle, Plus } from 'lucide-react';
import { toast } from 'sonner';
import { parseDecimal } from '@/domain/number';
import { fieldHerdCategorySchema, herdCategorySchema } from '@/domain/records/inventory';
import { Button } from '../../components/ui/button';
import { FormField } from '../../components/ui/form-field';
import { FormCard } from '../../components/form-card';
import { NumberField } from '../../components/calculator/number-field';
import { useCreateInventoryItem } from './inventory-queries';
import { useFixRequests } from '../../offline/fix-channel';
import { formatDecimalInput, toastQueued } from '../../offline/queued';
import { showSaveError, useRecordForm, type RecordValues } from '../../lib/use-record-form';

const FORM_ID = 'inventory';
const CATEGORY_EXAMPLES = [
  'Bezerros',
  'Bezerras',
  'Garrotes',
  'Novilhas',
  'Bois',
  'Vacas',
  'Touros',
];
const EMPTY: RecordValues = {
  category: '',
  quantity: '',
  averageWeight: '',
  averageValue: '',
  location: '',
};

const { averageValue: _value, ...FIELD_EMPTY } = EMPTY;

/**
 * 'Adicionar ao Estoque' (spec 2.11): one herd category per submit; the form clears on success.
 * 'Campo' (`seesMoney` false) enters heads and weights only: no 'Valor Médio' field.
 */
export function InventoryForm({ seesMoney = true }: { seesMoney?: boolean }) {
  const create = useCreateInventoryItem();
  const empty = seesMoney ? EMPTY : FIELD_EMPTY;
  const form = useRecordForm({
    formId: FORM_ID,
    schema: seesMoney ? herdCategorySchema : fieldHerdCategorySchema,
    initialValues: empty,
    toInput: (v) => ({
      category: v.category,
      quantity: parseDecimal(v.quantity),
      averageWeight: parseDecimal(v.averageWeight),
      ...(seesMoney ? { averageValue: parseDecimal(v.averageValue) } : {}),
      location: v.location,
    }),
    validationToast: {
      title: 'Erro de validação',
      description: 'Por favor, corrija os erros no formulário',
    },
    onValid: (item, form) =>
      create.mutate(item, {
        onSuccess: (saved) => {
          if (saved.queued) toastQueued(saved.reason, 'Item guardado no aparelho');
          else
            toast.success('Item adicionado', { description: 'Item salvo no estoque com sucesso!' });
          form.reset(empty);
        },
        onError: (error) =>
          showSaveError(error, form, {
            title: 'Erro ao salvar',
            description: 'Não foi possível salvar o item. Tente novamente.',
          }),
      }),
  });

  useFixRequests('inventory', (body) => {
    const decimal = (value: unknown) =>
      typeof value === 'number' ? formatDecimalInput(value) : '';
    form.reset({
      ...empty,
      category: String(body.category ?? ''),
      quantity: decimal(body.quantity),
      averageWeight: decimal(body.averageWeight),
      ...(seesMoney ? { averageValue: decimal(body.averageValue) } : {}),
      location: String(body.location ?? ''),
    });
    document.getElementById(FORM_ID)?.scrollIntoView({ block: 'start' });
  });

  return (
    <FormCard id={FORM_ID} title="Adicionar ao Estoque" onSubmit={form.submit}>
      <FormField
        label="Categoria"
        list={`${FORM_ID}-categories`}
        autoComplete="off"
        placeholder="Ex.: Garrotes"
        maxLength={60}
        {...form.input('category')}
      />
      <datalist id={`${FORM_ID}-categories`}>
        {CATEGORY_EXAMPLES.map((name) => (
          <option key={name} value={name} />
        ))}
      </datalist>
      <div className="grid gap-4 sm:grid-cols-2">
        <NumberField
          label="Quantidade"
          placeholder="Ex.: 50"
          hint="Cabeças"
          {...form.number('quantity')}
        />
        <NumberField
          label="Peso Médio (kg)"
          step={0.1}
          usual="liveWeight"
          placeholder="Ex.: 300"
          {...form.number('averageWeight')}
        />
      </div>
      {seesMoney && (
        <NumberField
          label="Valor Médio (R$/cabeça)"
          step={0.01}
          placeholder="Ex.: 2.500,00"
          {...form.number('averageValue')}
        />
      )}
      <FormField
        label="Local (opcional)"
        autoComplete="off"
        placeholder="Ex.: Pasto 3, Retiro"
        maxLength={80}
        {...form.input('location')}
      />
      <Button type="submit" size="lg" className="w-full" disabled={create.isPending}>
        {create.isPending ? (
          <LoaderCircle className="animate-spin" aria-hidden="true" />
        ) : (
          <Plus aria-hidden="true" />
        )}
        Adicionar Item
      </Button>
    </FormCard>
  );
}
