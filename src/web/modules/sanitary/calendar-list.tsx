import { Link } from 'react-router';
import { useInfiniteQuery } from '@tanstack/react-query';
import { formatNumber } from '@/domain/format';
import { ageInYearsAndMonths } from '@/domain/herd/age';
import type { DueItem, DueStatus } from '@/domain/sanitary/api';
import { DUE_STATUS_LABELS } from '@/domain/sanitary/constants';
import { formatDateBR } from '@/domain/records/dates';
import { LoadFailed } from '../../components/load-state';
import { LoadMore, morePages } from '../../components/load-more';
import { Spinner } from '../../components/ui/spinner';
import { duePagesQuery } from './sanitary-api';

/** '1ª dose', 'reforço' — which dose is due. */
export const doseText = (n: number) => (n <= 1 ? '1ª dose' : 'reforço');

/** 'lote Recria', but 'Lote 026' as it is (not 'lote Lote 026'). */
export const lotText = (name: string) => (/^lote\b/i.test(name) ? name : `lote ${name}`);

/** '5 meses', '1 ano e 2 meses'; nothing when unknown. */
const age = (months: number | null) => (months === null ? null : ageInYearsAndMonths(months));

/** How a row says when its dose was due, by list. */
const WHEN: Record<DueStatus, string> = {
  overdue: 'Desde',
  upcoming: 'Em',
  prior: 'Vencia em',
};

/**
 * The animals of one protocol in one list ('Atrasadas', 'Próximos 30 dias', 'Histórico anterior
 * ao cadastro'), opened under its line (decision 063), read from the server 50 at a time.
 */
export function CalendarList({
  status,
  protocolId,
  name,
  paddockId,
}: {
  status: DueStatus;
  protocolId: string;
  /** The protocol's name, which names the list. */
  name: string;
  /** Only the animals now in this paddock ('Pasto'). */
  paddockId?: string;
}) {
  const query = useInfiniteQuery(duePagesQuery(status, protocolId, paddockId));
  const rows = query.data?.pages.flatMap((p) => p.items) ?? [];
  const total = query.data?.pages[0]?.total ?? 0;
  if (query.isPending) {
    return query.fetchStatus === 'paused' ? (
      <p className="text-stone-600">Sem conexão: a lista aparece ao reconectar.</p>
    ) : (
      <Spinner label="Carregando os animais..." className="justify-start" />
    );
  }
  if (query.isError && rows.length === 0) {
    return (
      <LoadFailed
        title="Erro ao carregar a lista"
        description="Não foi possível carregar os animais desta lista."
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  }
  if (rows.length === 0) return null;
  return (
    <div className="flex flex-col">
      <p className="mb-2 text-sm text-stone-600" aria-live="polite">
        {total === 1 ? '1 aplicação' : `${formatNumber(total, 0)} aplicações`}
        {rows.length < total ? ` (mostrando ${formatNumber(rows.length, 0)})` : ''}
      </p>
      <ul
        aria-label={`Animais: ${DUE_STATUS_LABELS[status]} — ${name}`}
        className="divide-y divide-stone-100 rounded-lg border border-stone-200"
      >
        {rows.map((row) => (
          <DueRow key={`${row.protocolId}:${row.animalId}`} row={row} status={status} />
        ))}
      </ul>
      <LoadMore more={morePages(query)} />
    </div>
  );
}

function DueRow({ row, status }: { row: DueItem; status: DueStatus }) {
  const about = [row.name, age(row.ageMonths), row.lotName && lotText(row.lotName)]
    .filter(Boolean)
    .join(' · ');
  return (
    <li className="flex flex-col gap-0.5 px-3 py-2.5 sm:flex-row sm:items-baseline sm:gap-4">
      <div className="flex min-w-0 flex-1 flex-col">
        <span className="flex flex-wrap items-baseline gap-x-2">
          <Link
            to={`/rebanho/${row.animalId}`}
            className="font-semibold text-green-800 underline underline-offset-4"
          >
            {row.tag}
          </Link>
          {about && <span className="text-sm break-words text-stone-600">{about}</span>}
        </span>
        <span className="text-sm break-words text-stone-800">
          {row.productName} ({doseText(row.doseNumber)}) · {row.protocolName}
        </span>
      </div>
      <span
        className={
          status === 'overdue'
            ? 'text-sm font-medium whitespace-nowrap text-red-800'
            : 'text-sm whitespace-nowrap text-stone-700'
        }
      >
        {WHEN[status]} {formatDateBR(row.due)}
      </span>
    </li>
  );
}
