import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useInfiniteQuery } from '@tanstack/react-query';
import { DIAGNOSE_AFTER_DAYS, WEAN_AFTER_MONTHS } from '@/domain/reproduction/constants';
import type { ExportDataset } from '@/domain/export/datasets';
import type { FemaleFilter } from '@/domain/reproduction/queries';
import { formatDateBR } from '@/domain/records/dates';
import { ExportButton } from '../../components/export-button';
import { LoadMore, morePages } from '../../components/load-more';
import { PrintButton, usePrintPages } from '../../components/print-report';
import { NotLoaded } from '../../components/load-state';
import { HeadedCard } from '../../components/ui/card';
import { errorMessage } from '../../lib/api';
import { todoFemalesQuery, toWeanQuery } from './indicators-api';
import { lastCheckText, lastServiceText, monthsText } from './indicator-format';

/*
 * The lists that tell the producer what to do (issue 41 item 9): 'A diagnosticar', 'Vazias',
 * 'Descarte sugerido' (the season's females page by filter) and 'A desmamar'; each a page (50)
 * from the server at a time, each row a link to the animal's page where its record is made.
 * Each list prints alone ('Imprimir': its rows, all of them up to PRINT_ALL_MAX, read first) and
 * exports whole as CSV (the season's females file by the list's filter; 'A desmamar' its own).
 */

/** Up to this many rows, 'Imprimir' reads a list's other pages first; past it, the CSV. */

interface Row {
  id: string;
  tag: string;
  lines: (string | null)[];
}

/** One list: its title, what to do, a page of rows, 'Carregar mais'. */
function TodoList({
  title,
  todo,
  emptyText,
  query,
  rows,
  csv,
}: {
  title: string;
  todo: string;
  emptyText: string;
  query: Omit<Parameters<typeof morePages>[0], 'fetchNextPage'> & {
    data?: unknown;
    isError: boolean;
    isFetching: boolean;
    refetch: () => unknown;
    error: unknown;
    fetchNextPage: () => Promise<{ hasNextPage: boolean; isError: boolean }>;
  };
  rows: readonly Row[];
  /** This list's whole file: the dataset and its query ('seasonId=…&status=…'). */
  csv: { dataset: ExportDataset; query: string };
}): ReactNode {
  const printed = usePrintPages(query, rows.length);
  return (
    <section
      aria-label={title}
      className="flex flex-col gap-2"
      data-printing={printed.printing || undefined}
    >
      <h3 className="text-base font-semibold text-stone-900">{title}</h3>
      <p className="text-sm text-stone-700">{todo}</p>
      {rows.length > 0 && (
        <div className="flex flex-wrap items-center gap-2" data-print-hide>
          <ExportButton
            dataset={csv.dataset}
            query={csv.query}
            withNote={false}
            label={
              <>
                Exportar CSV<span className="sr-only">: {title}</span>
              </>
            }
          />
          <PrintButton part={title} onClick={() => void printed.print()} disabled={printed.busy} />
        </div>
      )}
      {!query.data ? (
        <NotLoaded
          query={query}
          failed={{ title: `Erro ao carregar: ${title}`, description: errorMessage(query.error) }}
          loading={`Carregando: ${title}...`}
        />
      ) : rows.length === 0 ? (
        <p className="text-sm text-stone-600">{emptyText}</p>
      ) : (
        <ul className="divide-y divide-stone-100 rounded-lg border border-stone-200">
          {rows.map((row) => (
            <li key={row.id} className="flex flex-col gap-0.5 px-3 py-2 text-sm">
              <Link
                to={`/rebanho/${row.id}`}
                className="w-fit font-semibold break-all text-green-800 underline underline-offset-4"
              >
                {row.tag}
              </Link>
              {row.lines.filter(Boolean).map((line) => (
                <span key={line} className="break-words text-stone-700">
                  {line}
                </span>
              ))}
            </li>
          ))}
        </ul>
      )}
      <LoadMore more={morePages(query)} label={`Carregar mais: ${title}`} />
      {query.hasNextPage && (
        <p className="print-only text-sm">
          Impressas as {rows.length} primeiras. A lista inteira está no arquivo CSV.
        </p>
      )}
    </section>
  );
}

function FemalesTodo({
  seasonId,
  filter,
  title,
  todo,
  emptyText,
}: {
  seasonId: string;
  filter: FemaleFilter;
  title: string;
  todo: string;
  emptyText: string;
}) {
  const query = useInfiniteQuery(todoFemalesQuery(seasonId, filter));
  const rows = (query.data?.pages.flatMap((p) => p.items) ?? []).map((f) => ({
    id: f.animalId,
    tag: f.name ? `${f.tag} — ${f.name}` : f.tag,
    lines: [lastServiceText(f), lastCheckText(f)],
  }));
  const csv = {
    dataset: 'reproduction-females' as const,
    query: `seasonId=${encodeURIComponent(seasonId)}&status=${filter}`,
  };
  return (
    <TodoList title={title} todo={todo} emptyText={emptyText} query={query} rows={rows} csv={csv} />
  );
}

function ToWean({ seasonId }: { seasonId: string }) {
  const query = useInfiniteQuery(toWeanQuery(seasonId));
  const rows = (query.data?.pages.flatMap((p) => p.items) ?? []).map((c) => ({
    id: c.animalId,
    tag: c.tag,
    lines: [
      `${monthsText(c.ageMonths)} — nascido em ${formatDateBR(c.birthDate)}`,
      `Mãe: ${c.motherTag}`,
    ],
  }));
  return (
    <TodoList
      title="A desmamar"
      todo={`Bezerros com mais de ${WEAN_AFTER_MONTHS} meses sem desmame: desmame e registre o peso (abra o bezerro e use “Registrar desmame”).`}
      emptyText="Nenhum bezerro a desmamar."
      query={query}
      rows={rows}
      csv={{
        dataset: 'reproduction-to-wean',
        query: `seasonId=${encodeURIComponent(seasonId)}`,
      }}
    />
  );
}

/** 'O que fazer': the season's four lists. */
export function TodoLists({ seasonId }: { seasonId: string }) {
  return (
    <HeadedCard title="O que fazer" titleId="todo-title">
      <div className="grid gap-6 lg:grid-cols-2">
        <FemalesTodo
          seasonId={seasonId}
          filter="to_diagnose"
          title="A diagnosticar"
          todo={`Servidas há ${DIAGNOSE_AFTER_DAYS} dias ou mais e sem diagnóstico: faça o diagnóstico de gestação.`}
          emptyText="Nenhuma fêmea a diagnosticar."
        />
        <FemalesTodo
          seasonId={seasonId}
          filter="empty"
          title="Vazias"
          todo="Vazias na estação: programe um novo serviço (repasse com touro ou nova IATF) enquanto a estação durar."
          emptyText="Nenhuma fêmea vazia."
        />
        <FemalesTodo
          seasonId={seasonId}
          filter="cull"
          title="Descarte sugerido"
          todo="Novilha vazia ao fim da estação, ou vaca vazia em duas estações seguidas: avalie o descarte."
          emptyText="Nenhuma fêmea com descarte sugerido."
        />
        <ToWean seasonId={seasonId} />
      </div>
    </HeadedCard>
  );
}
