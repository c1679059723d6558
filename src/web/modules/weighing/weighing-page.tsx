import { useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { toast } from 'sonner';
import { animalIds } from '@/domain/records/weighing';
import { LoadFailed, LoadingCard } from '../../components/load-state';
import { ModuleLayout } from '../../components/module-layout';
import { WeighingReports } from '../../components/weighing-reports';
import { WeighingImport } from './import/weighing-import';
import { WeighingForm } from './weighing-form';
import { WeighingPerformance } from './weighing-performance';
import { weighingsQuery } from './weighing-queries';
import { LotsSection } from './lots/lots-section';

const LOAD_ERROR = {
  title: 'Erro ao carregar dados',
  description: 'Não foi possível carregar o histórico de pesagens.',
};

/** /module/weighing — 'Controle de Pesagem' (spec 2.12): record weighings, read gain and GMD. */
export default function WeighingPage() {
  const query = useQuery(weighingsQuery);
  const [selected, setSelected] = useState('');

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
      <div className="grid gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)] lg:items-start">
        <WeighingImport />
        <WeighingForm knownAnimals={animalIds(query.data ?? [])} weighings={query.data} />
        {query.data ? (
          <WeighingPerformance weighings={query.data} selected={selected} onSelect={setSelected} />
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
