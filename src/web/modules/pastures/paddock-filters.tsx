import { useQuery } from '@tanstack/react-query';
import { Search } from 'lucide-react';
import { Input } from '../../components/ui/input';
import { Label } from '../../components/ui/label';
import { SelectField } from '../../components/ui/select-field';
import { paddockOptionsQuery, type PaddockFilters, type PaddockStateFilter } from './pastures-api';

const STATE_OPTIONS: { value: PaddockStateFilter; label: string }[] = [
  { value: '', label: 'Todos' },
  { value: 'occupied', label: 'Ocupados' },
  { value: 'resting', label: 'Em descanso' },
  { value: 'ready', label: 'Prontos para entrada' },
];

export const SEARCH_ID = 'paddock-search';

/**
 * 'Buscar pasto', 'Retiro' (the farm's, from /options) and 'Situação' over the list; the search
 * is asked once typing pauses (the page settles it).
 */
export function PaddockFiltersBar({
  search,
  onSearch,
  filters,
  onChange,
}: {
  search: string;
  onSearch: (text: string) => void;
  filters: PaddockFilters;
  onChange: (next: Partial<PaddockFilters>) => void;
}) {
  const retiros = useQuery(paddockOptionsQuery).data?.retiros ?? [];
  return (
    <div className="grid grid-cols-2 gap-3 md:grid-cols-4">
      {/* Two rows of the grid, as each select's FieldFrame: the inputs line up. */}
      <div className="col-span-2 row-span-2 grid grid-rows-subgrid gap-1.5">
        <Label htmlFor={SEARCH_ID} className="self-end">
          Buscar pasto
        </Label>
        <div className="relative">
          <Search
            aria-hidden="true"
            className="pointer-events-none absolute top-3.5 left-3 size-4 text-stone-500"
          />
          <Input
            id={SEARCH_ID}
            type="search"
            value={search}
            onChange={(event) => onSearch(event.target.value)}
            placeholder="Nome do pasto"
            autoComplete="off"
            className="pl-9"
          />
        </div>
      </div>
      <SelectField
        id="paddock-filter-retiro"
        label="Retiro"
        value={filters.retiro}
        onChange={(e) => onChange({ retiro: e.target.value })}
        options={[{ value: '', label: 'Todos' }, ...retiros.map((r) => ({ value: r, label: r }))]}
        className="max-md:px-2"
      />
      <SelectField
        id="paddock-filter-state"
        label="Situação"
        value={filters.state}
        onChange={(e) => onChange({ state: e.target.value as PaddockStateFilter })}
        options={STATE_OPTIONS}
        className="max-md:px-2"
      />
    </div>
  );
}
