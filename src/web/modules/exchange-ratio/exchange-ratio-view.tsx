import { Minus, TrendingDown, TrendingUp } from 'lucide-react';
import {
  TREND_NOTE,
  type ExchangeRatioBlockOutput,
  type ExchangeRatioInput,
  type ExchangeRatioOutput,
  type ExchangeTrend,
} from '@/domain/calculators/exchange-ratio';
import { roundTo } from '@/domain/calculators/common';
import { formatNumber, formatPercent } from '@/domain/format';
import { ResultCard, ResultGrid, type ResultTone } from '../../components/calculator/result-card';
import { BLOCKS, type BlockKey } from './exchange-ratio-block';

/** Spec section 4: a greater ratio is worse for who sells calves (red), a lower one better. */
const trendTones: Record<ExchangeTrend, ResultTone> = {
  Piorou: 'negative',
  Melhorou: 'positive',
  Estável: 'neutral',
};

const trendIcons = { Piorou: TrendingUp, Melhorou: TrendingDown, Estável: Minus };

/** '2,43 bezerros', '1,50 bezerra' (pt-BR: singular below 2), or '—'. */
function calves(value: number | null, block: BlockKey): string {
  if (value === null) return '—';
  const [one, many] = block === 'males' ? ['bezerro', 'bezerros'] : ['bezerra', 'bezerras'];
  return `${formatNumber(value, 2)} ${Math.abs(value) < 2 ? one : many}`;
}

/** A '+' before a change that shows as positive ('+25,49%'); negatives carry their '-'. */
const plus = (value: number | null) => (value !== null && roundTo(value, 2) > 0 ? '+' : '');

const trendDetail = (trend: ExchangeTrend, previousYear: number) =>
  trend === 'Estável'
    ? 'A relação não mudou.'
    : `A relação ${trend === 'Piorou' ? 'subiu' : 'caiu'} desde ${previousYear}.`;

/** The figures of both blocks, each under its heading, and the note on how to read the trend. */
export function ExchangeRatioView({
  input,
  output,
}: {
  input: ExchangeRatioInput;
  output: ExchangeRatioOutput;
}) {
  return (
    <div className="flex flex-col gap-4">
      <p className="rounded-lg bg-stone-100 px-4 py-3 text-sm text-stone-700">
        <span className="font-semibold text-stone-900">Relação de troca: </span>
        Bezerros comprados com a venda de um animal terminado (valor da arroba × arrobas por animal
        ÷ valor do bezerro).
      </p>
      {BLOCKS.map(({ key, title }) => (
        <BlockResults
          key={key}
          block={key}
          title={title}
          years={[input[key].current.year, input[key].previous.year]}
          result={output[key]}
        />
      ))}
      <p className="text-sm text-stone-600">{TREND_NOTE}</p>
    </div>
  );
}

function BlockResults({
  block,
  title,
  years: [currentYear, previousYear],
  result,
}: {
  block: BlockKey;
  title: string;
  years: [number, number];
  result: ExchangeRatioBlockOutput;
}) {
  const headingId = `exchange-ratio-result-${block}`;
  const TrendIcon = result.trend ? trendIcons[result.trend] : null;
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-2">
      <h3 id={headingId} className="text-base font-semibold text-stone-900">
        {title}
      </h3>
      <ResultGrid>
        <ResultCard
          label="Relação Atual"
          value={calves(result.currentRatio, block)}
          detail={`Em ${currentYear}`}
        />
        <ResultCard
          label="Relação Anterior"
          value={calves(result.previousRatio, block)}
          detail={`Em ${previousYear}`}
        />
        <ResultCard
          label="Variação"
          value={`${plus(result.changePercent)}${formatPercent(result.changePercent)}`}
          detail={`${plus(result.change)}${calves(result.change, block)} por animal vendido`}
        />
        <ResultCard
          label="Tendência"
          value={result.trend ?? '—'}
          tone={result.trend ? trendTones[result.trend] : 'neutral'}
          detail={
            TrendIcon &&
            result.trend && (
              <span className="flex items-center gap-1.5">
                <TrendIcon className="size-4 shrink-0" aria-hidden="true" />
                {trendDetail(result.trend, previousYear)}
              </span>
            )
          }
        />
      </ResultGrid>
    </section>
  );
}
