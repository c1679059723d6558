import { useInfiniteQuery } from '@tanstack/react-query';
import { ClipboardList, FolderOpen } from 'lucide-react';
import { formatBRL } from '@/domain/format';
import type { BudgetPlan } from '@/domain/records/budget';
import { formatDateBR, todayIn } from '@/domain/records/dates';
import { SavedRecordsCard } from '../../components/saved-records-card';
import { Button } from '../../components/ui/button';
import { cn } from '../../lib/cn';
import { signClass } from '../../lib/sign-class';
import { budgetPlansQuery, useDeleteBudgetPlan } from './budget-api';
import { DeletePlanDialog } from './delete-plan-dialog';

/** The day a plan was saved, in São Paulo: '07/03/2025'. */
export const savedOn = (plan: BudgetPlan) => formatDateBR(todayIn(new Date(plan.createdAt)));

/**
 * 'Planejamentos Salvos': the farm's plans, newest first, a page at a time, under the totals of
 * all of them; each can be opened or deleted.
 */
export function SavedPlans({
  onOpen,
  onDeleted,
}: {
  onOpen: (plan: BudgetPlan) => void;
  onDeleted: (plan: BudgetPlan) => void;
}) {
  const query = useInfiniteQuery(budgetPlansQuery);
  const plans = query.data?.pages.flatMap((page) => page.items) ?? [];
  const totals = query.data?.pages[0]?.totals;
  const remove = useDeleteBudgetPlan(onDeleted);

  return (
    <SavedRecordsCard
      title="Planejamentos Salvos"
      summary={
        totals &&
        totals.plans > 0 && (
          <>
            {totals.plans === 1 ? '1 planejamento' : `${totals.plans} planejamentos`} · Investimento
            total <span className="whitespace-nowrap">{formatBRL(totals.investment)}</span> · Lucro
            estimado total <span className="whitespace-nowrap">{formatBRL(totals.profit)}</span>
          </>
        )
      }
      query={query}
      count={plans.length}
      texts={{
        loading: 'Carregando planejamentos...',
        failed: 'Não foi possível carregar os planejamentos.',
        empty: 'Nenhum planejamento salvo ainda. Calcule um planejamento para guardá-lo aqui.',
      }}
      emptyIcon={ClipboardList}
      part={{ shown: plans.length, total: totals?.plans ?? 0, plural: 'planejamentos' }}
    >
      <ul aria-label="Planejamentos Salvos" className="divide-y divide-stone-100">
        {plans.map((plan) => (
          <li key={plan.id} className="flex flex-col gap-2 py-3 sm:flex-row sm:items-center">
            <div className="min-w-0 flex-1">
              <p className="font-semibold break-words text-stone-900">{plan.planningName}</p>
              <p className="text-sm text-stone-600">
                {savedOn(plan)} · {plan.expectedQuantity}{' '}
                {plan.expectedQuantity === 1 ? 'cabeça' : 'cabeças'} · {plan.periodMonths}{' '}
                {plan.periodMonths === 1 ? 'mês' : 'meses'}
              </p>
            </div>
            <dl className="flex flex-wrap gap-x-6 gap-y-1 text-sm sm:text-right">
              <div>
                <dt className="text-stone-600">Investimento</dt>
                <dd className="font-medium whitespace-nowrap tabular-nums text-stone-900">
                  {formatBRL(plan.totalInvestment)}
                </dd>
              </div>
              <div>
                <dt className="text-stone-600">Lucro Estimado</dt>
                <dd
                  className={cn(
                    'font-medium whitespace-nowrap tabular-nums',
                    signClass(plan.estimatedProfit),
                  )}
                >
                  {formatBRL(plan.estimatedProfit)}
                </dd>
              </div>
            </dl>
            <div className="flex gap-1 sm:ml-2">
              <Button
                variant="outline"
                size="sm"
                aria-label={`Abrir ${plan.planningName}`}
                onClick={() => onOpen(plan)}
              >
                <FolderOpen aria-hidden="true" />
                Abrir
              </Button>
              <DeletePlanDialog
                plan={plan}
                disabled={remove.isPending && remove.variables?.id === plan.id}
                onConfirm={() => remove.mutate(plan)}
              />
            </div>
          </li>
        ))}
      </ul>
    </SavedRecordsCard>
  );
}
