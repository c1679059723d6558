import type { ChangeEvent, ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { toast } from 'sonner';
import { CATEGORIES, CATEGORY_SEX } from '@/domain/herd/constants';
import type { SanitaryProduct, SanitaryProtocol } from '@/domain/sanitary/api';
import { MONTH_NAMES } from '@/domain/sanitary/constants';
import { protocolSchema } from '@/domain/sanitary/schemas';
import { NumberField } from '../../components/calculator/number-field';
import { FormDialog } from '../../components/ui/form-dialog';
import { FormField } from '../../components/ui/form-field';
import { SelectField } from '../../components/ui/select-field';
import { TextareaField } from '../../components/ui/textarea-field';
import { showSaveError, useRecordForm } from '../../lib/use-record-form';
import { useSaveProtocol } from './catalog-api';
import { lotChoicesQuery } from '../../lib/lot-choices';
import { monthsOf, protocolInput, protocolValues } from './catalog-format';
import { VALIDATION } from './products-dialog';

const FORM_ID = 'protocol';

function Group({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <fieldset className="flex min-w-0 flex-col gap-4 border-t border-stone-200 pt-3">
      <legend className="pr-2 font-semibold text-stone-900">{legend}</legend>
      {children}
    </fieldset>
  );
}

/**
 * 'Novo protocolo' or 'Editar protocolo': a product, who it is for (sex, an age window, a
 * category, a lot) and when (at an age, a booster, every N days or in chosen months). Saving a
 * suggestion confirms it. Mounted with a key per protocol, so it starts afresh.
 */
export function ProtocolDialog({
  open,
  onOpenChange,
  protocol,
  products,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  protocol: SanitaryProtocol | null;
  products: SanitaryProduct[];
}) {
  const save = useSaveProtocol(protocol?.id);
  const lots = useQuery(lotChoicesQuery);
  const form = useRecordForm({
    formId: FORM_ID,
    schema: protocolSchema,
    initialValues: protocolValues(protocol, products.length === 1 ? products[0]!.id : ''),
    toInput: protocolInput,
    validationToast: VALIDATION,
    onValid: (data, controls) =>
      save.mutate(data, {
        onSuccess: () => {
          toast.success(protocol ? 'Protocolo salvo' : 'Protocolo cadastrado');
          onOpenChange(false);
        },
        onError: (error) =>
          showSaveError(error, controls, {
            title: 'Erro ao salvar o protocolo',
            description: 'Não foi possível salvar o protocolo. Tente novamente.',
          }),
      }),
  });
  const v = form.values;
  const select = (path: string) => ({
    id: `${FORM_ID}-${path}`,
    name: path,
    value: v[path] ?? '',
    error: form.errors[path],
    onChange: (e: ChangeEvent<HTMLSelectElement>) => form.setValue(path, e.target.value),
  });
  const chosenMonths = monthsOf(v.months ?? '');
  const toggleMonth = (month: number, on: boolean) => {
    const next = on ? [...chosenMonths, month] : chosenMonths.filter((m) => m !== month);
    form.setValue('months', [...new Set(next)].sort((a, b) => a - b).join(','));
  };
  const categories = CATEGORIES.filter((c) => !v.sex || CATEGORY_SEX[c] === v.sex);
  const lotOptions = (lots.data ?? [])
    .filter((l) => !l.closedAt || l.id === v.lotId)
    .map((l) => ({ value: l.id, label: l.name }));
  if (v.lotId && protocol?.lotName && !lotOptions.some((o) => o.value === v.lotId)) {
    lotOptions.push({ value: v.lotId, label: protocol.lotName });
  }

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      id={FORM_ID}
      title={protocol ? 'Editar protocolo' : 'Novo protocolo'}
      description="O que aplicar, em quais animais e quando. As listas de vacinação seguem o protocolo."
      submitLabel="Salvar protocolo"
      pending={save.isPending}
      onSubmit={form.submit}
      wide
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label="Nome" maxLength={100} autoComplete="off" {...form.input('name')} />
        <SelectField
          {...select('productId')}
          label="Produto"
          options={[
            { value: '', label: 'Escolha o produto' },
            ...products.map((p) => ({ value: p.id, label: p.name })),
          ]}
        />
      </div>
      <Group legend="Para quem">
        <div className="grid gap-4 sm:grid-cols-2">
          <SelectField
            {...select('sex')}
            onChange={(e) => {
              form.setValue('sex', e.target.value);
              const category = v.category as (typeof CATEGORIES)[number] | '';
              if (category && e.target.value && CATEGORY_SEX[category] !== e.target.value) {
                form.setValue('category', '');
              }
            }}
            label="Sexo"
            options={[
              { value: '', label: 'Machos e fêmeas' },
              { value: 'M', label: 'Machos' },
              { value: 'F', label: 'Fêmeas' },
            ]}
          />
          <SelectField
            {...select('category')}
            label="Categoria"
            options={[
              { value: '', label: 'Todas' },
              ...categories.map((c) => ({ value: c, label: c })),
            ]}
          />
          <NumberField label="Idade mínima (meses)" {...form.number('minAgeMonths')} integer />
          <NumberField label="Idade máxima (meses)" {...form.number('maxAgeMonths')} integer />
          <SelectField
            {...select('lotId')}
            label="Lote"
            options={[{ value: '', label: 'Todos os lotes' }, ...lotOptions]}
          />
        </div>
      </Group>
      <Group legend="Quando">
        <div className="grid gap-4 sm:grid-cols-3">
          <NumberField
            label="Primeira dose aos (meses)"
            hint="Em branco se não depende da idade"
            {...form.number('firstAtAgeMonths')}
            integer
          />
          <NumberField
            label="Reforço após (dias)"
            hint="Segunda dose, opcional"
            {...form.number('boosterDays')}
            integer
          />
          <NumberField
            label="Repetir a cada (dias)"
            hint="365 para todo ano"
            {...form.number('everyDays')}
            integer
          />
        </div>
        <fieldset id={`${FORM_ID}-months`} tabIndex={-1} className="flex min-w-0 flex-col gap-1.5">
          <legend className="mb-1.5 text-sm font-medium text-stone-900">Meses</legend>
          <p className="text-xs text-stone-600">Para aplicar em meses escolhidos, todo ano.</p>
          <div className="grid grid-cols-2 gap-x-4 sm:grid-cols-4">
            {MONTH_NAMES.map((name, index) => (
              <label key={name} className="flex min-h-11 cursor-pointer items-center gap-2">
                <input
                  type="checkbox"
                  checked={chosenMonths.includes(index + 1)}
                  onChange={(e) => toggleMonth(index + 1, e.target.checked)}
                  className="size-5 accent-green-700"
                />
                {name}
              </label>
            ))}
          </div>
          {form.errors.months && (
            <p className="text-sm font-medium text-red-700">{form.errors.months}</p>
          )}
        </fieldset>
      </Group>
      <div className="flex flex-col">
        <label className="flex min-h-11 cursor-pointer items-center gap-3">
          <input
            id={`${FORM_ID}-active`}
            type="checkbox"
            checked={v.active === 'true'}
            onChange={(e) => form.setValue('active', e.target.checked ? 'true' : '')}
            aria-describedby={`${FORM_ID}-active-hint`}
            className="size-5 accent-green-700"
          />
          Ativo
        </label>
        <p id={`${FORM_ID}-active-hint`} className="text-xs text-stone-600">
          Um protocolo pausado não entra nas listas de vacinação.
        </p>
      </div>
      <TextareaField label="Observações" {...form.input('notes')} />
    </FormDialog>
  );
}
