import { useEffect, useMemo, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { toast } from 'sonner';
import { animalIds, sortWeighings } from '@/domain/records/weighing';
import { FetchedAt } from '../../offline/fetched-at';
import { PendingRecords } from '../../offline/pending-records';
import { LoadFailed, LoadingCard } from '../../components/load-state';
import { ModuleLayout } from '../../components/module-layout';
import { WeighingReports } from './weighing-reports';
import { WeighingImport } from './import/weighing-import';
import { WeighingForm } from './weighing-form';
import { WeighingPerformance } from './weighing-performance';
import { usePendingWeighings, weighingsQuery } from './weighing-queries';
import { LotsSection } from './lots/lots-section';

const LOAD_ERROR = {
  title: 'Erro ao carregar dados',
  description: 'Não foi possível carregar o histórico de pesagens.',
};

/** /module/weighing — 'Controle de Pesagem' (spec 2.12): record weighings, read gain and GMD. */
export default function WeighingPage() {
  const query = useQuery(weighingsQuery);
  const pending = usePendingWeighings();
  const [selected, setSelected] = useState('');
  const all = useMemo(
    () => (query.data ? sortWeighings([...query.data, ...pending]) : undefined),
    [query.data, pending],
  );

  useEffect(() => {
    if (query.isError) {
      toast.error(LOAD_ERROR.title, { id: 'weighings-load', description: LOAD_ERROR.description });
    }
  }, [query.isError, query.errorUpdatedAt]);

  return (
    <ModuleLayout
      title="Controle de Pesagem"
      moduleId="weighing"
      description="Registre as pesagens de cada animal e acompanhe o ganho de peso e o GMD."
    >
      <FetchedAt query={query} what="pesagens" />
      <div className="grid gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)] lg:items-start">
        <WeighingImport />
        <WeighingForm knownAnimals={animalIds(all ?? pending)} weighings={query.data} />
        <PendingRecords kinds={['weighing', 'lot']} />
        {all ? (
          <WeighingPerformance weighings={all} selected={selected} onSelect={setSelected} />
        ) : query.isError ? (
          <LoadFailed
            {...LOAD_ERROR}
            onRetry={() => void query.refetch()}
            retrying={query.isFetching}
          />
        ) : (
          <LoadingCard label="Carregando as pesagens..." />
        )}
      </div>
      <LotsSection />
      <WeighingReports selected={selected} />
    </ModuleLayout>
  );
}
