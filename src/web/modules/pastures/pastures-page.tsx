import { useState, type ComponentType } from 'react';
import {
  useInfiniteQuery,
  type InfiniteData,
  type UseInfiniteQueryResult,
} from '@tanstack/react-query';
import { Plus, X } from 'lucide-react';
import type { PaddockPage, PaddockView } from '@/domain/pastures/api';
import { planHas } from '@/domain/plans';
import { FarmPageShell, PlanRequired } from '../../components/farm-page-shell';
import { ExportButton } from '../../components/export-button';
import { LoadFailed } from '../../components/load-state';
import { LoadMore, morePages } from '../../components/load-more';
import { PrintButton, PrintHeading, usePrintPages } from '../../components/print-report';
import { Button } from '../../components/ui/button';
import { Card, CardContent } from '../../components/ui/card';
import { Spinner } from '../../components/ui/spinner';
import { useSettled } from '../../lib/animal-options';
import { useMe } from '../../lib/session';
import { FetchedAt } from '../../offline/fetched-at';
import { PendingRecords } from '../../offline/pending-records';
import { PaddockDialog } from './paddock-dialog';
import { PaddockFiltersBar, SEARCH_ID } from './paddock-filters';
import { PaddockList, WholeParts } from './paddock-list';
import { PASTURES_PLAN_MESSAGE, totalsText } from './pasture-format';
import {
  NO_PADDOCK_FILTERS,
  paddockPagesQuery,
  usePastureManager,
  type PaddockFilters,
} from './pastures-api';

/** The parts of the page other files of the module bring, put in by routes.tsx. */
export interface PasturesSlots {
  /** 'Mapa da fazenda' (farm-map.tsx): its own card and heading, above the list. */
  MapSection?: ComponentType;
  /** 'Histórico de ocupação' (occupation-history.tsx): its own card and heading, below the list. */
  HistorySection?: ComponentType<{ paddockId?: string }>;
  /** More actions beside 'Cadastrar pasto' (importing shapes, moving a lot, the settings). */
  Toolbar?: ComponentType;
}

/**
 * /pastos — 'Pastos' (issue 42): the farm's totals (pastos, área, cabeças, UA/ha), the map, the
 * paddocks read from the server 50 at a time ('Buscar pasto', 'Retiro', 'Situação'), each with its
 * state, 'Pronto para entrada' and 'Lotação acima da capacidade', and the occupation history.
 * Pro, Master and the trial; the owner and a Gerente register paddocks ('Cadastrar pasto').
 */
export function PasturesPage(slots: PasturesSlots) {
  const me = useMe().data;
  if (!me) return null;
  if (!planHas(me.farm.plan, 'pastures')) {
    return (
      <PlanRequired title="Pastos" message={PASTURES_PLAN_MESSAGE} isOwner={me.farm.isOwner}>
        Com eles você sabe que lote está em cada pasto, há quantos dias, a lotação em UA/ha e quando
        cada pasto está pronto para entrada.
      </PlanRequired>
    );
  }
  return <PasturesView {...slots} />;
}

function PasturesView({ MapSection, HistorySection, Toolbar }: PasturesSlots) {
  const manager = usePastureManager();
  const [creating, setCreating] = useState(false);
  const [search, setSearch] = useState('');
  const [filters, setFilters] = useState<PaddockFilters>(NO_PADDOCK_FILTERS);
  const q = useSettled(search.trim());
  const query = useInfiniteQuery(paddockPagesQuery({ ...filters, q }));
  const rows = query.data?.pages.flatMap((p) => p.items) ?? [];
  const totals = query.data?.pages[0]?.totals;
  const filtered = q !== '' || filters.retiro !== '' || filters.state !== '';
  // None at all yet: the empty list offers the button instead.
  const none = !!query.data && rows.length === 0 && !filtered;
  const clearFilters = () => {
    setSearch('');
    setFilters(NO_PADDOCK_FILTERS);
    document.getElementById(SEARCH_ID)?.focus();
  };
  const create = manager ? () => setCreating(true) : undefined;
  const printed = usePrintPages(query, rows.length);

  return (
    <FarmPageShell>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div className="flex min-w-0 flex-col gap-1">
          <h1 className="text-2xl font-bold text-stone-900">Pastos</h1>
          <p className="text-stone-600 max-sm:hidden">
            Quem está em cada pasto, o descanso e a lotação da fazenda.
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          {create && !none && <CreateButton onClick={create} />}
          {Toolbar && <Toolbar />}
        </div>
      </div>
      {totals && totals.paddocks > 0 && (
        <p className="font-medium break-words text-stone-800 tabular-nums" aria-live="polite">
          <WholeParts parts={totalsText(totals).split(' · ')} />
        </p>
      )}
      <FetchedAt query={query} what="Pastos" />
      <PendingRecords kinds={['pastures']} />
      {/* 'Mapa da fazenda' (farm-map.tsx, given by routes.tsx). */}
      {MapSection && <MapSection />}
      {/* On a phone the list is the page: no card around it, so its cards have the width. Below
          the map, it is laid out when near the view (screens.tsx). */}
      <section
        aria-label="Lista de pastos"
        data-printing={printed.printing || undefined}
        data-render-near
      >
        <PrintHeading title="Pastos" />
        <Card className="max-sm:border-0 max-sm:bg-transparent max-sm:shadow-none">
          <CardContent className="flex flex-col gap-4 max-sm:gap-3 max-sm:p-0">
            {rows.length > 0 && (
              <div className="flex flex-wrap items-center gap-2" data-print-hide>
                <ExportButton
                  dataset="pastures"
                  hiddenWhenNotAllowed
                  label={
                    <>
                      Exportar CSV<span className="sr-only">: Pastos</span>
                    </>
                  }
                />
                <PrintButton
                  part="Pastos"
                  onClick={() => void printed.print()}
                  disabled={printed.busy}
                />
              </div>
            )}
            <PaddockFiltersBar
              search={search}
              onSearch={setSearch}
              filters={filters}
              onChange={(next) => setFilters((f) => ({ ...f, ...next }))}
            />
            <ListBody
              query={query}
              rows={rows}
              filtered={filtered}
              onClear={clearFilters}
              onCreate={create}
            />
            {query.hasNextPage && (
              <p className="print-only text-sm">
                Impressos os {rows.length} primeiros. A lista inteira está no arquivo CSV.
              </p>
            )}
          </CardContent>
        </Card>
      </section>
      {/* 'Histórico de ocupação' (occupation-history.tsx, given by routes.tsx): the farm's. */}
      {HistorySection && <HistorySection />}
      {creating && <PaddockDialog onClose={() => setCreating(false)} />}
    </FarmPageShell>
  );
}

function CreateButton({ onClick }: { onClick: () => void }) {
  return (
    <Button onClick={onClick} className="w-full sm:w-auto">
      <Plus aria-hidden="true" />
      Cadastrar pasto
    </Button>
  );
}

type ListQuery = UseInfiniteQueryResult<InfiniteData<PaddockPage>>;

/** The list, or what stands for it: loading, failed, none yet, none with these filters. */
function ListBody({
  query,
  rows,
  filtered,
  onClear,
  onCreate,
}: {
  query: ListQuery;
  rows: PaddockView[];
  filtered: boolean;
  onClear: () => void;
  onCreate?: () => void;
}) {
  if (query.isPending) {
    return query.fetchStatus === 'paused' ? (
      <p className="text-stone-600">Sem conexão: os pastos aparecem ao reconectar.</p>
    ) : (
      <Spinner label="Carregando os pastos..." className="justify-start" />
    );
  }
  if (query.isError && rows.length === 0) {
    return (
      <LoadFailed
        title="Erro ao carregar os pastos"
        description="Não foi possível carregar os pastos."
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  }
  if (rows.length === 0) {
    return filtered ? (
      <div className="flex flex-col items-start gap-2">
        <p className="text-stone-600">Nenhum pasto encontrado com esses filtros.</p>
        <Button variant="outline" size="sm" onClick={onClear}>
          <X aria-hidden="true" />
          Limpar busca e filtros
        </Button>
      </div>
    ) : (
      <div className="flex flex-col items-start gap-3">
        <p className="text-stone-700">Você ainda não cadastrou nenhum pasto.</p>
        {onCreate && <CreateButton onClick={onCreate} />}
      </div>
    );
  }
  return (
    <>
      <PaddockList rows={rows} />
      <LoadMore more={morePages(query)} />
    </>
  );
}
