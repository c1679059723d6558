import type { ReactNode } from 'react';
import { formatBRL, formatNumber } from '@/domain/format';
import { coveredNote, headCountParts, type HeadCount } from '@/domain/herd/head-count';
import type { InventoryTotals } from '@/domain/records/inventory';
import { cn } from '../../lib/cn';

/**
 * The four totals of the herd (spec section 9), two to a row; a figure too wide for half the row
 * takes the whole row rather than break ('R$ 2.450.750,' / '00').
 */
export function InventorySummary({
  totals,
  seesMoney = true,
  unvalued = 0,
  herdHeads = 0,
  herdWeighed = 0,
  count = null,
}: {
  totals: InventoryTotals;
  /** False for 'Campo': no 'Valor Total'. */
  seesMoney?: boolean;
  /** Rows without a value (entered by 'Campo'), left out of 'Valor Total'. */
  unvalued?: number;
  /** Heads of the registry ('Do rebanho'), in the heads and weight but without a value. */
  herdHeads?: number;
  /** Of those, how many have a weighing: the only ones in the weight (decision 062). */
  herdWeighed?: number;
  /** The head count today: the parts of 'Total de Cabeças' (decision 062). */
  count?: HeadCount | null;
}) {
  const parts = count && count.registry > 0 ? headCountParts(count) : '';
  const covered = count ? coveredNote(count) : '';
  const headsFrom = [parts, covered].filter(Boolean).join('; ');
  const leftOut = [
    unvalued > 0 && `${unvalued === 1 ? '1 item' : `${unvalued} itens`} da equipe de campo`,
    herdHeads > 0 &&
      `${herdHeads === 1 ? '1 animal' : `${formatNumber(herdHeads, 0)} animais`} do rebanho`,
  ].filter(Boolean);
  return (
    <section aria-labelledby="inventory-summary-title">
      <h2 id="inventory-summary-title" className="sr-only">
        Resumo do Estoque
      </h2>
      <dl className="flex flex-wrap gap-3">
        <SummaryCard
          label="Total de Cabeças"
          value={formatNumber(totals.heads, 0)}
          detail={headsFrom || undefined}
        />
        <SummaryCard
          label="Peso Total"
          value={`${formatNumber(totals.weight, 0)} kg`}
          detail={
            herdHeads > 0
              ? `Rebanho: peso de ${formatNumber(herdWeighed, 0)} de ${formatNumber(herdHeads, 0)} ${herdHeads === 1 ? 'animal' : 'animais'} (só os pesados)`
              : undefined
          }
        />
        <SummaryCard
          label="Total em Arrobas"
          value={`${formatNumber(totals.arrobas, 2)} @`}
          detail="Peso vivo ÷ 15 kg (não é arroba de carcaça)"
        />
        {seesMoney && (
          <SummaryCard
            label="Valor Total"
            value={formatBRL(totals.value)}
            detail={
              leftOut.length > 0 ? `Não inclui ${leftOut.join(' nem ')} (sem valor)` : undefined
            }
            highlight
          />
        )}
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
      className={cn(
        'flex-[1_1_9rem] rounded-xl border p-3 shadow-sm sm:p-4',
        highlight ? 'border-green-700 bg-green-800 text-white' : 'border-stone-200 bg-white',
      )}
    >
      <dt className={highlight ? 'text-sm text-green-50' : 'text-sm text-stone-600'}>{label}</dt>
      <dd className="mt-1 text-base font-bold whitespace-nowrap tabular-nums min-[400px]:text-lg sm:text-2xl">
        {value}
      </dd>
      {detail && (
        <dd className={highlight ? 'text-xs text-green-50' : 'text-xs text-stone-600'}>{detail}</dd>
      )}
    </div>
  );
}
