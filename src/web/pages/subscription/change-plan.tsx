import { useState } from 'react';
import { toast } from 'sonner';
import type { SubscriptionView } from '@/domain/billing/subscription';
import { formatBRL } from '@/domain/format';
import { PLAN_IDS, PLANS, type PlanId } from '@/domain/plans';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { errorMessage } from '../../lib/api';
import { cn } from '../../lib/cn';
import { useChangePlan } from './subscription-api';

/**
 * 'Mudar de plano': an upgrade takes effect at once and the prorated difference is charged; a
 * downgrade starts at the next cycle (decision 013).
 */
export function ChangePlan({ subscription }: { subscription: SubscriptionView }) {
  const current = subscription.plan as PlanId;
  const [choice, setChoice] = useState<PlanId>(subscription.pendingPlan ?? current);
  const change = useChangePlan();
  const [invoiceUrl, setInvoiceUrl] = useState<string | null>(null);
  const upgrade = PLANS[choice].price > PLANS[current].price;
  const unchanged = choice === (subscription.pendingPlan ?? current);

  function confirm() {
    change.mutate(choice, {
      onSuccess: (answer) => {
        setInvoiceUrl(answer.invoiceUrl);
        toast.success('Plano alterado', {
          description: upgrade
            ? `Você já está no plano ${PLANS[choice].name}.${answer.charge > 0 ? ` Diferença proporcional: ${formatBRL(answer.charge)}.` : ''}`
            : `O plano ${PLANS[choice].name} começa no próximo ciclo.`,
        });
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
            Subir de plano vale na hora, com a diferença proporcional cobrada; descer vale a partir
            do próximo ciclo.
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
                <input
                  type="radio"
                  name="plan"
                  value={id}
                  checked={choice === id}
                  onChange={() => setChoice(id)}
                  className="size-4 accent-green-700"
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
            upgrade
              ? `O plano ${PLANS[choice].name} vale agora. A diferença proporcional aos dias que faltam no ciclo será cobrada, e a mensalidade passa a ${formatBRL(PLANS[choice].price)}.`
              : `O plano ${PLANS[current].name} continua até o fim do ciclo pago; depois, a mensalidade passa a ${formatBRL(PLANS[choice].price)}.`
          }
          confirmLabel="Confirmar"
          tone="primary"
          onConfirm={confirm}
        />
        {invoiceUrl && (
          <a
            href={invoiceUrl}
            target="_blank"
            rel="noopener noreferrer"
            className="inline-flex min-h-11 items-center font-medium text-green-800 underline"
          >
            Pagar a diferença (abre em nova aba)
          </a>
        )}
      </CardContent>
    </Card>
  );
}
