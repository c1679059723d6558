/*
 * Module 'weighing' ('Controle de Pesagem'), with its lots (lots/) and the scale's import (import/).
 *   server routes  src/server/weighing/routes.ts, import-routes.ts; src/server/lots/routes.ts
 *   store          src/server/weighing/store.ts, src/server/lots/store.ts
 *   domain         src/domain/records/weighing.ts, weighing-gain.ts, weighing-pages.ts, lots.ts;
 *                  src/domain/import/scale-csv.ts (the scale's file)
 *   tests          src/server/weighing/*.test.ts, src/server/lots/routes.test.ts,
 *                  src/domain/records/weighing*.test.ts, e2e/weighing*.spec.ts, e2e/lots-*.spec.ts
 */
import { useEffect, useState } from 'react';
import { useInfiniteQuery } from '@tanstack/react-query';
import { toast } from 'sonner';
import { FetchedAt } from '../../offline/fetched-at';
import { PendingRecords } from '../../offline/pending-records';
import { LoadFailed, LoadingCard } from '../../components/load-state';
import { ModuleLayout } from '../../components/module-layout';
import { WeighingReports } from './weighing-reports';
import { WeighingImport } from './import/weighing-import';
import { WeighingForm } from './weighing-form';
import { WeighingList } from './weighing-list';
import { WeighingPerformance } from './weighing-performance';
import { animalFiguresQuery, usePendingWeighings } from './weighing-queries';
import { LotsSection } from './lots/lots-section';
import type { LotAction } from './lots/lot-card';
import { PageTabs, useWideScreen } from '../../components/page-tabs';
import { headedModule, MODULE_TABS } from '../headings';

const LOAD_ERROR = {
  title: 'Erro ao carregar dados',
  description: 'Não foi possível carregar o histórico de pesagens.',
};

/**
 * /module/weighing — 'Controle de Pesagem' (spec 2.12): record weighings, read gain and GMD. Every
 * list is read a page at a time (decision 031): the herd's figures, one animal's history when it
 * is chosen, the weighings newest first. Below 1024 px in tabs (issue 39): 'Pesar' (the form and
 * the weighings), 'Lotes', 'Relatório' ('Consultar Desempenho' and the reports); from 1024 px all
 * of it, the form beside the performance card. `LotExtra`: another module's action on each lot
 * ('Mover para pasto'), handed in by modules/weighing-screen.tsx.
 */
export default function WeighingPage({ LotExtra }: { LotExtra?: LotAction } = {}) {
  // The herd's first page of figures: whether the farm has any weighing (shared with the report).
  const herd = useInfiniteQuery(animalFiguresQuery(''));
  const pending = usePendingWeighings();
  const [selected, setSelected] = useState('');
  const firstPage = herd.data?.pages[0];
  const wide = useWideScreen();

  useEffect(() => {
    if (herd.isError) {
      toast.error(LOAD_ERROR.title, { id: 'weighings-load', description: LOAD_ERROR.description });
    }
  }, [herd.isError, herd.errorUpdatedAt]);

  // The animal's history prints on its own ('Imprimir histórico do animal', print.css).
  const performance = (
    <div data-report="animal" className="min-w-0">
      {firstPage || pending.length > 0 ? (
        <WeighingPerformance
          empty={(firstPage?.items.length ?? 0) === 0 && pending.length === 0}
          selected={selected}
          onSelect={setSelected}
        />
      ) : herd.isError ? (
        <LoadFailed
          {...LOAD_ERROR}
          onRetry={() => void herd.refetch()}
          retrying={herd.isFetching}
        />
      ) : (
        <LoadingCard label="Carregando as pesagens..." />
      )}
    </div>
  );

  const [weigh, lots, report] = MODULE_TABS.weighing;
  return (
    <ModuleLayout {...headedModule('weighing')} compact>
      <FetchedAt query={herd} what="pesagens" />
      <PageTabs
        label="Partes do Controle de Pesagem"
        panelClassName="min-w-0"
        tabs={[
          {
            ...weigh,
            content: (
              <>
                <div className="grid gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)] lg:items-start">
                  <WeighingImport />
                  <WeighingForm />
                  <PendingRecords kinds={['weighing', 'lot']} />
                  {wide && performance}
                </div>
                {/* Below the first view: laid out when near it (styles.css; the herd report is too). */}
                <div data-render-near>
                  <WeighingList />
                </div>
              </>
            ),
          },
          {
            ...lots,
            content: (
              <div data-render-near>
                <LotsSection LotExtra={LotExtra} />
              </div>
            ),
          },
          {
            ...report,
            content: (
              <>
                {!wide && performance}
                <WeighingReports selected={selected} />
              </>
            ),
          },
        ]}
      />
    </ModuleLayout>
  );
}
