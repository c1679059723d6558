import { useState } from 'react';
import { toast } from 'sonner';
import { ROLE_LABELS, type FarmSummary } from '@/domain/farms';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { formatArea, useSwitchFarm } from '../../lib/active-farm';
import { FormDialog } from '../admin/form-dialog';
import { farmValues, useFarmForm } from './farm-form';
import { useLeaveFarm, useUpdateFarm } from './farms-api';

/** 'Cidade/UF', the city or the state alone, or null. */
export function placeOf(farm: Pick<FarmSummary, 'city' | 'state'>): string | null {
  if (farm.city && farm.state) return `${farm.city}/${farm.state}`;
  return farm.city ?? farm.state ?? null;
}

export function FarmList({ farms, activeFarmId }: { farms: FarmSummary[]; activeFarmId: string }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle id="farm-list-title">Suas fazendas</CardTitle>
      </CardHeader>
      <CardContent>
        <ul aria-labelledby="farm-list-title" className="flex flex-col gap-3">
          {farms.map((farm) => (
            <FarmRow key={farm.id} farm={farm} active={farm.id === activeFarmId} />
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}

function FarmRow({ farm, active }: { farm: FarmSummary; active: boolean }) {
  const switchFarm = useSwitchFarm();
  const place = placeOf(farm);
  return (
    <li
      aria-label={farm.name}
      className="flex flex-col gap-3 rounded-lg border border-stone-200 p-4"
    >
      <div className="flex min-w-0 flex-wrap items-center gap-2">
        <h3 className="min-w-0 font-semibold break-words text-stone-900">{farm.name}</h3>
        {active && (
          <span className="rounded-full bg-green-100 px-2 py-0.5 text-xs font-medium text-green-900">
            Ativa
          </span>
        )}
      </div>
      <dl className="flex flex-wrap gap-x-6 gap-y-1 text-sm">
        <Detail term="Local" value={place ?? 'Não informado'} />
        <Detail
          term="Área"
          value={
            farm.areaHectares === null ? 'Não informada' : `${formatArea(farm.areaHectares)} ha`
          }
        />
        <Detail term="Seu papel" value={ROLE_LABELS[farm.role]} />
      </dl>
      <div className="flex flex-wrap gap-2">
        {!active && (
          <Button
            size="sm"
            variant="outline"
            disabled={switchFarm.isPending}
            onClick={() => switchFarm.mutate(farm)}
          >
            Usar esta fazenda
          </Button>
        )}
        {farm.role === 'owner' ? <EditFarm farm={farm} /> : <LeaveFarm farm={farm} />}
      </div>
    </li>
  );
}

function Detail({ term, value }: { term: string; value: string }) {
  return (
    <div className="min-w-0">
      <dt className="text-stone-600">{term}</dt>
      <dd className="font-medium break-words text-stone-900">{value}</dd>
    </div>
  );
}

function EditFarm({ farm }: { farm: FarmSummary }) {
  const [open, setOpen] = useState(false);
  const update = useUpdateFarm();
  const form = useFarmForm(`farm-${farm.id}`, farmValues(farm));
  return (
    <FormDialog
      open={open}
      onOpenChange={(next) => {
        if (next) form.reset(farmValues(farm));
        setOpen(next);
      }}
      trigger={
        <Button size="sm" variant="outline" aria-label={`Editar ${farm.name}`}>
          Editar
        </Button>
      }
      title="Editar fazenda"
      description="Nome, local e área da fazenda."
      submitLabel={update.isPending ? 'Salvando...' : 'Salvar'}
      pending={update.isPending}
      onSubmit={() =>
        form.submit(undefined, (data) =>
          update.mutate(
            { id: farm.id, farm: data },
            {
              onSuccess: () => {
                toast.success('Fazenda atualizada');
                setOpen(false);
              },
              onError: (error) => form.showFailure(error, 'Erro ao salvar a fazenda'),
            },
          ),
        )
      }
    >
      {form.fields}
    </FormDialog>
  );
}

function LeaveFarm({ farm }: { farm: FarmSummary }) {
  const leave = useLeaveFarm();
  return (
    <ConfirmDialog
      trigger={
        <Button size="sm" variant="outline" className="text-red-700" disabled={leave.isPending}>
          Sair da fazenda
        </Button>
      }
      title="Sair da fazenda?"
      description={`Você deixa de ver os registros da ${farm.name}. Para voltar, o proprietário precisa convidar você de novo.`}
      confirmLabel="Sair da fazenda"
      onConfirm={() => leave.mutate(farm)}
    />
  );
}
