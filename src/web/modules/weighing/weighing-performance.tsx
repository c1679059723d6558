import { ChartLine } from 'lucide-react';
import { roundTo } from '@/domain/calculators/common';
import { formatNumber } from '@/domain/format';
import { formatDateBR } from '@/domain/records/dates';
import { usualRangeWarning } from '@/domain/usual-ranges';
import {
  animalIds,
  animalPerformance,
  WEIGHING_MESSAGES,
  type Weighing,
} from '@/domain/records/weighing';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card';
import { Combobox } from '../../components/ui/combobox';
import { ResultCard, ResultGrid } from '../../components/calculator/result-card';
import { formatKg, formatKgChange, formatPeriod } from './weighing-format';
import { WeighingHistory } from './weighing-history';
import { WeightChart } from './weight-chart';

const SELECT_ID = 'performance-animal';

/**
 * 'Consultar Desempenho' (spec 2.12): search an animal that has weighings, see its gain and GMD.
 */
export function WeighingPerformance({
  weighings,
  selected,
  onSelect,
}: {
  weighings: Weighing[];
  selected: string;
  onSelect: (animalId: string) => void;
}) {
  const animals = animalIds(weighings);
  return (
    <Card>
      <CardHeader>
        <CardTitle>Consultar Desempenho</CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-5">
        {animals.length === 0 ? (
          <Message>{WEIGHING_MESSAGES.empty}</Message>
        ) : (
          <>
            <Combobox
              id={SELECT_ID}
              label="Animal"
              listLabel="Animais com pesagens"
              value={selected}
              onValueChange={onSelect}
              options={animals.map((id) => ({ value: id, label: id }))}
              placeholder="Digite para buscar"
              emptyText="Nenhum animal pesado com essa identificação."
            />
            {selected ? (
              <AnimalPerformance
                animalId={selected}
                weighings={weighings.filter((w) => w.animalId === selected)}
              />
            ) : (
              <Message>{WEIGHING_MESSAGES.selectAnimal}</Message>
            )}
          </>
        )}
      </CardContent>
    </Card>
  );
}

function AnimalPerformance({ animalId, weighings }: { animalId: string; weighings: Weighing[] }) {
  const performance = animalPerformance(weighings);
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
          detail={formatDateBR(history[0]!.weighing.weighingDate)}
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
        <WeightChart animalId={animalId} history={history} />
      </section>
      <WeighingHistory history={history} />
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
