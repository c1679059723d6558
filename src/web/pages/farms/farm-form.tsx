import type { FormEvent } from 'react';
import { toast } from 'sonner';
import { farmSchema, UFS, type FarmSummary } from '@/domain/farms';
import {
  CARCASS_YIELD_MAX,
  CARCASS_YIELD_MIN,
  SALE_CARCASS_YIELD,
  yieldText,
} from '@/domain/herd/pricing';
import { parseDecimal } from '@/domain/number';
import { FormField } from '../../components/ui/form-field';
import { SelectField } from '../../components/ui/select-field';
import { formatArea } from '../../lib/active-farm';
import { ApiError, errorMessage } from '../../lib/api';
import { useFieldForm, type FieldValues } from '../../lib/use-field-form';
import { NumberField } from '../../components/calculator/number-field';
import type { FarmData } from './farms-api';

const EMPTY: FieldValues = { name: '', city: '', state: '', areaHectares: '' };
const STATE_OPTIONS = [
  { value: '', label: 'Selecione' },
  ...UFS.map((uf) => ({ value: uf, label: uf })),
];

/** The form's values for an existing farm (the area as typed in pt-BR: '1.250,5'). */
export function farmValues(farm?: FarmSummary): FieldValues {
  if (!farm) return EMPTY;
  return {
    name: farm.name,
    city: farm.city ?? '',
    state: farm.state ?? '',
    areaHectares: farm.areaHectares === null ? '' : formatArea(farm.areaHectares),
    carcassYield: farm.carcassYield == null ? '' : yieldText(farm.carcassYield),
  };
}

const toInput = (v: FieldValues) => ({
  name: v.name,
  city: v.city,
  state: v.state,
  areaHectares: parseDecimal(v.areaHectares ?? ''),
  // Only an existing farm's form has it; emptied, the sale's default (52 %) is back.
  ...('carcassYield' in v ? { carcassYield: parseDecimal(v.carcassYield ?? '') ?? null } : {}),
});

/**
 * A farm's details (Nome da fazenda, Cidade, Estado, Área; editing one, the 'Rendimento de
 * carcaça (%)' its sales by the arroba start from, decision 060): checked with the domain's
 * farmSchema, the server's field messages shown under their fields.
 */
export function useFarmForm(formId: string, initial: FieldValues = EMPTY) {
  const form = useFieldForm(formId, initial, farmSchema);

  /** Validates, then hands the farm to `save`, which calls back with the server's failure. */
  const submit = (event: FormEvent | undefined, save: (farm: FarmData) => void) => {
    event?.preventDefault();
    const farm = form.validate(farmSchema, toInput);
    if (farm) save(farm);
  };

  const showFailure = (error: unknown, title: string) => {
    if (error instanceof ApiError && error.status === 400 && error.fields) {
      form.showErrors(error.fields);
      return;
    }
    toast.error(title, { description: errorMessage(error) });
  };

  const fields = (
    <>
      <FormField
        label="Nome da fazenda"
        autoComplete="off"
        maxLength={100}
        {...form.input('name')}
      />
      <div className="grid gap-4 sm:grid-cols-[minmax(0,1fr)_8rem]">
        <FormField
          label="Cidade"
          autoComplete="address-level2"
          maxLength={80}
          {...form.input('city')}
        />
        <SelectField
          label="Estado"
          options={STATE_OPTIONS}
          {...form.input('state')}
          onChange={(event) => form.setValue('state', event.target.value)}
        />
      </div>
      <NumberField
        label="Área (ha)"
        step={0.1}
        placeholder="Ex.: 120"
        {...form.number('areaHectares')}
      />
      {'carcassYield' in form.values && (
        <NumberField
          label="Rendimento de carcaça (%)"
          step={0.5}
          placeholder={yieldText(SALE_CARCASS_YIELD)}
          hint={`Das vendas por arroba (15 kg de carcaça), de ${CARCASS_YIELD_MIN} a ${CARCASS_YIELD_MAX}%. Em branco: ${yieldText(SALE_CARCASS_YIELD)}%.`}
          {...form.number('carcassYield')}
        />
      )}
    </>
  );

  return { form, fields, submit, showFailure, reset: form.reset };
}
