import { Suspense, useId, useState, type ReactNode } from 'react';
import { cn } from '@/web/lib/cn';
import type { ChartTableData } from './chart-format';

export const EMPTY_CHART_TEXT = 'Ainda não há dados suficientes para este gráfico.';

export interface ChartFrameProps {
  /** The visible heading, also the table's caption. */
  title: string;
  /** The accessible name of the picture (role="img"): what the numbers say. */
  summary: string;
  /** The same numbers as a table, behind the 'Ver tabela' button. */
  table: ChartTableData;
  /** Too little data: the title and `emptyText` instead of the picture. */
  empty?: boolean;
  emptyText?: string;
  /** The picture's height in px (kept while the drawing code loads). */
  height: number;
  /** The heading's level (3 by default: charts sit in a screen's cards). */
  headingLevel?: 2 | 3 | 4;
  /** Series names and colours shown above the picture (none for a single series). */
  legend?: Array<{ name: string; color: string }>;
  className?: string;
  /** The drawing (a lazily loaded plot). */
  children: ReactNode;
}

/**
 * What every chart has around its drawing: a title, a picture whose accessible name sums up the
 * numbers, a 'Ver tabela' toggle with the same numbers as a real table, and an empty state.
 * Printed: the picture and (when open) the table; the toggle is not.
 */
export function ChartFrame({
  title,
  summary,
  table,
  empty = false,
  emptyText = EMPTY_CHART_TEXT,
  height,
  headingLevel = 3,
  legend,
  className,
  children,
}: ChartFrameProps) {
  const [open, setOpen] = useState(false);
  const tableId = useId();
  const headingId = useId();
  const Heading = `h${headingLevel}` as const;
  return (
    <section
      aria-labelledby={headingId}
      className={cn('chart-frame min-w-0 space-y-2', className)}
      data-chart
    >
      <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1">
        <Heading id={headingId} className="text-base font-semibold text-stone-900">
          {title}
        </Heading>
        {!empty && (
          <button
            type="button"
            className="min-h-11 rounded-md px-2 text-sm font-medium text-green-800 underline underline-offset-2 hover:text-green-900"
            aria-expanded={open}
            aria-controls={tableId}
            onClick={() => setOpen((o) => !o)}
            data-print-hide
          >
            {open ? 'Ocultar tabela' : 'Ver tabela'}
          </button>
        )}
      </div>
      {empty ? (
        <p className="rounded-md bg-stone-50 px-3 py-6 text-center text-sm text-stone-600">
          {emptyText}
        </p>
      ) : (
        <>
          {legend && legend.length > 1 && (
            <ul className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-stone-700" aria-hidden>
              {legend.map((item) => (
                <li key={item.name} className="flex items-center gap-1.5">
                  <span
                    className="inline-block size-3 rounded-sm"
                    style={{ backgroundColor: item.color }}
                  />
                  {item.name}
                </li>
              ))}
            </ul>
          )}
          <div role="img" aria-label={summary} className="relative w-full" style={{ height }}>
            <Suspense fallback={null}>{children}</Suspense>
          </div>
          <div id={tableId} hidden={!open} className="overflow-x-auto">
            {open && <ChartTable title={title} table={table} />}
          </div>
        </>
      )}
    </section>
  );
}

function ChartTable({ title, table }: { title: string; table: ChartTableData }) {
  return (
    <table className="w-full text-sm tabular-nums">
      <caption className="sr-only">{title}</caption>
      <thead>
        <tr className="border-b border-stone-200 text-left">
          <th scope="col" className="py-1 pr-3 font-medium">
            {table.labelHeader}
          </th>
          {table.columns.map((column) => (
            <th key={column} scope="col" className="py-1 pr-3 text-right font-medium">
              {column}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {table.rows.map((row) => (
          <tr key={row.label} className="border-b border-stone-100">
            <th scope="row" className="py-1 pr-3 text-left font-normal">
              {row.label}
            </th>
            {row.cells.map((cell, i) => (
              <td key={table.columns[i]} className="py-1 pr-3 text-right whitespace-nowrap">
                {cell}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
