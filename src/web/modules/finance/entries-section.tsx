import { useState, type ReactNode } from 'react';
import {
  keepPreviousData,
  useInfiniteQuery,
  type InfiniteData,
  type UseInfiniteQueryResult,
} from '@tanstack/react-query';
import { Download, X } from 'lucide-react';
import type { EntryPage, EntryTotals, EntryView } from '@/domain/finance/api';
import { formatCents } from '@/domain/finance/money';
import { todayIn } from '@/domain/records/dates';
import { DownloadLink } from '../../components/download-link';
import { LoadFailed } from '../../components/load-state';
import { LoadMore, morePages } from '../../components/load-more';
import { PrintButton, PrintHeading, usePrintPages } from '../../components/print-report';
import { Button, buttonClasses } from '../../components/ui/button';
import { Card, CardContent } from '../../components/ui/card';
import { Spinner } from '../../components/ui/spinner';
import { useSettled } from '../../lib/animal-options';
import { cn } from '../../lib/cn';
import { signClass } from '../../lib/sign-class';
import { FetchedAt } from '../../offline/fetched-at';
import { PendingRecords } from '../../offline/pending-records';
import { EntryDialog } from './entry-dialog';
import { EntryFiltersBar, SEARCH_ID, periodInOrder } from './entry-filters';
import { EntryList } from './entry-list';
import {
  NO_ENTRY_FILTERS,
  entriesCsvHref,
  entryPagesQuery,
  type EntryFilters,
} from './finance-api';
import { entriesCount, totalsFigures } from './finance-format';
import { SettleDialog } from './settle-dialog';
import { UndoEntry } from './undo-entry';

const TITLE = 'Lançamentos';

/**
 * 'Lançamentos' (issue 43 item 1): the book read from the server 50 at a time, newest first,
 * filtered there, with the totals of everything the filters match ('Entradas', 'Saídas',
 * 'Saldo'); each entry edited, paid or received, undone; the file and the paper of the list.
 */
export function EntriesSection() {
  const [search, setSearch] = useState('');
  const [filters, setFilters] = useState<EntryFilters>(NO_ENTRY_FILTERS);
  const q = useSettled(search.trim());
  // A period typed backwards is said under 'Data final', not asked of the server.
  const asked = periodInOrder(filters) ? { ...filters, q } : { ...filters, to: '', q };
  // While a new filter is asked, the list read before stays (no blank flash on a phone).
  const query = useInfiniteQuery({ ...entryPagesQuery(asked), placeholderData: keepPreviousData });
  const rows = query.data?.pages.flatMap((p) => p.items) ?? [];
  const totals = query.data?.pages[0]?.totals;
  const filtered = q !== '' || Object.values(filters).some((v) => v !== '');
  const printed = usePrintPages(query, rows.length);
  const [editing, setEditing] = useState<EntryView | null>(null);
  const [settling, setSettling] = useState<EntryView | null>(null);
  const [undoing, setUndoing] = useState<EntryView | null>(null);
  const clear = () => {
    setSearch('');
    setFilters(NO_ENTRY_FILTERS);
    document.getElementById(SEARCH_ID)?.focus();
  };
  const today = todayIn(new Date());

  return (
    <section
      aria-labelledby="finance-entries-title"
      data-printing={printed.printing || undefined}
      className="flex flex-col gap-3"
    >
      <PrintHeading title={TITLE} />
      <FetchedAt query={query} what={TITLE} />
      <PendingRecords kinds={['finance']} />
      <Card className="max-sm:border-0 max-sm:bg-transparent max-sm:shadow-none">
        <CardContent className="flex flex-col gap-4 max-sm:gap-3 max-sm:p-0">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <h2 id="finance-entries-title" className="text-lg font-semibold text-stone-900">
              {TITLE}
            </h2>
            {rows.length > 0 && (
              <div className="flex flex-wrap items-center gap-2" data-print-hide>
                {/* The file holds what the list shows, every page of it. */}
                <DownloadLink
                  href={entriesCsvHref(asked)}
                  className={buttonClasses({ variant: 'outline', size: 'sm' })}
                >
                  <Download aria-hidden="true" />
                  Exportar CSV<span className="sr-only">: {TITLE}</span>
                </DownloadLink>
                <PrintButton
                  part={TITLE}
                  onClick={() => void printed.print()}
                  disabled={printed.busy}
                />
              </div>
            )}
          </div>
          <EntryFiltersBar
            search={search}
            onSearch={setSearch}
            filters={filters}
            onChange={(next) => setFilters((f) => ({ ...f, ...next }))}
          />
          {totals && totals.count > 0 && <Totals totals={totals} />}
          <ListBody query={query} rows={rows} filtered={filtered} onClear={clear}>
            <EntryList
              rows={rows}
              today={today}
              actions={{ onEdit: setEditing, onSettle: setSettling, onUndo: setUndoing }}
            />
          </ListBody>
          {query.hasNextPage && (
            <p className="print-only text-sm">
              Impressos os {rows.length} primeiros. A lista inteira está no arquivo CSV.
            </p>
          )}
        </CardContent>
      </Card>
      {editing && (
        <EntryDialog type={editing.type} entry={editing} onClose={() => setEditing(null)} />
      )}
      {settling && <SettleDialog entry={settling} onClose={() => setSettling(null)} />}
      <UndoEntry entry={undoing} onClose={() => setUndoing(null)} />
    </section>
  );
}

/**
 * 'Entradas', 'Saídas' and 'Saldo' of everything the filters match, not only the page: a row each
 * on a phone (three columns there split 'R$ 1.234.567,89' across two lines), side by side above.
 * A figure never wraps inside its digits.
 */
function Totals({ totals }: { totals: EntryTotals }) {
  return (
    <div aria-live="polite" className="flex flex-col gap-1">
      <dl className="grid gap-x-2 gap-y-1 rounded-lg bg-stone-50 p-3 text-sm sm:grid-cols-3">
        {totalsFigures(totals).map(({ label, cents }) => (
          <div
            key={label}
            className="flex min-w-0 items-baseline justify-between gap-2 sm:flex-col sm:justify-start sm:gap-0"
          >
            <dt className="text-stone-600">{label}</dt>
            <dd
              className={cn(
                'font-semibold whitespace-nowrap tabular-nums',
                label === 'Saldo' ? signClass(cents) : 'text-stone-900',
              )}
            >
              <span>{formatCents(cents)}</span>
            </dd>
          </div>
        ))}
      </dl>
      <p className="text-xs text-stone-600">{entriesCount(totals.count)} com esses filtros.</p>
    </div>
  );
}

type ListQuery = UseInfiniteQueryResult<InfiniteData<EntryPage>>;

/** The list, or what stands for it: loading, failed, none yet, none with these filters. */
function ListBody({
  query,
  rows,
  filtered,
  onClear,
  children,
}: {
  query: ListQuery;
  rows: EntryView[];
  filtered: boolean;
  onClear: () => void;
  children: ReactNode;
}) {
  if (query.isPending) {
    return query.fetchStatus === 'paused' ? (
      <p className="text-stone-600">Sem conexão: os lançamentos aparecem ao reconectar.</p>
    ) : (
      <Spinner label="Carregando os lançamentos..." className="justify-start" />
    );
  }
  if (query.isError && rows.length === 0) {
    return (
      <LoadFailed
        title="Erro ao carregar os lançamentos"
        description="Não foi possível carregar os lançamentos."
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  }
  if (rows.length === 0) {
    return filtered ? (
      <div className="flex flex-col items-start gap-2">
        <p className="text-stone-600">Nenhum lançamento encontrado com esses filtros.</p>
        <Button variant="outline" size="sm" onClick={onClear}>
          <X aria-hidden="true" />
          Limpar busca e filtros
        </Button>
      </div>
    ) : (
      <p className="text-stone-700">
        Nenhum lançamento ainda. Registre uma receita ou uma despesa; as vendas, compras e
        aplicações com preço do rebanho aparecem aqui sozinhas.
      </p>
    );
  }
  return (
    <>
      {children}
      <LoadMore more={morePages(query)} />
    </>
  );
}
