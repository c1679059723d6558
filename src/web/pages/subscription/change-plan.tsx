import { useState } from 'react';
import { toast } from 'sonner';
import { upgradeChargeUntil } from '@/domain/billing/proration';
import type { SubscriptionView } from '@/domain/billing/subscription';
import { formatBRL } from '@/domain/format';
import { PLAN_IDS, PLANS, type PlanId } from '@/domain/plans';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { Radio } from '../../components/ui/radio';
import { errorMessage } from '../../lib/api';
import { cn } from '../../lib/cn';
import { useChangePlan } from './subscription-api';

/**
 * 'Mudar de plano': an upgrade is released once its prorated difference is paid (decision 021);
 * a downgrade starts at the next cycle (decision 013).
 */
export function ChangePlan({ subscription }: { subscription: SubscriptionView }) {
  const current = subscription.plan as PlanId;
  const [choice, setChoice] = useState<PlanId>(subscription.pendingPlan ?? current);
  const change = useChangePlan();
  const upgrade = PLANS[choice].price > PLANS[current].price;
  const unchanged = choice === (subscription.pendingPlan ?? current);
  const charge =
    upgrade && subscription.currentPeriodEnd
      ? upgradeChargeUntil({
          fromPrice: PLANS[current].price,
          toPrice: PLANS[choice].price,
          periodEnd: new Date(subscription.currentPeriodEnd),
          now: new Date(),
        })
      : 0;

  function confirm() {
    change.mutate(choice, {
      onSuccess: (answer) => {
        if (answer.change === 'upgrade-pending') {
          toast.success('Mudança solicitada', {
            description: `Pague a diferença de ${formatBRL(answer.charge)} para liberar o plano ${PLANS[choice].name}.`,
          });
        } else {
          toast.success('Plano alterado', {
            description: `O plano ${PLANS[choice].name} começa no próximo ciclo.`,
          });
        }
      },
      onError: (error) =>
        toast.error('Erro ao mudar de plano', { description: errorMessage(error) }),
    });
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle id="change-plan-title">Mudar de plano</CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        <fieldset className="grid gap-2 sm:grid-cols-3">
          <legend className="mb-2 text-sm text-stone-700">
            Subir de plano vale assim que a diferença proporcional for paga; descer vale a partir do
            próximo ciclo.
          </legend>
          {PLAN_IDS.map((id) => (
            <label
              key={id}
              className={cn(
                'flex min-h-11 cursor-pointer flex-col rounded-lg border p-3 text-sm',
                choice === id ? 'border-green-700 bg-green-50' : 'border-stone-300',
              )}
            >
              <span className="flex items-center gap-2 font-medium text-stone-900">
                <Radio
                  name="plan"
                  value={id}
                  checked={choice === id}
                  onChange={() => setChoice(id)}
                />
                {PLANS[id].name}
                {id === current && <span className="text-xs text-stone-600">(atual)</span>}
              </span>
              <span className="whitespace-nowrap text-stone-700">
                {formatBRL(PLANS[id].price)}/mês
              </span>
            </label>
          ))}
        </fieldset>
        <ConfirmDialog
          trigger={
            <Button className="w-full sm:w-fit" disabled={unchanged || change.isPending}>
              {change.isPending ? 'Alterando...' : 'Mudar de plano'}
            </Button>
          }
          title={`Mudar para o plano ${PLANS[choice].name}?`}
          description={
            upgrade && charge > 0
              ? `A diferença proporcional aos dias que faltam no ciclo, ${formatBRL(charge)}, será cobrada agora. O plano ${PLANS[choice].name} é liberado assim que o pagamento for confirmado; depois, a mensalidade passa a ${formatBRL(PLANS[choice].price)}.`
              : upgrade
                ? `O ciclo está no fim e a diferença é pequena demais para cobrar agora: o plano ${PLANS[choice].name} começa no próximo ciclo, com a mensalidade de ${formatBRL(PLANS[choice].price)}.`
                : `O plano ${PLANS[current].name} continua até o fim do ciclo pago; depois, a mensalidade passa a ${formatBRL(PLANS[choice].price)}.`
          }
          confirmLabel="Confirmar"
          tone="primary"
          onConfirm={confirm}
        />
      </CardContent>
    </Card>
  );
}
