import type { Picked } from './repro-forms';
import { femalesText } from './repro-format';

/** A whole 'Lote de IATF' a record is for. */
export interface BatchTarget {
  id: string;
  name: string;
  heads: number;
}

/**
 * Who a record is for, said at the top of its dialog: 'Fêmea: 1234', 'Fêmeas: 1234, 1235', or a
 * whole batch. `error` is the schema's message on the animals ('Selecione pelo menos um animal').
 */
export function RecordTarget({
  formId,
  females,
  batch,
  error,
}: {
  formId: string;
  females: readonly Picked[];
  batch?: BatchTarget | null;
  error?: string;
}) {
  const errorId = `${formId}-animalIds-error`;
  return (
    <div
      id={`${formId}-animalIds`}
      tabIndex={-1}
      aria-describedby={error ? errorId : undefined}
      className="rounded-lg border border-green-200 bg-green-50 px-3 py-2 break-words text-stone-800"
    >
      {batch ? (
        <p>
          Todas as fêmeas do lote <strong>{batch.name}</strong> ainda não inseminadas (
          {femalesText(batch.heads)} no lote).
        </p>
      ) : (
        <p>
          {females.length === 1 ? 'Fêmea: ' : `${femalesText(females.length)}: `}
          <strong>{females.map((f) => f.tag).join(', ')}</strong>
        </p>
      )}
      {error && (
        <p id={errorId} className="text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
