import { useQuery } from '@tanstack/react-query';
import { Syringe } from 'lucide-react';
import type { IatfBatch } from '@/domain/reproduction/api';
import { formatDateBR, todayIn } from '@/domain/records/dates';
import { Button } from '../../components/ui/button';
import { HeadedCard } from '../../components/ui/card';
import { cn } from '../../lib/cn';
import { batchesQuery } from './reproduction-api';
import { batchStepLine, femalesText, nextStep } from './repro-format';
import type { BatchTarget } from './record-target';

/**
 * The season's 'Lotes de IATF': each with its calendar of steps ('D8: Retirada do dispositivo —
 * 48 vacas', on its date; the next one marked) and 'Registrar inseminação' for the whole batch.
 * Nothing while the season has none.
 */
export function BatchesSection({
  seasonId,
  onInseminate,
}: {
  seasonId: string;
  onInseminate: (batch: BatchTarget) => void;
}) {
  const query = useQuery(batchesQuery(seasonId));
  const batches = query.data ?? [];
  if (batches.length === 0) return null;
  return (
    <HeadedCard title="Lotes de IATF" titleId="batches-title">
      <ul aria-labelledby="batches-title" className="flex flex-col gap-3">
        {batches.map((batch) => (
          <BatchItem key={batch.id} batch={batch} onInseminate={onInseminate} />
        ))}
      </ul>
    </HeadedCard>
  );
}

function BatchItem({
  batch,
  onInseminate,
}: {
  batch: IatfBatch;
  onInseminate: (batch: BatchTarget) => void;
}) {
  const next = nextStep(batch.steps, todayIn(new Date()));
  const done = batch.inseminated >= batch.heads;
  return (
    <li className="flex flex-col gap-2 rounded-lg border border-stone-200 p-3">
      <h3 className="font-semibold break-words text-stone-900">{batch.name}</h3>
      <p className="text-sm text-stone-700">
        {batch.protocolName} · {femalesText(batch.heads)} · inseminadas: {batch.inseminated}
      </p>
      <ol aria-label={`Calendário de ${batch.name}`} className="flex flex-col gap-1">
        {batch.steps.map((step) => (
          <li
            key={step.day}
            className={cn(
              'flex flex-wrap gap-x-3 rounded px-2 py-1',
              step === next ? 'bg-amber-50 font-medium text-stone-900' : 'text-stone-700',
            )}
          >
            <span className="tabular-nums">{formatDateBR(step.date)}</span>
            <span className="min-w-0 break-words">{batchStepLine(step)}</span>
          </li>
        ))}
      </ol>
      {!done && (
        <Button
          size="sm"
          className="w-fit"
          aria-label={`Registrar inseminação: todo o ${batch.name}`}
          onClick={() => onInseminate({ id: batch.id, name: batch.name, heads: batch.heads })}
        >
          <Syringe aria-hidden="true" />
          Registrar inseminação do lote
        </Button>
      )}
    </li>
  );
}
