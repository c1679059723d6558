import { formatBRL } from '../../domain/format';
import { PLANS, type PlanId } from '../../domain/plans';
import type { MailMessage } from './mailer';
import { render } from './templates';

/** 'YYYY-MM-DD' as a Brazilian date ('2026-03-05' → '05/03/2026'). */
function brDate(isoDate: string): string {
  const [year, month, day] = isoDate.slice(0, 10).split('-');
  return `${day}/${month}/${year}`;
}

interface Recipient {
  to: string;
  name: string;
}

/** The receipt of a confirmed payment. */
export function paymentConfirmedEmail(
  input: Recipient & { plan: PlanId; value: number; paidOn: string; url: string },
): MailMessage {
  const plan = PLANS[input.plan].name;
  return render({
    ...input,
    subject: `Pagamento confirmado: plano ${plan} do Arroba Certa`,
    title: 'Pagamento confirmado',
    intro: [
      `Recebemos o pagamento de ${formatBRL(input.value)} do plano ${plan}, em ${brDate(input.paidOn)}.`,
      'Sua assinatura está ativa. Este email é o seu recibo; o histórico fica em Minha assinatura:',
    ],
    button: 'Ver minha assinatura',
    footer: 'Guarde este email como comprovante.',
  });
}

/** A payment that is past due, with the invoice to pay. */
export function paymentOverdueEmail(
  input: Recipient & { plan: PlanId; value: number; dueDate: string; url: string },
): MailMessage {
  const plan = PLANS[input.plan].name;
  return render({
    ...input,
    subject: 'Pagamento em atraso no Arroba Certa',
    title: 'Pagamento em atraso',
    intro: [
      `A mensalidade de ${formatBRL(input.value)} do plano ${plan}, com vencimento em ${brDate(input.dueDate)}, ainda não foi paga.`,
      'Seus registros continuam disponíveis, mas novos cadastros ficam bloqueados até o pagamento. Pague pela fatura:',
    ],
    button: 'Pagar a fatura',
    footer: 'Se você já pagou, desconsidere este email: a confirmação pode levar até 3 dias úteis.',
  });
}

/** Two days before the free trial ends. */
export function trialEndingEmail(input: Recipient & { endsOn: string; url: string }): MailMessage {
  return render({
    ...input,
    subject: 'Seu teste grátis do Arroba Certa termina em 2 dias',
    title: 'Seu teste grátis está acabando',
    intro: [
      `Seu teste grátis com todos os recursos do plano Pro termina em ${brDate(input.endsOn)}.`,
      'Para continuar cadastrando animais e registros, escolha um plano:',
    ],
    button: 'Escolher um plano',
    footer: 'Seus registros continuam guardados mesmo sem assinatura.',
  });
}

/** The confirmation of a cancellation: access until the end of the paid period. */
export function subscriptionCancelledEmail(
  input: Recipient & { plan: PlanId; accessUntil: string; url: string },
): MailMessage {
  const plan = PLANS[input.plan].name;
  return render({
    ...input,
    subject: 'Sua assinatura do Arroba Certa foi cancelada',
    title: 'Assinatura cancelada',
    intro: [
      `Cancelamos sua assinatura do plano ${plan}. Não haverá novas cobranças.`,
      `Você continua com acesso completo até ${brDate(input.accessUntil)}. Depois disso, seus registros continuam disponíveis para consulta.`,
      'Se mudar de ideia, é só assinar de novo:',
    ],
    button: 'Ver planos',
    footer: 'Se você não pediu este cancelamento, responda a este email.',
  });
}
