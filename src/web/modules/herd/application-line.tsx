import type { TimelineApplication } from '@/domain/herd/api';
import { formatNumber } from '@/domain/format';
import { formatDateBR } from '@/domain/records/dates';

/**
 * A sanitary application in the animal's history (issue 26): product, dose, withdrawal; one
 * undone is struck through with its reason (it is undone on the Sanidade page).
 */
export function ApplicationLine({ application: a }: { application: TimelineApplication }) {
  // A dose before the registration (decision 063): its date stands in for an unknown day.
  const parts = a.priorHistory
    ? ['Antes do cadastro (data aproximada)', a.notes].filter(Boolean)
    : [
        `Dose: ${formatNumber(a.dose, a.dose % 1 === 0 ? 0 : 2)} ${a.doseUnit}`,
        a.withdrawalUntil ? `Carência até ${formatDateBR(a.withdrawalUntil)}` : null,
        a.appliedBy ? `Aplicado por ${a.appliedBy}` : null,
        a.veterinarian ? `Veterinário: ${a.veterinarian}` : null,
        a.notes,
      ].filter(Boolean);
  return (
    <div className="flex flex-col gap-1">
      <div className="flex flex-wrap items-baseline gap-x-2">
        <span
          className={
            a.undone ? 'font-semibold text-stone-500 line-through' : 'font-semibold text-stone-900'
          }
        >
          Aplicação: {a.productName}
        </span>
        {a.undone && (
          <span className="rounded bg-stone-200 px-1.5 py-0.5 text-xs font-semibold text-stone-800">
            Desfeita
          </span>
        )}
      </div>
      <p className="text-sm break-words text-stone-700">{parts.join(' · ')}</p>
      {a.undone && (
        <p className="text-sm break-words text-stone-600">
          Desfeita em {formatDateBR(a.undone.at.slice(0, 10))}. Motivo: {a.undone.reason}
        </p>
      )}
    </div>
  );
}
