import { ExternalLink } from 'lucide-react';
import { toast } from 'sonner';
import type { PendingUpgrade } from '@/domain/billing/subscription';
import { formatBRL } from '@/domain/format';
import { PLANS, type PlanId } from '@/domain/plans';
import { formatDateBR } from '@/domain/records/dates';
import { Alert } from '../../components/ui/alert';
import { Button, buttonClasses } from '../../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { errorMessage } from '../../lib/api';
import { useGiveUpUpgrade } from './subscription-api';

/**
 * An upgrade waiting for its charge (decision 021): 'Aguardando pagamento', with the invoice to
 * pay and 'Desistir da mudança'. The current plan stays until the charge is confirmed.
 */
export function PendingUpgradeCard({
  upgrade,
  current,
}: {
  upgrade: PendingUpgrade;
  current: PlanId;
}) {
  const giveUp = useGiveUpUpgrade();
  const refused = upgrade.status === 'REFUSED';
  const target = PLANS[upgrade.plan].name;
  return (
    <Card>
      <CardHeader>
        <CardTitle id="pending-upgrade-title">Mudança para o plano {target}</CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-4 text-sm text-stone-700">
        <dl className="grid gap-3 sm:grid-cols-3">
          <div className="flex flex-col">
            <dt className="text-stone-600">Situação</dt>
            <dd className="font-medium text-stone-900">
              {refused ? 'Pagamento recusado' : 'Aguardando pagamento'}
            </dd>
          </div>
          <div className="flex flex-col">
            <dt className="text-stone-600">Diferença proporcional</dt>
            <dd className="font-medium whitespace-nowrap text-stone-900">
              {formatBRL(upgrade.value)}
            </dd>
          </div>
          <div className="flex flex-col">
            <dt className="text-stone-600">Vencimento</dt>
            <dd className="font-medium text-stone-900">{formatDateBR(upgrade.dueDate)}</dd>
          </div>
        </dl>
        {refused ? (
          <Alert tone="warning" role="status">
            <p>
              O cartão recusou o pagamento e nada foi cobrado. Pague de novo pela fatura, com outro
              cartão, Pix ou boleto.
            </p>
          </Alert>
        ) : (
          <p>
            Você continua no plano {PLANS[current].name} até o pagamento ser confirmado; aí o plano{' '}
            {target} é liberado na hora.
          </p>
        )}
        <div className="flex flex-col gap-2 sm:flex-row">
          <a
            href={upgrade.invoiceUrl}
            target="_blank"
            rel="noopener noreferrer"
            className={buttonClasses({ className: 'w-full sm:w-fit' })}
          >
            {refused ? 'Pagar de novo' : 'Pagar agora'}
            <ExternalLink className="size-4" aria-hidden="true" />
            <span className="sr-only">(abre em nova aba)</span>
          </a>
          <ConfirmDialog
            trigger={
              <Button variant="outline" className="w-full sm:w-fit" disabled={giveUp.isPending}>
                {giveUp.isPending ? 'Desistindo...' : 'Desistir da mudança'}
              </Button>
            }
            title="Desistir da mudança de plano?"
            description={`A cobrança de ${formatBRL(upgrade.value)} é cancelada e você continua no plano ${PLANS[current].name}.`}
            confirmLabel="Desistir da mudança"
            onConfirm={() =>
              giveUp.mutate(undefined, {
                onSuccess: () =>
                  toast.success('Mudança cancelada', {
                    description: `Você continua no plano ${PLANS[current].name}.`,
                  }),
                onError: (error) =>
                  toast.error('Erro ao desistir da mudança', {
                    description: errorMessage(error),
                  }),
              })
            }
          />
        </div>
      </CardContent>
    </Card>
  );
}
