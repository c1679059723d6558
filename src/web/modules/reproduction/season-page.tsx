import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { ArrowLeft, CalendarClock, Pencil, Stethoscope, UsersRound, X } from 'lucide-react';
import { planHas } from '@/domain/plans';
import type { SeasonSummary } from '@/domain/reproduction/api';
import { FarmPageShell } from '../../components/farm-page-shell';
import { NotLoaded } from '../../components/load-state';
import { Button, buttonClasses } from '../../components/ui/button';
import { errorMessage } from '../../lib/api';
import { useMe } from '../../lib/session';
import { PendingRecords } from '../../offline/pending-records';
import { BatchesSection } from './batches-section';
import { AbortionDialog, DiagnosisDialog } from './check-dialogs';
import { ExposeDialog } from './expose-dialog';
import { FEMALES_FILTER_ID, FemalesList, type FemaleRecord } from './females-list';
import { CalvingsByMonth } from './calvings-chart';
import { IndicatorsSection } from './indicators-section';
import { RemoveExposure } from './remove-exposure';
import { seasonQuery, useReproManager } from './reproduction-api';
import type { Picked } from './repro-forms';
import { diagnosedText, exposedText, seasonPeriod } from './repro-format';
import { StatusCounts } from './reproduction-page';
import { SeasonDialog } from './season-dialog';
import { SeasonReportBar } from './season-report-bar';
import type { BatchTarget } from './record-target';
import { CoverDialog, InseminationDialog } from './service-dialogs';
import { StartProtocolDialog } from './start-protocol-dialog';
import { TodoLists } from './todo-lists';

/** The dialog open on the page, with whom it is for. */
type Open =
  | { kind: FemaleRecord | 'start'; females: Picked[] }
  | { kind: 'expose' | 'edit' }
  | { kind: 'batch'; batch: BatchTarget }
  | null;

const back = (
  <Link
    to="/reproducao"
    className={buttonClasses({ variant: 'ghost', size: 'sm', className: '-ml-3 w-fit' })}
  >
    <ArrowLeft aria-hidden="true" />
    Voltar à reprodução
  </Link>
);

/**
 * /reproducao/estacoes/:id — one breeding season (issue 41 item 2): its counts by status, its
 * exposed females (paged on the server, by status), 'Expor fêmeas', and each female's records —
 * one at a time from her row, or for the females selected ('Iniciar protocolo' too); the season's
 * IATF batches with their calendars, each inseminated whole at once; what to do ('A diagnosticar',
 * 'Vazias', 'Descarte sugerido', 'A desmamar'), the season's indicators and 'Previsão de partos'.
 * The owner and a Gerente also edit it ('Editar estação') and take a female out of it ('Retirar
 * da estação').
 */
export function SeasonPage() {
  const { id = '' } = useParams();
  const me = useMe().data;
  const included = planHas(me?.farm.plan, 'reproduction');
  const query = useQuery({ ...seasonQuery(id), enabled: included });
  const season = query.data;
  return (
    <FarmPageShell back={back}>
      {season ? (
        <SeasonView key={season.id} season={season} />
      ) : (
        <NotLoaded
          query={query}
          failed={{ title: 'Erro ao carregar a estação', description: errorMessage(query.error) }}
          loading="Carregando a estação..."
        />
      )}
    </FarmPageShell>
  );
}

function SeasonView({ season }: { season: SeasonSummary }) {
  const [open, setOpen] = useState<Open>(null);
  const [selected, setSelected] = useState<Map<string, Picked>>(new Map());
  const [removing, setRemoving] = useState<Picked | null>(null);
  const manager = useReproManager();
  const close = () => setOpen(null);
  const toggle = (female: Picked) =>
    setSelected((current) => {
      const next = new Map(current);
      if (next.has(female.id)) next.delete(female.id);
      else next.set(female.id, female);
      return next;
    });
  const unselect = (female: Picked) =>
    setSelected((current) => {
      const next = new Map(current);
      next.delete(female.id);
      return next;
    });
  const picked = [...selected.values()];
  return (
    <>
      <div className="flex flex-col gap-2">
        <h1 className="text-2xl font-bold break-words text-stone-900">{season.name}</h1>
        <p className="text-stone-700">Estação de monta: {seasonPeriod(season)}</p>
        <p className="font-medium text-stone-900">
          {exposedText(season.exposed)} · {diagnosedText(season)}
        </p>
        <StatusCounts byStatus={season.byStatus} />
        <div className="flex flex-wrap gap-2">
          <Button onClick={() => setOpen({ kind: 'expose' })}>
            <UsersRound aria-hidden="true" />
            Expor fêmeas
          </Button>
          <Link
            to={`/reproducao/estacoes/${season.id}/tronco`}
            className={buttonClasses({ variant: 'outline' })}
          >
            <Stethoscope aria-hidden="true" />
            Diagnóstico no tronco
          </Link>
          {manager && (
            <Button variant="outline" onClick={() => setOpen({ kind: 'edit' })}>
              <Pencil aria-hidden="true" />
              Editar estação
            </Button>
          )}
        </div>
        <SeasonReportBar season={season} />
      </div>
      <PendingRecords kinds={['reproduction']} />
      {picked.length > 0 && (
        <SelectionBar
          count={picked.length}
          onRecord={(kind) => setOpen({ kind, females: picked })}
          onClear={() => setSelected(new Map())}
        />
      )}
      <BatchesSection
        seasonId={season.id}
        onInseminate={(batch) => setOpen({ kind: 'batch', batch })}
      />
      <FemalesList
        seasonId={season.id}
        selected={selected}
        onToggle={toggle}
        onRecord={(kind, female) => setOpen({ kind, females: [female] })}
        onRemove={manager ? setRemoving : undefined}
      />
      {/* Below the females: laid out and painted when near the screen (styles.css). */}
      <div data-render-near className="flex flex-col gap-3 sm:gap-6">
        <TodoLists seasonId={season.id} />
        <IndicatorsSection seasonId={season.id} />
        <CalvingsByMonth seasonId={season.id} />
      </div>
      {open?.kind === 'expose' && <ExposeDialog season={season} onClose={close} />}
      {open?.kind === 'edit' && <SeasonDialog season={season} onClose={close} />}
      {manager && (
        <RemoveExposure
          seasonId={season.id}
          female={removing}
          onClose={() => setRemoving(null)}
          onRemoved={unselect}
          focusAfter={() => document.getElementById(FEMALES_FILTER_ID)?.focus()}
        />
      )}
      {open?.kind === 'insemination' && (
        <InseminationDialog females={open.females} onClose={close} />
      )}
      {open?.kind === 'batch' && (
        <InseminationDialog females={[]} batch={open.batch} onClose={close} />
      )}
      {open?.kind === 'start' && (
        <StartProtocolDialog seasonId={season.id} females={open.females} onClose={close} />
      )}
      {open?.kind === 'cover' && <CoverDialog females={open.females} onClose={close} />}
      {open?.kind === 'diagnosis' && open.females[0] && (
        <DiagnosisDialog female={open.females[0]} onClose={close} />
      )}
      {open?.kind === 'abortion' && open.females[0] && (
        <AbortionDialog female={open.females[0]} onClose={close} />
      )}
    </>
  );
}

/** What the selected females can go through at once: a service for all of them. */
function SelectionBar({
  count,
  onRecord,
  onClear,
}: {
  count: number;
  onRecord: (kind: 'insemination' | 'cover' | 'start') => void;
  onClear: () => void;
}) {
  return (
    <div
      role="region"
      aria-label="Fêmeas selecionadas"
      className="sticky top-16 z-10 flex flex-wrap items-center gap-2 rounded-lg border border-green-600 bg-green-50 px-3 py-2"
    >
      <span className="font-medium text-green-950 max-sm:basis-full">
        {count === 1 ? '1 selecionada' : `${count} selecionadas`}
      </span>
      <span className="flex-1 max-sm:hidden" />
      <Button size="sm" onClick={() => onRecord('insemination')}>
        Registrar inseminação
      </Button>
      <Button size="sm" variant="outline" onClick={() => onRecord('cover')}>
        Registrar cobertura
      </Button>
      <Button size="sm" variant="outline" onClick={() => onRecord('start')}>
        <CalendarClock aria-hidden="true" />
        Iniciar protocolo
      </Button>
      <Button size="sm" variant="ghost" onClick={onClear} aria-label="Limpar a seleção">
        <X aria-hidden="true" />
        Limpar
      </Button>
    </div>
  );
}
