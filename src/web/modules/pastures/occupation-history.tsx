import { useState } from 'react';
import { useInfiniteQuery } from '@tanstack/react-query';
import { toast } from 'sonner';
import type { OccupationRow } from '@/domain/pastures/api';
import { formatNumber } from '@/domain/format';
import { formatDateBR } from '@/domain/records/dates';
import { ExportButton } from '../../components/export-button';
import { LoadMore, morePages } from '../../components/load-more';
import { NotLoaded } from '../../components/load-state';
import { PrintButton, PrintHeading, usePrintPages } from '../../components/print-report';
import { HeadedCard } from '../../components/ui/card';
import { UndoButton, UndoDialog } from '../../components/undo-dialog';
import { ApiError, errorMessage } from '../../lib/api';
import { shows, useListLayout } from '../../lib/use-layout';
import { showRecordError } from '../../lib/use-record-form';
import { toastQueued } from '../../offline/queued';
import { occupationQuery } from './moves-api';
import { usePastureRecord } from './pastures-api';
import { oneDecimal } from './moves-format';

/*
 * 'Histórico de ocupação' (issue 42 item 3): every stay of animals moved together into a
 * paddock — pasto, lote, entrada, saída, cabeças, UA — newest first, of one paddock or of the
 * farm, a page at a time; a move undone by its author, the owner or a Gerente while nothing moved
 * those animals since. Exported whole as CSV, printed alone.
 */

const TITLE = 'Histórico de ocupação';
/** Up to this many rows, 'Imprimir' reads the other pages first; past it, the CSV. */
const UNDO_FAILURE = {
  title: 'Erro ao desfazer a movimentação',
  description: 'Não foi possível desfazer a movimentação. Tente novamente.',
};

const leftText = (row: OccupationRow) => (row.leftOn ? formatDateBR(row.leftOn) : 'No pasto');
const rowLabel = (row: OccupationRow) =>
  `${row.paddockName}, entrada em ${formatDateBR(row.enteredOn)}`;

/** The history's figures in order, each with its column's name. */
const columns = (row: OccupationRow): [string, string][] => [
  ['Lote', row.lotName ?? '—'],
  ['Entrada', formatDateBR(row.enteredOn)],
  ['Saída', leftText(row)],
  ['Cabeças', formatNumber(row.heads, 0)],
  ['UA', oneDecimal(row.units)],
];

export function OccupationHistory({ paddockId }: { paddockId?: string }) {
  const query = useInfiniteQuery(occupationQuery(paddockId ?? null));
  const rows = query.data?.pages.flatMap((p) => p.items) ?? [];
  const [undoing, setUndoing] = useState<OccupationRow | null>(null);
  const layout = useListLayout(640);
  const printed = usePrintPages(query, rows.length);
  return (
    <section data-printing={printed.printing || undefined}>
      <PrintHeading title={TITLE} />
      <HeadedCard
        title={TITLE}
        titleId="occupation-title"
        action={
          rows.length > 0 && (
            <div className="flex flex-wrap items-center gap-2" data-print-hide>
              <ExportButton
                dataset="pastures-occupation"
                query={paddockId ? `paddockId=${encodeURIComponent(paddockId)}` : undefined}
                hiddenWhenNotAllowed
                label={
                  <>
                    Exportar CSV<span className="sr-only">: {TITLE}</span>
                  </>
                }
              />
              <PrintButton
                part={TITLE}
                onClick={() => void printed.print()}
                disabled={printed.busy}
              />
            </div>
          )
        }
      >
        {!query.data ? (
          <NotLoaded
            query={query}
            failed={{ title: `Erro ao carregar: ${TITLE}`, description: errorMessage(query.error) }}
            loading="Carregando o histórico..."
          />
        ) : rows.length === 0 ? (
          <p className="text-stone-600">Nenhuma movimentação registrada ainda.</p>
        ) : (
          <>
            {shows(layout, 'narrow') && <HistoryCards rows={rows} onUndo={setUndoing} />}
            {shows(layout, 'wide') && <HistoryTable rows={rows} onUndo={setUndoing} />}
            <LoadMore more={morePages(query)} />
            {query.hasNextPage && (
              <p className="print-only text-sm">
                Impressas as {rows.length} primeiras. O histórico inteiro está no arquivo CSV.
              </p>
            )}
          </>
        )}
      </HeadedCard>
      <UndoMove row={undoing} onClose={() => setUndoing(null)} />
    </section>
  );
}

type RowsProps = { rows: readonly OccupationRow[]; onUndo: (row: OccupationRow) => void };

/** Wider screens and paper: one line a stay. Scrolls sideways when it must (focusable). */
function HistoryTable({ rows, onUndo }: RowsProps) {
  const th = 'px-2 py-2 text-left font-semibold';
  const num = 'px-2 py-1.5 text-right tabular-nums';
  return (
    <div
      className="hidden overflow-x-auto focus-visible:ring-2 focus-visible:ring-green-700 focus-visible:outline-none sm:block print:block"
      role="region"
      aria-label={TITLE}
      tabIndex={0}
    >
      <table className="w-full border-collapse text-sm">
        <thead className="border-b border-stone-300 text-stone-700">
          <tr>
            <th scope="col" className={th}>
              Pasto
            </th>
            <th scope="col" className={th}>
              Lote
            </th>
            <th scope="col" className={th}>
              Entrada
            </th>
            <th scope="col" className={th}>
              Saída
            </th>
            <th scope="col" className={`${th} text-right`}>
              Cabeças
            </th>
            <th scope="col" className={`${th} text-right`}>
              UA
            </th>
            <th scope="col" className="print:hidden">
              <span className="sr-only">Ações</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.moveId} className="border-b border-stone-100">
              <th scope="row" className="px-2 py-1.5 text-left font-medium break-words">
                {row.paddockName}
              </th>
              <td className="px-2 py-1.5 break-words">{row.lotName ?? '—'}</td>
              <td className="px-2 py-1.5 tabular-nums">{formatDateBR(row.enteredOn)}</td>
              <td className="px-2 py-1.5 tabular-nums">{leftText(row)}</td>
              <td className={num}>{formatNumber(row.heads, 0)}</td>
              <td className={num}>{oneDecimal(row.units)}</td>
              <td className="px-1 text-right print:hidden">
                {row.undoable && <UndoButton label={rowLabel(row)} onClick={() => onUndo(row)} />}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** A phone: one card a stay, its figures as a description list. */
function HistoryCards({ rows, onUndo }: RowsProps) {
  return (
    <ul aria-label={TITLE} className="flex flex-col gap-2 sm:hidden print:hidden">
      {rows.map((row) => (
        <li
          key={row.moveId}
          aria-label={rowLabel(row)}
          className="rounded-lg border border-stone-200 bg-white p-3"
        >
          <div className="flex items-start justify-between gap-2">
            <p className="min-w-0 font-semibold break-words text-stone-900">{row.paddockName}</p>
            {row.undoable && <UndoButton label={rowLabel(row)} onClick={() => onUndo(row)} />}
          </div>
          <dl className="mt-2 grid grid-cols-2 gap-x-3 gap-y-1.5 text-sm">
            {columns(row).map(([label, value]) => (
              <div key={label} className="flex min-w-0 flex-col">
                <dt className="text-stone-600">{label}</dt>
                <dd className="font-medium break-words text-stone-900 tabular-nums">{value}</dd>
              </div>
            ))}
          </dl>
        </li>
      ))}
    </ul>
  );
}

/** 'Desfazer' a move entered by mistake, with its reason ('Motivo'), through the outbox. */
function UndoMove({ row, onClose }: { row: OccupationRow | null; onClose: () => void }) {
  const undo = usePastureRecord<null>();
  return (
    <UndoDialog
      formId="pasture-undo"
      title="Desfazer movimentação"
      recordId={row?.moveId ?? null}
      description={
        row
          ? `${row.paddockName}: entrada em ${formatDateBR(row.enteredOn)}, ${formatNumber(row.heads, 0)} cab. Os animais voltam para onde estavam.`
          : undefined
      }
      pending={undo.isPending}
      onOpenChange={(open) => !open && onClose()}
      onUndo={({ reason }, controls) =>
        row &&
        undo.mutate(
          {
            path: `/moves/${row.moveId}/undo`,
            body: { reason },
            summary: `Desfazer: entrada em ${row.paddockName} (${formatDateBR(row.enteredOn)})`,
          },
          {
            onSuccess: (saved) => {
              if (saved.queued) toastQueued(saved.reason, 'Movimentação desfeita');
              else toast.success('Movimentação desfeita');
              controls.done();
            },
            onError: (error) => {
              if (error instanceof ApiError && (error.status === 403 || error.status === 409)) {
                controls.refuse(error.message);
              } else showRecordError(error, controls, UNDO_FAILURE);
            },
          },
        )
      }
    />
  );
}
