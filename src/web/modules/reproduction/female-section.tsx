import { useState } from 'react';
import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { toast } from 'sonner';
import { planHas } from '@/domain/plans';
import { REPRO_STATUS_LABELS } from '@/domain/reproduction/constants';
import type { Category } from '@/domain/herd/constants';
import type { FemaleReproduction, ReproEventView } from '@/domain/reproduction/api';
import { formatDateBR } from '@/domain/records/dates';
import { Button } from '../../components/ui/button';
import { HeadedCard } from '../../components/ui/card';
import { Spinner } from '../../components/ui/spinner';
import { UndoButton, UndoDialog } from '../../components/undo-dialog';
import { showRecordError } from '../../lib/use-record-form';
import { useMe } from '../../lib/session';
import { toastQueued } from '../../offline/queued';
import { AbortionDialog, DiagnosisDialog } from './check-dialogs';
import type { FemaleRecord } from './females-list';
import { animalReproQuery, useReproRecord } from './reproduction-api';
import { expectedCalvingText, p205Text } from './repro-format';
import { CoverDialog, InseminationDialog } from './service-dialogs';
import { WeaningDialog } from './weaning-dialog';

/** What the animal's page hands the section (the herd's AnimalDetail has it). */
export interface SectionAnimal {
  id: string;
  tag: string;
  sex: 'M' | 'F' | null;
  category: Category | null;
  birthDate: string | null;
  status: string;
}

const CALVES: readonly (Category | null)[] = ['Bezerro', 'Bezerra'];

const RECORDS: { kind: FemaleRecord; label: string }[] = [
  { kind: 'insemination', label: 'Registrar inseminação' },
  { kind: 'cover', label: 'Registrar cobertura' },
  { kind: 'diagnosis', label: 'Registrar diagnóstico' },
  { kind: 'abortion', label: 'Registrar aborto' },
];

/**
 * 'Reprodução' on an animal's page (issue 41 item 1): for a female her status, season,
 * 'Previsão de parto', her records' history (undone by its author, the owner or a Gerente) and
 * the buttons to record; for a calf 'Registrar desmame' and its weaning. The herd's page gets it
 * from routes.tsx (a module imports no other). Nothing on a plan without the module.
 */
export function ReproductionSection({ animal }: { animal: SectionAnimal }) {
  const included = planHas(useMe().data?.farm.plan, 'reproduction');
  const female = animal.sex === 'F';
  const calf = CALVES.includes(animal.category);
  if (!included || (!female && !calf)) return null;
  return <Section animal={animal} female={female} calf={calf} />;
}

function Section({
  animal,
  female,
  calf,
}: {
  animal: SectionAnimal;
  female: boolean;
  calf: boolean;
}) {
  const query = useQuery(animalReproQuery(animal.id));
  const [open, setOpen] = useState<FemaleRecord | 'weaning' | null>(null);
  const active = animal.status === 'active';
  const one = { id: animal.id, tag: animal.tag };
  const close = () => setOpen(null);
  const data = query.data;
  return (
    <HeadedCard title="Reprodução" titleId="reproduction-title">
      <div className="flex flex-col gap-3">
        {query.isPending ? (
          <Spinner label="Carregando a reprodução..." className="justify-start" />
        ) : !data ? (
          <p className="text-stone-700">Não foi possível carregar a reprodução.</p>
        ) : (
          <>
            {female && !calf && <FemaleStatus data={data} />}
            <History events={data.events} />
          </>
        )}
        {active && (
          <div className="flex flex-wrap gap-2">
            {female &&
              !calf &&
              RECORDS.map((r) => (
                <Button key={r.kind} variant="outline" onClick={() => setOpen(r.kind)}>
                  {r.label}
                </Button>
              ))}
            {calf && (
              <Button variant="outline" onClick={() => setOpen('weaning')}>
                Registrar desmame
              </Button>
            )}
          </div>
        )}
      </div>
      {open === 'insemination' && <InseminationDialog females={[one]} onClose={close} />}
      {open === 'cover' && <CoverDialog females={[one]} onClose={close} />}
      {open === 'diagnosis' && <DiagnosisDialog female={one} onClose={close} />}
      {open === 'abortion' && <AbortionDialog female={one} onClose={close} />}
      {open === 'weaning' && (
        <WeaningDialog calf={one} birthDate={animal.birthDate} onClose={close} />
      )}
    </HeadedCard>
  );
}

function FemaleStatus({ data }: { data: FemaleReproduction }) {
  return (
    <div className="flex flex-col gap-1">
      <p className="flex flex-wrap items-center gap-2">
        <span className="text-stone-700">Situação:</span>
        <span className="rounded bg-stone-100 px-2 py-0.5 font-semibold text-stone-900">
          {REPRO_STATUS_LABELS[data.status]}
        </span>
      </p>
      {data.season && (
        <p className="text-stone-700">
          Estação:{' '}
          <Link
            to={`/reproducao/estacoes/${data.season.id}`}
            className="font-medium break-words text-green-800 underline underline-offset-4"
          >
            {data.season.name}
          </Link>
        </p>
      )}
      {data.expectedCalving && (
        <p className="font-medium text-stone-900">{expectedCalvingText(data.expectedCalving)}</p>
      )}
    </div>
  );
}

const UNDO_FAILURE = {
  title: 'Erro ao desfazer o registro',
  description: 'Não foi possível desfazer o registro. Tente novamente.',
};

/** The records, newest first, each with its summary, author, and 'Desfazer' when allowed. */
function History({ events }: { events: ReproEventView[] }) {
  const [undoing, setUndoing] = useState<ReproEventView | null>(null);
  const undo = useReproRecord<null>();
  if (events.length === 0) return <p className="text-stone-600">Nenhum registro de reprodução.</p>;
  return (
    <>
      <ul
        aria-label="Registros de reprodução"
        className="divide-y divide-stone-100 rounded-lg border border-stone-200"
      >
        {events.map((e) => (
          <li key={e.id} className="flex flex-wrap items-center gap-x-3 gap-y-1 px-3 py-2">
            <span className="text-stone-600 tabular-nums">{formatDateBR(e.date)}</span>
            <span
              className={
                e.undone
                  ? 'min-w-0 break-words text-stone-500 line-through'
                  : 'min-w-0 break-words text-stone-900'
              }
            >
              {e.summary}
            </span>
            {e.p205 !== null && <span className="text-sm text-stone-700">{p205Text(e.p205)}</span>}
            {e.expectedCalving && !e.undone && (
              <span className="text-sm text-stone-700">
                {expectedCalvingText(e.expectedCalving)}
              </span>
            )}
            {e.undone && (
              <span className="text-sm text-stone-600">
                Desfeito{e.undoReason ? `: ${e.undoReason}` : ''}
              </span>
            )}
            {e.authorName && <span className="text-sm text-stone-500">por {e.authorName}</span>}
            {e.canUndo && !e.undone && (
              <UndoButton
                label={`${e.summary} (${formatDateBR(e.date)})`}
                onClick={() => setUndoing(e)}
              />
            )}
          </li>
        ))}
      </ul>
      <UndoDialog
        formId="repro-undo"
        title="Desfazer registro"
        recordId={undoing?.id ?? null}
        description={undoing ? `${undoing.summary} (${formatDateBR(undoing.date)})` : undefined}
        pending={undo.isPending}
        onOpenChange={(o) => !o && setUndoing(null)}
        onUndo={({ reason }, controls) =>
          undoing &&
          undo.mutate(
            {
              path: `/events/${undoing.id}/undo`,
              body: { reason },
              summary: `Desfazer: ${undoing.summary}`,
            },
            {
              onSuccess: (saved) => {
                if (saved.queued) toastQueued(saved.reason, 'Registro desfeito');
                else toast.success('Registro desfeito');
                controls.done();
              },
              onError: (error) => showRecordError(error, controls, UNDO_FAILURE),
            },
          )
        }
      />
    </>
  );
}
