import { AlertTriangle, Check, Loader2, WifiOff } from 'lucide-react';
import type { ResultsOutput } from '@/domain/calculators/results';
import { formatBRL, formatNumber, formatPercent } from '@/domain/format';
import { Button } from '../../components/ui/button';
import type { SaveState } from '../../lib/saving';
import {
  ResultCard,
  ResultGrid,
  ResultTable,
  type ResultTone,
} from '../../components/calculator/result-card';

const marginTones: Record<string, ResultTone> = {
  invalid: 'negative',
  loss: 'negative',
  low: 'warning',
  fair: 'positive',
  excellent: 'positive',
};

const share = (part: number, total: number) =>
  total > 0 ? formatPercent((part / total) * 100, 1) : undefined;

export function ResultsView({
  output,
  saveState,
  onRetrySave,
}: {
  output: ResultsOutput;
  saveState: SaveState;
  onRetrySave: () => void;
}) {
  const { costs } = output;
  const profitTone: ResultTone = output.profit >= 0 ? 'positive' : 'negative';
  return (
    <div className="flex flex-col gap-3">
      <ResultGrid>
        <ResultCard label="Lucro" value={formatBRL(output.profit)} tone={profitTone} />
        <ResultCard
          label="Margem de Lucro"
          value={formatPercent(output.marginPercent)}
          detail={output.marginFeedback?.message}
          tone={output.marginFeedback ? marginTones[output.marginFeedback.level] : 'neutral'}
        />
        <ResultCard label="Receita Total" value={formatBRL(output.revenue)} />
        <ResultCard label="Custo Total" value={formatBRL(costs.total)} />
        <ResultCard
          label="Lucro por Cabeça"
          value={formatBRL(output.profitPerHead)}
          tone={profitTone}
        />
        <ResultCard
          label="Custo por Arroba Produzida"
          value={formatBRL(output.costPerArrobaProduced)}
          detail={`${formatNumber(output.arrobasProduced, 2)} @ produzidas (custos sem a compra)`}
        />
        <ResultCard
          label="GMD Estimado"
          value={`${formatNumber(output.dailyGain, 3)} kg/dia`}
          detail="Ganho médio diário por cabeça"
        />
      </ResultGrid>
      <ResultTable
        title="Composição dos Custos"
        rows={[
          {
            label: 'Compra dos Animais',
            value: formatBRL(costs.purchase),
            detail: share(costs.purchase, costs.total),
          },
          {
            label: 'Arrendamento',
            value: formatBRL(costs.rent),
            detail: share(costs.rent, costs.total),
          },
          {
            label: 'Proteinado',
            value: formatBRL(costs.proteinado),
            detail: share(costs.proteinado, costs.total),
          },
          {
            label: 'Proteico Energético',
            value: formatBRL(costs.proteico),
            detail: share(costs.proteico, costs.total),
          },
          {
            label: 'Outras Despesas',
            value: formatBRL(costs.other),
            detail: share(costs.other, costs.total),
          },
          { label: 'Total', value: formatBRL(costs.total), strong: true },
        ]}
      />
      <SaveStatus state={saveState} onRetry={onRetrySave} />
    </div>
  );
}

function SaveStatus({ state, onRetry }: { state: SaveState; onRetry: () => void }) {
  if (state === 'idle') return null;
  return (
    <div role="status" className="flex flex-wrap items-center gap-2 text-sm text-stone-600">
      {state === 'saving' && (
        <>
          <Loader2 className="size-4 animate-spin" aria-hidden="true" /> Salvando a margem no seu
          painel...
        </>
      )}
      {state === 'queued' && (
        <>
          <WifiOff className="size-4 text-amber-700" aria-hidden="true" /> Sem conexão: a margem
          será salva quando a internet voltar.
        </>
      )}
      {state === 'saved' && (
        <>
          <Check className="size-4 text-green-700" aria-hidden="true" /> Margem salva no seu painel.
        </>
      )}
      {state === 'failed' && (
        <>
          <AlertTriangle className="size-4 text-amber-700" aria-hidden="true" /> A margem não foi
          salva.
          <Button variant="outline" size="sm" onClick={onRetry}>
            Salvar novamente
          </Button>
        </>
      )}
    </div>
  );
}
