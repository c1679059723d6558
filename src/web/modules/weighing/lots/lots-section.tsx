import { useEffect, useState } from 'react';
import { useInfiniteQuery } from '@tanstack/react-query';
import { Plus } from 'lucide-react';
import { toast } from 'sonner';
import { LOT_MESSAGES, type Lot } from '@/domain/records/lots';
import { formatNumber } from '@/domain/format';
import { LoadMore, morePages } from '../../../components/load-more';
import { NotLoaded } from '../../../components/load-state';
import { Button } from '../../../components/ui/button';
import { useMe } from '../../../lib/session';
import { LotCard, type LotAction } from './lot-card';
import { LotCharts } from './lot-charts';
import { LotForm } from './lot-form';
import { lotPagesQuery, type LotPage } from './lot-queries';

const LOAD_ERROR = {
  title: 'Erro ao carregar dados',
  description: 'Não foi possível carregar os lotes.',
};

/**
 * 'Lotes' in the weighing module: the farm's lots with their figures; new and edit forms;
 * `LotExtra`, another module's action on each lot (handed in: a module imports no other).
 */
export function LotsSection({ LotExtra }: { LotExtra?: LotAction } = {}) {
  const me = useMe().data;
  const query = useInfiniteQuery(lotPagesQuery);
  const lots = query.data?.pages.flatMap((page) => page.items);
  const [editing, setEditing] = useState<Lot | 'new' | null>(null);
  const seesMoney = me?.farm.seesMoney ?? false;
  const canManage = !!me && me.farm.role !== 'field';
  const permissions = {
    canManage,
    seesMoney: seesMoney && (me?.modules.includes('results') ?? false),
  };

  useEffect(() => {
    if (query.isError) {
      toast.error(LOAD_ERROR.title, { id: 'lots-load', description: LOAD_ERROR.description });
    }
  }, [query.isError, query.errorUpdatedAt]);

  const showForm = (lot: Lot | 'new') => {
    setEditing(lot);
    requestAnimationFrame(() => document.getElementById('lot-name')?.focus());
  };

  return (
    <section aria-labelledby="lots-title" className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="lots-title" className="text-xl font-semibold text-stone-900">
          Lotes
        </h2>
        {canManage && editing === null && (
          <Button onClick={() => showForm('new')}>
            <Plus aria-hidden="true" />
            Novo lote
          </Button>
        )}
      </div>
      {canManage && editing !== null && (
        <LotForm
          key={editing === 'new' ? 'new' : editing.id}
          lot={editing === 'new' ? null : editing}
          onDone={() => setEditing(null)}
        />
      )}
      {lots && query.data ? (
        lots.length === 0 ? (
          <p className="rounded-xl border border-dashed border-stone-300 bg-white p-5 text-stone-700">
            {LOT_MESSAGES.empty}
          </p>
        ) : (
          <>
            <LotTotals totals={query.data.pages[0]!.totals} />
            {/* Below 1024 px, where 'Lotes' is a tab, the lots come first and their charts after. */}
            <div className="min-w-0 max-lg:order-last" data-render-near>
              <LotCharts />
            </div>
            {/* Each card laid out when near the view: a phone shows one or two of the 20 (their
                1,300 elements were styled and laid out as the tab opened; issue 44 item 5). */}
            <div className="grid gap-4 lg:grid-cols-2">
              {lots.map((lot) => (
                <div key={lot.id} className="grid min-w-0" data-render-near="card">
                  <LotCard lot={lot} permissions={permissions} onEdit={showForm} Extra={LotExtra} />
                </div>
              ))}
            </div>
            <LoadMore
              more={morePages(query)}
              label="Carregar mais lotes"
              part={{
                shown: lots.length,
                total: query.data.pages[0]!.totals.lots,
                plural: 'lotes',
              }}
            />
          </>
        )
      ) : (
        <NotLoaded query={query} failed={LOAD_ERROR} loading="Carregando os lotes..." />
      )}
    </section>
  );
}

/** The totals of all the farm's lots (from the server, not from the pages shown). */
function LotTotals({ totals }: { totals: LotPage['totals'] }) {
  const heads = (n: number) => `${formatNumber(n, 0)} ${n === 1 ? 'cabeça' : 'cabeças'}`;
  return (
    <p className="text-stone-700">
      {totals.lots === 1 ? '1 lote' : `${formatNumber(totals.lots, 0)} lotes`} ·{' '}
      {totals.open === 1 ? '1 aberto' : `${formatNumber(totals.open, 0)} abertos`} ·{' '}
      {heads(totals.openHeads)} nos lotes abertos
    </p>
  );
}
