import { herdChange, type AnnualOutput, type AnnualYear } from '@/domain/records/annual-results';
import { formatBRL, formatNumber, formatPercent } from '@/domain/format';
import {
  ResultCard,
  ResultGrid,
  ResultTable,
  type ResultTone,
} from '../../components/calculator/result-card';

const heads = (value: number, sign = '') =>
  `${sign}${formatNumber(value, 0)} ${value === 1 ? 'cabeça' : 'cabeças'}`;
const bySign = (value: number | null): ResultTone =>
  value === null ? 'neutral' : value >= 0 ? 'positive' : 'negative';

interface AnnualResultsViewProps {
  year: number;
  input: AnnualYear;
  output: AnnualOutput;
  /** The inventory's value per head (R$), for 'Variação do rebanho'; null when unknown. */
  averageValuePerHead?: number | null;
}

/** A year's results and its summary (spec section 2.10). */
export function AnnualResultsView({
  year,
  input,
  output,
  averageValuePerHead = null,
}: AnnualResultsViewProps) {
  const margin = formatPercent(output.grossMarginPercent, 2);
  const change = herdChange(input, averageValuePerHead);
  const headsChanged = output.finalInventory - input.initialInventory;
  return (
    <div className="flex flex-col gap-3">
      <ResultGrid>
        <ResultCard label="Estoque Final" value={heads(output.finalInventory)} tone="highlight" />
        <ResultCard
          label="Lucro Líquido Anual"
          value={formatBRL(output.netProfit)}
          detail="Receita − investimento − custos"
          tone={bySign(output.netProfit)}
        />
        <ResultCard
          label="Margem Bruta"
          value={margin}
          detail="(Receita − investimento) sobre a receita"
        />
        <ResultCard
          label="ROI Anual"
          value={formatPercent(output.roiPercent)}
          detail="Lucro líquido sobre o investimento"
          tone={bySign(output.roiPercent)}
        />
        <ResultCard
          label="Taxa de Giro do Estoque"
          value={formatPercent(output.turnoverPercent)}
          detail="Vendas sobre o estoque médio do ano"
        />
        <ResultCard
          label="Taxa de Mortalidade Anual"
          value={formatPercent(output.mortalityPercent, 2)}
          detail={
            output.highMortality
              ? 'Acima de 2%: investigue as causas das mortes.'
              : 'Mortes sobre o estoque inicial'
          }
          tone={output.highMortality ? 'warning' : 'neutral'}
        />
        <ResultCard
          label="Receita Média por Venda"
          value={formatBRL(output.averageRevenuePerSale)}
          detail="Por cabeça vendida"
        />
        <ResultCard
          label="Custo Médio por Cabeça"
          value={formatBRL(output.averageCostPerHead)}
          detail="(Investimento + custos) sobre estoque inicial + nascimentos + compras"
        />
        <ResultCard
          label="Variação do rebanho"
          value={formatBRL(change?.herdValueChange)}
          detail={
            change
              ? `${heads(headsChanged, headsChanged > 0 ? '+' : '')} × ${formatBRL(averageValuePerHead)} por cabeça (valor médio do estoque)`
              : 'Cadastre o valor médio no Estoque do Rebanho para calcular.'
          }
          tone={change ? bySign(change.herdValueChange) : 'neutral'}
        />
        <ResultCard
          label="Resultado com variação do rebanho"
          value={formatBRL(change?.resultWithHerdChange)}
          detail="Lucro líquido anual + variação do rebanho"
          tone={change ? bySign(change.resultWithHerdChange) : 'neutral'}
        />
      </ResultGrid>
      <ResultTable
        title={`Resumo do Ano ${year}`}
        rows={[
          { label: 'Estoque inicial', value: heads(input.initialInventory) },
          { label: 'Nascimentos', value: heads(input.totalBirths ?? 0, '+') },
          { label: 'Compras', value: heads(input.totalPurchases, '+') },
          { label: 'Vendas', value: heads(input.totalSales, '-') },
          { label: 'Mortes', value: heads(input.totalDeaths, '-') },
          { label: 'Estoque final', value: heads(output.finalInventory), strong: true },
          { label: 'Investimento', value: formatBRL(input.totalInvestment) },
          { label: 'Receita', value: formatBRL(input.totalRevenue) },
          { label: 'Custos', value: formatBRL(input.totalCosts) },
          { label: 'Resultado', value: formatBRL(output.netProfit), strong: true },
          { label: 'Valor do rebanho (variação)', value: formatBRL(change?.herdValueChange) },
          {
            label: 'Resultado com o rebanho',
            value: formatBRL(change?.resultWithHerdChange),
            strong: true,
          },
          { label: 'Margem bruta', value: margin },
          { label: 'ROI', value: formatPercent(output.roiPercent) },
        ]}
      />
    </div>
  );
}
