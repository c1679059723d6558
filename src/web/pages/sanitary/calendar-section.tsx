import { useState } from 'react';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { Tabs } from 'radix-ui';
import { Info, Syringe } from 'lucide-react';
import { formatNumber } from '@/domain/format';
import type { DueCounts, DueStatus } from '@/domain/sanitary/api';
import { DUE_STATUS_LABELS, FMD_NOTE } from '@/domain/sanitary/constants';
import { LoadFailed } from '../../components/load-state';
import { Button } from '../../components/ui/button';
import { SelectField } from '../../components/ui/select-field';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card';
import { Spinner } from '../../components/ui/spinner';
import { cn } from '../../lib/cn';
import type { DuePreset } from './application-form';
import { CalendarList } from './calendar-list';
import { dueCountsQuery, duePagesQuery, protocolsQuery } from './sanitary-api';

const STATUSES: DueStatus[] = ['overdue', 'upcoming'];

const triggerClasses = cn(
  'flex h-11 items-center justify-center gap-2 rounded-md px-3 text-sm font-medium text-stone-600 transition-colors',
  'hover:text-stone-900 focus-visible:ring-2 focus-visible:ring-green-700 focus-visible:outline-none',
  'data-[state=active]:bg-white data-[state=active]:text-green-900 data-[state=active]:shadow-sm',
);

/**
 * 'Calendário sanitário': the animals due, in 'Atrasadas' and 'Próximos 30 dias' — per protocol
 * the heads and one 'Registrar para todos', then the list, 50 at a time.
 */
export function CalendarSection({ onApply }: { onApply: (due: DuePreset) => void }) {
  const [status, setStatus] = useState<DueStatus>('overdue');
  const counts = useQuery(dueCountsQuery);
  // The open tab's first page is asked with the counts, not after them (the list waits on the
  // counts to show); the server computes the farm's lists once for both (due-cache.ts).
  useInfiniteQuery(duePagesQuery(status, null));
  return (
    <Card role="region" aria-labelledby="sanitary-calendar">
      <CardHeader>
        <CardTitle id="sanitary-calendar" className="text-xl">
          Calendário sanitário
        </CardTitle>
        <p className="flex items-start gap-2 text-sm text-stone-700">
          <Info className="mt-0.5 size-4 shrink-0 text-stone-500" aria-hidden="true" />
          <span>{FMD_NOTE}</span>
        </p>
      </CardHeader>
      <CardContent>
        <Tabs.Root value={status} onValueChange={(v) => setStatus(v as DueStatus)}>
          <Tabs.List
            aria-label="Aplicações do calendário"
            className="mb-4 grid grid-cols-2 gap-1 rounded-lg bg-stone-100 p-1 sm:w-fit"
          >
            {STATUSES.map((s) => (
              <Tabs.Trigger key={s} value={s} className={triggerClasses}>
                {DUE_STATUS_LABELS[s]}
                {counts.data && (
                  <span
                    className={cn(
                      'rounded-full px-2 text-xs font-semibold tabular-nums',
                      s === 'overdue' && counts.data.overdue > 0
                        ? 'bg-red-100 text-red-800'
                        : 'bg-stone-200 text-stone-800',
                    )}
                  >
                    {formatNumber(counts.data[s], 0)}
                  </span>
                )}
              </Tabs.Trigger>
            ))}
          </Tabs.List>
          {STATUSES.map((s) => (
            <Tabs.Content
              key={s}
              value={s}
              className="flex flex-col gap-4 focus-visible:outline-none"
            >
              {counts.isPending ? (
                counts.fetchStatus === 'paused' ? (
                  <p className="text-stone-600">Sem conexão: o calendário aparece ao reconectar.</p>
                ) : (
                  <Spinner label="Carregando o calendário..." className="justify-start" />
                )
              ) : counts.isError && !counts.data ? (
                <LoadFailed
                  title="Erro ao carregar o calendário"
                  description="Não foi possível carregar as aplicações previstas."
                  onRetry={() => void counts.refetch()}
                  retrying={counts.isFetching}
                />
              ) : (
                <StatusPane status={s} counts={counts.data} onApply={onApply} />
              )}
            </Tabs.Content>
          ))}
        </Tabs.Root>
      </CardContent>
    </Card>
  );
}

const EMPTY: Record<DueStatus, string> = {
  overdue: 'Nenhuma aplicação atrasada. Tudo em dia!',
  upcoming: 'Nenhuma aplicação prevista para os próximos 30 dias.',
  prior: 'Nenhum animal com histórico anterior ao cadastro.',
};

function StatusPane({
  status,
  counts,
  onApply,
}: {
  status: DueStatus;
  counts: DueCounts;
  onApply: (due: DuePreset) => void;
}) {
  const protocols = useQuery(protocolsQuery);
  const [shown, setShown] = useState('');
  const due = counts.byProtocol.filter((p) => p[status] > 0);
  // A protocol chosen before its list emptied shows every protocol again.
  const protocolId = due.some((p) => p.protocolId === shown) ? shown : '';
  if (due.length === 0) return <p className="text-stone-700">{EMPTY[status]}</p>;
  return (
    <>
      <ul aria-label={`${DUE_STATUS_LABELS[status]} por protocolo`} className="flex flex-col gap-2">
        {due.map((p) => {
          const productId = protocols.data?.find((x) => x.id === p.protocolId)?.productId;
          const heads = p[status];
          return (
            <li
              key={p.protocolId}
              className="flex flex-col gap-2 rounded-lg border border-stone-200 px-3 py-2.5 sm:flex-row sm:items-center"
            >
              <div className="flex min-w-0 flex-1 flex-col">
                <span className="font-medium break-words text-stone-900">{p.protocolName}</span>
                <span className="text-sm break-words text-stone-600">
                  {p.productName} · {heads === 1 ? '1 animal' : `${formatNumber(heads, 0)} animais`}
                </span>
              </div>
              <Button
                variant={status === 'overdue' ? 'primary' : 'outline'}
                size="sm"
                className="w-full sm:w-auto"
                disabled={!productId}
                aria-label={`Registrar para todos: ${p.protocolName}`}
                onClick={() =>
                  productId &&
                  onApply({
                    protocolId: p.protocolId,
                    protocolName: p.protocolName,
                    status,
                    productId,
                    count: heads,
                  })
                }
              >
                <Syringe aria-hidden="true" />
                Registrar para todos
              </Button>
            </li>
          );
        })}
      </ul>
      {due.length > 1 && (
        <div className="sm:max-w-md">
          <SelectField
            id={`sanitary-due-${status}-protocol`}
            label="Mostrar na lista"
            value={protocolId}
            onChange={(e) => setShown(e.target.value)}
            options={[
              { value: '', label: 'Todos os protocolos' },
              ...due.map((p) => ({ value: p.protocolId, label: p.protocolName })),
            ]}
          />
        </div>
      )}
      <CalendarList status={status} protocolId={protocolId || null} />
    </>
  );
}
