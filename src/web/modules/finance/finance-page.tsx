import { useState, type ComponentType } from 'react';
import { Minus, Plus } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { FINANCE_PLAN_MESSAGE, type EntryType } from '@/domain/finance/constants';
import { planHas } from '@/domain/plans';
import { FarmPageShell, PlanRequired, RoleForbidden } from '../../components/farm-page-shell';
import { Button } from '../../components/ui/button';
import { cn } from '../../lib/cn';
import { useMe } from '../../lib/session';
import { EntryDialog } from './entry-dialog';
import { FINANCE_PARTS, PART_PARAM, partOf, type FinancePart } from './page-queries';

/** The parts of the page, put in by screens.tsx: one component a part. */
export type FinanceSlots = Record<FinancePart, ComponentType>;

const TITLE = 'Financeiro';

/**
 * /financeiro — 'Financeiro' (issue 43): the farm's cash book, fed by the herd. Its parts
 * ('Lançamentos', 'Fluxo de caixa', 'Resultado', 'Importar extrato', 'Plano de contas',
 * 'Configurações') one at a time, named in the address (?aba=fluxo); 'Nova receita' and 'Nova
 * despesa' over all of them. Pro, Master and the trial; the owner and a Gerente only: 'Campo'
 * reads what the app says of a module outside its role.
 */
export function FinancePage(slots: FinanceSlots) {
  const me = useMe().data;
  if (!me) return null;
  if (me.farm.role === 'field') return <RoleForbidden title={TITLE} role={me.farm.role} />;
  if (!planHas(me.farm.plan, 'finance')) {
    return (
      <PlanRequired title={TITLE} message={FINANCE_PLAN_MESSAGE} isOwner={me.farm.isOwner}>
        Com ele você lança receitas e despesas, importa o extrato do banco, acompanha o fluxo de
        caixa e sabe quanto custa cada arroba produzida. As vendas, compras e aplicações do rebanho
        entram sozinhas.
      </PlanRequired>
    );
  }
  return <FinanceView {...slots} />;
}

function FinanceView(slots: FinanceSlots) {
  const [params] = useSearchParams();
  const part = partOf(params.get(PART_PARAM));
  const [creating, setCreating] = useState<EntryType | null>(null);
  const Part = slots[part];
  return (
    <FarmPageShell>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div className="flex min-w-0 flex-col gap-1">
          <h1 className="text-2xl font-bold text-stone-900">{TITLE}</h1>
          <p className="text-stone-600 max-sm:hidden">
            O livro-caixa da fazenda, com o que o rebanho já registra, e o custo de cada arroba.
          </p>
        </div>
        <div className="grid grid-cols-2 gap-2 sm:flex" data-print-hide>
          <Button onClick={() => setCreating('income')}>
            <Plus aria-hidden="true" />
            Nova receita
          </Button>
          <Button variant="secondary" onClick={() => setCreating('expense')}>
            <Minus aria-hidden="true" />
            Nova despesa
          </Button>
        </div>
      </div>
      <PartsNav current={part} />
      <Part />
      {creating && <EntryDialog type={creating} onClose={() => setCreating(null)} />}
    </FarmPageShell>
  );
}

/** The page's parts as links (the open one marked): they wrap on a 360 px phone. */
function PartsNav({ current }: { current: FinancePart }) {
  return (
    <nav aria-label="Partes do Financeiro" data-print-hide>
      <ul className="flex flex-wrap gap-1 rounded-lg bg-stone-100 p-1">
        {FINANCE_PARTS.map(({ id, label }) => (
          <li key={id} className="min-w-0 flex-auto">
            <Link
              to={{ search: id === 'lancamentos' ? '' : `?${PART_PARAM}=${id}` }}
              aria-current={id === current ? 'page' : undefined}
              preventScrollReset
              className={cn(
                'flex h-11 items-center justify-center rounded-md px-3 text-sm font-medium whitespace-nowrap text-stone-600',
                'hover:text-stone-900 focus-visible:ring-2 focus-visible:ring-green-700 focus-visible:outline-none',
                id === current && 'bg-white text-green-900 shadow-sm',
              )}
            >
              {label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
