import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { ChevronDown, ChevronUp, History, Syringe } from 'lucide-react';
import { formatNumber } from '@/domain/format';
import type { DueCounts, DueStatus } from '@/domain/sanitary/api';
import { DUE_STATUS_LABELS } from '@/domain/sanitary/constants';
import { Button } from '../../components/ui/button';
import type { DuePreset, PaddockChoice } from './application-form';
import { CalendarList } from './calendar-list';
import { markLabel } from './prior-history-dialog';
import { protocolsQuery } from './sanitary-api';

type Line = DueCounts['byProtocol'][number];

/** '1 animal', '1.997 animais'. */
const heads = (n: number) => (n === 1 ? '1 animal' : `${formatNumber(n, 0)} animais`);

/** 'Ver os 3 animais', 'Ver o animal', 'Ocultar os animais'. */
const more = (shown: boolean, count: number) =>
  shown
    ? 'Ocultar os animais'
    : count === 1
      ? 'Ver o animal'
      : `Ver os ${formatNumber(count, 0)} animais`;

/**
 * A list of the calendar counted by vaccine (issue 39 item 6): one line per protocol with its
 * product and heads, 'Registrar para todos' (or, before the registration, 'Marcar como vacinadas
 * antes do cadastro'), and 'Ver os N animais', which opens its animals under it, 50 at a time —
 * never one line per animal for the whole farm.
 */
export function VaccineLines({
  status,
  counts,
  onApply,
  onMark,
  paddock,
}: {
  status: DueStatus;
  counts: DueCounts;
  onApply: (due: DuePreset) => void;
  onMark: (line: Line) => void;
  /** The lines count the animals now in this paddock ('Pasto'); 'Registrar para todos' too. */
  paddock?: PaddockChoice;
}) {
  const protocols = useQuery(protocolsQuery);
  const [open, setOpen] = useState<ReadonlySet<string>>(new Set());
  const lines = counts.byProtocol.filter((p) => p[status] > 0);
  const toggle = (id: string) =>
    setOpen((was) => {
      const next = new Set(was);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  return (
    <ul aria-label={`${DUE_STATUS_LABELS[status]} por vacina`} className="flex flex-col gap-2">
      {lines.map((p) => {
        const productId = protocols.data?.find((x) => x.id === p.protocolId)?.productId;
        const count = p[status];
        const shown = open.has(p.protocolId);
        const listId = `sanitary-due-${status}-${p.protocolId}`;
        return (
          <li
            key={p.protocolId}
            className="flex flex-col gap-2 rounded-lg border border-stone-200 px-3 py-2.5"
          >
            <div className="flex flex-col gap-2 sm:flex-row sm:items-center">
              <div className="flex min-w-0 flex-1 flex-col">
                <span className="flex flex-wrap items-baseline gap-x-2">
                  <span className="font-medium break-words text-stone-900">{p.productName}</span>
                  <span
                    className={
                      status === 'overdue'
                        ? 'rounded-full bg-red-100 px-2 text-sm font-semibold text-red-800 tabular-nums'
                        : 'rounded-full bg-stone-200 px-2 text-sm font-semibold text-stone-800 tabular-nums'
                    }
                  >
                    {heads(count)}
                  </span>
                </span>
                <span className="text-sm break-words text-stone-600">{p.protocolName}</span>
              </div>
              {status === 'prior' ? (
                <Button
                  variant="outline"
                  size="sm"
                  // A long label: it wraps on a phone rather than leave its box.
                  className="h-auto! min-h-11 w-full py-2 whitespace-normal! sm:w-auto"
                  aria-label={`${markLabel(p)}: ${p.protocolName}`}
                  onClick={() => onMark(p)}
                >
                  <History aria-hidden="true" />
                  {markLabel(p)}
                </Button>
              ) : (
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
                      count,
                      ...(paddock ? { paddock } : {}),
                    })
                  }
                >
                  <Syringe aria-hidden="true" />
                  Registrar para todos
                </Button>
              )}
            </div>
            <Button
              variant="ghost"
              size="sm"
              className="-ml-2 w-fit"
              aria-expanded={shown}
              aria-controls={shown ? listId : undefined}
              // The visible words first (WCAG 2.5.3), then which list and protocol.
              aria-label={`${more(shown, count)} (${DUE_STATUS_LABELS[status]}): ${p.protocolName}`}
              onClick={() => toggle(p.protocolId)}
            >
              {shown ? <ChevronUp aria-hidden="true" /> : <ChevronDown aria-hidden="true" />}
              {more(shown, count)}
            </Button>
            {shown && (
              <div id={listId}>
                <CalendarList
                  status={status}
                  protocolId={p.protocolId}
                  name={p.protocolName}
                  paddockId={paddock?.id}
                />
              </div>
            )}
          </li>
        );
      })}
    </ul>
  );
}
