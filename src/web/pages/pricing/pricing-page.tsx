import { useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { ArrowLeft } from 'lucide-react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { planFromParam } from '@/domain/billing/checkout';
import { formatBRL } from '@/domain/format';
import { DEMO_NOTE } from '@/content/landing';
import { PLANS, type PlanId } from '@/domain/plans';
import { BrandPage } from '../../components/brand-page';
import { LoadFailed } from '../../components/load-state';
import { Alert } from '../../components/ui/alert';
import { buttonClasses } from '../../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card';
import { Spinner } from '../../components/ui/spinner';
import { ApiError, errorMessage } from '../../lib/api';
import { readPublicConfig } from '../../landing/public-config';
import { checkoutProfileQuery, type CheckoutProfile } from './checkout-api';
import { CheckoutForm } from './checkout-form';
import { PlanFeatures, PlanPicker } from './plan-picker';
import { useSessionEnded } from './use-checkout';

/**
 * Checkout, /pricing?plan=STARTER|PRO|MASTER (default and fallback PRO): the plan, its price and
 * features, the account, the payment method and, once, the CPF/CNPJ; then the payment page.
 */
export function PricingPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const navigate = useNavigate();
  const paramPlan = planFromParam(searchParams.get('plan'));
  /* The plan just picked shows at once; the router's update of ?plan= lands a moment later (a
   * controlled radio would otherwise spring back until then). Once ?plan= changes, it rules. */
  const [picked, setPicked] = useState<{ over: PlanId; id: PlanId } | null>(null);
  const planId = picked && picked.over === paramPlan ? picked.id : paramPlan;
  const plan = PLANS[planId];
  const profile = useQuery(checkoutProfileQuery);
  const sessionEnded = useSessionEnded();
  const unauthorized = profile.error instanceof ApiError && profile.error.status === 401;

  useEffect(() => {
    if (unauthorized) sessionEnded();
  }, [unauthorized, sessionEnded]);

  function choosePlan(id: PlanId) {
    setPicked({ over: paramPlan, id });
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.set('plan', id);
        return next;
      },
      { replace: true },
    );
  }

  return (
    <BrandPage width="max-w-5xl" className="gap-5">
      <nav aria-label="Navegação">
        <Link
          to="/"
          onClick={(event) => {
            // Back to where the person came from (the landing, Minha assinatura...); opened
            // directly, the landing.
            if (!cameFromHere()) return;
            event.preventDefault();
            void navigate(-1);
          }}
          className={buttonClasses({ variant: 'ghost', size: 'sm', className: '-ml-3' })}
        >
          <ArrowLeft aria-hidden="true" />
          Voltar
        </Link>
      </nav>
      <div>
        <h1 className="text-2xl font-bold text-stone-900 sm:text-3xl">
          Assinar o plano {plan.name}
        </h1>
        <p className="mt-1 text-stone-600">Escolha o plano e a forma de pagamento.</p>
      </div>
      {readPublicConfig().demo && (
        <Alert tone="info" role="note">
          <p>{DEMO_NOTE}</p>
        </Alert>
      )}
      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,26rem)]">
        <div className="flex min-w-0 flex-col gap-5">
          <PlanPicker value={planId} onChange={choosePlan} />
          <PlanFeatures plan={plan} />
        </div>
        <Card className="min-w-0">
          <CardHeader>
            <CardTitle>Resumo da assinatura</CardTitle>
          </CardHeader>
          <CardContent className="flex flex-col gap-5">
            {profile.isPending || unauthorized ? (
              <Spinner label="Carregando dados da assinatura..." />
            ) : profile.isError ? (
              <LoadFailed
                title="Erro ao carregar dados"
                description={errorMessage(profile.error)}
                retrying={profile.isFetching}
                onRetry={() => void profile.refetch()}
              />
            ) : (
              <>
                <Summary planName={plan.name} price={plan.price} profile={profile.data} />
                <CheckoutForm plan={planId} profile={profile.data} />
              </>
            )}
          </CardContent>
        </Card>
      </div>
    </BrandPage>
  );
}

interface SummaryProps {
  planName: string;
  price: number;
  profile: CheckoutProfile;
}

function Summary({ planName, price, profile }: SummaryProps) {
  return (
    <dl className="divide-y divide-stone-200 rounded-lg border border-stone-200 text-sm">
      <Row term="Plano" value={planName} />
      <Row term="Valor mensal" value={`${formatBRL(price)}/mês`} />
      <Row term="Conta" value={profile.email} />
    </dl>
  );
}

function Row({ term, value }: { term: string; value: string }) {
  return (
    <div className="flex flex-col gap-0.5 px-4 py-3 sm:flex-row sm:items-center sm:justify-between sm:gap-4">
      <dt className="text-stone-600">{term}</dt>
      <dd className="font-medium [overflow-wrap:anywhere] text-stone-900">{value}</dd>
    </div>
  );
}

/**
 * Whether the previous history entry is one of ours: a page of the app before this one (the
 * router's history index, which a replaced ?plan= keeps), or this page opened from another of the
 * site's pages (the landing is its own document).
 */
function cameFromHere(): boolean {
  const state: unknown = window.history.state;
  const index = state && typeof state === 'object' && 'idx' in state ? Number(state.idx) : 0;
  if (index > 0) return true;
  if (!document.referrer || window.history.length < 2) return false;
  try {
    const from = new URL(document.referrer);
    return from.origin === window.location.origin && from.pathname !== window.location.pathname;
  } catch {
    return false;
  }
}
