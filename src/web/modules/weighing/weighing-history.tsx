import { formatDateBR } from '@/domain/records/dates';
import type { PerformanceEntry } from '@/domain/records/weighing';
import { cn } from '../../lib/cn';
import { formatKg, formatKgChange } from './weighing-format';
import { LotTag, useLotNames } from './lots/lot-tag';
import { PendingBadge } from '../../offline/pending-records';

/**
 * The animal's weighings, oldest first, each with its change from the previous one. `start`: the
 * number of the first one shown (its latest weighings only, decision 031; the first shown then
 * has no change, its previous weighing not being loaded).
 */
export function WeighingHistory({
  history,
  start = 1,
}: {
  history: PerformanceEntry[];
  start?: number;
}) {
  const lotName = useLotNames();
  return (
    <section aria-labelledby="weighing-history-title">
      <h3 id="weighing-history-title" className="mb-2 font-semibold text-stone-900">
        Histórico de Pesagens
      </h3>
      <ol className="divide-y divide-stone-100 rounded-lg border border-stone-200">
        {history.map(({ weighing, change }, index) => (
          <li key={weighing.id ?? index} className="flex gap-3 px-3 py-2.5">
            <span className="w-6 shrink-0 text-right font-semibold text-stone-500 tabular-nums">
              {start + index}.
            </span>
            <div className="min-w-0 flex-1">
              <div className="flex flex-wrap items-baseline justify-between gap-x-3">
                <span className="flex items-center gap-2 text-stone-700 tabular-nums">
                  {formatDateBR(weighing.weighingDate)}
                  {String(weighing.id ?? '').startsWith('pending:') && <PendingBadge />}
                </span>
                <span className="font-semibold text-stone-900 tabular-nums">
                  {formatKg(weighing.weight)}
                </span>
              </div>
              <p className="text-sm">
                {change === null ? (
                  start === 1 && <span className="text-stone-500">Primeira pesagem</span>
                ) : (
                  <span
                    className={cn(
                      'font-medium tabular-nums',
                      change > 0 && 'text-green-700',
                      change < 0 && 'text-red-700',
                      change === 0 && 'text-stone-600',
                    )}
                  >
                    {formatKgChange(change)}
                  </span>
                )}
              </p>
              <LotTag name={lotName((weighing as { batchId?: string | null }).batchId)} />
              {weighing.notes && (
                <p className="mt-0.5 text-sm break-words text-stone-600">{weighing.notes}</p>
              )}
            </div>
          </li>
        ))}
      </ol>
    </section>
  );
}
