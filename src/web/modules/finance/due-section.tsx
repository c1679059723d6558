import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { DueEntry, DueList } from '@/domain/finance/cash-flow';
import { formatCents } from '@/domain/finance/money';
import { formatDateBR } from '@/domain/records/dates';
import { NotLoaded } from '../../components/load-state';
import { Button } from '../../components/ui/button';
import { HeadedCard } from '../../components/ui/card';
import { errorMessage } from '../../lib/api';
import { dueQuery } from './finance-api';
import { settleLabel } from './finance-format';
import { SettleDialog, type Settleable } from './settle-dialog';

/**
 * 'Contas a pagar' and 'Contas a receber' (issue 43 item 5): what is foreseen from today to 30 days
 * ahead and what is already overdue (a bill not paid does not go away), by due date; each paid or
 * received from here.
 */
export function DueSection() {
  const query = useQuery(dueQuery);
  const [settling, setSettling] = useState<Settleable | null>(null);
  const until = query.data ? ` até ${formatDateBR(query.data.until)}` : '';
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      {(['payable', 'receivable'] as const).map((side) => {
        const title = side === 'payable' ? 'Contas a pagar' : 'Contas a receber';
        return (
          <HeadedCard
            key={side}
            title={title}
            titleId={`finance-${side}-title`}
            description={`Vencidas e a vencer${until}.`}
          >
            {query.data ? (
              <DueItems title={title} list={query.data[side]} onSettle={setSettling} />
            ) : (
              <NotLoaded
                query={query}
                failed={{
                  title: `Erro ao carregar: ${title}`,
                  description: errorMessage(query.error),
                }}
                loading="Carregando as contas..."
              />
            )}
          </HeadedCard>
        );
      })}
      {settling && <SettleDialog entry={settling} onClose={() => setSettling(null)} />}
    </div>
  );
}

function DueItems({
  title,
  list,
  onSettle,
}: {
  title: string;
  list: DueList;
  onSettle: (entry: DueEntry) => void;
}) {
  if (list.items.length === 0) {
    return <p className="text-stone-600">Nada a vencer nos próximos 30 dias.</p>;
  }
  return (
    <div className="flex flex-col gap-3">
      <p className="text-sm text-stone-800">
        Total: <strong className="tabular-nums">{formatCents(list.total)}</strong>
        {list.overdueTotal > 0 && (
          <>
            {' '}
            · vencidas:{' '}
            <strong className="text-red-800 tabular-nums">{formatCents(list.overdueTotal)}</strong>
          </>
        )}
      </p>
      <ul aria-label={title} className="flex flex-col divide-y divide-stone-100">
        {list.items.map((item) => (
          <li key={item.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
            <div className="min-w-0 flex-1">
              <p className="font-medium break-words text-stone-900">{item.description}</p>
              <p
                className={
                  item.overdue ? 'text-sm font-medium text-red-800' : 'text-sm text-stone-600'
                }
              >
                {item.overdue ? 'Vencida em' : 'Vence em'} {formatDateBR(item.dueDate)}
              </p>
            </div>
            <span className="font-semibold whitespace-nowrap tabular-nums">
              {formatCents(item.amountCents)}
            </span>
            <Button
              size="sm"
              variant="outline"
              aria-label={`${settleLabel(item)}: ${item.description} (${formatDateBR(item.dueDate)})`}
              onClick={() => onSettle(item)}
              data-print-hide
            >
              {settleLabel(item)}
            </Button>
          </li>
        ))}
      </ul>
    </div>
  );
}
