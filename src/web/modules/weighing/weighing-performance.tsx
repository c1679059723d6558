import { useState } from 'react';
import { ChartLine } from 'lucide-react';
import { roundTo } from '@/domain/calculators/common';
import type { AnimalOption } from '@/domain/herd/api';
import { formatNumber } from '@/domain/format';
import { daysBetween, formatDateBR } from '@/domain/records/dates';
import type { AnimalFigures } from '@/domain/records/weighing-pages';
import { usualRangeWarning } from '@/domain/usual-ranges';
import { animalPerformance, WEIGHING_MESSAGES, type Weighing } from '@/domain/records/weighing';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card';
import { AnimalCombobox } from '../../components/animal-combobox';
import { EARLY_SEARCH_TOKEN } from '../../lib/early-search';
import { Spinner } from '../../components/ui/spinner';
import { LoadFailed } from '../../components/load-state';
import { ResultCard, ResultGrid } from '../../components/calculator/result-card';
import { formatKg, formatKgChange, formatPeriod } from './weighing-format';
import { WeighingHistory } from './weighing-history';
import { WeightChart } from '../../components/weight-chart';
import { animalSearchUrl, useAnimalHistory, useAnimalSearch } from './weighing-queries';

const SELECT_ID = 'performance-animal';
/** Weighings name a registered animal by its brinco (decision 040). */
const byTag = (animal: AnimalOption) => animal.tag;
/** A sold or dead animal's weighings are still read. */
const ANY_STATUS = { status: 'all' };

/**
 * 'Consultar Desempenho' (spec 2.12): search an animal that has weighings (on the server, as the
 * person types), see its gain and GMD. `empty`: the farm has no weighing at all.
 */
export function WeighingPerformance({
  empty,
  selected,
  onSelect,
}: {
  empty: boolean;
  selected: string;
  onSelect: (animalId: string) => void;
}) {
  const [search, setSearch] = useState('');
  const animals = useAnimalSearch(search);
  return (
    <Card>
      <CardHeader>
        <CardTitle>Consultar Desempenho</CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-5">
        {empty ? (
          <Message>{WEIGHING_MESSAGES.empty}</Message>
        ) : (
          <>
            <AnimalCombobox
              id={SELECT_ID}
              label="Animal"
              listLabel="Animais com pesagens"
              value={selected}
              onValueChange={onSelect}
              // The list is the animals with weighings; an EID read on Enter names its brinco.
              source={{ options: animals.options, loading: animals.loading, onSearch: setSearch }}
              animalValue={byTag}
              filter={ANY_STATUS}
              placeholder="Digite para buscar"
              emptyText="Nenhum animal pesado com essa identificação."
              earlySearch={animalSearchUrl(EARLY_SEARCH_TOKEN)}
              earlyOption="animalId"
            />
            {selected ? (
              <SelectedAnimal animalId={selected} />
            ) : (
              <Message>{WEIGHING_MESSAGES.selectAnimal}</Message>
            )}
          </>
        )}
      </CardContent>
    </Card>
  );
}

/** The chosen animal's history, loaded when it is chosen (with its weighings still waiting). */
function SelectedAnimal({ animalId }: { animalId: string }) {
  const { query, summary, weighings } = useAnimalHistory(animalId);
  const offline = query.fetchStatus === 'paused';
  if (query.isPending && !offline && weighings.length === 0) {
    return <Spinner label="Carregando o histórico..." className="justify-start" />;
  }
  if (query.isError && weighings.length === 0) {
    return (
      <LoadFailed
        title="Erro ao carregar dados"
        description="Não foi possível carregar o histórico de pesagens."
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  }
  const loaded = query.data?.items.length ?? 0;
  // Older weighings than those loaded: the first weight and date come from the server's figures.
  const earlier = summary && summary.weighings > loaded ? summary : null;
  return (
    <AnimalPerformance
      animalId={animalId}
      weighings={weighings}
      earlier={earlier}
      // The number of the first weighing shown: after those not loaded.
      start={earlier ? earlier.weighings - loaded + 1 : 1}
    />
  );
}

/** The figures, from the first weighing (`earlier`'s when it was not loaded) to the last. */
function figuresOf(weighings: Weighing[], earlier: AnimalFigures | null) {
  const performance = animalPerformance(weighings);
  if (!performance || !earlier) return performance;
  const lastDate = performance.history.at(-1)!.weighing.weighingDate;
  const days = daysBetween(earlier.firstDate, lastDate);
  const totalGain = performance.currentWeight - earlier.firstWeight;
  return {
    ...performance,
    initialWeight: earlier.firstWeight,
    initialDate: earlier.firstDate,
    totalGain,
    days,
    dailyGain: days === 0 ? 0 : totalGain / days,
  };
}

function AnimalPerformance({
  animalId,
  weighings,
  earlier,
  start,
}: {
  animalId: string;
  weighings: Weighing[];
  earlier: AnimalFigures | null;
  start: number;
}) {
  const performance = figuresOf(weighings, earlier);
  if (!performance) return <Message>{WEIGHING_MESSAGES.needTwo}</Message>;
  const { history } = performance;
  const gainTone =
    performance.totalGain > 0 ? 'positive' : performance.totalGain < 0 ? 'negative' : 'neutral';
  // The green highlight is for a gain only: a loss reads red, no change neutral.
  const gmd = roundTo(performance.dailyGain, 3);
  const gmdTone = gmd > 0 ? 'highlight' : gmd < 0 ? 'negative' : 'neutral';
  // A GMD far outside the usual range is most often a mistyped weight: say so, politely.
  const gmdWarning = usualRangeWarning('dailyGain', gmd);
  return (
    <div className="flex flex-col gap-5" aria-label={`Desempenho de ${animalId}`} role="region">
      <ResultGrid>
        <ResultCard
          label="Peso Inicial"
          value={formatKg(performance.initialWeight)}
          detail={formatDateBR(earlier?.firstDate ?? history[0]!.weighing.weighingDate)}
        />
        <ResultCard
          label="Peso Atual"
          value={formatKg(performance.currentWeight)}
          detail={formatDateBR(history.at(-1)!.weighing.weighingDate)}
        />
        <ResultCard
          label="Ganho Total"
          value={formatKgChange(performance.totalGain)}
          detail={formatPeriod(performance.days)}
          tone={gainTone}
        />
        <ResultCard
          label="GMD"
          value={`${formatNumber(performance.dailyGain, 3)} kg/dia`}
          detail="Ganho médio diário"
          tone={gmdTone}
        />
      </ResultGrid>
      {gmdWarning && (
        <p className="text-sm text-amber-800" role="status">
          {gmdWarning}
        </p>
      )}
      <section aria-labelledby="weight-chart-title">
        <h3 id="weight-chart-title" className="mb-2 font-semibold text-stone-900">
          Evolução do Peso
        </h3>
        <WeightChart
          animal={animalId}
          points={history.map((h) => ({
            date: h.weighing.weighingDate,
            weight: h.weighing.weight,
          }))}
        />
      </section>
      {earlier && (
        <p className="text-sm text-stone-600">
          Histórico: as últimas {earlier.weighings - start + 1} de {earlier.weighings} pesagens.
        </p>
      )}
      <WeighingHistory history={history} start={start} />
    </div>
  );
}

function Message({ children }: { children: string }) {
  return (
    <p className="flex items-center gap-3 text-stone-600">
      <ChartLine className="size-5 shrink-0 text-stone-400" aria-hidden="true" />
      {children}
    </p>
  );
}
