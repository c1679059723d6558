import {
  HIGH_PREMIUM_WARNING,
  NO_PREMIUM_NOTE,
  type PremiumOutput,
} from '@/domain/calculators/premium';
import { formatBRL, formatNumber, formatPercent } from '@/domain/format';
import { Alert } from '../../components/ui/alert';
import { ResultCard, ResultGrid } from '../../components/calculator/result-card';

/** '37,5 dias', '100,00 @', or '—' without a figure. */
const withUnit = (value: number | null, decimals: number, unit: string) =>
  value === null ? '—' : `${formatNumber(value, decimals)} ${unit}`;

export function PremiumView({ output }: { output: PremiumOutput }) {
  return (
    <div className="flex flex-col gap-3">
      {output.highPremium && <Alert tone="warning">{HIGH_PREMIUM_WARNING}</Alert>}
      {output.noPremium && <Alert tone="info">{NO_PREMIUM_NOTE}</Alert>}
      <ResultGrid>
        <ResultCard
          label="Dias para Diluir o Ágio"
          value={withUnit(output.daysToDilute, 1, 'dias')}
          detail="Dias de ganho de peso do lote que pagam o ágio"
          tone="highlight"
        />
        <ResultCard label="Ágio por Cabeça" value={formatBRL(output.premiumPerHead)} />
        <ResultCard label="Ágio Total" value={formatBRL(output.totalPremium)} />
        <ResultCard
          label="Ágio sobre o Mercado"
          value={formatPercent(output.premiumPercent)}
          detail="Em % do preço de mercado por cabeça"
          tone={output.highPremium ? 'warning' : 'neutral'}
        />
        <ResultCard
          label="Arrobas Necessárias"
          value={withUnit(output.arrobasNeeded, 2, '@')}
          detail="Arrobas de carcaça que valem o ágio total"
        />
        <ResultCard
          label="Peso Vivo a Ganhar"
          value={withUnit(output.liveKgToGain, 2, 'kg')}
          detail="Ganho do lote todo, pelo rendimento de carcaça"
        />
      </ResultGrid>
    </div>
  );
}
