import type { ReactNode } from 'react';
import { formatBRL, formatNumber } from '@/domain/format';
import type { InventoryTotals } from '@/domain/records/inventory';

/** The four totals of the herd (spec section 9). */
export function InventorySummary({ totals }: { totals: InventoryTotals }) {
  return (
    <section aria-labelledby="inventory-summary-title">
      <h2 id="inventory-summary-title" className="sr-only">
        Resumo do Estoque
      </h2>
      <dl className="grid grid-cols-2 gap-3">
        <SummaryCard label="Total de Cabeças" value={formatNumber(totals.heads, 0)} />
        <SummaryCard label="Peso Total" value={`${formatNumber(totals.weight, 0)} kg`} />
        <SummaryCard
          label="Total em Arrobas"
          value={`${formatNumber(totals.arrobas, 2)} @`}
          detail="Peso vivo ÷ 15 kg (não é arroba de carcaça)"
        />
        <SummaryCard label="Valor Total" value={formatBRL(totals.value)} highlight />
      </dl>
    </section>
  );
}

function SummaryCard({
  label,
  value,
  detail,
  highlight = false,
}: {
  label: string;
  value: string;
  detail?: ReactNode;
  highlight?: boolean;
}) {
  return (
    <div
      className={
        highlight
          ? 'rounded-xl border border-green-700 bg-green-800 p-3 text-white shadow-sm sm:p-4'
          : 'rounded-xl border border-stone-200 bg-white p-3 shadow-sm sm:p-4'
      }
    >
      <dt className={highlight ? 'text-sm text-green-50' : 'text-sm text-stone-600'}>{label}</dt>
      <dd className="mt-1 text-base font-bold break-words tabular-nums min-[400px]:text-lg sm:text-2xl">
        {value.replace(' ', '\u00a0')}
      </dd>
      {detail && (
        <dd className={highlight ? 'text-xs text-green-50' : 'text-xs text-stone-600'}>{detail}</dd>
      )}
    </div>
  );
}
