import { useInfiniteQuery } from '@tanstack/react-query';
import {
  DIAGNOSIS_LABELS,
  DIAGNOSIS_RESULTS,
  REPRO_STATUS_LABELS,
  type DiagnosisResult,
} from '@/domain/reproduction/constants';
import type { ExposedFemale, SeasonSummary } from '@/domain/reproduction/api';
import { formatNumber } from '@/domain/format';
import { formatDateBR } from '@/domain/records/dates';
import { NumberField } from '../../components/calculator/number-field';
import { LoadMore, morePages } from '../../components/load-more';
import { NotLoaded } from '../../components/load-state';
import { Button } from '../../components/ui/button';
import { HeadedCard } from '../../components/ui/card';
import { errorMessage } from '../../lib/api';
import { cn } from '../../lib/cn';
import { femalesQuery } from './reproduction-api';
import { chuteServiceText, toCheckText } from './chute-lookup';

/* The chute screen's parts (issue 41 item 6): the female found, with her big targets, and the
 * season's females still to check. */

const TARGET_STYLE: Record<DiagnosisResult, string> = {
  pregnant: 'bg-green-700 text-white hover:bg-green-800',
  empty: 'border-2 border-stone-400 bg-white text-stone-900 hover:bg-stone-100',
  inconclusive: 'border-2 border-amber-400 bg-amber-50 text-amber-950 hover:bg-amber-100',
};

/**
 * The female found: brinco, name, category and status, her last service and check; 'Dias de
 * gestação' (optional, for 'Prenhe') and the three targets, each ≥ 48 px, that save at once.
 */
export function ChuteFemale({
  female,
  fromDevice,
  checkedHere,
  days,
  daysError,
  onDays,
  pending,
  onResult,
  onCancel,
}: {
  female: ExposedFemale;
  fromDevice: boolean;
  checkedHere: boolean;
  days: string;
  daysError: string | undefined;
  onDays: (text: string) => void;
  pending: boolean;
  onResult: (result: DiagnosisResult) => void;
  onCancel: () => void;
}) {
  const diagnosis = female.lastDiagnosis;
  return (
    <section
      id="chute-female"
      aria-labelledby="chute-female-title"
      className="flex scroll-mt-20 flex-col gap-3 rounded-xl border-2 border-green-700 bg-white p-4"
    >
      <div className="flex min-w-0 flex-wrap items-baseline gap-x-3 gap-y-1">
        <h2 id="chute-female-title" className="text-3xl font-bold break-all text-stone-950">
          {female.tag}
        </h2>
        {female.name && <span className="min-w-0 break-words text-stone-700">{female.name}</span>}
        {female.category && <span className="text-stone-600">{female.category}</span>}
        <span className="rounded bg-stone-100 px-2 py-0.5 font-semibold text-stone-900">
          {REPRO_STATUS_LABELS[female.status]}
        </span>
      </div>
      <div className="flex flex-col gap-1 text-stone-800">
        <p className="break-words">
          <span className="font-medium">Último serviço: </span>
          {female.lastService
            ? chuteServiceText(female.lastService)
            : 'nenhum registrado nesta estação'}
        </p>
        {diagnosis && (
          <p>
            <span className="font-medium">Último diagnóstico: </span>
            {formatDateBR(diagnosis.date)}, {DIAGNOSIS_LABELS[diagnosis.result]}
            {diagnosis.gestationDays !== null ? `, ${diagnosis.gestationDays} dias` : ''}
          </p>
        )}
        {fromDevice && (
          <p className="text-amber-900">Sem conexão: dados guardados neste aparelho.</p>
        )}
        {checkedHere && (
          <p className="font-medium text-amber-900">Já diagnosticada agora neste tronco.</p>
        )}
      </div>
      <div className="max-w-xs">
        <NumberField
          id="chute-gestationDays"
          name="gestationDays"
          label="Dias de gestação"
          hint="Opcional, só para prenhe (do ultrassom)."
          integer
          value={days}
          error={daysError}
          onValueChange={onDays}
        />
      </div>
      <div className="grid grid-cols-1 gap-2 min-[400px]:grid-cols-3">
        {DIAGNOSIS_RESULTS.map((result) => (
          <button
            key={result}
            type="button"
            disabled={pending}
            onClick={() => onResult(result)}
            className={cn(
              'min-h-14 rounded-xl px-4 text-lg font-bold focus-visible:ring-2 focus-visible:ring-green-700 focus-visible:ring-offset-2 focus-visible:outline-none disabled:opacity-60',
              TARGET_STYLE[result],
            )}
          >
            {DIAGNOSIS_LABELS[result]}
          </button>
        ))}
      </div>
      <Button variant="ghost" className="w-fit" onClick={onCancel}>
        Outra fêmea
      </Button>
    </section>
  );
}

/**
 * 'Faltam diagnosticar': the season's females with no conclusive check since their last service
 * (the server's 'undiagnosed', 50 a page, kept on the device for the chute offline); each opens
 * at the chute with a tap. Those checked here leave it at once.
 */
export function ToCheckList({
  season,
  hidden,
  onPick,
}: {
  season: SeasonSummary;
  hidden: ReadonlySet<string>;
  onPick: (female: ExposedFemale) => void;
}) {
  const query = useInfiniteQuery(femalesQuery(season.id, 'undiagnosed'));
  const rows = (query.data?.pages.flatMap((p) => p.items) ?? []).filter(
    (f) => !hidden.has(f.animalId),
  );
  return (
    <HeadedCard
      title="Faltam diagnosticar"
      titleId="chute-to-check"
      description={`${toCheckText(season)} de ${formatNumber(season.exposed, 0)}. Toque numa fêmea para diagnosticá-la.`}
    >
      {query.data === undefined && (
        <NotLoaded
          query={query}
          loading="Carregando as fêmeas a diagnosticar..."
          failed={{ title: 'Erro ao carregar a lista', description: errorMessage(query.error) }}
        />
      )}
      {query.data && rows.length === 0 && (
        <p className="text-stone-700">Nenhuma fêmea a diagnosticar nesta estação.</p>
      )}
      {rows.length > 0 && (
        <ul aria-labelledby="chute-to-check" className="grid gap-2 sm:grid-cols-2 lg:grid-cols-3">
          {rows.map((female) => (
            <li key={female.animalId} className="min-w-0">
              <Button
                variant="outline"
                className="h-auto min-h-12 w-full justify-start py-2 text-left whitespace-normal"
                onClick={() => onPick(female)}
              >
                <span className="font-semibold break-all">{female.tag}</span>
                {female.name && <span className="min-w-0 break-words">{female.name}</span>}
                <span className="ml-auto text-stone-600">{REPRO_STATUS_LABELS[female.status]}</span>
              </Button>
            </li>
          ))}
        </ul>
      )}
      <LoadMore more={morePages(query)} />
    </HeadedCard>
  );
}
