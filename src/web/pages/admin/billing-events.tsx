import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { toast } from 'sonner';
import type { BillingEventProblem } from '@/domain/admin/admin';
import { LoadFailed, LoadingCard } from '../../components/load-state';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card';
import { errorMessage } from '../../lib/api';
import { billingEventsQuery, toastActionError, useRetryBillingEvent } from './admin-api';
import { dateTimeBR } from './format';
import { Pagination } from './pagination';

/**
 * 'Eventos com problema' (decision 022): payment-provider events the app kept but could not
 * apply (not an event, dated in the future, failed after retries), newest first, each with its
 * reason; an admin who checked one at Asaas can apply it again.
 */
export function BillingEvents() {
  const [page, setPage] = useState(1);
  const events = useQuery(billingEventsQuery(page));

  return (
    <Card>
      <CardHeader>
        <CardTitle id="billing-events-title">Eventos com problema</CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        {events.isPending ? (
          <LoadingCard label="Carregando eventos" />
        ) : events.isError ? (
          <LoadFailed
            title="Erro ao carregar eventos"
            description={errorMessage(events.error)}
            onRetry={() => void events.refetch()}
            retrying={events.isFetching}
          />
        ) : events.data.entries.length === 0 ? (
          <p className="text-sm text-stone-600">
            Nenhum evento com problema: todos os avisos do Asaas foram aplicados.
          </p>
        ) : (
          <ul aria-labelledby="billing-events-title" className="divide-y divide-stone-200">
            {events.data.entries.map((entry) => (
              <BillingEventItem key={entry.id} entry={entry} />
            ))}
          </ul>
        )}
        {events.data && events.data.total > 0 && (
          <Pagination
            label="Paginação dos eventos com problema"
            page={events.data.page}
            total={events.data.total}
            pageSize={events.data.pageSize}
            onPage={setPage}
          />
        )}
      </CardContent>
    </Card>
  );
}

function BillingEventItem({ entry }: { entry: BillingEventProblem }) {
  const retry = useRetryBillingEvent();
  return (
    <li className="flex flex-col gap-2 py-3 text-sm sm:flex-row sm:items-start sm:justify-between">
      <div className="flex min-w-0 flex-col gap-1">
        <p className="font-medium break-all text-stone-900">{entry.event}</p>
        <p className="text-stone-700">{entry.problem}</p>
        <p className="break-all text-stone-600">
          Conta: {entry.userEmail ?? '—'} · Evento {entry.id}
        </p>
        <p className="text-stone-600">
          Recebido em <time dateTime={entry.receivedAt}>{dateTimeBR(entry.receivedAt)}</time>
        </p>
      </div>
      <Button
        variant="outline"
        className="w-full shrink-0 sm:w-fit"
        disabled={retry.isPending}
        aria-label={`Aplicar de novo o evento ${entry.id}`}
        onClick={() =>
          retry.mutate(entry.id, {
            onSuccess: (answer) =>
              answer.state === 'problem'
                ? toast.error('O evento continua com problema', {
                    description: answer.problem ?? undefined,
                  })
                : toast.success('Evento aplicado'),
            onError: (error) => toastActionError('Erro ao aplicar o evento', error),
          })
        }
      >
        {retry.isPending ? 'Aplicando...' : 'Aplicar de novo'}
      </Button>
    </li>
  );
}
