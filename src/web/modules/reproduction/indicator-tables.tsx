import { useId, useState, type ReactNode } from 'react';
import { Info } from 'lucide-react';
import type { GroupIndicators, ServiceSplit } from '@/domain/reproduction/api';
import { FEMALE_GROUP_LABELS } from '@/domain/reproduction/constants';
import { formatIndicator, INDICATORS } from '@/domain/reproduction/indicators';
import { formatNumber } from '@/domain/format';

/*
 * The parts of 'Indicadores' (issue 41 item 8): the formula behind a button, and the splits as
 * tables (by category, and the services by round, protocol, bull or semen and inseminator).
 */

/**
 * 'Como é calculado: Taxa de prenhez': a button (keyboard reachable, named) that shows the
 * formula below it, and hides it again (a second press or Escape).
 */
export function FormulaTip({ label, formula }: { label: string; formula: string }) {
  const [open, setOpen] = useState(false);
  const id = useId();
  return (
    <span className="relative inline-flex">
      <button
        type="button"
        aria-label={`Como é calculado: ${label}`}
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen((o) => !o)}
        onKeyDown={(e) => {
          if (e.key === 'Escape') setOpen(false);
        }}
        onBlur={() => setOpen(false)}
        className="-m-2 inline-flex size-11 items-center justify-center rounded-md text-stone-600 hover:text-green-800"
      >
        <Info aria-hidden="true" className="size-5" />
      </button>
      <span
        id={id}
        role="note"
        hidden={!open}
        className="absolute top-10 right-0 z-20 w-64 rounded-md border border-stone-200 bg-white p-3 text-sm text-stone-800 shadow-lg"
      >
        {open && formula}
      </span>
    </span>
  );
}

function Table({
  caption,
  headers,
  children,
}: {
  caption: string;
  headers: readonly string[];
  children: ReactNode;
}) {
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-sm tabular-nums">
        <caption className="mb-1 text-left text-base font-semibold text-stone-900">
          {caption}
        </caption>
        <thead>
          <tr className="border-b border-stone-200 text-left">
            {headers.map((h, i) => (
              <th
                key={h}
                scope="col"
                className={`py-1 pr-3 font-medium ${i > 0 ? 'text-right' : ''}`}
              >
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}

const cell = 'py-1 pr-3 text-right whitespace-nowrap';

/** Every indicator by category: 'Vaca', 'Novilha', 'Primípara'. */
export function GroupTable({ rows }: { rows: readonly GroupIndicators[] }) {
  return (
    <Table
      caption="Por categoria"
      headers={['Categoria', 'Expostas', ...INDICATORS.map((d) => d.short)]}
    >
      {rows.map((row) => (
        <tr key={row.group} className="border-b border-stone-100">
          <th scope="row" className="py-1 pr-3 text-left font-normal">
            {FEMALE_GROUP_LABELS[row.group]}
          </th>
          <td className={cell}>{formatNumber(row.exposed, 0)}</td>
          {INDICATORS.map((d) => (
            <td key={d.key} className={cell}>
              {formatIndicator(row[d.key], d.unit)}
            </td>
          ))}
        </tr>
      ))}
    </Table>
  );
}

/** Services and the pregnancies from them, by one split ('Por touro ou sêmen'). */
export function SplitTable({
  caption,
  labelHeader,
  rows,
}: {
  caption: string;
  labelHeader: string;
  rows: readonly ServiceSplit[];
}) {
  if (rows.length === 0) return null;
  return (
    <Table caption={caption} headers={[labelHeader, 'Serviços', 'Prenhes', 'Concepção']}>
      {rows.map((row) => (
        <tr key={row.label} className="border-b border-stone-100">
          <th scope="row" className="py-1 pr-3 text-left font-normal break-words">
            {row.label}
          </th>
          <td className={cell}>{formatNumber(row.served, 0)}</td>
          <td className={cell}>{formatNumber(row.pregnant, 0)}</td>
          <td className={cell}>{formatIndicator(row.conceptionRate, 'percent')}</td>
        </tr>
      ))}
    </Table>
  );
}
