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
    footer: 'Guarde este e-mail como comprovante.',
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
    footer:
      'Se você já pagou, desconsidere este e-mail: a confirmação pode levar até 3 dias úteis.',
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
    footer: 'Se você não pediu este cancelamento, responda a este e-mail.',
  });
}

/** A card payment refused by the card or by the risk analysis, with the invoice to pay again. */
export function paymentRefusedEmail(
  input: Recipient & { plan: PlanId; value: number; upgrade: boolean; url: string },
): MailMessage {
  const plan = PLANS[input.plan].name;
  return render({
    ...input,
    subject: 'Pagamento recusado no Arroba Certa',
    title: 'Pagamento recusado',
    intro: [
      input.upgrade
        ? `O pagamento de ${formatBRL(input.value)} da mudança para o plano ${plan} foi recusado pelo cartão.`
        : `O pagamento de ${formatBRL(input.value)} do plano ${plan} foi recusado pelo cartão.`,
      'Nada foi cobrado. Você pode pagar de novo pela fatura, com outro cartão, Pix ou boleto:',
    ],
    button: 'Pagar de novo',
    footer: 'Se tiver dúvidas, fale com o seu banco ou responda a este e-mail.',
  });
}

/** An upgrade whose charge was not paid (overdue or removed): the plan paid for stays. */
export function upgradeDroppedEmail(
  input: Recipient & { plan: PlanId; current: PlanId; url: string },
): MailMessage {
  return render({
    ...input,
    subject: `A mudança para o plano ${PLANS[input.plan].name} não foi concluída`,
    title: 'Mudança de plano não concluída',
    intro: [
      `A diferença da mudança para o plano ${PLANS[input.plan].name} não foi paga, então a mudança foi desfeita.`,
      `Você continua no plano ${PLANS[input.current].name}, com tudo o que ele inclui. Para mudar de plano, peça de novo em Minha assinatura:`,
    ],
    button: 'Ver minha assinatura',
    footer: 'Se você já pagou, responda a este e-mail com o comprovante.',
  });
}

/** A chargeback: access is suspended while the bank looks into the dispute. */
export function chargebackEmail(
  input: Recipient & { plan: PlanId; value: number; url: string },
): MailMessage {
  return render({
    ...input,
    subject: 'Pagamento contestado: acesso suspenso no Arroba Certa',
    title: 'Pagamento contestado',
    intro: [
      `O pagamento de ${formatBRL(input.value)} do plano ${PLANS[input.plan].name} foi contestado junto ao banco do cartão.`,
      'Enquanto a contestação é analisada, sua conta fica só para consulta: seus registros continuam disponíveis, mas novos cadastros ficam bloqueados.',
      'Se você não reconhece a contestação, responda a este e-mail. Sua assinatura:',
    ],
    button: 'Ver minha assinatura',
    footer: 'Se a contestação for encerrada a nosso favor, o acesso volta sozinho.',
  });
}

/** To the administrators: a customer's payment was disputed. */
export function chargebackAdminEmail(
  input: Recipient & { customer: string; paymentId: string; value: number; url: string },
): MailMessage {
  return render({
    ...input,
    subject: `Contestação de pagamento: ${input.customer}`,
    title: 'Contestação de pagamento',
    intro: [
      `O pagamento ${input.paymentId} de ${formatBRL(input.value)} de ${input.customer} foi contestado (chargeback).`,
      'O acesso da conta foi suspenso (só consulta). Acompanhe a disputa no Asaas; o painel mostra a conta:',
    ],
    button: 'Abrir o painel',
    footer: 'Mensagem automática do Arroba Certa.',
  });
}
