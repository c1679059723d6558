/*
 * Module 'inventory' ('Estoque do Rebanho').
 *   server routes  src/server/inventory/routes.ts    store  src/server/inventory/store.ts
 *   domain         src/domain/records/inventory.ts
 *   tests          src/server/inventory/routes.test.ts, src/domain/records/inventory.test.ts,
 *                  e2e/inventory.spec.ts
 */
import { useEffect } from 'react';
import { useInfiniteQuery } from '@tanstack/react-query';
import { toast } from 'sonner';
import { useMe } from '../../lib/session';
import { NotLoaded } from '../../components/load-state';
import { morePages } from '../../components/load-more';
import { ReportToolbar } from '../../components/export-button';
import { ModuleLayout } from '../../components/module-layout';
import { InventoryForm } from './inventory-form';
import { InventoryList } from './inventory-list';
import { inventoryQuery, useInventoryWithPending } from './inventory-queries';
import { FetchedAt } from '../../offline/fetched-at';
import { PendingRecords } from '../../offline/pending-records';
import { InventorySummary } from './inventory-summary';

const LOAD_ERROR = {
  title: 'Erro ao carregar dados',
  description: 'Não foi possível carregar o inventário.',
};

/** /module/inventory — 'Estoque do Rebanho' (spec 2.11): add and remove herd categories. */
export default function InventoryPage() {
  const query = useInfiniteQuery(inventoryQuery);
  const seesMoney = useMe().data?.farm.seesMoney ?? true;
  const list = useInventoryWithPending(query.data?.pages);

  useEffect(() => {
    if (query.isError)
      toast.error(LOAD_ERROR.title, {
        id: 'inventory-load',
        description: LOAD_ERROR.description,
      });
  }, [query.isError, query.errorUpdatedAt]);

  return (
    <ModuleLayout
      title="Estoque do Rebanho"
      moduleId="inventory"
      description={
        seesMoney
          ? 'Cadastre o gado por categoria e acompanhe cabeças, peso e valor do rebanho.'
          : 'Cadastre o gado por categoria e acompanhe cabeças e peso do rebanho.'
      }
    >
      <FetchedAt query={query} what="estoque" />
      <ReportToolbar dataset="inventory" />
      <div className="grid gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)] lg:items-start">
        <InventoryForm key={String(seesMoney)} seesMoney={seesMoney} />
        <div className="flex flex-col gap-4">
          <PendingRecords kinds={['inventory', 'inventory-delete']} />
          {list ? (
            <>
              <InventorySummary
                totals={list.totals}
                seesMoney={seesMoney}
                unvalued={list.totals.unvalued}
                herdHeads={list.totals.herdHeads}
                herdWeighed={list.totals.herdWeighed}
                count={list.count}
              />
              <InventoryList
                items={list.items}
                count={list.totals.categories}
                herd={list.herd}
                herdWaiting={list.herdWaiting}
                headCount={list.count}
                seesMoney={seesMoney}
                more={morePages(query)}
              />
            </>
          ) : (
            <NotLoaded query={query} failed={LOAD_ERROR} loading="Carregando o estoque..." />
          )}
        </div>
      </div>
    </ModuleLayout>
  );
}
