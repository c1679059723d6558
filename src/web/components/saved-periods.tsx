import type { ReactNode } from 'react';
import { formatBRL } from '@/domain/format';
import { cn } from '../lib/cn';
import { signClass } from '../lib/sign-class';

/*
 * The parts 'Meses registrados' and 'Anos registrados' share inside their SavedRecordsCard: the
 * totals line and the grid of periods, each a button that opens it in the form.
 */

/** '3 meses registrados · Lucro líquido somado R$ 1.234,56' (the sum signed in colour). */
export function NetProfitSum({
  count,
  one,
  many,
  netProfit,
}: {
  count: number;
  /** The words for one ('1 mês registrado') and, after the number, for more ('meses registrados'). */
  one: string;
  many: string;
  netProfit: number;
}) {
  return (
    <>
      {count === 1 ? one : `${count} ${many}`} · Lucro líquido somado{' '}
      <span className={cn('whitespace-nowrap', signClass(netProfit))}>{formatBRL(netProfit)}</span>
    </>
  );
}

export interface SavedPeriod {
  key: string;
  /** What the button's first line says (the month or the year). */
  title: ReactNode;
  /** Its second line. */
  detail: ReactNode;
  onOpen: () => void;
}

/** The saved periods as a grid of buttons, named `label` for assistive technology. */
export function SavedPeriodList({ label, periods }: { label: string; periods: SavedPeriod[] }) {
  return (
    <ul aria-label={label} className="grid gap-2 sm:grid-cols-2 lg:grid-cols-3">
      {periods.map((period) => (
        <li key={period.key}>
          <button
            type="button"
            onClick={period.onOpen}
            className="flex min-h-11 w-full flex-col items-start rounded-lg border border-stone-200 px-3 py-2 text-left hover:border-green-700 hover:bg-green-50 focus-visible:ring-2 focus-visible:ring-green-700 focus-visible:outline-none"
          >
            <span className="font-semibold text-stone-900">{period.title}</span>
            <span className="text-sm text-stone-600">{period.detail}</span>
          </button>
        </li>
      ))}
    </ul>
  );
}
