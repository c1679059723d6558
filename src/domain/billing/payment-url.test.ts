import { describe, expect, it } from 'vitest';
import { paymentUrlOf } from './payment-url';

describe('paymentUrlOf', () => {
  it("takes the sandbox's relative path and an absolute https or http address", () => {
    expect(paymentUrlOf({ invoiceUrl: '/pagamento-teste/abc123' })).toBe('/pagamento-teste/abc123');
    expect(paymentUrlOf({ invoiceUrl: 'https://sandbox.asaas.com/i/abc123' })).toBe(
      'https://sandbox.asaas.com/i/abc123',
    );
    expect(paymentUrlOf({ invoiceUrl: 'http://localhost:3000/pagamento-teste/x' })).toBe(
      'http://localhost:3000/pagamento-teste/x',
    );
  });

  it.each([
    [{}],
    [{ invoiceUrl: '' }],
    [{ invoiceUrl: '   ' }],
    [{ invoiceUrl: null }],
    [{ invoiceUrl: 42 }],
    [{ invoiceUrl: 'javascript:alert(1)' }],
    [{ invoiceUrl: 'data:text/html,oi' }],
    [{ invoiceUrl: '//evil.com/pagar' }],
    [{ invoiceUrl: '/\\evil.com' }],
    [{ invoiceUrl: 'pagamento-teste/abc' }],
    [null],
    [undefined],
    ['https://sandbox.asaas.com/i/abc123'],
  ])('has no payment page in %j', (answer) => {
    expect(paymentUrlOf(answer)).toBeNull();
  });
});
