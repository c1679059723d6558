import type { MonthlyOutput } from '@/domain/records/monthly-control';
import { formatBRL, formatNumber, formatPercent } from '@/domain/format';
import { NotedResults, ResultCard, type ResultTone } from '../../components/calculator/result-card';

const heads = (value: number) => `${formatNumber(value, 0)} ${value === 1 ? 'cabeça' : 'cabeças'}`;

/** The month's figures (spec section 2.8), with a line saying where they came from. */
export function MonthlyControlView({ output, note }: { output: MonthlyOutput; note?: string }) {
  const profitTone: ResultTone = output.netProfit >= 0 ? 'positive' : 'negative';
  return (
    <NotedResults note={note}>
      <ResultCard
        label="Quantidade Final"
        value={heads(output.finalQuantity)}
        detail="Inicial + compras − vendas − mortes"
        tone="highlight"
      />
      <ResultCard label="Lucro Líquido" value={formatBRL(output.netProfit)} tone={profitTone} />
      <ResultCard
        label="Lucro por Cabeça Vendida"
        value={formatBRL(output.profitPerHeadSold)}
        tone={output.profitPerHeadSold === null ? 'neutral' : profitTone}
      />
      <ResultCard
        label="Margem"
        value={formatPercent(output.marginPercent)}
        detail="Lucro líquido sobre a receita"
      />
      <ResultCard
        label="Giro do Rebanho"
        value={heads(output.turnover)}
        detail="Vendas + mortes no mês"
      />
      <ResultCard
        label="Taxa de Mortalidade"
        value={formatPercent(output.mortalityPercent, 2)}
        detail={
          output.highMortality
            ? 'Acima de 2%: investigue as causas das mortes.'
            : 'Mortes sobre a quantidade inicial'
        }
        tone={output.highMortality ? 'warning' : 'neutral'}
      />
    </NotedResults>
  );
}
