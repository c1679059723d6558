import { describe, expect, it } from 'vitest';
import {
  paymentConfirmedEmail,
  paymentOverdueEmail,
  subscriptionCancelledEmail,
  trialEndingEmail,
} from './billing-templates';

const who = { to: 'ana@fazenda.com', name: 'Ana <Souza>', url: 'http://127.0.0.1:3000/x?a=1&b=2' };

describe('billing e-mails', () => {
  it('the receipt names the plan, the value in BRL and the date', () => {
    const mail = paymentConfirmedEmail({
      ...who,
      plan: 'STARTER',
      value: 49.9,
      paidOn: '2026-03-05',
    });
    expect(mail.subject).toBe('Pagamento confirmado: plano Starter do Arroba Certa');
    expect(mail.text).toContain('R$ 49,90 do plano Starter, em 05/03/2026');
    expect(mail.text).toContain(who.url);
  });

  it('the overdue notice links the invoice and says the records stay', () => {
    const mail = paymentOverdueEmail({ ...who, plan: 'PRO', value: 97.9, dueDate: '2026-04-10' });
    expect(mail.text).toContain('R$ 97,90 do plano Pro, com vencimento em 10/04/2026');
    expect(mail.text).toContain('Seus registros continuam disponíveis');
    expect(mail.html).toContain('Pagar a fatura');
  });

  it('the trial reminder gives the end date', () => {
    const mail = trialEndingEmail({ ...who, endsOn: '2026-11-28' });
    expect(mail.subject).toBe('Seu teste grátis do Arroba Certa termina em 2 dias');
    expect(mail.text).toContain('28/11/2026');
  });

  it('the cancellation says until when access lasts', () => {
    const mail = subscriptionCancelledEmail({ ...who, plan: 'MASTER', accessUntil: '2026-12-05' });
    expect(mail.text).toContain('plano Master');
    expect(mail.text).toContain('até 05/12/2026');
  });

  it('escapes the name and the link in HTML', () => {
    const mail = trialEndingEmail({ ...who, endsOn: '2026-11-28' });
    expect(mail.html).toContain('Ana &#60;Souza&#62;');
    expect(mail.html).not.toContain('<Souza>');
    expect(mail.html).toContain('a=1&#38;b=2');
  });
});
