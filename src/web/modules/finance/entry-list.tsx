import { Link } from 'react-router';
import { Landmark, Link2, Tractor } from 'lucide-react';
import type { EntryView } from '@/domain/finance/api';
import { ENTRY_SOURCE_LABELS } from '@/domain/finance/constants';
import { formatDateBR } from '@/domain/records/dates';
import { Button } from '../../components/ui/button';
import { UndoButton } from '../../components/undo-dialog';
import { cn } from '../../lib/cn';
import { hiddenWhenBoth, shows, useListLayout } from '../../lib/use-layout';
import { signClass } from '../../lib/sign-class';
import {
  amountText,
  entryName,
  herdPlace,
  instalmentText,
  isOverdue,
  settleLabel,
  signedCents,
  statusText,
} from './finance-format';

/** What a row's buttons do. */
export interface EntryActions {
  onEdit: (entry: EntryView) => void;
  onSettle: (entry: EntryView) => void;
  onUndo: (entry: EntryView) => void;
}

const LIST_NAME = 'Lançamentos';
const badge = 'inline-flex w-fit items-center gap-1 rounded px-1.5 py-0.5 text-xs font-semibold';

/** 'Do rebanho', 'Extrato', 'A conferir', 'Parcela 2 de 10', 'Conciliado'. */
function Badges({ entry }: { entry: EntryView }) {
  return (
    <span className="flex flex-wrap gap-1">
      {entry.source === 'herd' && (
        <span className={cn(badge, 'bg-green-100 text-green-900')}>
          <Tractor className="size-3.5" aria-hidden="true" />
          {ENTRY_SOURCE_LABELS.herd}
        </span>
      )}
      {entry.source === 'bank' && (
        <span className={cn(badge, 'bg-sky-100 text-sky-900')}>
          <Landmark className="size-3.5" aria-hidden="true" />
          {ENTRY_SOURCE_LABELS.bank}
        </span>
      )}
      {entry.toReview && (
        <Link
          to={{ search: '?aba=extrato' }}
          className={cn(badge, 'bg-amber-100 text-amber-900 underline-offset-2 hover:underline')}
        >
          A conferir
        </Link>
      )}
      {entry.instalment && (
        <span className={cn(badge, 'bg-stone-100 text-stone-800')}>
          {instalmentText(entry.instalment)}
        </span>
      )}
      {entry.reconciledWith && (
        <span className={cn(badge, 'bg-stone-100 text-stone-800')}>
          <Link2 className="size-3.5" aria-hidden="true" />
          Conciliado com o extrato
        </span>
      )}
    </span>
  );
}

/** A 'Do rebanho' entry is the herd's event's: said where to change it, never edited here. */
function HerdNote({ entry }: { entry: EntryView }) {
  const place = herdPlace(entry);
  return (
    <p className="text-xs text-stone-600">
      Lançado pelo rebanho: para mudar, edite {place.what} em{' '}
      <Link to={place.to} className="font-medium text-green-800 underline">
        {place.page}
      </Link>
      .
    </p>
  );
}

function RowActions({ entry, actions }: { entry: EntryView; actions: EntryActions }) {
  const name = entryName(entry);
  return (
    <div className="flex flex-wrap items-center gap-1" data-print-hide>
      {entry.status === 'planned' && entry.source !== 'herd' && (
        <Button
          size="sm"
          variant="outline"
          aria-label={`${settleLabel(entry)}: ${name}`}
          onClick={() => actions.onSettle(entry)}
        >
          {settleLabel(entry)}
        </Button>
      )}
      {entry.source !== 'herd' && (
        <Button
          size="sm"
          variant="ghost"
          aria-label={`Editar: ${name}`}
          onClick={() => actions.onEdit(entry)}
        >
          Editar
        </Button>
      )}
      {entry.undoable && <UndoButton label={name} onClick={() => actions.onUndo(entry)} />}
    </div>
  );
}

const Amount = ({ entry }: { entry: EntryView }) => (
  <span
    className={cn('font-semibold whitespace-nowrap tabular-nums', signClass(signedCents(entry)))}
  >
    {amountText(entry)}
  </span>
);

function Status({ entry, today }: { entry: EntryView; today: string }) {
  return (
    <span className={cn(isOverdue(entry, today) && 'font-medium text-red-800')}>
      {statusText(entry, today)}
    </span>
  );
}

/**
 * A page of entries: a table from 1024 px (and on paper), cards below it (no sideways scroll on a
 * 360 px phone; long descriptions wrap). Each row says its origin and offers what it allows.
 */
export function EntryList({
  rows,
  today,
  actions,
}: {
  rows: EntryView[];
  today: string;
  actions: EntryActions;
}) {
  const th = 'py-2 pr-3 text-left font-medium';
  // The server's page makes the one its guess calls for (decision 089).
  const layout = useListLayout(1024, { guessed: true });
  return (
    <>
      {shows(layout, 'wide') && (
        <div className={hiddenWhenBoth(layout, 'hidden lg:block print:block')}>
          <table className="w-full text-sm">
            <caption className="sr-only">{LIST_NAME}</caption>
            <thead>
              <tr className="border-b border-stone-200 text-stone-600">
                <th scope="col" className={th}>
                  Data
                </th>
                <th scope="col" className={th}>
                  Descrição
                </th>
                <th scope="col" className={th}>
                  Categoria
                </th>
                <th scope="col" className={th}>
                  Centro de custo
                </th>
                <th scope="col" className={th}>
                  Situação
                </th>
                <th scope="col" className={cn(th, 'text-right')}>
                  Valor
                </th>
                <th scope="col" className="print:hidden">
                  <span className="sr-only">Ações</span>
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-stone-100">
              {rows.map((e) => (
                <tr key={e.id} className="align-top">
                  <td className="py-2 pr-3 tabular-nums">{formatDateBR(e.date)}</td>
                  <th scope="row" className="max-w-72 py-2 pr-3 text-left font-normal">
                    <span className="flex flex-col gap-1">
                      <span className="font-medium break-words text-stone-900">
                        {e.description}
                      </span>
                      <Badges entry={e} />
                      {e.source === 'herd' && <HerdNote entry={e} />}
                    </span>
                  </th>
                  <td className="py-2 pr-3 break-words">{e.accountName}</td>
                  <td className="py-2 pr-3 break-words">{e.costCenter.name}</td>
                  <td className="py-2 pr-3">
                    <Status entry={e} today={today} />
                  </td>
                  <td className="py-2 pr-3 text-right">
                    <Amount entry={e} />
                  </td>
                  <td className="py-1 text-right print:hidden">
                    <RowActions entry={e} actions={actions} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {shows(layout, 'narrow') && (
        <ul
          aria-label={LIST_NAME}
          className={cn('flex flex-col gap-2', hiddenWhenBoth(layout, 'lg:hidden print:hidden'))}
        >
          {rows.map((e) => (
            <li
              key={e.id}
              className="flex min-w-0 flex-col gap-1.5 rounded-lg border border-stone-200 bg-white px-3 py-2.5"
            >
              <div className="flex min-w-0 items-start justify-between gap-2">
                <p className="min-w-0 font-semibold break-words text-stone-900">{e.description}</p>
                <Amount entry={e} />
              </div>
              <p className="text-sm break-words text-stone-600">
                {formatDateBR(e.date)} · {e.accountName} · {e.costCenter.name}
              </p>
              <p className="text-sm">
                <Status entry={e} today={today} />
              </p>
              <Badges entry={e} />
              {e.source === 'herd' && <HerdNote entry={e} />}
              <RowActions entry={e} actions={actions} />
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
