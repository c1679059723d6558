import { Link } from 'react-router';
import type { AnimalRow } from '@/domain/herd/api';
import { formatEid } from '@/domain/herd/eid';
import { formatNumber } from '@/domain/format';
import { cn } from '../../lib/cn';
import { hiddenWhenBoth, shows, useListLayout } from '../../lib/use-layout';
import { categoryText, formatAge, formatKg, sexLabel, statusLabel } from './herd-format';
import { WithdrawalBadge } from './withdrawal-notice';

export type Selection = Map<string, AnimalRow>;

const linkClass =
  'font-semibold text-green-800 underline-offset-4 hover:underline focus-visible:rounded focus-visible:ring-2 focus-visible:ring-green-700 focus-visible:outline-none';

function RowCheckbox({
  row,
  checked,
  onSelect,
}: {
  row: AnimalRow;
  checked: boolean;
  onSelect: (rows: AnimalRow[], selected: boolean) => void;
}) {
  return (
    <input
      type="checkbox"
      aria-label={`Selecionar ${row.tag}`}
      checked={checked}
      disabled={row.status !== 'active'}
      onChange={(event) => onSelect([row], event.target.checked)}
      className="size-5 shrink-0 accent-green-700 pointer-coarse:size-6"
    />
  );
}

function StatusTag({ row }: { row: AnimalRow }) {
  return (
    <span
      className={cn(
        'rounded px-1.5 py-0.5 text-xs font-semibold',
        row.status === 'active' ? 'bg-green-100 text-green-900' : 'bg-stone-200 text-stone-800',
      )}
    >
      {statusLabel(row.status)}
    </span>
  );
}

/**
 * The animals of a page of the list: a table from 768 px, a compact list of cards below (no
 * sideways scroll on a 360 px phone). Each brinco links to its page; a checkbox selects it.
 */
export function HerdList({
  rows,
  selection,
  onSelect,
}: {
  rows: AnimalRow[];
  selection: Selection;
  /** Sets the selection of `rows` to `selected` (what their box shows). */
  onSelect: (rows: AnimalRow[], selected: boolean) => void;
}) {
  const selectable = rows.filter((r) => r.status === 'active');
  const allChecked = selectable.length > 0 && selectable.every((r) => selection.has(r.id));
  // One of the two is made, on the server's page the one its guess calls for (decision 089).
  const layout = useListLayout(768, { guessed: true });
  const parts = { rows, selection, onSelect, selectable, allChecked };
  return (
    <>
      {shows(layout, 'wide') && (
        <HerdTable {...parts} className={hiddenWhenBoth(layout, 'hidden md:block')} />
      )}
      {shows(layout, 'narrow') && (
        <HerdCards {...parts} className={hiddenWhenBoth(layout, 'md:hidden')} />
      )}
    </>
  );
}

/** What the table and the cards both show and do. */
interface PartProps {
  rows: AnimalRow[];
  selection: Selection;
  onSelect: (rows: AnimalRow[], selected: boolean) => void;
  /** The rows that can be selected (the active ones), and whether all of them are. */
  selectable: AnimalRow[];
  allChecked: boolean;
  className?: string;
}

/** From 768 px: one row per animal, a header checkbox for the page. */
function HerdTable({ rows, selection, onSelect, selectable, allChecked, className }: PartProps) {
  return (
    <div className={className}>
      <table className="w-full text-sm">
        <caption className="sr-only">Animais do rebanho</caption>
        <thead>
          <tr className="border-b border-stone-200 text-left text-stone-600">
            <th scope="col" className="w-10 py-2 pr-2">
              <input
                type="checkbox"
                aria-label="Selecionar todos"
                checked={allChecked}
                disabled={selectable.length === 0}
                onChange={(event) => onSelect(selectable, event.target.checked)}
                className="size-5 accent-green-700"
              />
            </th>
            {[
              'Brinco',
              'EID',
              'Nome',
              'Sexo',
              'Raça',
              'Idade',
              'Categoria',
              'Lote',
              'Último peso',
              'Situação',
            ].map((h) => (
              <th key={h} scope="col" className="py-2 pr-3 font-medium">
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-stone-100">
          {rows.map((row) => (
            <tr key={row.id} className={cn(selection.has(row.id) && 'bg-green-50')}>
              <td className="py-2 pr-2">
                <RowCheckbox row={row} checked={selection.has(row.id)} onSelect={onSelect} />
              </td>
              <td className="py-2 pr-3">
                <Link to={`/rebanho/${row.id}`} className={linkClass}>
                  {row.tag}
                </Link>
              </td>
              <td className="py-2 pr-3 whitespace-nowrap tabular-nums">
                {row.eid ? formatEid(row.eid) : '—'}
              </td>
              <td className="py-2 pr-3 break-words">{row.name ?? '—'}</td>
              <td className="py-2 pr-3">{sexLabel(row.sex)}</td>
              <td className="py-2 pr-3">{row.breed ?? '—'}</td>
              <td className="py-2 pr-3 whitespace-nowrap">{formatAge(row.ageMonths)}</td>
              <td className="py-2 pr-3">{categoryText(row.category)}</td>
              <td className="py-2 pr-3 break-words">{row.lotName ?? '—'}</td>
              <td className="py-2 pr-3 whitespace-nowrap tabular-nums">
                {formatKg(row.lastWeight)}
              </td>
              <td className="py-2 pr-3">
                <div className="flex flex-col items-start gap-1">
                  <StatusTag row={row} />
                  {row.withdrawalUntil && <WithdrawalBadge until={row.withdrawalUntil} />}
                </div>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** Below 768 px: one card per animal, and a box that selects every one shown. */
function HerdCards({ rows, selection, onSelect, selectable, allChecked, className }: PartProps) {
  return (
    <>
      {selectable.length > 1 && (
        // The table's header checkbox, for the cards: a lot sold or moved whole from a phone.
        <label
          className={cn(
            'flex min-h-11 cursor-pointer items-center gap-3 px-3 text-sm font-medium text-stone-800',
            className,
          )}
        >
          <input
            type="checkbox"
            checked={allChecked}
            onChange={(event) => onSelect(selectable, event.target.checked)}
            className="size-5 shrink-0 accent-green-700 pointer-coarse:size-6"
          />
          Selecionar os {formatNumber(selectable.length, 0)} mostrados
        </label>
      )}
      <ul aria-label="Animais do rebanho" className={cn('flex flex-col gap-2', className)}>
        {rows.map((row) => (
          <li
            key={row.id}
            className={cn(
              'flex min-w-0 items-start gap-3 rounded-lg border border-stone-200 px-3 py-2.5',
              selection.has(row.id) && 'border-green-600 bg-green-50',
            )}
          >
            <span className="pt-0.5">
              <RowCheckbox row={row} checked={selection.has(row.id)} onSelect={onSelect} />
            </span>
            <div className="flex min-w-0 flex-1 flex-col gap-0.5">
              <div className="flex min-w-0 flex-wrap items-baseline gap-x-2">
                <Link to={`/rebanho/${row.id}`} className={cn(linkClass, 'break-all')}>
                  {row.tag}
                </Link>
                {row.name && <span className="min-w-0 break-words text-stone-700">{row.name}</span>}
                <span className="flex-1" />
                <StatusTag row={row} />
              </div>
              <p className="text-sm break-words text-stone-600">
                {[
                  sexLabel(row.sex),
                  categoryText(row.category),
                  // An unknown age is left out: a lone '—' in a line of words reads as nothing.
                  row.ageMonths === null ? null : formatAge(row.ageMonths),
                  row.lotName,
                ]
                  .filter(Boolean)
                  .join(' · ')}
              </p>
              {(row.eid || row.lastWeight !== null) && (
                <p className="text-sm break-words text-stone-600 tabular-nums">
                  {[
                    row.eid ? `EID ${formatEid(row.eid)}` : null,
                    row.lastWeight !== null ? formatKg(row.lastWeight) : null,
                  ]
                    .filter(Boolean)
                    .join(' · ')}
                </p>
              )}
              {row.withdrawalUntil && (
                <WithdrawalBadge until={row.withdrawalUntil} className="mt-0.5" />
              )}
            </div>
          </li>
        ))}
      </ul>
    </>
  );
}
