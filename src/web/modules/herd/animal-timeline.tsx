import { useRef, useState } from 'react';
import { Link } from 'react-router';
import type { InfiniteData } from '@tanstack/react-query';
import type { HerdEvent, TimelineEntry } from '@/domain/herd/api';
import { formatDateBR } from '@/domain/records/dates';
import { ORIGIN_LABELS } from '@/domain/herd/constants';
// The events' names, as the herd's export file writes them.
import { EVENT_KIND_LABELS as KIND_LABELS } from '@/domain/export/herd';
import { LoadMore, type MorePages } from '../../components/load-more';
import { Button } from '../../components/ui/button';
import { useMe } from '../../lib/session';
import { ApplicationLine } from './application-line';
import { awaitsPrice, priceParts } from './event-price';
import { formatKg } from './herd-format';
import { PriceDialog, type PricedEvent } from './price-dialog';
import { UndoDialog, type UndoingEvent } from './undo-dialog';
import { UndoButton } from '../../components/undo-dialog';
import { useFocusFallback } from './use-focus-fallback';

const FIELD_LABELS: Record<string, string> = {
  tag: 'Brinco',
  eid: 'EID',
  sisbov: 'SISBOV',
  name: 'Nome',
  sex: 'Sexo',
  breed: 'Raça',
  birthDate: 'Data de nascimento',
  category: 'Categoria',
  breeder: 'Reprodutor',
  coat: 'Pelagem',
  motherId: 'Mãe',
  father: 'Pai',
  lotId: 'Lote',
  pasture: 'Pasto',
  origin: 'Origem',
  entryDate: 'Data de entrada',
  notes: 'Observações',
};

/** What an event says, in a line: 'Comprador: Frigorífico · 520,0 kg · R$ 320,00 por arroba'. */
function details(event: HerdEvent) {
  const d = event.details;
  const lot =
    d.toLotName !== undefined && (d.fromLotName || d.toLotName)
      ? `Lote: ${d.fromLotName ?? 'sem lote'} → ${d.toLotName ?? 'sem lote'}`
      : null;
  const pasture = d.toPasture ? `Pasto: ${d.fromPasture ?? '—'} → ${d.toPasture}` : null;
  return [
    d.origin ? ORIGIN_LABELS[d.origin] : null,
    d.fromWeighings ? 'Cadastrado a partir das pesagens' : null,
    d.cause ? `Causa: ${d.cause}` : null,
    d.seller ? `Vendedor: ${d.seller}` : null,
    d.buyer ? `Comprador: ${d.buyer}` : null,
    d.weight ? formatKg(d.weight) : null,
    ...priceParts(event.kind, d),
    d.gta ? `GTA ${d.gta}` : null,
    lot,
    pasture,
    d.toFarmName ? `Destino: ${d.toFarmName}` : null,
    d.note ? d.note : null,
  ].filter(Boolean);
}

function EventLine({
  event,
  onUndo,
  seesMoney,
  onPrice,
}: {
  event: HerdEvent;
  onUndo: (e: Omit<UndoingEvent, 'animal'>) => void;
  seesMoney: boolean;
  onPrice: (e: PricedEvent) => void;
}) {
  const label = `${KIND_LABELS[event.kind]} em ${formatDateBR(event.date)}`;
  const undone = event.undone;
  // 'Campo' recorded it without a price: the owner or a 'Gerente' gives it (decision 061).
  const unpriced = awaitsPrice(event, seesMoney);
  return (
    <div className="flex flex-col gap-1">
      <div className="flex flex-wrap items-baseline gap-x-2">
        <span
          className={
            undone ? 'font-semibold text-stone-500 line-through' : 'font-semibold text-stone-900'
          }
        >
          {KIND_LABELS[event.kind]}
        </span>
        {event.kind === 'calving' && event.details.calfId && (
          <Link
            to={`/rebanho/${event.details.calfId}`}
            className="text-green-800 underline underline-offset-4"
          >
            Bezerro {event.details.calfTag}
          </Link>
        )}
        {undone && (
          <span className="rounded bg-stone-200 px-1.5 py-0.5 text-xs font-semibold text-stone-800">
            Desfeito
          </span>
        )}
        {unpriced && (
          <span className="rounded bg-amber-100 px-1.5 py-0.5 text-xs font-semibold text-amber-950">
            Preço a informar
          </span>
        )}
        <span className="flex-1" />
        {unpriced && (
          <Button
            size="sm"
            variant="outline"
            aria-label={`Informar preço: ${label}`}
            onClick={() =>
              onPrice({
                id: event.id,
                kind: event.kind as PricedEvent['kind'],
                heads: null,
                label,
                weight: event.details.weight ?? null,
                carcassWeight: event.details.carcassWeight ?? null,
              })
            }
          >
            Informar preço
          </Button>
        )}
        {/* Not offered where the server would refuse it (decision 057); an answer cached before
            `canUndo` existed offers it, and the server says no if it must. */}
        {!undone &&
          event.canUndo !== false &&
          event.kind !== 'entry' &&
          !event.details.toFarmName && (
            <UndoButton
              label={label}
              onClick={() =>
                onUndo({
                  id: event.id,
                  label,
                  kind: event.kind,
                  animals: event.animals,
                  toOtherFarm: !!event.details.toFarmName,
                })
              }
            />
          )}
      </div>
      {details(event).length > 0 && (
        <p className="text-sm break-words text-stone-700">{details(event).join(' · ')}</p>
      )}
      {undone && (
        <p className="text-sm break-words text-stone-600">
          Desfeito em {formatDateBR(undone.at.slice(0, 10))}. Motivo: {undone.reason}
        </p>
      )}
    </div>
  );
}

function EditLine({ edit }: { edit: Extract<TimelineEntry, { type: 'edit' }>['edit'] }) {
  return (
    <div className="flex flex-col gap-1">
      <span className="font-semibold text-stone-900">
        Cadastro alterado{edit.by ? ` por ${edit.by}` : ''}
      </span>
      <ul className="text-sm break-words text-stone-700">
        {edit.changes.map((c) => (
          <li key={c.field}>
            {FIELD_LABELS[c.field] ?? c.field}: {c.from ?? '—'} → {c.to ?? '—'}
          </li>
        ))}
      </ul>
    </div>
  );
}

const entryKey = (entry: TimelineEntry) =>
  entry.type === 'event'
    ? entry.event.id
    : entry.type === 'weighing'
      ? `w-${entry.weighing.id}`
      : entry.type === 'application'
        ? `a-${entry.application.id}`
        : `e-${entry.edit.at}`;

/** The animal's history, newest first: events (with 'Desfazer'), weighings, edits, applications. */
export function AnimalTimeline({
  animal,
  data,
  more,
}: {
  /** The animal whose history it is: an event of several may lose it alone (decision 063). */
  animal: { id: string; tag: string };
  data: InfiniteData<{ items: TimelineEntry[] }> | undefined;
  more?: MorePages;
}) {
  const [undoing, setUndoing] = useState<UndoingEvent | null>(null);
  const [pricing, setPricing] = useState<PricedEvent | null>(null);
  const seesMoney = useMe().data?.farm.seesMoney ?? false;
  const entries = data?.pages.flatMap((p) => p.items) ?? [];
  // An event undone loses its 'Desfazer' when the history comes back: the focus goes to the list.
  const list = useRef<HTMLOListElement>(null);
  const [undoneCount, setUndoneCount] = useState(0);
  const shown = entries.filter((e) => e.type === 'event' && e.event.undone).length;
  useFocusFallback(`${undoneCount}:${shown}`, () => (undoneCount > 0 ? list.current : null));
  if (entries.length === 0) return <p className="text-stone-600">Nenhum evento registrado.</p>;
  return (
    <>
      <ol
        ref={list}
        tabIndex={-1}
        aria-label="Histórico do animal"
        className="divide-y divide-stone-100 rounded-lg border border-stone-200 outline-none"
      >
        {entries.map((entry) => (
          <li key={entryKey(entry)} className="flex flex-col gap-x-3 px-3 py-2.5 sm:flex-row">
            <span className="shrink-0 text-sm text-stone-600 tabular-nums sm:w-20">
              {formatDateBR(entry.date)}
            </span>
            <div className="min-w-0 flex-1">
              {entry.type === 'event' ? (
                <EventLine
                  event={entry.event}
                  onUndo={(e) => setUndoing({ ...e, animal })}
                  seesMoney={seesMoney}
                  onPrice={setPricing}
                />
              ) : entry.type === 'weighing' ? (
                <div className="flex flex-col gap-1">
                  <span className="font-semibold text-stone-900">
                    Pesagem: {formatKg(entry.weighing.weight)}
                  </span>
                  {entry.weighing.notes && (
                    <p className="text-sm break-words text-stone-700">{entry.weighing.notes}</p>
                  )}
                </div>
              ) : entry.type === 'application' ? (
                <ApplicationLine application={entry.application} />
              ) : (
                <EditLine edit={entry.edit} />
              )}
            </div>
          </li>
        ))}
      </ol>
      <LoadMore more={more} />
      <PriceDialog
        key={pricing?.id ?? 'none'}
        event={pricing}
        onOpenChange={(open) => !open && setPricing(null)}
      />
      <UndoDialog
        event={undoing}
        onOpenChange={(open) => !open && setUndoing(null)}
        onSaved={() => setUndoneCount((n) => n + 1)}
      />
    </>
  );
}
