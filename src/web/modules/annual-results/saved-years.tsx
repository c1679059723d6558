import { useInfiniteQuery } from '@tanstack/react-query';
import { CalendarDays } from 'lucide-react';
import { formatBRL } from '@/domain/format';
import { SavedRecordsCard } from '../../components/saved-records-card';
import { NetProfitSum, SavedPeriodList } from '../../components/saved-periods';
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
          <NetProfitSum
            count={totals.years}
            one="1 ano registrado"
            many="anos registrados"
            netProfit={totals.netProfit}
          />
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
      <SavedPeriodList
        label="Anos registrados"
        periods={years.map((entry) => ({
          key: String(entry.year),
          title: entry.year,
          detail: (
            <>
              Lucro líquido{' '}
              <span className={cn('whitespace-nowrap tabular-nums', signClass(entry.netProfit))}>
                {formatBRL(entry.netProfit)}
              </span>
            </>
          ),
          onOpen: () => onOpen(String(entry.year)),
        }))}
      />
    </SavedRecordsCard>
  );
}
