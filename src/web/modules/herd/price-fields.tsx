import type { ChangeEvent } from 'react';
import { parseDecimal } from '@/domain/number';
import {
  PRICE_KIND_LABELS,
  PRICE_KINDS,
  PURCHASE_ARROBA_NOTE,
  PURCHASE_CARCASS_YIELD,
  SALE_CARCASS_YIELD,
  priceSummary,
  yieldText,
  type PriceKind,
} from '@/domain/herd/pricing';
import { NumberField } from '../../components/calculator/number-field';
import { SelectField } from '../../components/ui/select-field';

/*
 * How a sale's or a purchase's price is typed (issue 39 item 2, decision 060): 'Por arroba',
 * 'Por kg' or 'Por cabeça'; a sale by the arroba counts carcass arrobas, from 'Rendimento de
 * carcaça (%)' (the farm's, 52 % until set) or the romaneio's 'Peso de carcaça'; a purchase by
 * the arroba the reposição arroba (live ÷ 30, said on screen). Before confirming, the arrobas and
 * the total. Shared by 'Registrar venda', 'Registrar compra' and 'Informar preço'.
 */

export type PriceOf = 'sale' | 'purchase';

/** The price fields' starting values: the sale's yield is the farm's (52 % until set). */
export function priceValues(of: PriceOf, farmYield: number | null | undefined) {
  return {
    priceKind: of === 'sale' ? 'arroba' : 'head',
    price: '',
    carcassYield: yieldText(farmYield ?? SALE_CARCASS_YIELD),
    carcassWeight: '',
  };
}

const numberOrNull = (text: string | undefined) => {
  const value = parseDecimal(text ?? '');
  return value === undefined ? null : value;
};

/**
 * The price as the schemas take it (pt-BR numbers parsed; a yield or carcass weight only where it
 * counts): nothing of it for a role that sees no money ('Campo' records without prices).
 */
export function priceInput(values: Record<string, string>, of: PriceOf, seesMoney: boolean) {
  const priceKind = (values.priceKind ?? 'head') as PriceKind;
  const byCarcass = seesMoney && of === 'sale' && priceKind === 'arroba';
  if (!seesMoney) {
    return { priceKind, price: null, ...(of === 'sale' ? { carcassYield: null } : {}) };
  }
  return {
    priceKind,
    price: parseDecimal(values.price ?? ''),
    ...(of === 'sale'
      ? {
          carcassYield: byCarcass ? parseDecimal(values.carcassYield ?? '') : null,
          carcassWeight: byCarcass ? parseDecimal(values.carcassWeight ?? '') : null,
        }
      : {}),
  };
}

interface PriceForm {
  values: Record<string, string>;
  errors: Record<string, string>;
  setValue: (path: string, text: string) => void;
  number: (path: string) => {
    id: string;
    name: string;
    value: string;
    error?: string;
    onValueChange: (text: string) => void;
  };
}

/**
 * 'Forma de preço', 'Preço (R$)', and by the arroba the sale's yield and carcass weight (or the
 * purchase's rule); then the total of `heads` animals at `weight` kg each, as the server will
 * count it ('18,74 @ · R$ 5.817,94').
 */
export function PriceFields({
  formId,
  form,
  of,
  heads,
  weight,
}: {
  formId: string;
  form: PriceForm;
  of: PriceOf;
  /** Animals priced; null when not known (the total is then one animal's). */
  heads: number | null;
  /** Live kg per head, as typed. */
  weight: string;
}) {
  const v = form.values;
  const priceKind = (v.priceKind ?? 'head') as PriceKind;
  const byArroba = priceKind === 'arroba';
  const summary = priceSummary(
    {
      priceKind,
      price: numberOrNull(v.price),
      weight: numberOrNull(weight),
      carcassYield: of === 'purchase' ? PURCHASE_CARCASS_YIELD : numberOrNull(v.carcassYield),
      carcassWeight: of === 'sale' ? numberOrNull(v.carcassWeight) : null,
    },
    heads ?? 1,
  );
  const what = of === 'sale' ? 'Total da venda' : 'Total da compra';
  return (
    <>
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          id={`${formId}-priceKind`}
          name="priceKind"
          label="Forma de preço"
          value={priceKind}
          error={form.errors.priceKind}
          onChange={(event: ChangeEvent<HTMLSelectElement>) =>
            form.setValue('priceKind', event.target.value)
          }
          options={PRICE_KINDS.map((k) => ({ value: k, label: PRICE_KIND_LABELS[k] }))}
        />
        <NumberField label="Preço (R$)" step={0.01} {...form.number('price')} />
      </div>
      {byArroba && of === 'sale' && (
        <div className="grid gap-4 sm:grid-cols-2">
          <NumberField
            label="Rendimento de carcaça (%)"
            step={0.5}
            hint="Arroba é 15 kg de carcaça: peso vivo × rendimento ÷ 15."
            {...form.number('carcassYield')}
          />
          <NumberField
            label={
              heads !== null && heads > 1 ? 'Peso de carcaça médio (kg)' : 'Peso de carcaça (kg)'
            }
            step={0.1}
            hint="Do romaneio, quando souber: vale no lugar do rendimento."
            {...form.number('carcassWeight')}
          />
        </div>
      )}
      {byArroba && of === 'purchase' && (
        <p className="text-sm text-stone-700">{PURCHASE_ARROBA_NOTE}</p>
      )}
      {summary && (
        <p
          role="status"
          aria-label={what}
          className="rounded-lg bg-stone-100 px-3 py-2 text-base font-semibold text-stone-900 tabular-nums"
        >
          {summary}
          {heads === null && <span className="font-normal text-stone-700"> por animal</span>}
        </p>
      )}
    </>
  );
}
