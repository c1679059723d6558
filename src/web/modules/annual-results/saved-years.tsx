import { useInfiniteQuery } from '@tanstack/react-query';
import { CalendarDays } from 'lucide-react';
import { formatBRL } from '@/domain/format';
import { LoadMore, morePages } from '../../components/load-more';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '../../components/ui/card';
import { Spinner } from '../../components/ui/spinner';
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
    <Card className="mt-6">
      <CardHeader>
        <CardTitle>Anos registrados</CardTitle>
        {totals && totals.years > 0 && (
          <CardDescription>
            {totals.years === 1 ? '1 ano registrado' : `${totals.years} anos registrados`} · Lucro
            líquido somado{' '}
            <span className={cn('whitespace-nowrap', signClass(totals.netProfit))}>
              {formatBRL(totals.netProfit)}
            </span>
          </CardDescription>
        )}
      </CardHeader>
      <CardContent>
        {query.isPending ? (
          <Spinner label="Carregando anos..." className="justify-start" />
        ) : query.isError ? (
          <p className="text-stone-700">Não foi possível carregar os anos registrados.</p>
        ) : years.length === 0 ? (
          <p className="flex items-center gap-3 text-stone-600">
            <CalendarDays className="size-5 shrink-0 text-stone-400" aria-hidden="true" />
            Nenhum ano registrado ainda. Calcule um ano para guardá-lo aqui.
          </p>
        ) : (
          <>
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
                      <span
                        className={cn('whitespace-nowrap tabular-nums', signClass(entry.netProfit))}
                      >
                        {formatBRL(entry.netProfit)}
                      </span>
                    </span>
                  </button>
                </li>
              ))}
            </ul>
            <LoadMore
              more={morePages(query)}
              label="Ver anos anteriores"
              part={{ shown: years.length, total: totals?.years ?? 0, plural: 'anos' }}
            />
          </>
        )}
      </CardContent>
    </Card>
  );
}
