import { useMemo } from 'react';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { formatNumber } from '@/domain/format';
import { formatDateBR } from '@/domain/records/dates';
import { SHEET_PRINT_WHOLE_MAX, type SheetRow } from '@/domain/sanitary/out';
import { LoadMore, morePages } from '../../../components/load-more';
import { LoadFailed, LoadingCard } from '../../../components/load-state';
import { useMe } from '../../../lib/session';
import { sheetQuery } from './print-api';
import { PrintActions, PrintShell } from './print-shell';
import { usePrintAll } from './use-print-all';

/** '5 mL', '1,5 mL', '2 dose'. */
function doseText(row: SheetRow) {
  const decimals = Number.isInteger(row.dose)
    ? 0
    : row.dose * 10 === Math.round(row.dose * 10)
      ? 1
      : 2;
  return `${formatNumber(row.dose, decimals)} ${row.doseUnit}`;
}

/**
 * 'Ficha sanitária' of an animal (/sanidade/ficha/animal/:id) or of a lot's animals
 * (/sanidade/ficha/lote/:id), issue 26 item 7: the applications not undone, oldest first —
 * date, product, dose, withdrawal — read from the server a page at a time; 'Imprimir' reads the
 * rest first when the record is small, and paper says 'Mostrando X de Y' when it is not.
 */
function SheetPage({ kind }: { kind: 'animal' | 'lot' }) {
  const id = useParams().id ?? '';
  const me = useMe().data;
  const sheet = useInfiniteQuery(sheetQuery(kind, id));
  const first = sheet.data?.pages[0];
  const rows = useMemo(() => sheet.data?.pages.flatMap((p) => p.items) ?? [], [sheet.data]);
  const printer = usePrintAll(sheet, first?.total, SHEET_PRINT_WHOLE_MAX);
  const lot = kind === 'lot';
  const subject = first ? `${lot ? 'lote' : 'animal'} ${first.title}` : '';

  return (
    <PrintShell>
      <div className="flex flex-col gap-1">
        <h1 className="text-2xl font-bold text-stone-900">
          Ficha sanitária{subject && ` — ${subject}`}
        </h1>
        {me && (
          <p className="text-stone-700">
            <span className="font-medium">Fazenda:</span> {me.farm.name}
          </p>
        )}
        {lot && <p className="text-sm text-stone-600">Aplicações nos animais ativos do lote.</p>}
      </div>
      <PrintActions onPrint={printer.print} gathering={printer.gathering} disabled={!first} />
      {sheet.isPending ? (
        <LoadingCard label="Carregando a ficha..." />
      ) : sheet.isError && !first ? (
        <LoadFailed
          title="Não foi possível carregar a ficha"
          description={sheet.error.message}
          onRetry={() => void sheet.refetch()}
          retrying={sheet.isFetching}
        />
      ) : (
        <section aria-label="Aplicações" className="flex flex-col gap-3">
          {rows.length === 0 ? (
            <p className="text-stone-600">Nenhuma aplicação registrada.</p>
          ) : (
            <div className="overflow-x-auto">
              <table className="w-full border-collapse text-sm">
                <thead>
                  <tr className="border-b border-stone-400 text-left">
                    <th className="py-2 pr-3">Data</th>
                    {lot && <th className="py-2 pr-3">Brinco</th>}
                    <th className="py-2 pr-3">Produto</th>
                    <th className="py-2 pr-3">Dose</th>
                    <th className="py-2 pr-3">Carência até</th>
                    <th className="py-2">Aplicado por</th>
                  </tr>
                </thead>
                <tbody>
                  {rows.map((r) => (
                    <tr key={r.id} className="border-b border-stone-200">
                      <td className="py-1.5 pr-3">
                        {/* A dose before the registration has no day (decision 063). */}
                        {r.priorHistory ? 'Antes do cadastro' : formatDateBR(r.date)}
                      </td>
                      {lot && <td className="py-1.5 pr-3 font-medium">{r.tag}</td>}
                      <td className="py-1.5 pr-3">{r.productName}</td>
                      <td className="py-1.5 pr-3">{r.priorHistory ? '—' : doseText(r)}</td>
                      <td className="py-1.5 pr-3">
                        {r.withdrawalUntil ? formatDateBR(r.withdrawalUntil) : 'Sem carência'}
                      </td>
                      <td className="py-1.5">
                        {[r.appliedBy, r.veterinarian].filter(Boolean).join(' · ') || '—'}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
          {first && first.total > 0 && (
            <p className="text-sm text-stone-700">
              {first.total === 1 ? '1 aplicação' : `${first.total} aplicações`} na ficha.
            </p>
          )}
          <LoadMore
            more={morePages(sheet)}
            part={
              first && {
                shown: rows.length,
                total: first.total,
                plural: 'aplicações',
                feminine: true,
              }
            }
          />
        </section>
      )}
    </PrintShell>
  );
}

export function AnimalSheetPage() {
  return <SheetPage kind="animal" />;
}

export function LotSheetPage() {
  return <SheetPage kind="lot" />;
}
