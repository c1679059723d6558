import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Plus } from 'lucide-react';
import type { AccountView } from '@/domain/finance/api';
import {
  ACCOUNT_GROUP_LABELS,
  ACCOUNT_KINDS,
  SEED_ACCOUNTS,
  type AccountKind,
} from '@/domain/finance/constants';
import { formatNumber } from '@/domain/format';
import { QueryCard } from '../../components/query-card';
import { Button } from '../../components/ui/button';
import { AccountDialog } from './account-dialog';
import { accountsQuery } from './finance-api';

/*
 * 'Plano de contas' (issue 43 item 2): the rural chart of accounts the farm starts with (seeded
 * by the server on its first read) and the farm's own, by kind, each with the group it goes to in
 * the results; 'Nova conta' and 'Renomear' (only the owner and a Gerente see the Financeiro).
 */

const KIND_TITLES: Record<AccountKind, string> = {
  income: 'Receitas',
  expense: 'Despesas',
  investment: 'Investimentos',
};

const SEEDED = new Map<string, string>(SEED_ACCOUNTS.map((a) => [a.key, a.name]));

const uses = (n: number) =>
  n === 0 ? 'Sem lançamentos' : n === 1 ? '1 lançamento' : `${formatNumber(n, 0)} lançamentos`;

export function AccountsSection() {
  const query = useQuery(accountsQuery);
  const [creating, setCreating] = useState(false);
  const [renaming, setRenaming] = useState<AccountView | null>(null);
  return (
    <>
      <QueryCard
        title="Plano de contas"
        titleId="finance-accounts-title"
        description="As categorias dos lançamentos. Renomeie as que vieram prontas ou crie as suas; o grupo diz onde cada uma entra no resultado."
        query={query}
        what="o plano de contas"
      >
        {(accounts) => (
          <div className="flex flex-col gap-5">
            <div>
              <Button onClick={() => setCreating(true)}>
                <Plus aria-hidden="true" />
                Nova conta
              </Button>
            </div>
            <div className="grid gap-5 lg:grid-cols-3">
              {ACCOUNT_KINDS.map((kind) => (
                <KindList
                  key={kind}
                  kind={kind}
                  accounts={accounts.filter((a) => a.kind === kind)}
                  onRename={setRenaming}
                />
              ))}
            </div>
          </div>
        )}
      </QueryCard>
      {creating && <AccountDialog onClose={() => setCreating(false)} />}
      {renaming && <AccountDialog account={renaming} onClose={() => setRenaming(null)} />}
    </>
  );
}

function KindList({
  kind,
  accounts,
  onRename,
}: {
  kind: AccountKind;
  accounts: AccountView[];
  onRename: (account: AccountView) => void;
}) {
  const title = KIND_TITLES[kind];
  return (
    <section aria-label={title} className="flex min-w-0 flex-col gap-2">
      <h3 className="font-semibold text-stone-900">{title}</h3>
      {accounts.length === 0 ? (
        <p className="text-sm text-stone-600">Nenhuma conta.</p>
      ) : (
        <ul
          aria-label={`Contas de ${title.toLowerCase()}`}
          className="flex flex-col divide-y divide-stone-100"
        >
          {accounts.map((a) => {
            const seeded = a.key ? SEEDED.get(a.key) : undefined;
            return (
              <li key={a.id} className="flex items-start justify-between gap-2 py-2">
                <div className="min-w-0">
                  <p className="font-medium break-words text-stone-900">{a.name}</p>
                  <p className="text-xs text-stone-600">
                    {ACCOUNT_GROUP_LABELS[a.group]} · {uses(a.entries)}
                  </p>
                  {seeded && seeded !== a.name && (
                    <p className="text-xs text-stone-600">Conta padrão: {seeded}</p>
                  )}
                </div>
                <Button
                  size="sm"
                  variant="ghost"
                  aria-label={`Renomear: ${a.name}`}
                  onClick={() => onRename(a)}
                >
                  Renomear
                </Button>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
