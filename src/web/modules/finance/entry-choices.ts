import { useQuery } from '@tanstack/react-query';
import type { AccountView, CostCenterView } from '@/domain/finance/api';
import { FARM_COST_CENTER_LABEL, type EntryType } from '@/domain/finance/constants';
import type { CostCenter } from '@/domain/finance/schemas';
import { lotChoicesQuery } from '../../lib/lot-choices';
import { usePaddockOptions } from '../../lib/paddock-options';
import { accountsQuery } from './finance-api';

/*
 * What an entry's selects offer: the 'Categoria' of its kind from the plano de contas, and the
 * 'Centro de custo' — the farm, its open lots (as the herd's screens list them) and, with
 * 'Pastos', its paddocks under their retiros.
 */

type Option = { value: string; label: string };
type Group = { label: string; options: Option[] };

/** The accounts an entry of `type` may go to: income for a receita, expense or investment else. */
export function accountGroups(accounts: readonly AccountView[], type: EntryType): Group[] {
  const of = (kind: AccountView['kind']) =>
    accounts.filter((a) => a.kind === kind).map((a) => ({ value: a.id, label: a.name }));
  const groups =
    type === 'income'
      ? [{ label: 'Receitas', options: of('income') }]
      : [
          { label: 'Despesas', options: of('expense') },
          { label: 'Investimentos', options: of('investment') },
        ];
  return groups.filter((g) => g.options.length > 0);
}

/** The farm's accounts (loading: none), and whether they are still on their way. */
export function useAccounts() {
  const query = useQuery(accountsQuery);
  return { accounts: query.data ?? [], loading: query.isPending, failed: query.isError };
}

/** A cost center as the select holds it: 'farm', 'lot:<id>', 'paddock:<id>'. */
export function costCenterValue(center: CostCenterView | null | undefined): string {
  if (!center || center.type === 'farm' || !center.id) return 'farm';
  return `${center.type}:${center.id}`;
}

/** The select's value back into the contract's cost center. */
export function costCenterOf(value: string): CostCenter {
  const [type, id] = value.split(':');
  if ((type === 'lot' || type === 'paddock') && id) return { type, id };
  return { type: 'farm' };
}

/**
 * 'Centro de custo': 'Fazenda (geral)', the open lots (`closed`: the closed ones too, as the
 * list's filter offers them: a lot sold keeps its costs) and, with 'Pastos', the paddocks; the
 * entry's own lot or paddock stays listed when it is no longer among them (a lot closed since).
 */
export function useCostCenters(
  current?: CostCenterView | null,
  { closed = false }: { closed?: boolean } = {},
): {
  plain: Option[];
  groups: Group[];
} {
  const lots = useQuery(lotChoicesQuery).data ?? [];
  const { paddocks } = usePaddockOptions();
  const lotOptions = lots
    .filter((l) => closed || !l.closedAt)
    .map((l) => ({ value: `lot:${l.id}`, label: l.name }));
  const paddockOptions = paddocks.map((p) => ({
    value: `paddock:${p.id}`,
    label: p.retiro ? `${p.name} (${p.retiro})` : p.name,
  }));
  const own = costCenterValue(current);
  if (current && own !== 'farm') {
    const list = current.type === 'lot' ? lotOptions : paddockOptions;
    if (!list.some((o) => o.value === own)) list.unshift({ value: own, label: current.name });
  }
  return {
    plain: [{ value: 'farm', label: FARM_COST_CENTER_LABEL }],
    groups: [
      { label: 'Lotes', options: lotOptions },
      { label: 'Pastos', options: paddockOptions },
    ].filter((g) => g.options.length > 0),
  };
}
