import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { TRIAL_USED_MESSAGES, type SubscriptionView } from '@/domain/billing/subscription';
import { formatBRL, formatNumber } from '@/domain/format';
import { PLAN_IDS, PLANS, STATUS_LABELS, type PlanId } from '@/domain/plans';
import { formatDateBR, todayIn } from '@/domain/records/dates';
import { AppHeader } from '../../components/app-header';
import { LoadFailed, LoadingCard } from '../../components/load-state';
import { Alert } from '../../components/ui/alert';
import { Button, buttonClasses } from '../../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { ApiError, errorMessage } from '../../lib/api';
import { useMe } from '../../lib/session';
import { dashboardQueryOptions } from '../dashboard/dashboard-stats';
import { ChangePlan } from './change-plan';
import { PaymentHistory } from './payment-history';
import { PendingUpgradeCard } from './pending-upgrade';
import { subscriptionQuery, useCancelSubscription } from './subscription-api';
import { SuspensionNotice } from './suspension-notice';
import { BackToDashboard } from '../../components/back-to-dashboard';
import { DetailItem } from '../../components/ui/detail-item';

/** An ISO timestamp as São Paulo's calendar date, 'dd/mm/aaaa'. */
const dateBR = (iso: string) => formatDateBR(todayIn(new Date(iso)));

/** 'Minha assinatura' (issue 8): plan, state, payments, plan changes and cancellation. */
export function SubscriptionPage() {
  const subscription = useQuery(subscriptionQuery);

  return (
    <div className="flex min-h-dvh flex-col">
      <AppHeader />
      <main className="mx-auto flex w-full max-w-3xl flex-1 flex-col gap-6 px-4 py-6 sm:px-6 sm:py-8">
        <BackToDashboard className="-ml-3 w-fit" />
        <h1 className="text-2xl font-bold text-stone-900">Minha assinatura</h1>
        {subscription.isPending ? (
          <LoadingCard label="Carregando sua assinatura..." />
        ) : subscription.error instanceof ApiError &&
          subscription.error.code === 'NO_SUBSCRIPTION' ? (
          <NoOwnPlan />
        ) : subscription.isError ? (
          <LoadFailed
            title="Erro ao carregar dados"
            description="Não foi possível carregar sua assinatura."
            onRetry={() => void subscription.refetch()}
            retrying={subscription.isFetching}
          />
        ) : (
          <SubscriptionDetails subscription={subscription.data} />
        )}
      </main>
    </div>
  );
}

/** An account created from an invitation: it works under the farm owner's plan (decision 035). */
function NoOwnPlan() {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Sem plano próprio</CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-4 text-sm text-stone-700">
        <p>
          Você entrou por um convite: as fazendas em que participa funcionam com o plano do
          proprietário, sem custo para você. Para ter a sua própria fazenda, escolha um plano.
        </p>
        <Link to="/pricing" className={buttonClasses({ className: 'w-full sm:w-fit' })}>
          Ver Planos
        </Link>
      </CardContent>
    </Card>
  );
}

function SubscriptionDetails({ subscription }: { subscription: SubscriptionView }) {
  const plan = subscription.plan === 'ADMIN' ? null : PLANS[subscription.plan];
  // Cancelled: no more charges, so no monthly price as if it still ran (issue 23, item 8).
  const cancelled = subscription.cancelAtPeriodEnd;
  const suspension = subscription.suspension;
  const running = subscription.paid && !cancelled;
  return (
    <>
      {/* One trial per person (decision 053): why this account started without one. */}
      {subscription.trialUsedBy && (
        <Alert tone="info" role="status">
          <p>
            {TRIAL_USED_MESSAGES[subscription.trialUsedBy]} Escolha um plano para usar o Arroba
            Certa.
          </p>
        </Alert>
      )}
      <Card>
        <CardHeader>
          <CardTitle>Plano {plan?.name ?? 'Administrador'}</CardTitle>
        </CardHeader>
        <CardContent>
          <dl className="grid gap-3 text-sm sm:grid-cols-2">
            <DetailItem
              term="Situação"
              value={
                suspension
                  ? 'Suspensa'
                  : cancelled && subscription.status === 'active'
                    ? 'Cancelada'
                    : STATUS_LABELS[subscription.status]
              }
            />
            {plan && !cancelled && (
              <DetailItem term="Mensalidade" value={`${formatBRL(plan.price)}/mês`} />
            )}
            {subscription.trialDaysLeft !== null && (
              <DetailItem
                term="Teste grátis"
                value={`${subscription.trialDaysLeft} ${subscription.trialDaysLeft === 1 ? 'dia restante' : 'dias restantes'}`}
              />
            )}
            {(running || (cancelled && !suspension)) && subscription.currentPeriodEnd && (
              <DetailItem
                term={subscription.cancelAtPeriodEnd ? 'Acesso até' : 'Próximo vencimento'}
                value={dateBR(subscription.currentPeriodEnd)}
              />
            )}
            {subscription.pendingPlan && (
              <DetailItem
                term="No próximo ciclo"
                value={`Plano ${PLANS[subscription.pendingPlan].name}`}
              />
            )}
          </dl>
        </CardContent>
      </Card>
      <StarterHerdNote subscription={subscription} />
      {suspension && <SuspensionNotice suspension={suspension} />}
      {subscription.droppedUpgrade && plan && (
        <Alert tone="warning" role="status">
          <p>
            A diferença da mudança para o plano {PLANS[subscription.droppedUpgrade.plan].name} não
            foi paga, então a mudança foi desfeita. Você continua no plano {plan.name}.
          </p>
        </Alert>
      )}
      {subscription.cancelAtPeriodEnd && subscription.currentPeriodEnd && !suspension && (
        <Alert tone="warning" role="status">
          <p>
            Assinatura cancelada. Você tem acesso completo até{' '}
            {dateBR(subscription.currentPeriodEnd)}; depois, seus registros continuam disponíveis
            para consulta.
          </p>
        </Alert>
      )}
      {subscription.pendingUpgrade && subscription.plan !== 'ADMIN' && (
        <PendingUpgradeCard upgrade={subscription.pendingUpgrade} current={subscription.plan} />
      )}
      {suspension ? (
        <>
          {/* Paying again ends a refund's suspension, not a dispute's (decision 054). */}
          {suspension.reason !== 'chargeback' && <ChoosePlan />}
          {running && <CancelSubscription />}
        </>
      ) : running ? (
        <>
          {!subscription.pendingUpgrade && <ChangePlan subscription={subscription} />}
          <CancelSubscription />
        </>
      ) : (
        <ChoosePlan />
      )}
      <PaymentHistory payments={subscription.payments} />
    </>
  );
}

/** Trial, cancelled or lapsed: subscribing goes through the checkout. */
function ChoosePlan() {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Assinar um plano</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-2 sm:grid-cols-3">
        {PLAN_IDS.map((id) => (
          <Link
            key={id}
            to={`/pricing?plan=${id}`}
            className={buttonClasses({ variant: id === 'PRO' ? 'primary' : 'outline' })}
          >
            {PLANS[id].name} —{' '}
            <span className="whitespace-nowrap">{formatBRL(PLANS[id].price)}</span>
          </Link>
        ))}
      </CardContent>
    </Card>
  );
}

/**
 * On Starter (or going there) with more than 100 animals: the records stay, adding is blocked.
 * The herd is the active farm's, so only when that farm is the user's own: a member's own plan
 * says nothing about the herd of the farm he works on (issue 23).
 */
function StarterHerdNote({ subscription }: { subscription: SubscriptionView }) {
  const target: PlanId | 'ADMIN' = subscription.pendingPlan ?? subscription.plan;
  const ownFarm = useMe().data?.farm.isOwner === true;
  const stats = useQuery({ ...dashboardQueryOptions, enabled: target === 'STARTER' && ownFarm });
  const herd = stats.data?.herdTotal ?? 0;
  const limit = PLANS.STARTER.animalLimit;
  if (target !== 'STARTER' || !ownFarm || herd <= limit) return null;
  return (
    <Alert tone="warning" role="status">
      <p>
        Seu rebanho tem {formatNumber(herd, 0)} animais. O plano Starter permite até {limit}: seus
        registros continuam, mas novos cadastros de animais ficam bloqueados.
      </p>
    </Alert>
  );
}

function CancelSubscription() {
  const cancel = useCancelSubscription();
  return (
    <Card>
      <CardHeader>
        <CardTitle>Cancelar assinatura</CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-3 text-sm text-stone-700">
        <p>Não haverá novas cobranças. Você mantém o acesso até o fim do período já pago.</p>
        <ConfirmDialog
          trigger={
            <Button
              variant="outline"
              className="w-full text-red-700 sm:w-fit"
              disabled={cancel.isPending}
            >
              {cancel.isPending ? 'Cancelando...' : 'Cancelar assinatura'}
            </Button>
          }
          title="Cancelar assinatura?"
          description="As cobranças param agora. Você continua com acesso completo até o fim do período pago; depois, seus registros ficam disponíveis para consulta."
          confirmLabel="Cancelar assinatura"
          cancelLabel="Manter assinatura"
          onConfirm={() =>
            cancel.mutate(undefined, {
              onSuccess: () => toast.success('Assinatura cancelada'),
              onError: (error) =>
                toast.error('Erro ao cancelar', { description: errorMessage(error) }),
            })
          }
        />
      </CardContent>
    </Card>
  );
}
