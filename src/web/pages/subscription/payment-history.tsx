import { ExternalLink } from 'lucide-react';
import {
  PAYABLE_STATUSES,
  PAYMENT_STATUS_LABELS,
  type PaymentView,
} from '@/domain/billing/subscription';
import { formatBRL } from '@/domain/format';
import { PLANS } from '@/domain/plans';
import { formatDateBR } from '@/domain/records/dates';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card';

/** 'Histórico de pagamentos': each charge with its due date, plan, value, state and invoice. */
export function PaymentHistory({ payments }: { payments: PaymentView[] }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle id="payments-title">Histórico de pagamentos</CardTitle>
      </CardHeader>
      <CardContent>
        {payments.length === 0 ? (
          <p className="text-sm text-stone-600">Nenhum pagamento ainda.</p>
        ) : (
          <ul aria-labelledby="payments-title" className="divide-y divide-stone-200">
            {payments.map((payment) => (
              <li
                key={payment.id}
                className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 py-3"
              >
                <div className="flex min-w-0 flex-col">
                  <span className="font-medium text-stone-900">
                    {payment.kind === 'upgrade'
                      ? `Mudança para ${PLANS[payment.plan].name}`
                      : PLANS[payment.plan].name}{' '}
                    — <span className="whitespace-nowrap">{formatBRL(payment.value)}</span>
                  </span>
                  <span className="text-sm text-stone-600">
                    Vencimento {formatDateBR(payment.dueDate)} ·{' '}
                    {PAYMENT_STATUS_LABELS[payment.status] ?? payment.status}
                  </span>
                </div>
                <a
                  href={payment.invoiceUrl}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="inline-flex min-h-11 items-center gap-1 text-sm font-medium text-green-800 underline-offset-4 hover:underline"
                >
                  {PAYABLE_STATUSES.includes(payment.status) ? 'Pagar' : 'Ver fatura'}
                  <ExternalLink className="size-4" aria-hidden="true" />
                  <span className="sr-only">(abre em nova aba)</span>
                </a>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
