import { Search } from 'lucide-react';
import {
  ENTRY_SOURCE_LABELS,
  ENTRY_SOURCES,
  ENTRY_STATUS_LABELS,
  ENTRY_STATUSES,
} from '@/domain/finance/constants';
import { PERIOD_ORDER_MESSAGE } from '@/domain/finance/queries';
import { FormField } from '../../components/ui/form-field';
import { Input } from '../../components/ui/input';
import { Label } from '../../components/ui/label';
import { SelectField } from '../../components/ui/select-field';
import { accountGroups, useAccounts, useCostCenters } from './entry-choices';
import type { EntryFilters } from './finance-api';

export const SEARCH_ID = 'finance-search';

const all = (label: string) => [{ value: '', label }];

/** Whether the period's ends are in order (both given and from after to is not). */
export const periodInOrder = (f: Pick<EntryFilters, 'from' | 'to'>) =>
  !f.from || !f.to || f.from <= f.to;

/**
 * The filters of 'Lançamentos': 'Período' (from, to), 'Tipo', 'Categoria', 'Centro de custo',
 * 'Situação', 'Origem' and 'Buscar lançamento' (asked once typing pauses: the section settles
 * it). Two columns on a phone, four from 768 px, all seven in a row from 1280 px.
 */
export function EntryFiltersBar({
  search,
  onSearch,
  filters,
  onChange,
}: {
  search: string;
  onSearch: (text: string) => void;
  filters: EntryFilters;
  onChange: (next: Partial<EntryFilters>) => void;
}) {
  const { accounts } = useAccounts();
  const categories = [...accountGroups(accounts, 'income'), ...accountGroups(accounts, 'expense')];
  const centers = useCostCenters(null, { closed: true });
  const select = 'max-md:px-2';
  // Two dates side by side on a 360 px phone, and seven filters in a row from 1280 px: the
  // native field's own width must not push out (its date whole at 140 px).
  const dateClass = 'min-w-0 max-md:px-2 max-md:text-sm xl:px-2 xl:text-sm';
  return (
    <div className="grid grid-cols-2 gap-3 md:grid-cols-4 xl:grid-cols-7" data-print-hide>
      <FormField
        id="finance-filter-from"
        label="Data inicial"
        type="date"
        className={dateClass}
        value={filters.from}
        onChange={(e) => onChange({ from: e.target.value })}
      />
      <FormField
        id="finance-filter-to"
        label="Data final"
        type="date"
        className={dateClass}
        value={filters.to}
        error={periodInOrder(filters) ? undefined : PERIOD_ORDER_MESSAGE}
        onChange={(e) => onChange({ to: e.target.value })}
      />
      <SelectField
        id="finance-filter-type"
        label="Tipo"
        value={filters.type}
        onChange={(e) => onChange({ type: e.target.value as EntryFilters['type'] })}
        options={[
          ...all('Todos'),
          { value: 'income', label: 'Receitas' },
          { value: 'expense', label: 'Despesas' },
        ]}
        className={select}
      />
      <SelectField
        id="finance-filter-account"
        label="Categoria"
        value={filters.accountId}
        onChange={(e) => onChange({ accountId: e.target.value })}
        options={all('Todas')}
        groups={categories}
        className={select}
      />
      <SelectField
        id="finance-filter-cost-center"
        label="Centro de custo"
        value={filters.costCenter}
        onChange={(e) => onChange({ costCenter: e.target.value })}
        options={[...all('Todos'), ...centers.plain]}
        groups={centers.groups}
        className={select}
      />
      <SelectField
        id="finance-filter-status"
        label="Situação"
        value={filters.status}
        onChange={(e) => onChange({ status: e.target.value as EntryFilters['status'] })}
        options={[
          ...all('Todas'),
          ...ENTRY_STATUSES.map((s) => ({ value: s, label: ENTRY_STATUS_LABELS[s] })),
        ]}
        className={select}
      />
      <SelectField
        id="finance-filter-source"
        label="Origem"
        value={filters.source}
        onChange={(e) => onChange({ source: e.target.value as EntryFilters['source'] })}
        options={[
          ...all('Todas'),
          ...ENTRY_SOURCES.map((s) => ({ value: s, label: ENTRY_SOURCE_LABELS[s] })),
        ]}
        className={select}
      />
      {/* Two rows of the grid, as each field's FieldFrame: the inputs line up. */}
      <div className="col-span-2 row-span-2 grid grid-rows-subgrid gap-1.5 md:col-span-4 xl:col-span-7">
        <Label htmlFor={SEARCH_ID} className="self-end">
          Buscar lançamento
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
            placeholder="Parte da descrição"
            autoComplete="off"
            maxLength={60}
            className="pl-9"
          />
        </div>
      </div>
    </div>
  );
}
