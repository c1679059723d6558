import { ArrowLeft, CreditCard } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { formatBRL } from '@/domain/format';
import { PLANS, PLAN_IDS, type PlanId } from '@/domain/plans';
import { Brand } from '../components/brand';
import { Button, buttonClasses } from '../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '../components/ui/card';
import { useMe } from '../lib/session';

/** ?plan= in any case; anything else means PRO (spec "Checkout"). */
function planFrom(param: string | null): PlanId {
  const upper = (param ?? '').toUpperCase();
  return (PLAN_IDS as readonly string[]).includes(upper) ? (upper as PlanId) : 'PRO';
}

/** Checkout placeholder: the payment itself comes in a later issue. */
export function PricingPage() {
  const { data: me } = useMe();
  const [searchParams] = useSearchParams();
  const plan = PLANS[planFrom(searchParams.get('plan'))];

  return (
    <div className="flex min-h-dvh flex-col">
      <header className="border-b border-stone-200 bg-white">
        <div className="mx-auto flex h-16 max-w-6xl items-center px-4 sm:px-6">
          <Brand />
        </div>
      </header>
      <main className="mx-auto flex w-full max-w-lg flex-1 flex-col gap-4 px-4 py-6 sm:py-10">
        <nav aria-label="Navegação">
          <Link
            to="/"
            className={buttonClasses({ variant: 'ghost', size: 'sm', className: '-ml-3' })}
          >
            <ArrowLeft aria-hidden="true" />
            Voltar
          </Link>
        </nav>
        <Card>
          <CardHeader>
            <h1 className="text-2xl font-bold text-stone-900">Assinar o plano {plan.name}</h1>
            <CardDescription>Revise os dados da sua assinatura.</CardDescription>
          </CardHeader>
          <CardContent className="flex flex-col gap-5">
            <dl className="divide-y divide-stone-200 rounded-lg border border-stone-200 text-sm">
              <Row term="Plano" value={plan.name} />
              <Row term="Valor mensal" value={`${formatBRL(plan.price)}/mês`} />
              <Row term="Conta" value={me?.user.email ?? ''} />
              <Row term="Forma de pagamento" value="Cartão de Crédito (Recorrente)" icon />
            </dl>
            <div className="flex flex-col gap-2">
              <Button size="lg" className="w-full" disabled aria-describedby="payment-soon">
                Prosseguir para Pagamento
              </Button>
              <p id="payment-soon" className="text-center text-sm text-stone-600">
                O pagamento online estará disponível em breve.
              </p>
            </div>
            <p className="text-center text-xs text-stone-500">
              Ao assinar, você concorda com os Termos de Uso e a Política de Privacidade. A cobrança
              é mensal e pode ser cancelada a qualquer momento.
            </p>
          </CardContent>
        </Card>
      </main>
    </div>
  );
}

function Row({ term, value, icon }: { term: string; value: string; icon?: boolean }) {
  return (
    <div className="flex flex-col gap-0.5 px-4 py-3 sm:flex-row sm:items-center sm:justify-between">
      <dt className="text-stone-600">{term}</dt>
      <dd className="flex items-center gap-2 font-medium break-all text-stone-900">
        {icon && <CreditCard className="size-4 text-green-700" aria-hidden="true" />}
        {value}
      </dd>
    </div>
  );
}
