import { useInfiniteQuery } from '@tanstack/react-query';
import { formatDateBR } from '@/domain/records/dates';
import { LoadMore, morePages } from '../../components/load-more';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card';
import { Spinner } from '../../components/ui/spinner';
import { formatKg } from './weighing-format';
import { weighingPagesQuery } from './weighing-queries';
import { LotTag, useLotNames } from './lots/lot-tag';

/**
 * 'Pesagens registradas': the farm's weighings, newest first, a page of 50 at a time from the
 * server ('Carregar mais' asks for the next); the ones waiting on the device are listed apart.
 */
export function WeighingList() {
  const query = useInfiniteQuery(weighingPagesQuery);
  const weighings = query.data?.pages.flatMap((page) => page.items) ?? [];
  const lotName = useLotNames();
  return (
    <section aria-labelledby="weighing-list-title" className="mt-6" data-print-hide>
      <Card>
        <CardHeader>
          <CardTitle id="weighing-list-title">Pesagens registradas</CardTitle>
        </CardHeader>
        <CardContent>
          {query.isPending ? (
            query.fetchStatus === 'paused' ? (
              <p className="text-stone-600">Sem conexão: as pesagens aparecem ao reconectar.</p>
            ) : (
              <Spinner label="Carregando as pesagens..." className="justify-start" />
            )
          ) : query.isError ? (
            <p className="text-stone-700">Não foi possível carregar as pesagens.</p>
          ) : weighings.length === 0 ? (
            <p className="text-stone-600">Nenhuma pesagem registrada.</p>
          ) : (
            <>
              <ul
                aria-label="Pesagens registradas"
                className="divide-y divide-stone-100 rounded-lg border border-stone-200"
              >
                {weighings.map((w) => (
                  <li key={w.id} className="px-3 py-2.5">
                    <div className="flex flex-wrap items-baseline gap-x-3">
                      <span className="text-stone-700 tabular-nums">
                        {formatDateBR(w.weighingDate)}
                      </span>
                      <span className="min-w-0 flex-1 font-medium break-words text-stone-900">
                        {w.animalId}
                      </span>
                      <span className="font-semibold text-stone-900 tabular-nums">
                        {formatKg(w.weight)}
                      </span>
                    </div>
                    <LotTag name={lotName(w.batchId)} />
                    {w.notes && (
                      <p className="mt-0.5 text-sm break-words text-stone-600">{w.notes}</p>
                    )}
                  </li>
                ))}
              </ul>
              <LoadMore more={morePages(query)} />
            </>
          )}
        </CardContent>
      </Card>
    </section>
  );
}
