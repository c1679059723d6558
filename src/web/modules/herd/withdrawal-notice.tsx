import { formatDateBR } from '@/domain/records/dates';
import { cn } from '../../lib/cn';

/** 'Em carência até dd/mm/aaaa' (issue 26, decision 044): the last day, inclusive. */
export const withdrawalText = (until: string) => `Em carência até ${formatDateBR(until)}`;

/** The herd list's badge of an animal in a withdrawal period. */
export function WithdrawalBadge({ until, className }: { until: string; className?: string }) {
  return (
    <span
      className={cn(
        'w-fit rounded bg-amber-100 px-1.5 py-0.5 text-xs font-semibold text-amber-950',
        className,
      )}
    >
      {withdrawalText(until)}
    </span>
  );
}

/**
 * On the animal's page: the withdrawal it is in today (the longest open one) and its product —
 * not for slaughter or milk until the day after.
 */
export function WithdrawalNotice({
  withdrawal,
}: {
  withdrawal: { until: string; productName: string };
}) {
  return (
    <div
      role="note"
      aria-label="Carência"
      className="flex flex-wrap items-baseline gap-x-2 gap-y-1 rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-amber-950"
    >
      <strong className="font-semibold">{withdrawalText(withdrawal.until)}</strong>
      <span className="text-sm break-words">({withdrawal.productName})</span>
    </div>
  );
}
