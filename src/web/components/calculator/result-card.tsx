import type { ComponentProps, ReactNode } from 'react';
import { WholeAmounts } from '../ui/whole-amounts';
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

/**
 * One figure of a calculation. The label and value are read together by screen readers. Amounts
 * never break across lines: the value's size follows the card's width (a narrow column of a
 * two-column grid gets a smaller figure) and words around an amount wrap instead.
 */
export function ResultCard({ label, value, detail, tone = 'neutral' }: ResultCardProps) {
  return (
    <div className={cn('@container rounded-xl border p-4 shadow-sm', tones[tone])}>
      <p className={cn('text-sm', tone === 'highlight' ? 'text-green-50' : 'text-stone-600')}>
        {label}
      </p>
      <p
        className={cn(
          'mt-1 text-xl font-bold tabular-nums break-words @[15rem]:text-2xl',
          valueTones[tone],
        )}
      >
        <WholeAmounts text={value} />
      </p>
      {detail && (
        <p
          className={cn('mt-1 text-sm', tone === 'highlight' ? 'text-green-50' : 'text-stone-600')}
        >
          {typeof detail === 'string' ? <WholeAmounts text={detail} /> : detail}
        </p>
      )}
    </div>
  );
}

/** Result cards in a responsive grid. */
export function ResultGrid({ children }: { children: ReactNode }) {
  return <div className="grid gap-3 sm:grid-cols-2">{children}</div>;
}

/**
 * A labelled list of figures (a cost breakdown, a year summary). A figure stays on one line: the
 * label wraps beside it, and when even that leaves no room the figure moves under its label.
 */
export function ResultTable({
  title,
  rows,
}: {
  title: string;
  rows: Array<{ label: string; value: string; detail?: string; strong?: boolean }>;
}) {
  return (
    <div className="@container rounded-xl border border-stone-200 bg-white p-4 shadow-sm">
      <h3 className="mb-2 font-semibold text-stone-900">{title}</h3>
      <dl className="divide-y divide-stone-100">
        {rows.map((row) => (
          <div
            key={row.label}
            className={cn(
              'flex flex-wrap items-baseline justify-between gap-x-3 py-2',
              row.strong && 'font-semibold',
            )}
          >
            <dt className="min-w-0 flex-[1_1_6rem] text-stone-700">{row.label}</dt>
            {/* A narrow table puts the detail (a share) under the figure, not beside it. */}
            <dd className="ml-auto flex flex-col items-end whitespace-nowrap tabular-nums text-stone-900 @sm:flex-row @sm:items-baseline @sm:gap-2">
              <span>{row.value}</span>
              {row.detail && <span className="text-sm text-stone-500">{row.detail}</span>}
            </dd>
          </div>
        ))}
      </dl>
    </div>
  );
}

/** A saved record's result cards, with the line saying where the figures came from. */
export function NotedResults({ note, children }: { note?: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-3">
      <ResultGrid>{children}</ResultGrid>
      {note && (
        <p role="status" className="text-sm text-stone-600">
          {note}
        </p>
      )}
    </div>
  );
}

/** One highlighted figure above a grid of the others (daily rate, supplementation, its cost). */
export function HighlightedResults({
  highlight,
  cards,
}: {
  highlight: Omit<ComponentProps<typeof ResultCard>, 'tone'>;
  cards: Array<ComponentProps<typeof ResultCard>>;
}) {
  return (
    <div className="flex flex-col gap-3">
      <ResultCard {...highlight} tone="highlight" />
      <ResultGrid>
        {cards.map((card) => (
          <ResultCard key={card.label} {...card} />
        ))}
      </ResultGrid>
    </div>
  );
}
