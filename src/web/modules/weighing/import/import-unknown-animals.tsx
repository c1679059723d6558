import { useState } from 'react';
import { UserPlus } from 'lucide-react';
import type { ImportUnknownAnimals as Unknown } from '@/domain/import/scale-csv';
import { formatNumber } from '@/domain/format';
import { Button } from '../../../components/ui/button';

/** Ids shown at first; 'Mostrar mais' shows every id the server listed (up to 100). */
const FIRST_SHOWN = 20;

/**
 * Before saving: the new lines' ids that name no animal of 'Rebanho' (by brinco or EID), which
 * the save registers (decision 039), so the person knows before saving.
 */
export function ImportUnknownAnimals({ unknown }: { unknown: Unknown | undefined }) {
  const [all, setAll] = useState(false);
  if (!unknown || unknown.count === 0) return null;
  const shown = all ? unknown.ids : unknown.ids.slice(0, FIRST_SHOWN);
  const rest = unknown.count - shown.length;
  const count = formatNumber(unknown.count, 0);
  return (
    <section
      aria-labelledby="import-unknown-title"
      className="flex flex-col gap-2 rounded-lg border border-amber-300 bg-amber-50 p-3 text-stone-900"
    >
      <h4 id="import-unknown-title" className="flex items-center gap-2 font-medium">
        <UserPlus className="size-4 shrink-0" aria-hidden="true" />
        {unknown.count === 1
          ? '1 animal não cadastrado será cadastrado no Rebanho ao salvar'
          : `${count} animais não cadastrados serão cadastrados no Rebanho ao salvar`}
      </h4>
      <p className="text-sm text-stone-700">
        Nenhum animal do Rebanho tem{' '}
        {unknown.count === 1 ? 'este brinco ou EID' : 'estes brincos ou EIDs'}.{' '}
        {unknown.count === 1 ? 'Ele entra' : 'Eles entram'} com a data da primeira pesagem; sexo,
        raça e idade ficam para completar depois em Rebanho.
      </p>
      <ul
        aria-label="Animais não cadastrados"
        // Up to 100 ids: the list scrolls inside its box (a 15-digit EID takes a phone's row).
        tabIndex={0}
        className="flex max-h-40 flex-wrap gap-1.5 overflow-auto rounded focus-visible:ring-2 focus-visible:ring-green-700/30 focus-visible:outline-none"
      >
        {shown.map((id) => (
          <li
            key={id}
            className="rounded border border-amber-200 bg-white px-1.5 py-0.5 text-xs break-all tabular-nums"
          >
            {id}
          </li>
        ))}
      </ul>
      <div className="flex flex-wrap items-center gap-2 text-sm text-stone-700">
        {rest > 0 && <span>e mais {formatNumber(rest, 0)}</span>}
        {!all && unknown.ids.length > FIRST_SHOWN && (
          <Button variant="outline" size="sm" onClick={() => setAll(true)}>
            Mostrar mais
          </Button>
        )}
      </div>
    </section>
  );
}
