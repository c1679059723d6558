import type { BudgetPlan } from '@/domain/records/budget';
import { DeleteConfirm } from '../../components/ui/confirm-dialog';

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
    <DeleteConfirm
      label={`Excluir ${plan.planningName}`}
      text="Excluir"
      disabled={disabled}
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
