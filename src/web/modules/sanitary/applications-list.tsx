import { useState } from 'react';
import { Link } from 'react-router';
import { useInfiniteQuery } from '@tanstack/react-query';
import { formatBRL, formatNumber } from '@/domain/format';
import type { SanitaryApplication } from '@/domain/sanitary/api';
import { formatDateBR } from '@/domain/records/dates';
import { LoadFailed } from '../../components/load-state';
import { LoadMore, morePages } from '../../components/load-more';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card';
import { Spinner } from '../../components/ui/spinner';
import { FetchedAt } from '../../offline/fetched-at';
import { applicationPagesQuery } from './sanitary-api';
import { UndoApplicationDialog, type UndoingApplication } from './undo-application-dialog';
import { UndoButton } from '../../components/undo-dialog';

/** A dose before the animal was registered: no day, dose or cost to show (decision 063). */
export const PRIOR_HISTORY_LABEL = 'Antes do cadastro';

/** What a row says under its title: dose, who applied, withdrawal, cost (never for 'Campo'). */
function details(a: SanitaryApplication) {
  if (a.priorHistory) return ['Dose dada antes de o animal ser cadastrado'];
  return [
    `Dose: ${formatNumber(a.dose, a.dose % 1 === 0 ? 0 : 2)} ${a.doseUnit}`,
    a.appliedBy ? `Aplicado por ${a.appliedBy}` : null,
    a.veterinarian ? `Veterinário: ${a.veterinarian}` : null,
    a.withdrawalUntil ? `Em carência até ${formatDateBR(a.withdrawalUntil)}` : null,
    a.cost !== null ? `Custo: ${formatBRL(a.cost)}` : null,
  ].filter(Boolean);
}

/**
 * 'Aplicações registradas': one row per animal, newest first, 50 at a time, with 'Desfazer'; with
 * `paddockId` ('Pasto'), those of the animals now in that paddock.
 */
export function ApplicationsList({ paddockId }: { paddockId?: string } = {}) {
  const query = useInfiniteQuery(applicationPagesQuery(paddockId));
  const [undoing, setUndoing] = useState<UndoingApplication | null>(null);
  const rows = query.data?.pages.flatMap((p) => p.items) ?? [];
  return (
    <Card role="region" aria-labelledby="sanitary-applications">
      <CardHeader>
        <CardTitle id="sanitary-applications" className="text-xl">
          Aplicações registradas
        </CardTitle>
      </CardHeader>
      <CardContent>
        <FetchedAt query={query} what="aplicações" />
        {query.isPending ? (
          query.fetchStatus === 'paused' ? (
            <p className="text-stone-600">Sem conexão: as aplicações aparecem ao reconectar.</p>
          ) : (
            <Spinner label="Carregando as aplicações..." className="justify-start" />
          )
        ) : query.isError && rows.length === 0 ? (
          <LoadFailed
            title="Erro ao carregar as aplicações"
            description="Não foi possível carregar as aplicações registradas."
            onRetry={() => void query.refetch()}
            retrying={query.isFetching}
          />
        ) : rows.length === 0 ? (
          <p className="text-stone-700">
            {paddockId
              ? 'Nenhuma aplicação dos animais deste pasto.'
              : 'Nenhuma aplicação registrada ainda.'}
          </p>
        ) : (
          <>
            <ul
              aria-label="Aplicações registradas"
              className="divide-y divide-stone-100 rounded-lg border border-stone-200"
            >
              {rows.map((a) => (
                <ApplicationRow key={a.id} application={a} onUndo={setUndoing} />
              ))}
            </ul>
            <LoadMore more={morePages(query)} />
          </>
        )}
      </CardContent>
      <UndoApplicationDialog
        application={undoing}
        onOpenChange={(open) => !open && setUndoing(null)}
      />
    </Card>
  );
}

function ApplicationRow({
  application: a,
  onUndo,
}: {
  application: SanitaryApplication;
  onUndo: (a: UndoingApplication) => void;
}) {
  const when = a.priorHistory ? PRIOR_HISTORY_LABEL.toLowerCase() : formatDateBR(a.date);
  const label = `${a.productName} em ${a.tag} (${when})`;
  return (
    <li className="flex gap-3 px-3 py-2.5">
      <span className="w-20 shrink-0 text-sm text-stone-600 tabular-nums">
        {a.priorHistory ? PRIOR_HISTORY_LABEL : formatDateBR(a.date)}
      </span>
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <div className="flex flex-wrap items-baseline gap-x-2">
          <Link
            to={`/rebanho/${a.animalId}`}
            className="font-semibold text-green-800 underline underline-offset-4"
          >
            {a.tag}
          </Link>
          <span
            className={
              a.undone ? 'font-medium text-stone-500 line-through' : 'font-medium text-stone-900'
            }
          >
            {a.productName}
          </span>
          {a.undone && (
            <span className="rounded bg-stone-200 px-1.5 py-0.5 text-xs font-semibold text-stone-800">
              Desfeita
            </span>
          )}
          <span className="flex-1" />
          {/* Not offered to 'Campo' on another's application (decision 057). */}
          {!a.undone && a.canUndo !== false && (
            <UndoButton
              label={label}
              onClick={() =>
                onUndo({
                  id: a.id,
                  label,
                  tag: a.tag,
                  // An answer cached before the field existed: this one alone.
                  groupSize: a.groupSize ?? 1,
                  priorHistory: a.priorHistory,
                })
              }
            />
          )}
        </div>
        <p className="text-sm break-words text-stone-700">{details(a).join(' · ')}</p>
        {a.notes && <p className="text-sm break-words text-stone-700">{a.notes}</p>}
        {a.undone && a.undoReason && (
          <p className="text-sm break-words text-stone-600">Motivo: {a.undoReason}</p>
        )}
      </div>
    </li>
  );
}
