import { useState, type KeyboardEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Search, SlidersHorizontal } from 'lucide-react';
import { CATEGORIES, SEX_LABELS, SEXES } from '@/domain/herd/constants';
import { planHas } from '@/domain/plans';
import { Button } from '../../components/ui/button';
import { SelectField } from '../../components/ui/select-field';
import { Label } from '../../components/ui/label';
import { Input } from '../../components/ui/input';
import {
  matchOnEnter,
  readEnter,
  registerHref,
  type UnknownId,
} from '../../components/animal-enter';
import { lookupAnimals } from '../../lib/animal-options';
import { cn } from '../../lib/cn';
import { useMe } from '../../lib/session';
import { EARLY_SEARCH_TOKEN } from '../../lib/early-search';
import { animalPagesUrl, type HerdFilters } from './herd-api';
import { lotChoicesQuery } from '../../lib/lot-choices';

/**
 * Enter in 'Buscar animal' (decision 040): an EID (a stick reader's, in keyboard mode) or a brinco
 * typed whole that is exactly one animal opens its page; an EID that is no animal is offered for
 * registration. Anything else stays a search of the list.
 */
function useSearchEnter() {
  const client = useQueryClient();
  const navigate = useNavigate();
  const [unknown, setUnknown] = useState<UnknownId | null>(null);
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    const reading = readEnter(event.currentTarget.value);
    setUnknown(null);
    if (!reading) return;
    lookupAnimals(client, reading.q, { status: 'all' })
      .then((items) => {
        const found = matchOnEnter(reading, items);
        if (found.kind === 'animal') void navigate(`/rebanho/${found.animal.id}`);
        else if (found.kind === 'unknown' && found.eid) setUnknown(found);
      })
      // Offline: the list's own search says what it can.
      .catch(() => {});
  };
  return { onKeyDown, unknown, clear: () => setUnknown(null) };
}

const STATUS_OPTIONS = [
  { value: 'active', label: 'Ativos' },
  { value: 'sold', label: 'Vendidos' },
  { value: 'dead', label: 'Mortos' },
  { value: 'transferred', label: 'Transferidos' },
  { value: 'all', label: 'Todos' },
];

const SORT_OPTIONS = [
  { value: 'tag:asc', label: 'Brinco' },
  { value: 'age:desc', label: 'Mais velhos primeiro' },
  { value: 'age:asc', label: 'Mais novos primeiro' },
  { value: 'category:asc', label: 'Categoria' },
  { value: 'lot:asc', label: 'Lote' },
  { value: 'weight:desc', label: 'Mais pesados primeiro' },
  { value: 'weight:asc', label: 'Mais leves primeiro' },
];

type FilterField = 'category' | 'sex' | 'lot' | 'status';

/** One filter of the list, bound to its field: `all` ('Todas', 'Todos') first, then `choices`. */
function FilterSelect({
  field,
  label,
  all,
  choices,
  filters,
  onChange,
}: {
  field: FilterField;
  label: string;
  all?: string;
  choices: { value: string; label: string }[];
  filters: HerdFilters;
  onChange: (next: Partial<HerdFilters>) => void;
}) {
  return (
    <SelectField
      id={`herd-filter-${field}`}
      label={label}
      value={filters[field]}
      onChange={(e) => onChange({ [field]: e.target.value })}
      options={all === undefined ? choices : [{ value: '', label: all }, ...choices]}
    />
  );
}

/**
 * 'Buscar animal' and the list's filters and sort; the search is asked once typing pauses. On a
 * phone the selects open under 'Filtros' (with how many are set), so that the list starts in the
 * first screen (issue 39); 'Em carência' stays beside it.
 */
export function HerdFiltersBar({
  search,
  onSearch,
  filters,
  onChange,
}: {
  search: string;
  onSearch: (text: string) => void;
  filters: HerdFilters;
  onChange: (next: Partial<HerdFilters>) => void;
}) {
  const lots = useQuery(lotChoicesQuery);
  const enter = useSearchEnter();
  const [shown, setShown] = useState(false);
  const set = [filters.category, filters.sex, filters.lot, filters.status !== 'active'].filter(
    Boolean,
  ).length;
  // Withdrawals come from the sanitary records (Pro, Master, the trial); kept while it filters.
  const sanitary = planHas(useMe().data?.farm.plan, 'sanitary') || filters.withdrawal === '1';
  return (
    <div className="flex flex-col gap-4 max-sm:gap-3">
      <div className="flex flex-col gap-1.5">
        <Label htmlFor="herd-search">Buscar animal</Label>
        <div className="relative">
          <Search
            aria-hidden="true"
            className="pointer-events-none absolute top-3.5 left-3 size-4 text-stone-500"
          />
          <Input
            id="herd-search"
            type="search"
            value={search}
            onChange={(event) => {
              enter.clear();
              onSearch(event.target.value);
            }}
            onKeyDown={enter.onKeyDown}
            placeholder="Brinco, EID ou nome"
            autoComplete="off"
            spellCheck={false}
            className="pl-9"
            aria-describedby="herd-search-hint"
            // Typed on the server's page before React: asked at once (the list's own URL).
            data-early-search={animalPagesUrl({ ...filters, q: EARLY_SEARCH_TOKEN }, null)}
          />
        </div>
        <p id="herd-search-hint" className="text-xs text-stone-600 max-sm:sr-only">
          Digite o brinco, o EID (com ou sem espaços) ou o nome. Com o leitor de brinco eletrônico,
          a leitura abre o animal.
        </p>
        <div role="status" aria-live="polite">
          {enter.unknown && (
            <p className="flex flex-wrap items-center gap-x-2 text-sm text-amber-900">
              Nenhum animal com o EID {enter.unknown.shown}.
              <Link
                to={registerHref(enter.unknown)}
                className="inline-flex min-h-11 items-center font-semibold text-green-800 underline underline-offset-2"
              >
                Cadastrar animal {enter.unknown.shown}
              </Link>
            </p>
          )}
        </div>
      </div>
      <div
        className={cn(
          'flex flex-wrap items-center gap-x-4 gap-y-1 sm:order-last',
          !sanitary && 'sm:hidden',
        )}
      >
        <Button
          variant="outline"
          size="sm"
          aria-expanded={shown}
          aria-controls="herd-filter-fields"
          onClick={() => setShown((s) => !s)}
          className="sm:hidden"
        >
          <SlidersHorizontal aria-hidden="true" />
          {set > 0 ? `Filtros (${set})` : 'Filtros'}
        </Button>
        {sanitary && (
          <label className="flex min-h-11 w-fit cursor-pointer items-center gap-3 text-sm font-medium text-stone-900">
            <input
              id="herd-filter-withdrawal"
              type="checkbox"
              checked={filters.withdrawal === '1'}
              onChange={(e) => onChange({ withdrawal: e.target.checked ? '1' : '' })}
              className="size-5 shrink-0 cursor-pointer accent-green-700"
            />
            Em carência
          </label>
        )}
      </div>
      {/* Two a row on a phone, with less padding so 'Transferidos' and a lot's name fit. */}
      <div
        id="herd-filter-fields"
        className={cn(
          'grid grid-cols-2 gap-3 max-md:[&_select]:px-2 md:grid-cols-5',
          !shown && 'max-sm:hidden',
        )}
      >
        <FilterSelect
          field="category"
          label="Categoria"
          all="Todas"
          choices={[
            ...CATEGORIES.map((c) => ({ value: c, label: c })),
            { value: 'none', label: 'Sem categoria' },
          ]}
          filters={filters}
          onChange={onChange}
        />
        <FilterSelect
          field="sex"
          label="Sexo"
          all="Todos"
          choices={[
            ...SEXES.map((s) => ({ value: s, label: SEX_LABELS[s] })),
            { value: 'none', label: 'Não informado' },
          ]}
          filters={filters}
          onChange={onChange}
        />
        <FilterSelect
          field="lot"
          label="Lote"
          all="Todos"
          choices={[
            { value: 'none', label: 'Sem lote' },
            ...(lots.data ?? []).map((l) => ({ value: l.id, label: l.name })),
          ]}
          filters={filters}
          onChange={onChange}
        />
        <FilterSelect
          field="status"
          label="Situação"
          choices={STATUS_OPTIONS}
          filters={filters}
          onChange={onChange}
        />
        {/* Alone on its row on a phone: the whole row, for 'Mais pesados primeiro'. */}
        <div className="col-span-2 md:col-span-1">
          <SelectField
            id="herd-sort"
            label="Ordenar por"
            value={`${filters.sort}:${filters.dir}`}
            onChange={(e) => {
              const [sort, dir] = e.target.value.split(':');
              onChange({ sort, dir });
            }}
            options={SORT_OPTIONS}
          />
        </div>
      </div>
    </div>
  );
}
