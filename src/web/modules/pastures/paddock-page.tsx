import { useState, type ComponentType } from 'react';
import { Link, useParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { ArrowLeft, Calculator, Pencil, Ruler } from 'lucide-react';
import { formatNumber } from '@/domain/format';
import type { PaddockDetail } from '@/domain/pastures/api';
import { GRAZING_METHOD_LABELS, PASTURE_SEASON_LABELS } from '@/domain/pastures/constants';
import { planHas } from '@/domain/plans';
import { formatDateBR } from '@/domain/records/dates';
import { FarmPageShell, PlanRequired } from '../../components/farm-page-shell';
import { NotLoaded } from '../../components/load-state';
import { Button, buttonClasses } from '../../components/ui/button';
import { HeadedCard } from '../../components/ui/card';
import { DetailItem } from '../../components/ui/detail-item';
import { errorMessage } from '../../lib/api';
import { stockingLink } from '../../lib/stocking-link';
import { useMe } from '../../lib/session';
import { PendingRecords } from '../../offline/pending-records';
import { HeightDialog } from './height-dialog';
import { PaddockDialog } from './paddock-dialog';
import { OverCapacityBadge, ReadyBadge, stateText } from './paddock-list';
import { PaddockYears } from './paddock-years';
import {
  PASTURES_PLAN_MESSAGE,
  areaText,
  capacityText,
  heightText,
  recommendedHeights,
  uaPerHaText,
} from './pasture-format';
import { paddockQuery, usePastureManager } from './pastures-api';

/** The parts of a paddock's page other files of the module bring, put in by routes.tsx. */
export interface PaddockSlots {
  /** 'Histórico de ocupação' of this paddock (occupation-history.tsx): its own card and heading. */
  HistorySection?: ComponentType<{ paddockId?: string }>;
  /** 'Mover para pasto' into this paddock (move-dialog.tsx): a button that opens its dialog. */
  MoveButton?: ComponentType<{ paddockId: string }>;
}

const back = (
  <Link
    to="/pastos"
    className={buttonClasses({ variant: 'ghost', size: 'sm', className: '-ml-3 w-fit' })}
  >
    <ArrowLeft aria-hidden="true" />
    Voltar aos pastos
  </Link>
);

/**
 * /pastos/:id — one paddock (issue 42 items 4 and 6): its facts, state and stocking, its grass's
 * Embrapa heights and the heights measured ('Registrar altura', everyone's), its '@/ha/ano' per
 * year with 'Ver tabela', and its occupation history. The owner and a Gerente edit it.
 */
export function PaddockPage(slots: PaddockSlots) {
  const { id = '' } = useParams();
  const me = useMe().data;
  const included = planHas(me?.farm.plan, 'pastures');
  const query = useQuery({ ...paddockQuery(id), enabled: included && id !== '' });
  if (!me) return null;
  if (!included) {
    return (
      <PlanRequired title="Pastos" message={PASTURES_PLAN_MESSAGE} isOwner={me.farm.isOwner}>
        Com eles você acompanha a ocupação, o descanso e a lotação de cada pasto.
      </PlanRequired>
    );
  }
  const paddock = query.data;
  return (
    <FarmPageShell back={back}>
      {paddock ? (
        <PaddockView key={paddock.id} paddock={paddock} {...slots} />
      ) : (
        <NotLoaded
          query={query}
          failed={{ title: 'Erro ao carregar o pasto', description: errorMessage(query.error) }}
          loading="Carregando o pasto..."
        />
      )}
    </FarmPageShell>
  );
}

type Open = 'height' | 'edit' | null;

function PaddockView({
  paddock,
  HistorySection,
  MoveButton,
}: { paddock: PaddockDetail } & PaddockSlots) {
  const manager = usePastureManager();
  const [open, setOpen] = useState<Open>(null);
  const close = () => setOpen(null);
  return (
    <>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div className="flex min-w-0 flex-col gap-1">
          <h1 className="text-2xl font-bold break-words text-stone-900">{paddock.name}</h1>
          <p className="break-words text-stone-600">
            {[paddock.retiro, paddock.forage, areaText(paddock)].filter(Boolean).join(' · ')}
          </p>
        </div>
        <div className="flex flex-wrap gap-2 max-sm:[&>*]:flex-1">
          <Button onClick={() => setOpen('height')}>
            <Ruler aria-hidden="true" />
            Registrar altura
          </Button>
          {MoveButton && <MoveButton paddockId={paddock.id} />}
          {manager && (
            <Button variant="outline" onClick={() => setOpen('edit')}>
              <Pencil aria-hidden="true" />
              Editar pasto
            </Button>
          )}
          {/* The stocking calculator started from this paddock's area, heads and UA. */}
          <Link
            to={stockingLink({
              areaHa: paddock.areaHa ?? paddock.shapeAreaHa ?? 0,
              heads: paddock.state.heads,
              units: paddock.units,
            })}
            className={buttonClasses({ variant: 'outline' })}
          >
            <Calculator aria-hidden="true" />
            Calcular lotação
          </Link>
        </div>
      </div>
      <PendingRecords kinds={['pastures']} />
      <div className="grid gap-4 sm:gap-6 lg:grid-cols-2">
        <FactsCard paddock={paddock} />
        <HeightsCard paddock={paddock} />
      </div>
      <PaddockYears paddockId={paddock.id} />
      {/* 'Histórico de ocupação' of this paddock (occupation-history.tsx, given by routes.tsx). */}
      {HistorySection && <HistorySection paddockId={paddock.id} />}
      {open === 'height' && <HeightDialog paddock={paddock} onClose={close} />}
      {open === 'edit' && <PaddockDialog paddock={paddock} onClose={close} />}
    </>
  );
}

/** What the paddock is and how it stands today. */
function FactsCard({ paddock }: { paddock: PaddockDetail }) {
  const units = `${formatNumber(paddock.units, 1)} UA`;
  return (
    <HeadedCard title="Situação" titleId="paddock-facts-title">
      <div className="flex flex-col gap-3">
        <p className="font-medium break-words text-stone-900">{stateText(paddock)}</p>
        {(paddock.ready || paddock.overCapacity) && (
          <div className="flex flex-wrap gap-1">
            {paddock.ready && <ReadyBadge />}
            {paddock.overCapacity && <OverCapacityBadge />}
          </div>
        )}
        <dl className="grid grid-cols-2 gap-x-4 gap-y-3 text-sm [&_dd]:break-words">
          <DetailItem term="Lotação" value={`${uaPerHaText(paddock.uaPerHa)} (${units})`} />
          <DetailItem term="Estação" value={PASTURE_SEASON_LABELS[paddock.season]} />
          <DetailItem term="Área" value={areaText(paddock)} />
          <DetailItem term="Forrageira" value={paddock.forage} />
          <DetailItem
            term="Método de pastejo"
            value={GRAZING_METHOD_LABELS[paddock.grazingMethod]}
          />
          <DetailItem term="Retiro" value={paddock.retiro ?? '—'} />
          <DetailItem term="Capacidade (UA/ha)" value={capacityText(paddock)} />
          <DetailItem
            term="Dias de descanso"
            value={paddock.restDays === null ? '—' : `${paddock.restDays} dias`}
          />
        </dl>
      </div>
    </HeadedCard>
  );
}

/** The grass's Embrapa heights for its method, and the heights measured, newest first. */
function HeightsCard({ paddock }: { paddock: PaddockDetail }) {
  const recommended = recommendedHeights(paddock.forage, paddock.grazingMethod);
  return (
    <HeadedCard title="Altura do capim" titleId="paddock-heights-title">
      <div className="flex flex-col gap-4">
        {recommended.length > 0 ? (
          <div className="flex flex-col gap-1">
            <dl className="grid grid-cols-2 gap-x-4 gap-y-3 text-sm">
              {recommended.map((r) => (
                <DetailItem key={r.term} term={r.term} value={r.value} />
              ))}
            </dl>
            <p className="text-xs text-stone-600">
              Recomendação da Embrapa para {paddock.forage} em pastejo{' '}
              {GRAZING_METHOD_LABELS[paddock.grazingMethod].toLowerCase()}.
            </p>
          </div>
        ) : (
          <p className="text-sm text-stone-600">
            Sem altura de referência da Embrapa para {paddock.forage} em pastejo{' '}
            {GRAZING_METHOD_LABELS[paddock.grazingMethod].toLowerCase()}.
          </p>
        )}
        <div className="flex flex-col gap-1">
          <h3 id="paddock-measured-title" className="text-base font-semibold text-stone-900">
            Alturas medidas
          </h3>
          {paddock.heights.length === 0 ? (
            <p className="text-sm text-stone-600">
              Nenhuma medição ainda. Use “Registrar altura” ao medir o capim.
            </p>
          ) : (
            <ul aria-labelledby="paddock-measured-title" className="divide-y divide-stone-100">
              {paddock.heights.map((h) => (
                <li key={h.id} className="flex justify-between gap-3 py-1.5 text-sm tabular-nums">
                  <span className="text-stone-700">{formatDateBR(h.measuredOn)}</span>
                  <span className="font-medium text-stone-900">{heightText(h.heightCm)}</span>
                </li>
              ))}
            </ul>
          )}
        </div>
      </div>
    </HeadedCard>
  );
}
