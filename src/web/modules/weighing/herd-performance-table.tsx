import type { AnimalSummary } from '@/domain/records/herd-performance';
import { formatNumber } from '@/domain/format';
import { formatDateBR } from '@/domain/records/dates';
import { cn } from '../../lib/cn';
import { hiddenWhenBoth, shows, useListLayout } from '../../lib/use-layout';

/**
 * The herd's performance, one line per animal: last weight, total gain, days and GMD. Takes any
 * list of animals. A phone (below 640 px) gets one card per animal instead, so that 'Ganho
 * total', 'Dias' and 'GMD' show without scrolling sideways; the table is for wider screens and
 * for paper (`forPaper`: the report is being printed). Only the one the screen needs is made,
 * on the server's page the one its guess calls for (a page of 50 animals is most of the
 * weighing screen: decision 089); both, CSS picking, while printing or where the width is
 * unknown.
 */
export function HerdPerformanceTable({
  animals,
  caption,
  forPaper = false,
}: {
  animals: readonly AnimalSummary[];
  caption?: string;
  forPaper?: boolean;
}) {
  const made = useListLayout(640, { guessed: true });
  const layout = forPaper ? 'both' : made;
  if (animals.length === 0) {
    return <p className="text-sm text-stone-600">Nenhuma pesagem registrada.</p>;
  }
  const th = 'px-2 py-2 text-left font-semibold';
  const num = 'px-2 py-1.5 text-right tabular-nums';
  const name = caption ?? 'Desempenho por animal';
  return (
    <>
      {shows(layout, 'narrow') && (
        <AnimalCards
          animals={animals}
          name={name}
          className={hiddenWhenBoth(layout, 'sm:hidden print:hidden')}
        />
      )}
      {/* Still scrolls sideways when it must: focusable, so a keyboard scrolls it too. */}
      {shows(layout, 'wide') && (
        <div
          className={cn(
            'overflow-x-auto focus-visible:ring-2 focus-visible:ring-green-700 focus-visible:outline-none',
            hiddenWhenBoth(layout, 'hidden sm:block print:block'),
          )}
          role="region"
          aria-label={name}
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
                  <td className={num}>
                    {a.dailyGain === null ? '—' : formatNumber(a.dailyGain, 3)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </>
  );
}

/** The phone's version of the table: one card per animal, its figures as a description list. */
function AnimalCards({
  animals,
  name,
  className,
}: {
  animals: readonly AnimalSummary[];
  name: string;
  className?: string;
}) {
  return (
    <ul aria-label={name} className={cn('flex flex-col gap-2', className)}>
      {animals.map((a) => {
        const figures: [string, string][] = [
          ['Última pesagem', formatDateBR(a.lastDate)],
          ['Último peso', `${formatNumber(a.lastWeight, 1)} kg`],
          ['Ganho total', a.weighings > 1 ? `${formatNumber(a.totalGain, 1)} kg` : '—'],
          ['Dias', a.weighings > 1 ? String(a.days) : '—'],
          ['GMD', a.dailyGain === null ? '—' : `${formatNumber(a.dailyGain, 3)} kg/dia`],
        ];
        return (
          <li
            key={a.animalId}
            aria-label={a.animalId}
            className="rounded-lg border border-stone-200 bg-white p-3"
          >
            <p className="font-semibold break-words text-stone-900">{a.animalId}</p>
            <dl className="mt-2 grid grid-cols-2 gap-x-3 gap-y-1.5 text-sm">
              {figures.map(([label, value]) => (
                <div key={label} className="flex min-w-0 flex-col">
                  <dt className="text-stone-600">{label}</dt>
                  <dd className="font-medium text-stone-900 tabular-nums">{value}</dd>
                </div>
              ))}
            </dl>
          </li>
        );
      })}
    </ul>
  );
}
