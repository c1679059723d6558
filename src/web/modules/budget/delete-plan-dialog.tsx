import { Trash2 } from 'lucide-react';
import { AlertDialog } from 'radix-ui';
import type { BudgetPlan } from '@/domain/records/budget';
import { Button, buttonClasses } from '../../components/ui/button';

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
    <AlertDialog.Root>
      <AlertDialog.Trigger asChild>
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
      </AlertDialog.Trigger>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-50 bg-stone-950/50" />
        <AlertDialog.Content className="fixed top-1/2 left-1/2 z-50 flex w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 flex-col gap-4 rounded-xl bg-white p-6 shadow-lg">
          <AlertDialog.Title className="text-lg font-semibold text-stone-900">
            Excluir planejamento?
          </AlertDialog.Title>
          <AlertDialog.Description className="break-words text-stone-700">
            O planejamento &quot;{plan.planningName}&quot; será excluído. Esta ação não pode ser
            desfeita.
          </AlertDialog.Description>
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <AlertDialog.Cancel className={buttonClasses({ variant: 'outline' })}>
              Cancelar
            </AlertDialog.Cancel>
            <AlertDialog.Action
              className={buttonClasses({ className: 'bg-red-700 hover:bg-red-800' })}
              onClick={onConfirm}
            >
              Excluir
            </AlertDialog.Action>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
