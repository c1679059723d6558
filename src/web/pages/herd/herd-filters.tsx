import { useQuery } from '@tanstack/react-query';
import { Search } from 'lucide-react';
import { CATEGORIES, SEX_LABELS, SEXES } from '@/domain/herd/constants';
import { SelectField } from '../../components/ui/select-field';
import { Label } from '../../components/ui/label';
import { Input } from '../../components/ui/input';
import { herdLotsQuery, type HerdFilters } from './herd-api';

const STATUS_OPTIONS = [
  { value: 'active', label: 'Ativos' },
  { value: 'sold', label: 'Vendidos' },
  { value: 'dead', label: 'Mortos' },
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

/** 'Buscar animal' and the list's filters and sort; the search is asked once typing pauses. */
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
  const lots = useQuery(herdLotsQuery);
  return (
    <div className="flex flex-col gap-4">
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
            onChange={(event) => onSearch(event.target.value)}
            placeholder="Brinco, EID ou nome"
            autoComplete="off"
            spellCheck={false}
            className="pl-9"
            aria-describedby="herd-search-hint"
          />
        </div>
        <p id="herd-search-hint" className="text-xs text-stone-600">
          Digite o brinco, o EID (com ou sem espaços) ou o nome.
        </p>
      </div>
      <div className="grid grid-cols-2 gap-3 md:grid-cols-5">
        <SelectField
          id="herd-filter-category"
          label="Categoria"
          value={filters.category}
          onChange={(e) => onChange({ category: e.target.value })}
          options={[
            { value: '', label: 'Todas' },
            ...CATEGORIES.map((c) => ({ value: c, label: c })),
            { value: 'none', label: 'Sem categoria' },
          ]}
        />
        <SelectField
          id="herd-filter-sex"
          label="Sexo"
          value={filters.sex}
          onChange={(e) => onChange({ sex: e.target.value })}
          options={[
            { value: '', label: 'Todos' },
            ...SEXES.map((s) => ({ value: s, label: SEX_LABELS[s] })),
            { value: 'none', label: 'Não informado' },
          ]}
        />
        <SelectField
          id="herd-filter-lot"
          label="Lote"
          value={filters.lot}
          onChange={(e) => onChange({ lot: e.target.value })}
          options={[
            { value: '', label: 'Todos' },
            { value: 'none', label: 'Sem lote' },
            ...(lots.data ?? []).map((l) => ({ value: l.id, label: l.name })),
          ]}
        />
        <SelectField
          id="herd-filter-status"
          label="Situação"
          value={filters.status}
          onChange={(e) => onChange({ status: e.target.value })}
          options={STATUS_OPTIONS}
        />
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
  );
}
