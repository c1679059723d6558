import { useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useInfiniteQuery } from '@tanstack/react-query';
import { Baby, FileUp, Plus, ShoppingCart, X } from 'lucide-react';
import { formatNumber } from '@/domain/format';
import type { AnimalRow } from '@/domain/herd/api';
import { planHas } from '@/domain/plans';
import { BackToDashboard } from '../../components/back-to-dashboard';
import { ExportButton } from '../../components/export-button';
import { LoadFailed } from '../../components/load-state';
import { LoadMore, morePages } from '../../components/load-more';
import { Button, buttonClasses } from '../../components/ui/button';
import { Card, CardContent } from '../../components/ui/card';
import { Spinner } from '../../components/ui/spinner';
import { useMe } from '../../lib/session';
import { FetchedAt } from '../../offline/fetched-at';
import { PendingRecords } from '../../offline/pending-records';
import { LotSheetLink } from '../../components/sanitary-links';
import { BirthDialog } from './birth-dialog';
import {
  animalPagesQuery,
  DEFAULT_FILTERS,
  initialHerdFilters,
  useSettled,
  type HerdFilters,
} from './herd-api';
import { HerdCounts } from './herd-counts';
import { HerdFiltersBar } from './herd-filters';
import { HerdList, type Selection } from './herd-list';
import { HerdShell } from './herd-shell';
import { HerdImportDialog } from './import-dialog';
import { PurchaseDialog } from './purchase-dialog';
import { SelectionBar, type SelectionAction } from './selection-bar';
import { useFocusFallback } from './use-focus-fallback';

type Open = 'birth' | 'purchase' | 'import' | null;

/**
 * /rebanho — 'Rebanho' (issue 25): the counts of the active herd, 'Buscar animal', the filters and
 * the list read from the server 100 at a time, the selection for a sale or a transfer. On a phone
 * the page opens on the list (issue 39): the actions in one row that scrolls sideways, the
 * filters behind 'Filtros', the counts and the exports after the list.
 */
export function HerdPage({ SelectionExtra }: { SelectionExtra?: SelectionAction } = {}) {
  const [search, setSearch] = useState('');
  const [params] = useSearchParams();
  const [filters, setFilters] = useState<HerdFilters>(() => initialHerdFilters(params));
  const q = useSettled(search.trim());
  const query = useInfiniteQuery(animalPagesQuery({ ...filters, q }));
  // A lot's 'Ficha sanitária' beside the list of that lot (Sanidade: Pro, Master, the trial).
  const lotSheet = planHas(useMe().data?.farm.plan, 'sanitary') && filters.lot !== 'none';
  const [selection, setSelection] = useState<Selection>(new Map());
  const [open, setOpen] = useState<Open>(null);
  // The selection's bar leaves with its buttons (a sale, a transfer, 'Limpar'): the list's count.
  const countRef = useRef<HTMLParagraphElement>(null);
  useFocusFallback(
    selection.size === 0,
    () => countRef.current ?? document.getElementById('herd-search'),
  );
  const rows = query.data?.pages.flatMap((p) => p.items) ?? [];
  const total = query.data?.pages[0]?.total ?? 0;
  const filtered =
    q !== '' ||
    filters.category ||
    filters.sex ||
    filters.lot ||
    filters.withdrawal ||
    filters.status !== 'active';

  // The sort stays: it is how the producer reads the list, not what it holds.
  // The button leaves with the empty list: the focus goes to the search, cleared too.
  const clearFilters = () => {
    setSearch('');
    setFilters((f) => ({ ...DEFAULT_FILTERS, sort: f.sort, dir: f.dir }));
    document.getElementById('herd-search')?.focus();
  };

  // Set to what the box shows, not flipped: a change heard twice (a press made before React took
  // a server-rendered page over is replayed, early-input.ts) leaves it as the person left it.
  const select = (list: AnimalRow[], selected: boolean) =>
    setSelection((current) => {
      const next = new Map(current);
      for (const row of list) {
        if (selected) next.set(row.id, row);
        else next.delete(row.id);
      }
      return next;
    });

  return (
    <HerdShell back={<BackToDashboard className="-ml-3 w-fit" />}>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div className="flex min-w-0 flex-col gap-1">
          <h1 className="text-2xl font-bold text-stone-900">Rebanho</h1>
          <p className="text-stone-600 max-sm:hidden">
            Cada animal da fazenda, com os eventos da sua vida.
          </p>
        </div>
        {/* One row on a phone, scrolled sideways: each action by its name, none in a menu. */}
        <div className="flex flex-wrap gap-2 max-sm:-mx-4 max-sm:flex-nowrap max-sm:overflow-x-auto max-sm:px-4 max-sm:pb-1 max-sm:[&>*]:shrink-0">
          <Link to="/rebanho/novo" className={buttonClasses()}>
            <Plus aria-hidden="true" />
            Cadastrar animal
          </Link>
          <Button variant="outline" onClick={() => setOpen('purchase')}>
            <ShoppingCart aria-hidden="true" />
            Registrar compra
          </Button>
          <Button variant="outline" onClick={() => setOpen('birth')}>
            <Baby aria-hidden="true" />
            Registrar nascimento
          </Button>
          <Button variant="outline" onClick={() => setOpen('import')}>
            <FileUp aria-hidden="true" />
            Importar animais
          </Button>
        </div>
      </div>
      <div
        className="flex flex-wrap items-center gap-3 max-sm:order-2"
        aria-label="Exportar"
        role="group"
        data-after-list
      >
        <ExportButton dataset="animals" label="Exportar rebanho (CSV)" />
        <ExportButton dataset="animal-events" label="Exportar eventos (CSV)" withNote={false} />
      </div>
      <FetchedAt query={query} what="Animais" />
      <PendingRecords kinds={['herd', 'pastures']} />
      <div className="max-sm:order-1" data-after-list>
        <HerdCounts />
      </div>
      {/* On a phone the list is the page: no card around it, so its rows have the width. The
       * exports and the counts go under it (`data-after-list`, shown once the list has all
       * arrived: `data-list-end`, styles.css). */}
      <Card className="max-sm:border-0 max-sm:bg-transparent max-sm:shadow-none">
        <CardContent className="flex flex-col gap-4 max-sm:gap-3 max-sm:p-0">
          <HerdFiltersBar
            search={search}
            onSearch={setSearch}
            filters={filters}
            onChange={(next) => setFilters((f) => ({ ...f, ...next }))}
          />
          {lotSheet && filters.lot && <LotSheetLink lotId={filters.lot} />}
          <SelectionBar
            selection={selection}
            onClear={() => setSelection(new Map())}
            Extra={SelectionExtra}
          />
          {query.isPending ? (
            query.fetchStatus === 'paused' ? (
              <p className="text-stone-600">Sem conexão: os animais aparecem ao reconectar.</p>
            ) : (
              <Spinner label="Carregando os animais..." className="justify-start" />
            )
          ) : query.isError && rows.length === 0 ? (
            <LoadFailed
              title="Erro ao carregar o rebanho"
              description="Não foi possível carregar os animais."
              onRetry={() => void query.refetch()}
              retrying={query.isFetching}
            />
          ) : rows.length === 0 ? (
            filtered ? (
              <div className="flex flex-col items-start gap-2">
                <p className="text-stone-600">Nenhum animal encontrado com esses filtros.</p>
                <Button variant="outline" size="sm" onClick={clearFilters}>
                  <X aria-hidden="true" />
                  Limpar busca e filtros
                </Button>
              </div>
            ) : (
              <p className="text-stone-600">
                Nenhum animal cadastrado ainda. Cadastre o primeiro, registre uma compra ou um
                nascimento.
              </p>
            )
          ) : (
            <>
              <p
                ref={countRef}
                tabIndex={-1}
                className="text-sm text-stone-600 outline-none"
                aria-live="polite"
              >
                {total === 1 ? '1 animal' : `${formatNumber(total, 0)} animais`}
                {rows.length < total ? ` (mostrando ${formatNumber(rows.length, 0)})` : ''}
              </p>
              <HerdList rows={rows} selection={selection} onSelect={select} />
              <LoadMore more={morePages(query)} />
            </>
          )}
        </CardContent>
      </Card>
      <span hidden data-list-end />
      <PurchaseDialog
        open={open === 'purchase'}
        onOpenChange={(o) => setOpen(o ? 'purchase' : null)}
      />
      <BirthDialog open={open === 'birth'} onOpenChange={(o) => setOpen(o ? 'birth' : null)} />
      <HerdImportDialog
        open={open === 'import'}
        onOpenChange={(o) => setOpen(o ? 'import' : null)}
      />
    </HerdShell>
  );
}
