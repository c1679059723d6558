import { useInfiniteQuery } from '@tanstack/react-query';
import { CalendarDays } from 'lucide-react';
import { formatBRL, formatNumber } from '@/domain/format';
import { formatMonthShortBR } from '@/domain/records/dates';
import { SavedRecordsCard } from '../../components/saved-records-card';
import { cn } from '../../lib/cn';
import { signClass } from '../../lib/sign-class';
import { FetchedAt } from '../../offline/fetched-at';
import { savedMonthsQuery } from './monthly-control-api';

/**
 * 'Meses registrados': the farm's saved months, newest first, paged on the server; opening one
 * puts it in the form, as choosing it in 'Mês/Ano' does.
 */
export function SavedMonths({ onOpen }: { onOpen: (month: string) => void }) {
  const query = useInfiniteQuery(savedMonthsQuery);
  const months = query.data?.pages.flatMap((page) => page.months) ?? [];
  // From the server, over every saved month (the first page's; older answers had none).
  const totals = query.data?.pages[0]?.totals;

  return (
    <SavedRecordsCard
      title="Meses registrados"
      summary={
        totals &&
        totals.months > 0 && (
          <>
            {totals.months === 1 ? '1 mês registrado' : `${totals.months} meses registrados`} ·
            Lucro líquido somado{' '}
            <span className={cn('whitespace-nowrap', signClass(totals.netProfit))}>
              {formatBRL(totals.netProfit)}
            </span>
          </>
        )
      }
      top={<FetchedAt query={query} what="meses registrados" />}
      query={query}
      count={months.length}
      texts={{
        loading: 'Carregando meses...',
        failed: 'Não foi possível carregar os meses registrados.',
        empty: 'Nenhum mês registrado ainda. Calcule um mês para guardá-lo aqui.',
      }}
      emptyIcon={CalendarDays}
      moreLabel="Ver meses anteriores"
      part={{ shown: months.length, total: totals?.months ?? 0, plural: 'meses' }}
    >
      <ul aria-label="Meses registrados" className="grid gap-2 sm:grid-cols-2 lg:grid-cols-3">
        {months.map((month) => (
          <li key={month.monthYear}>
            <button
              type="button"
              onClick={() => onOpen(month.monthYear)}
              className="flex min-h-11 w-full flex-col items-start rounded-lg border border-stone-200 px-3 py-2 text-left hover:border-green-700 hover:bg-green-50 focus-visible:ring-2 focus-visible:ring-green-700 focus-visible:outline-none"
            >
              <span className="font-semibold text-stone-900">
                {formatMonthShortBR(month.monthYear)}
              </span>
              <span className="text-sm text-stone-600">
                Fechou com {formatNumber(month.finalQuantity, 0)}{' '}
                {month.finalQuantity === 1 ? 'cabeça' : 'cabeças'} ·{' '}
                <span className={cn('tabular-nums', signClass(month.netProfit))}>
                  {formatBRL(month.netProfit)}
                </span>
              </span>
            </button>
          </li>
        ))}
      </ul>
    </SavedRecordsCard>
  );
}
