import type { StockingLevel, StockingOutput } from '@/domain/calculators/stocking';
import { formatNumber } from '@/domain/format';
import { ResultCard, ResultGrid, type ResultTone } from '../../components/calculator/result-card';

/** Low and adequate read as fine, moderate and high as a caution, very high as a risk. */
const levelTones: Record<StockingLevel, ResultTone> = {
  low: 'neutral',
  adequate: 'positive',
  moderate: 'warning',
  high: 'warning',
  'very-high': 'negative',
};

/** '1,40 UA/ha', or '—' without a figure. */
const withUnit = (value: number | null, unit: string) =>
  value === null ? '—' : `${formatNumber(value, 2)} ${unit}`;

export function StockingView({ output }: { output: StockingOutput }) {
  const { classification } = output;
  return (
    <ResultGrid>
      <ResultCard
        label="Lotação (UA/ha)"
        value={withUnit(output.animalUnitsPerHectare, 'UA/ha')}
        detail="Unidades animais por hectare"
        tone="highlight"
      />
      <ResultCard
        label="Classificação"
        value={classification?.label ?? '—'}
        detail={classification?.description}
        tone={classification ? levelTones[classification.level] : 'neutral'}
      />
      <ResultCard
        label="Total de Unidades Animais"
        value={withUnit(output.totalAnimalUnits, 'UA')}
        detail="Peso vivo do rebanho ÷ 450 kg"
      />
      <ResultCard label="Cabeças por Hectare" value={withUnit(output.headsPerHectare, 'cab./ha')} />
    </ResultGrid>
  );
}
