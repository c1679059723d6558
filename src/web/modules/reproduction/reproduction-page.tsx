import { useState } from 'react';
import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { Plus } from 'lucide-react';
import { planHas } from '@/domain/plans';
import { REPRODUCTION_PLAN_MESSAGE } from '@/domain/reproduction/constants';
import type { SeasonSummary } from '@/domain/reproduction/api';
import { FarmPageShell, PlanRequired } from '../../components/farm-page-shell';
import { NotLoaded } from '../../components/load-state';
import { Button } from '../../components/ui/button';
import { HeadedCard } from '../../components/ui/card';
import { errorMessage } from '../../lib/api';
import { useMe } from '../../lib/session';
import { PendingRecords } from '../../offline/pending-records';
import { ProtocolsSection } from './protocols-section';
import { seasonsQuery, useReproManager } from './reproduction-api';
import { diagnosedText, exposedText, seasonPeriod, statusCounts } from './repro-format';
import { SeasonDialog } from './season-dialog';
import { SemenSection } from './semen-section';

/**
 * /reproducao — 'Reprodução' (issue 41): the breeding seasons ('Estação de monta'), newest first,
 * each with its counts and a link to its page; 'Nova estação'; the IATF protocols ('Novo
 * protocolo', 'Editar', 'Copiar'); the farm's semen ('Sêmen', 'Adicionar sêmen'). Pro, Master and
 * the trial; every member records and adds semen, the owner and a Gerente write the protocols.
 * A season's page (season-page.tsx) has the rest, 'Editar estação' and 'Retirar da estação' too.
 */
export function ReproductionPage() {
  const me = useMe().data;
  const manager = useReproManager();
  const [creating, setCreating] = useState(false);
  if (!me) return null;
  if (!planHas(me.farm.plan, 'reproduction')) {
    return (
      <PlanRequired
        title="Reprodução"
        message={REPRODUCTION_PLAN_MESSAGE}
        isOwner={me.farm.isOwner}
      >
        Com ela você acompanha a estação de monta, a IATF, o diagnóstico de prenhez, os partos e o
        desmame de cada fêmea.
      </PlanRequired>
    );
  }
  return (
    <FarmPageShell>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div className="flex min-w-0 flex-col gap-1">
          <h1 className="text-2xl font-bold text-stone-900">Reprodução</h1>
          <p className="text-stone-600 max-sm:hidden">
            Estação de monta, IATF, diagnóstico de prenhez, partos e desmame.
          </p>
        </div>
        <Button onClick={() => setCreating(true)} className="w-full sm:w-auto">
          <Plus aria-hidden="true" />
          Nova estação
        </Button>
      </div>
      <PendingRecords kinds={['reproduction']} />
      <SeasonsSection />
      <ProtocolsSection canEdit={manager} />
      <SemenSection />
      {creating && <SeasonDialog onClose={() => setCreating(false)} />}
    </FarmPageShell>
  );
}

function SeasonsSection() {
  const query = useQuery(seasonsQuery);
  return (
    <HeadedCard title="Estações de monta" titleId="seasons-title">
      {!query.data ? (
        <NotLoaded
          query={query}
          failed={{ title: 'Erro ao carregar as estações', description: errorMessage(query.error) }}
          loading="Carregando as estações..."
        />
      ) : query.data.length === 0 ? (
        <p className="text-stone-700">
          Nenhuma estação ainda. Use “Nova estação” para começar e depois exponha as fêmeas.
        </p>
      ) : (
        <ul aria-labelledby="seasons-title" className="flex flex-col gap-3">
          {query.data.map((season) => (
            <SeasonItem key={season.id} season={season} />
          ))}
        </ul>
      )}
    </HeadedCard>
  );
}

function SeasonItem({ season }: { season: SeasonSummary }) {
  return (
    <li className="flex flex-col gap-1 rounded-lg border border-stone-200 p-3">
      <Link
        to={`/reproducao/estacoes/${season.id}`}
        className="flex min-h-11 items-center text-lg font-semibold break-words text-green-800 underline underline-offset-4"
      >
        {season.name}
      </Link>
      <p className="text-sm text-stone-700">{seasonPeriod(season)}</p>
      <p className="text-stone-800">
        {exposedText(season.exposed)} · {diagnosedText(season)}
      </p>
      <StatusCounts byStatus={season.byStatus} />
    </li>
  );
}

/** 'Prenhe: 37 · Vazia: 12 …' as a list of terms. */
export function StatusCounts({ byStatus }: { byStatus: SeasonSummary['byStatus'] }) {
  const counts = statusCounts(byStatus);
  if (counts.length === 0) return null;
  return (
    <dl className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
      {counts.map((c) => (
        <div key={c.status} className="flex gap-1">
          <dt className="text-stone-600">{c.label}:</dt>
          <dd className="font-semibold text-stone-900 tabular-nums">{c.count}</dd>
        </div>
      ))}
    </dl>
  );
}
