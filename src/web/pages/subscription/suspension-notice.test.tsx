import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { Suspension } from '@/domain/billing/subscription';
import { SuspensionNotice } from './suspension-notice';

/*
 * 'Conta suspensa' on 'Minha assinatura' (decision 054): what happened to which payment and what
 * to do, for each reason. The page around it is e2e/subscription.spec.ts's.
 */

const base: Suspension = {
  reason: 'refund',
  paymentId: 'pay_1',
  value: 49.9,
  dueDate: '2025-03-15',
  invoiceUrl: null,
};
const text = (suspension: Suspension) =>
  renderToStaticMarkup(<SuspensionNotice suspension={suspension} />)
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
    .replace(/\u00a0/g, ' ');

describe('SuspensionNotice', () => {
  it('a refund: the payment, that its period ended, read-only, and to subscribe again', () => {
    const shown = text(base);
    expect(shown).toContain('Conta suspensa');
    expect(shown).toContain(
      'O pagamento de R$ 49,90 (vencimento 15/03/2025) foi estornado, então o período que ele pagava terminou.',
    );
    expect(shown).toContain('novos cadastros ficam bloqueados');
    expect(shown).toContain('assine um plano de novo');
    expect(shown).not.toContain('Pagar agora');
  });

  it('a dispute: wait for it or talk to us; no payment offered', () => {
    const shown = text({ ...base, reason: 'chargeback' });
    expect(shown).toContain('foi contestado junto ao banco do cartão');
    expect(shown).toContain('o acesso volta sozinho');
    expect(shown).toContain('fale com a gente respondendo ao e-mail que enviamos sobre ela');
    expect(shown).not.toContain('assine um plano');
  });

  it('a cash receipt undone: the invoice to pay again', () => {
    const html = renderToStaticMarkup(
      <SuspensionNotice
        suspension={{ ...base, reason: 'cash-undone', invoiceUrl: '/pagamento-teste/pay_1' }}
      />,
    );
    expect(html).toContain('O recebimento do pagamento de R$');
    expect(html).toContain('href="/pagamento-teste/pay_1"');
    expect(html).toContain('Pagar agora');
  });

  it('a payment whose row is gone is still named', () => {
    expect(text({ ...base, value: null, dueDate: null })).toContain('O pagamento foi estornado');
  });
});
