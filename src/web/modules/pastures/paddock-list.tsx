import { Link } from 'react-router';
import { AlertTriangle, CheckCircle2 } from 'lucide-react';
import type { PaddockView } from '@/domain/pastures/api';
import { paddockStateText } from '@/domain/pastures/stocking';
import { cn } from '../../lib/cn';
import { hiddenWhenBoth, shows, useListLayout } from '../../lib/use-layout';
import { areaText, lastHeightText, uaPerHaText } from './pasture-format';

const linkClass =
  'font-semibold break-words text-green-800 underline-offset-4 hover:underline focus-visible:rounded focus-visible:ring-2 focus-visible:ring-green-700 focus-visible:outline-none';

export const paddockHref = (id: string) => `/pastos/${id}`;

/** 'Ocupado há 5 dias (Lote 3, 120 cabeças)', 'Em descanso há 23 dias'. */
export const stateText = (paddock: PaddockView) => paddockStateText(paddock.state);

/** 'Pronto para entrada': rest or height reached (issue 42 item 4). */
export function ReadyBadge({ className }: { className?: string }) {
  return (
    <span
      className={cn(
        'inline-flex w-fit items-center gap-1 rounded bg-green-100 px-1.5 py-0.5 text-xs font-semibold text-green-900',
        className,
      )}
    >
      <CheckCircle2 className="size-3.5 shrink-0" aria-hidden="true" />
      Pronto para entrada
    </span>
  );
}

/** 'Lotação acima da capacidade': more UA/ha than the season's capacity. */
export function OverCapacityBadge({ className }: { className?: string }) {
  return (
    <span
      className={cn(
        'inline-flex w-fit items-center gap-1 rounded bg-amber-100 px-1.5 py-0.5 text-xs font-semibold text-amber-900',
        className,
      )}
    >
      <AlertTriangle className="size-3.5 shrink-0" aria-hidden="true" />
      Lotação acima da capacidade
    </span>
  );
}

function Badges({ paddock }: { paddock: PaddockView }) {
  if (!paddock.ready && !paddock.overCapacity) return null;
  return (
    <div className="flex flex-wrap gap-1">
      {paddock.ready && <ReadyBadge />}
      {paddock.overCapacity && <OverCapacityBadge />}
    </div>
  );
}

/** 'a · b · c', each part whole on its line on a phone: '8,00 UA/ha' is never split. */
export function WholeParts({ parts }: { parts: string[] }) {
  return parts.map((part, i) => (
    <span key={i}>
      {i > 0 && ' · '}
      <span className="whitespace-nowrap">{part}</span>
    </span>
  ));
}

const HEADERS = ['Pasto', 'Retiro', 'Forrageira', 'Área', 'Situação', 'UA/ha', 'Última altura'];

/**
 * A page of paddocks: a table from 1024 px, cards below (no sideways scroll on a 360 px phone;
 * long names wrap). Each name links to the paddock's page.
 */
export function PaddockList({ rows }: { rows: PaddockView[] }) {
  // The server's page makes the one its guess calls for (decision 089): 500 paddocks' page.
  const layout = useListLayout(1024, { guessed: true });
  return (
    <>
      {shows(layout, 'wide') && (
        <div className={hiddenWhenBoth(layout, 'hidden lg:block')}>
          <table className="w-full text-sm">
            <caption className="sr-only">Pastos da fazenda</caption>
            <thead>
              <tr className="border-b border-stone-200 text-left text-stone-600">
                {HEADERS.map((h) => (
                  <th key={h} scope="col" className="py-2 pr-3 font-medium">
                    {h}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody className="divide-y divide-stone-100">
              {rows.map((p) => (
                <tr key={p.id} className="align-top">
                  <th scope="row" className="max-w-56 py-2 pr-3 text-left font-normal">
                    <Link to={paddockHref(p.id)} className={linkClass}>
                      {p.name}
                    </Link>
                  </th>
                  <td className="py-2 pr-3 break-words">{p.retiro ?? '—'}</td>
                  <td className="py-2 pr-3">{p.forage}</td>
                  <td className="py-2 pr-3 tabular-nums">{areaText(p)}</td>
                  <td className="py-2 pr-3">
                    <div className="flex flex-col items-start gap-1">
                      {stateText(p)}
                      {p.ready && <ReadyBadge />}
                    </div>
                  </td>
                  <td className="py-2 pr-3 tabular-nums">
                    <div className="flex flex-col items-start gap-1">
                      <span className="whitespace-nowrap">{uaPerHaText(p.uaPerHa)}</span>
                      {p.overCapacity && <OverCapacityBadge />}
                    </div>
                  </td>
                  <td className="py-2 pr-3 tabular-nums">{lastHeightText(p.lastHeight) ?? '—'}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {shows(layout, 'narrow') && (
        <ul
          aria-label="Pastos da fazenda"
          className={cn('flex flex-col gap-2', hiddenWhenBoth(layout, 'lg:hidden'))}
        >
          {rows.map((p) => (
            <PaddockCard key={p.id} paddock={p} />
          ))}
        </ul>
      )}
    </>
  );
}

function PaddockCard({ paddock: p }: { paddock: PaddockView }) {
  const height = lastHeightText(p.lastHeight);
  return (
    <li className="flex min-w-0 flex-col gap-1 rounded-lg border border-stone-200 px-3 py-2.5">
      <div className="flex min-w-0 flex-wrap items-baseline gap-x-2">
        <Link to={paddockHref(p.id)} className={cn(linkClass, 'min-w-0 text-base')}>
          {p.name}
        </Link>
        {p.retiro && <span className="min-w-0 text-sm break-words text-stone-600">{p.retiro}</span>}
      </div>
      <p className="text-sm break-words text-stone-600 tabular-nums">
        <WholeParts parts={[p.forage, areaText(p), uaPerHaText(p.uaPerHa)]} />
      </p>
      <p className="text-sm break-words text-stone-800">{stateText(p)}</p>
      {height && <p className="text-sm text-stone-600">Última altura: {height}</p>}
      <Badges paddock={p} />
    </li>
  );
}
