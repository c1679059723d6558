import { useQuery } from '@tanstack/react-query';
import { Plus } from 'lucide-react';
import { toast } from 'sonner';
import { MULTI_FARM_MESSAGE } from '@/domain/farms';
import { FormCard } from '../../components/form-card';
import { LoadFailed, LoadingCard } from '../../components/load-state';
import { MasterPlanNote } from '../../components/master-plan-note';
import { PageShell } from '../../components/page-shell';
import { Button } from '../../components/ui/button';
import { useFarmForm } from './farm-form';
import { FarmList } from './farm-list';
import { farmsQuery, useCreateFarm } from './farms-api';

/** /fazendas: the user's farms, a new farm (Master) and, per farm, edit or leave. */
export function FarmsPage() {
  const farms = useQuery(farmsQuery);
  return (
    <PageShell
      title="Fazendas"
      description="As fazendas em que você trabalha e o seu papel em cada uma."
    >
      {farms.isPending ? (
        <LoadingCard label="Carregando suas fazendas..." />
      ) : farms.isError ? (
        <LoadFailed
          title="Erro ao carregar dados"
          description="Não foi possível carregar suas fazendas."
          onRetry={() => void farms.refetch()}
          retrying={farms.isFetching}
        />
      ) : (
        <>
          <FarmList farms={farms.data.farms} activeFarmId={farms.data.activeFarmId} />
          {farms.data.canCreate ? (
            <CreateFarm />
          ) : (
            <MasterPlanNote>{MULTI_FARM_MESSAGE}</MasterPlanNote>
          )}
        </>
      )}
    </PageShell>
  );
}

function CreateFarm() {
  const create = useCreateFarm();
  const farm = useFarmForm('new-farm');
  return (
    <FormCard
      id="new-farm"
      title="Nova fazenda"
      onSubmit={(event) =>
        farm.submit(event, (data) =>
          create.mutate(data, {
            onSuccess: (created) => {
              toast.success('Fazenda criada', {
                description: `${created.name} está na sua lista.`,
              });
              farm.reset({ name: '', city: '', state: '', areaHectares: '' });
            },
            onError: (error) => farm.showFailure(error, 'Erro ao criar a fazenda'),
          }),
        )
      }
    >
      {farm.fields}
      <Button type="submit" className="w-full sm:w-fit" disabled={create.isPending}>
        <Plus aria-hidden="true" />
        {create.isPending ? 'Criando...' : 'Criar fazenda'}
      </Button>
    </FormCard>
  );
}
