import type { BudgetOutput } from '@/domain/records/budget';
import { formatBRL, formatPercent } from '@/domain/format';
import { NotedResults, ResultCard, type ResultTone } from '../../components/calculator/result-card';

const bySign = (value: number | null): ResultTone =>
  value === null ? 'neutral' : value >= 0 ? 'positive' : 'negative';

/** A plan's figures (decisions.md "Planning"). */
export function BudgetView({
  output,
  periodMonths,
  note,
}: {
  output: BudgetOutput;
  periodMonths: number;
  note?: string;
}) {
  const months = periodMonths === 1 ? '1 mês' : `${periodMonths} meses`;
  return (
    <NotedResults note={note}>
      <ResultCard
        label="Lucro Estimado"
        value={formatBRL(output.profit)}
        detail="Receita − investimento − custos operacionais"
        tone={bySign(output.profit)}
      />
      <ResultCard
        label="ROI"
        value={formatPercent(output.roiPercent)}
        detail="Lucro sobre o investimento"
        tone={bySign(output.roiPercent)}
      />
      <ResultCard
        label="Investimento"
        value={formatBRL(output.investment)}
        detail="Compra dos animais"
      />
      <ResultCard
        label="Custos Operacionais"
        value={formatBRL(output.operatingCosts)}
        detail={`${formatBRL(output.monthlyCosts)} por mês × ${months}`}
      />
      <ResultCard label="Receita Prevista" value={formatBRL(output.revenue)} />
      <ResultCard
        label="Preço de Equilíbrio"
        value={formatBRL(output.breakEvenPrice)}
        detail="Por cabeça: o preço de venda que só cobre os gastos"
      />
    </NotedResults>
  );
}
