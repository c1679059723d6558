import { useInfiniteQuery } from '@tanstack/react-query';
import { CalendarDays } from 'lucide-react';
import { formatBRL } from '@/domain/format';
import { SavedRecordsCard } from '../../components/saved-records-card';
import { cn } from '../../lib/cn';
import { signClass } from '../../lib/sign-class';
import { savedYearsQuery } from './annual-results-api';

/**
 * 'Anos registrados': the farm's saved years, newest first, paged on the server under the totals
 * of all of them; opening one puts it in the form, as typing it in 'Ano' does.
 */
export function SavedYears({ onOpen }: { onOpen: (year: string) => void }) {
  const query = useInfiniteQuery(savedYearsQuery);
  const years = query.data?.pages.flatMap((page) => page.years) ?? [];
  const totals = query.data?.pages[0]?.totals;

  return (
    <SavedRecordsCard
      title="Anos registrados"
      summary={
        totals &&
        totals.years > 0 && (
          <>
            {totals.years === 1 ? '1 ano registrado' : `${totals.years} anos registrados`} · Lucro
            líquido somado{' '}
            <span className={cn('whitespace-nowrap', signClass(totals.netProfit))}>
              {formatBRL(totals.netProfit)}
            </span>
          </>
        )
      }
      query={query}
      count={years.length}
      texts={{
        loading: 'Carregando anos...',
        failed: 'Não foi possível carregar os anos registrados.',
        empty: 'Nenhum ano registrado ainda. Calcule um ano para guardá-lo aqui.',
      }}
      emptyIcon={CalendarDays}
      moreLabel="Ver anos anteriores"
      part={{ shown: years.length, total: totals?.years ?? 0, plural: 'anos' }}
    >
      <ul aria-label="Anos registrados" className="grid gap-2 sm:grid-cols-2 lg:grid-cols-3">
        {years.map((entry) => (
          <li key={entry.year}>
            <button
              type="button"
              onClick={() => onOpen(String(entry.year))}
              className="flex min-h-11 w-full flex-col items-start rounded-lg border border-stone-200 px-3 py-2 text-left hover:border-green-700 hover:bg-green-50 focus-visible:ring-2 focus-visible:ring-green-700 focus-visible:outline-none"
            >
              <span className="font-semibold text-stone-900">{entry.year}</span>
              <span className="text-sm text-stone-600">
                Lucro líquido{' '}
                <span className={cn('whitespace-nowrap tabular-nums', signClass(entry.netProfit))}>
                  {formatBRL(entry.netProfit)}
                </span>
              </span>
            </button>
          </li>
        ))}
      </ul>
    </SavedRecordsCard>
  );
}
