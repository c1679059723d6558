import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';

export type ResultTone = 'neutral' | 'positive' | 'negative' | 'warning' | 'highlight';

const tones: Record<ResultTone, string> = {
  neutral: 'border-stone-200 bg-white',
  positive: 'border-green-200 bg-green-50',
  negative: 'border-red-200 bg-red-50',
  warning: 'border-amber-300 bg-amber-50',
  highlight: 'border-green-700 bg-green-800 text-white',
};

const valueTones: Record<ResultTone, string> = {
  neutral: 'text-stone-900',
  positive: 'text-green-800',
  negative: 'text-red-800',
  warning: 'text-amber-900',
  highlight: 'text-white',
};

interface ResultCardProps {
  label: string;
  value: string;
  /** A short line under the value (units, what it means). */
  detail?: ReactNode;
  tone?: ResultTone;
}

/** One figure of a calculation. The label and value are read together by screen readers. */
export function ResultCard({ label, value, detail, tone = 'neutral' }: ResultCardProps) {
  return (
    <div className={cn('rounded-xl border p-4 shadow-sm', tones[tone])}>
      <p className={cn('text-sm', tone === 'highlight' ? 'text-green-50' : 'text-stone-600')}>
        {label}
      </p>
      <p className={cn('mt-1 text-2xl font-bold tabular-nums break-words', valueTones[tone])}>
        {value}
      </p>
      {detail && (
        <p
          className={cn('mt-1 text-sm', tone === 'highlight' ? 'text-green-50' : 'text-stone-600')}
        >
          {detail}
        </p>
      )}
    </div>
  );
}

/** Result cards in a responsive grid. */
export function ResultGrid({ children }: { children: ReactNode }) {
  return <div className="grid gap-3 sm:grid-cols-2">{children}</div>;
}

/** A labelled list of figures (a cost breakdown, a year summary). */
export function ResultTable({
  title,
  rows,
}: {
  title: string;
  rows: Array<{ label: string; value: string; detail?: string; strong?: boolean }>;
}) {
  return (
    <div className="rounded-xl border border-stone-200 bg-white p-4 shadow-sm">
      <h3 className="mb-2 font-semibold text-stone-900">{title}</h3>
      <dl className="divide-y divide-stone-100">
        {rows.map((row) => (
          <div
            key={row.label}
            className={cn(
              'flex items-baseline justify-between gap-3 py-2',
              row.strong && 'font-semibold',
            )}
          >
            <dt className="text-stone-700">{row.label}</dt>
            <dd className="text-right tabular-nums text-stone-900">
              {row.value}
              {row.detail && <span className="ml-2 text-sm text-stone-500">{row.detail}</span>}
            </dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
