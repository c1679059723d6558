import { useInfiniteQuery } from '@tanstack/react-query';
import { CalendarDays } from 'lucide-react';
import { formatBRL, formatNumber } from '@/domain/format';
import { formatMonthShortBR } from '@/domain/records/dates';
import { SavedRecordsCard } from '../../components/saved-records-card';
import { NetProfitSum, SavedPeriodList } from '../../components/saved-periods';
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
          <NetProfitSum
            count={totals.months}
            one="1 mês registrado"
            many="meses registrados"
            netProfit={totals.netProfit}
          />
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
      <SavedPeriodList
        label="Meses registrados"
        periods={months.map((month) => ({
          key: month.monthYear,
          title: formatMonthShortBR(month.monthYear),
          detail: (
            <>
              Fechou com {formatNumber(month.finalQuantity, 0)}{' '}
              {month.finalQuantity === 1 ? 'cabeça' : 'cabeças'} ·{' '}
              <span className={cn('tabular-nums', signClass(month.netProfit))}>
                {formatBRL(month.netProfit)}
              </span>
            </>
          ),
          onOpen: () => onOpen(month.monthYear),
        }))}
      />
    </SavedRecordsCard>
  );
}
