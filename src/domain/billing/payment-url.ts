/**
 * The payment page to open from a `POST /api/checkout` answer: a path of this site (the local
 * sandbox's '/pagamento-teste/…') or an http(s) address (Asaas). Anything else, a missing or empty
 * `invoiceUrl` included, is null: the checkout then says the payment URL is not available.
 * @example
 * paymentUrlOf({ invoiceUrl: '/pagamento-teste/abc' }) //=> '/pagamento-teste/abc'
 * paymentUrlOf({ invoiceUrl: 'javascript:alert(1)' }) //=> null
 */
export function paymentUrlOf(answer: unknown): string | null {
  if (typeof answer !== 'object' || answer === null) return null;
  const url = (answer as { invoiceUrl?: unknown }).invoiceUrl;
  if (typeof url !== 'string') return null;
  const trimmed = url.trim();
  if (/^\/(?![/\\])\S*$/.test(trimmed)) return trimmed;
  try {
    const parsed = new URL(trimmed);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.href : null;
  } catch {
    return null;
  }
}
