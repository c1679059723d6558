import { Trash2 } from 'lucide-react';
import type { BudgetPlan } from '@/domain/records/budget';
import { Button } from '../../components/ui/button';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';

/** The delete button of a saved plan, with its confirmation ('Excluir planejamento?'). */
export function DeletePlanDialog({
  plan,
  disabled,
  onConfirm,
}: {
  plan: BudgetPlan;
  disabled: boolean;
  onConfirm: () => void;
}) {
  return (
    <ConfirmDialog
      trigger={
        <Button
          variant="ghost"
          size="sm"
          disabled={disabled}
          aria-label={`Excluir ${plan.planningName}`}
          className="text-red-700 hover:bg-red-50 hover:text-red-800"
        >
          <Trash2 aria-hidden="true" />
          Excluir
        </Button>
      }
      title="Excluir planejamento?"
      description={
        <>
          O planejamento &quot;{plan.planningName}&quot; será excluído. Esta ação não pode ser
          desfeita.
        </>
      }
      confirmLabel="Excluir"
      onConfirm={onConfirm}
    />
  );
}
