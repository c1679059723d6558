import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Tabs } from 'radix-ui';
import { Info } from 'lucide-react';
import { formatNumber } from '@/domain/format';
import type { DueCounts, DueStatus } from '@/domain/sanitary/api';
import { DUE_STATUS_LABELS, FMD_NOTE } from '@/domain/sanitary/constants';
import { LoadFailed } from '../../components/load-state';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card';
import { Spinner } from '../../components/ui/spinner';
import { cn } from '../../lib/cn';
import type { DuePreset, PaddockChoice } from './application-form';
import { VaccineLines } from './calendar-lines';
import { PriorHistoryDialog } from './prior-history-dialog';
import { dueCountsQuery } from './sanitary-api';

const STATUSES: Exclude<DueStatus, 'prior'>[] = ['overdue', 'upcoming'];

const triggerClasses = cn(
  'flex h-11 items-center justify-center gap-2 rounded-md px-3 text-sm font-medium text-stone-600 transition-colors',
  'hover:text-stone-900 focus-visible:ring-2 focus-visible:ring-green-700 focus-visible:outline-none',
  'data-[state=active]:bg-white data-[state=active]:text-green-900 data-[state=active]:shadow-sm',
);

/**
 * 'Calendário sanitário': the animals due, in 'Atrasadas' and 'Próximos 30 dias' — one line per
 * vaccine with its heads, 'Registrar para todos' and its animals under it, 50 at a time; and the
 * first doses before the registration apart ('Histórico anterior ao cadastro', decision 063).
 * With `paddock` ('Pasto'), the animals now in it only.
 */
export function CalendarSection({
  onApply,
  paddock,
}: {
  onApply: (due: DuePreset) => void;
  paddock?: PaddockChoice;
}) {
  const [status, setStatus] = useState<Exclude<DueStatus, 'prior'>>('overdue');
  const counts = useQuery({
    ...dueCountsQuery(paddock?.id),
    // Another paddock's counts load under the last ones (no spinner in between).
    placeholderData: (previous) => previous,
  });
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
        <Tabs.Root
          value={status}
          onValueChange={(v) => setStatus(v as Exclude<DueStatus, 'prior'>)}
        >
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
                <StatusPane status={s} counts={counts.data} onApply={onApply} paddock={paddock} />
              )}
            </Tabs.Content>
          ))}
        </Tabs.Root>
      </CardContent>
    </Card>
  );
}

const EMPTY: Record<Exclude<DueStatus, 'prior'>, string> = {
  overdue: 'Nenhuma aplicação atrasada. Tudo em dia!',
  upcoming: 'Nenhuma aplicação prevista para os próximos 30 dias.',
};

type Line = DueCounts['byProtocol'][number];

/**
 * A list counted by vaccine (decision 063); under 'Atrasadas', the first doses whose window ended
 * before the animal was registered, apart: they are not overdue.
 */
function StatusPane({
  status,
  counts,
  onApply,
  paddock,
}: {
  status: Exclude<DueStatus, 'prior'>;
  counts: DueCounts;
  onApply: (due: DuePreset) => void;
  paddock?: PaddockChoice;
}) {
  const [marking, setMarking] = useState<Line | null>(null);
  const due = counts.byProtocol.some((p) => p[status] > 0);
  return (
    <>
      {due ? (
        <VaccineLines
          status={status}
          counts={counts}
          onApply={onApply}
          onMark={setMarking}
          paddock={paddock}
        />
      ) : (
        <p className="text-stone-700">{EMPTY[status]}</p>
      )}
      {status === 'overdue' && counts.prior > 0 && (
        <section aria-labelledby="sanitary-prior" className="flex flex-col gap-2">
          <h3 id="sanitary-prior" className="mt-2 font-semibold text-stone-900">
            {DUE_STATUS_LABELS.prior}
          </h3>
          <p className="text-sm text-stone-700">
            Primeiras doses que venceram antes de o animal ser cadastrado: não contam como
            atrasadas. Se foram dadas, marque; se não, registre a aplicação.
          </p>
          <VaccineLines
            status="prior"
            counts={counts}
            onApply={onApply}
            onMark={setMarking}
            paddock={paddock}
          />
        </section>
      )}
      <PriorHistoryDialog
        line={marking}
        paddock={paddock}
        onOpenChange={(open) => !open && setMarking(null)}
      />
    </>
  );
}
