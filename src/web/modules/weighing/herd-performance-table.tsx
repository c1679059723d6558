import type { AnimalSummary } from '@/domain/records/herd-performance';
import { formatNumber } from '@/domain/format';
import { formatDateBR } from '@/domain/records/dates';

/**
 * The herd's performance, one line per animal: last weight, total gain, days and GMD. Takes any
 * list of animals (the whole herd here; a lot's animals on the lots screen).
 */
export function HerdPerformanceTable({
  animals,
  caption,
}: {
  animals: readonly AnimalSummary[];
  caption?: string;
}) {
  if (animals.length === 0) {
    return <p className="text-sm text-stone-600">Nenhuma pesagem registrada.</p>;
  }
  const th = 'px-2 py-2 text-left font-semibold';
  const num = 'px-2 py-1.5 text-right tabular-nums';
  return (
    // Scrolls sideways on a phone: focusable, so a keyboard scrolls it too.
    <div
      className="overflow-x-auto focus-visible:ring-2 focus-visible:ring-green-700 focus-visible:outline-none"
      role="region"
      aria-label={caption ?? 'Desempenho por animal'}
      tabIndex={0}
    >
      <table className="w-full border-collapse text-sm">
        {caption && <caption className="mb-2 text-left font-medium">{caption}</caption>}
        <thead className="border-b border-stone-300 text-stone-700">
          <tr>
            <th scope="col" className={th}>
              Animal
            </th>
            <th scope="col" className={`${th} text-right`}>
              Última pesagem
            </th>
            <th scope="col" className={`${th} text-right`}>
              Último peso (kg)
            </th>
            <th scope="col" className={`${th} text-right`}>
              Ganho total (kg)
            </th>
            <th scope="col" className={`${th} text-right`}>
              Dias
            </th>
            <th scope="col" className={`${th} text-right`}>
              GMD (kg/dia)
            </th>
          </tr>
        </thead>
        <tbody>
          {animals.map((a) => (
            <tr key={a.animalId} className="border-b border-stone-100">
              <th scope="row" className="px-2 py-1.5 text-left font-medium">
                {a.animalId}
              </th>
              <td className={num}>{formatDateBR(a.lastDate)}</td>
              <td className={num}>{formatNumber(a.lastWeight, 1)}</td>
              <td className={num}>{a.weighings > 1 ? formatNumber(a.totalGain, 1) : '—'}</td>
              <td className={num}>{a.weighings > 1 ? a.days : '—'}</td>
              <td className={num}>{a.dailyGain === null ? '—' : formatNumber(a.dailyGain, 3)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
