import { useMemo, useState, type FormEvent } from 'react';
import { Link, useParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { toast } from 'sonner';
import { ArrowLeft, Search } from 'lucide-react';
import { planHas } from '@/domain/plans';
import { parseDecimal } from '@/domain/number';
import { todayIn } from '@/domain/records/dates';
import {
  DIAGNOSIS_LABELS,
  REPRO_TOASTS,
  type DiagnosisResult,
} from '@/domain/reproduction/constants';
import type { ExposedFemale, RecordedEvents, SeasonSummary } from '@/domain/reproduction/api';
import { diagnosisSchemaUntil } from '@/domain/reproduction/schemas';
import { FarmPageShell } from '../../components/farm-page-shell';
import { NotLoaded } from '../../components/load-state';
import { Button, buttonClasses } from '../../components/ui/button';
import { FormField } from '../../components/ui/form-field';
import { errorMessage } from '../../lib/api';
import { NO_NATIVE_SUBMIT } from '../../lib/native-submit';
import { useMe } from '../../lib/session';
import { PendingRecords } from '../../offline/pending-records';
import { toastQueued } from '../../offline/queued';
import { useFarmEntries } from '../../offline/use-offline';
import { seasonQuery, useReproRecord } from './reproduction-api';
import { diagnosedText } from './repro-format';
import { useChuteLookup, type Lookup } from './chute-api';
import { ChuteFemale, ToCheckList } from './chute-parts';
import { diagnosisWrite } from './diagnosis-write';
import { diagnosedWithWaiting } from './chute-count';

/*
 * /reproducao/estacoes/:id/tronco — 'Diagnóstico no tronco' (issue 41 item 6): one female at a
 * time, found by her brinco or by a stick reader's EID (15 digits + Enter), her last service and
 * status shown; 'Prenhe' (with 'Dias de gestação' when typed), 'Vazia' or 'Inconclusivo' saves at
 * once through the outbox (offline it waits on the device, sent once) and the field is emptied
 * and focused for the next; 'Diagnosticadas: 37 de 120' and the females still to check.
 */

const FIELD_ID = 'chute-tag';
const tagField = () => document.getElementById(FIELD_ID) as HTMLInputElement | null;

export function ChutePage() {
  const { id = '' } = useParams();
  const me = useMe().data;
  const included = planHas(me?.farm.plan, 'reproduction');
  const query = useQuery({ ...seasonQuery(id), enabled: included });
  const back = (
    <Link
      to={`/reproducao/estacoes/${id}`}
      className={buttonClasses({ variant: 'ghost', size: 'sm', className: '-ml-3 w-fit' })}
    >
      <ArrowLeft aria-hidden="true" />
      Voltar à estação
    </Link>
  );
  return (
    <FarmPageShell back={back}>
      {query.data ? (
        <ChuteView key={query.data.id} season={query.data} />
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

/** The last female checked here: 'Último: 101 — Prenhe, 60 dias'. */
function savedLine(tag: string, result: DiagnosisResult, days: number | null, queued: boolean) {
  const what = `${DIAGNOSIS_LABELS[result]}${days !== null ? `, ${days} dias` : ''}`;
  return `Último: ${tag} — ${what}${queued ? ' (guardado no aparelho)' : ''}`;
}

function ChuteView({ season }: { season: SeasonSummary }) {
  const today = todayIn(new Date());
  const schema = useMemo(() => diagnosisSchemaUntil(today), [today]);
  const [typed, setTyped] = useState('');
  const [date, setDate] = useState(today);
  const [days, setDays] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [lookup, setLookup] = useState<Lookup>(null);
  const [saved, setSaved] = useState<string | null>(null);
  // Checked here (sent or waiting on the device): out of 'Faltam diagnosticar' at once.
  const [checked, setChecked] = useState<ReadonlySet<string>>(new Set());
  // Females first diagnosed here while the diagnosis waits on the device: counted at once.
  const [firstChecks, setFirstChecks] = useState<ReadonlySet<string>>(new Set());
  const waiting = useFarmEntries('reproduction');
  const diagnosed = diagnosedWithWaiting(season.diagnosed, waiting, firstChecks);
  const find = useChuteLookup(season.id);
  const record = useReproRecord<RecordedEvents>();

  const show = (next: Lookup) => {
    setLookup(next);
    setDays('');
    setErrors({});
  };
  const search = async (event?: FormEvent) => {
    event?.preventDefault();
    const answer = await find(typed);
    if (answer === 'stale') return;
    show(answer);
    // A reader's next read replaces what is in the field.
    tagField()?.select();
  };
  const pick = (female: ExposedFemale) => {
    show({ found: female, fromDevice: false });
    setTyped(female.tag);
    document.getElementById('chute-female')?.scrollIntoView?.({ block: 'start' });
  };
  const next = () => {
    setTyped('');
    show(null);
    tagField()?.focus();
  };

  const female = lookup && 'found' in lookup ? lookup.found : null;
  const diagnose = (result: DiagnosisResult) => {
    if (!female || record.isPending) return;
    const text = days.trim();
    const parsed = schema.safeParse({
      animalId: female.animalId,
      date,
      result,
      gestationDays: text ? parseDecimal(text) : null,
    });
    if (!parsed.success) {
      const found: Record<string, string> = {};
      for (const issue of parsed.error.issues) found[String(issue.path[0])] ??= issue.message;
      setErrors(found);
      return;
    }
    const data = parsed.data;
    record.mutate(diagnosisWrite(data, female.tag), {
      onSuccess: (result) => {
        if (result.queued) toastQueued(result.reason, REPRO_TOASTS.diagnosis);
        else toast.success(REPRO_TOASTS.diagnosis);
        setSaved(savedLine(female.tag, data.result, data.gestationDays, result.queued));
        setChecked((current) => new Set(current).add(female.animalId));
        if (result.queued && !female.lastDiagnosis) {
          setFirstChecks((current) => new Set(current).add(female.animalId));
        }
        next();
      },
      onError: (error) =>
        toast.error('Erro ao registrar o diagnóstico', { description: errorMessage(error) }),
    });
  };

  return (
    <>
      <div className="flex flex-col gap-1">
        <h1 className="text-2xl font-bold text-stone-900">Diagnóstico no tronco</h1>
        <p className="break-words text-stone-700">{season.name}</p>
        <p className="text-lg font-semibold text-stone-900" aria-live="polite">
          {diagnosedText({ diagnosed, exposed: season.exposed })}
        </p>
      </div>
      <form
        aria-label="Buscar fêmea"
        // Pressed on the server's page before React: submits nowhere (the press is held).
        method={NO_NATIVE_SUBMIT}
        onSubmit={search}
        className="flex flex-col gap-3 sm:flex-row sm:items-end"
      >
        <div className="min-w-0 flex-1">
          <FormField
            id={FIELD_ID}
            name="tag"
            label="Brinco ou EID"
            hint="Digite o brinco e toque em Buscar, ou leia o EID com o bastão."
            value={typed}
            onChange={(e) => setTyped(e.target.value)}
            autoFocus
            autoComplete="off"
            enterKeyHint="search"
            maxLength={40}
          />
        </div>
        <Button type="submit" size="lg">
          <Search aria-hidden="true" />
          Buscar
        </Button>
        <div className="sm:w-44">
          <FormField
            id="chute-date"
            name="date"
            label="Data"
            type="date"
            max={today}
            value={date}
            error={errors.date}
            onChange={(e) => setDate(e.target.value)}
          />
        </div>
      </form>
      {lookup && 'missing' in lookup && (
        <p
          role="alert"
          className="rounded-lg border border-red-300 bg-red-50 px-4 py-3 font-medium text-red-900"
        >
          {lookup.missing}
        </p>
      )}
      {female && (
        <ChuteFemale
          female={female}
          fromDevice={lookup !== null && 'fromDevice' in lookup && lookup.fromDevice}
          checkedHere={checked.has(female.animalId)}
          days={days}
          daysError={errors.gestationDays}
          onDays={setDays}
          pending={record.isPending}
          onResult={diagnose}
          onCancel={next}
        />
      )}
      <p role="status" aria-label="Último diagnóstico" className="font-medium text-green-900">
        {saved}
      </p>
      <PendingRecords kinds={['reproduction']} />
      <ToCheckList season={season} hidden={checked} onPick={pick} />
    </>
  );
}
