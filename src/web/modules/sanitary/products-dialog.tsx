import { toast } from 'sonner';
import type { SanitaryProduct } from '@/domain/sanitary/api';
import { BRUCELLOSIS_VACCINES, DOSE_UNITS, PRODUCT_TYPES } from '@/domain/sanitary/constants';
import { productSchema } from '@/domain/sanitary/schemas';
import { NumberField } from '../../components/calculator/number-field';
import { FormDialog } from '../../components/ui/form-dialog';
import { FormField } from '../../components/ui/form-field';
import { SelectField } from '../../components/ui/select-field';
import { showSaveError, useRecordForm } from '../../lib/use-record-form';
import { useSaveProduct } from './catalog-api';
import { productInput, productValues } from './catalog-format';

const FORM_ID = 'product';

export const VALIDATION = {
  title: 'Erro de validação',
  description: 'Verifique os campos destacados.',
};

const options = (list: readonly string[]) => list.map((v) => ({ value: v, label: v }));

/**
 * 'Novo produto' or 'Editar produto': name, type, withdrawal days, dose unit, the price per dose
 * (only to who sees money) and, for a vaccine, whether it is a brucellosis one (the semester
 * proof). Saving a suggestion confirms it. Mounted with a key per product, so it starts afresh.
 */
export function ProductDialog({
  open,
  onOpenChange,
  product,
  seesMoney,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  product: SanitaryProduct | null;
  seesMoney: boolean;
}) {
  const save = useSaveProduct(product?.id);
  const form = useRecordForm({
    formId: FORM_ID,
    schema: productSchema,
    initialValues: productValues(product),
    toInput: (v) => productInput(v, seesMoney),
    validationToast: VALIDATION,
    onValid: (data, controls) =>
      save.mutate(data, {
        onSuccess: () => {
          toast.success(product ? 'Produto salvo' : 'Produto cadastrado');
          onOpenChange(false);
        },
        onError: (error) =>
          showSaveError(error, controls, {
            title: 'Erro ao salvar o produto',
            description: 'Não foi possível salvar o produto. Tente novamente.',
          }),
      }),
  });
  const select = (path: string) => ({
    id: `${FORM_ID}-${path}`,
    name: path,
    value: form.values[path] ?? '',
    error: form.errors[path],
    onChange: (e: { target: { value: string } }) => form.setValue(path, e.target.value),
  });
  const unit = form.values.doseUnit || 'mL';
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      id={FORM_ID}
      title={product ? 'Editar produto' : 'Novo produto'}
      description={
        product?.suggested
          ? 'Exemplo: confira a carência na bula do seu produto antes de salvar.'
          : 'A carência vale para as próximas aplicações; as já registradas não mudam.'
      }
      submitLabel="Salvar produto"
      pending={save.isPending}
      onSubmit={form.submit}
    >
      <FormField label="Nome" maxLength={80} autoComplete="off" {...form.input('name')} />
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          {...select('type')}
          label="Tipo"
          options={[{ value: '', label: 'Escolha o tipo' }, ...options(PRODUCT_TYPES)]}
        />
        <NumberField
          label="Carência para abate (dias)"
          hint="0 quando não tem carência"
          {...form.number('withdrawalDays')}
          integer
        />
        <SelectField
          {...select('doseUnit')}
          label="Unidade da dose"
          options={options(DOSE_UNITS)}
        />
        {seesMoney && (
          <NumberField
            label="Preço por dose"
            kind="money"
            step={0.01}
            hint={`R$ por ${unit}, opcional: dá o custo de cada aplicação`}
            {...form.number('pricePerDose')}
          />
        )}
      </div>
      {form.values.type === 'Vacina' && (
        <SelectField
          {...select('brucellosis')}
          label="Vacina de brucelose"
          hint="Entra no comprovante semestral de vacinação contra brucelose"
          options={[{ value: '', label: 'Não é de brucelose' }, ...options(BRUCELLOSIS_VACCINES)]}
        />
      )}
    </FormDialog>
  );
}
