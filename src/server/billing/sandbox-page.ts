import { DEMO_NOTE } from '../../content/landing';
import { BILLING_TYPE_LABELS, type BillingType } from '../../domain/billing/checkout';
import { formatBRL } from '../../domain/format';
import { PLANS, type PlanId } from '../../domain/plans';

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch]!,
  );

/* Inline styles only: the CSP allows them, not inline scripts. Sized for a 360 px phone. */
const STYLE = `
*{box-sizing:border-box}
body{margin:0;font-family:system-ui,-apple-system,'Segoe UI',Roboto,sans-serif;background:#fafaf9;color:#1c1917}
main{max-width:28rem;margin:0 auto;padding:1.5rem 1rem}
.card{background:#fff;border:1px solid #e7e5e4;border-radius:.75rem;padding:1.25rem}
h1{font-size:1.5rem;margin:0 0 .5rem;color:#166534}
.note{color:#57534e;margin:0 0 1rem;font-size:.95rem}
.demo{background:#fef3c7;color:#78350f;border-radius:.5rem;padding:.5rem .75rem;margin:0 0 1rem;font-size:.9rem}
dl{display:grid;grid-template-columns:auto 1fr;gap:.5rem 1rem;margin:0 0 1.25rem}
dt{color:#57534e}dd{margin:0;font-weight:600;overflow-wrap:anywhere}
form{margin:0 0 .75rem}
button,.link{display:block;width:100%;min-height:2.75rem;padding:.75rem 1rem;border-radius:.5rem;font-size:1rem;font-weight:600;text-align:center;text-decoration:none;cursor:pointer}
.approve{background:#166534;color:#fff;border:0}
.refuse{background:#fff;color:#991b1b;border:1px solid #991b1b}
.link{background:#166534;color:#fff}
button:focus-visible,.link:focus-visible{outline:3px solid #f59e0b;outline-offset:2px}
.outcome{font-size:1.25rem;font-weight:700;margin:0 0 1rem}
.ok{color:#166534}.no{color:#991b1b}
`;

function page(title: string, content: string): string {
  return `<!doctype html>
<html lang="pt-BR">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)} — Arroba Certa</title>
<style>${STYLE}</style>
</head>
<body><main>${content}</main></body>
</html>`;
}

export interface SandboxPaymentView {
  id: string;
  plan: string;
  value: number;
  billingType: string;
  status: string;
  /** 'upgrade': the one-off prorated difference of a plan change. */
  kind: string;
}

const BACK_LINK = '<a class="link" href="/dashboard">Voltar ao Arroba Certa</a>';

/**
 * The sandbox's 'Pagamento de teste' page for one payment: the plan, value and method, with
 * 'Aprovar pagamento' and 'Recusar pagamento' while it can be paid (pending, or refused: the
 * payer may try again, as on Asaas' invoice), or its outcome afterwards.
 */
export function sandboxPaymentPage(payment: SandboxPaymentView): string {
  const planName = PLANS[payment.plan as PlanId]?.name ?? payment.plan;
  const method = BILLING_TYPE_LABELS[payment.billingType as BillingType] ?? payment.billingType;
  const action = (verb: string) =>
    `/api/sandbox/payments/${encodeURIComponent(payment.id)}/${verb}`;
  const upgrade = payment.kind === 'upgrade';
  const details = `<dl>
<dt>${upgrade ? 'Mudança para o plano' : 'Plano'}</dt><dd>${escapeHtml(planName)}</dd>
<dt>${upgrade ? 'Diferença proporcional' : 'Valor mensal'}</dt><dd>${escapeHtml(formatBRL(payment.value))}</dd>
<dt>Forma de pagamento</dt><dd>${escapeHtml(method)}</dd>
</dl>`;
  const buttons = `<form method="post" action="${action('approve')}"><button type="submit" class="approve">Aprovar pagamento</button></form>
<form method="post" action="${action('refuse')}"><button type="submit" class="refuse">Recusar pagamento</button></form>`;

  let body: string;
  if (payment.status === 'PENDING' || payment.status === 'OVERDUE') {
    body = `<p class="note">Escolha o resultado do pagamento.</p>
${details}
${buttons}`;
  } else if (payment.status === 'REFUSED') {
    body = `<p class="outcome no" role="status">Pagamento recusado</p>
<p class="note">Nada foi cobrado. Você pode tentar de novo.</p>
${details}
${buttons}
${BACK_LINK}`;
  } else {
    const paid = payment.status === 'CONFIRMED' || payment.status === 'RECEIVED';
    const outcome = paid
      ? '<p class="outcome ok" role="status">Pagamento aprovado</p>'
      : '<p class="outcome no" role="status">Cobrança cancelada</p>';
    body = `${outcome}${details}${BACK_LINK}`;
  }
  // Whatever the deployment: this page exists only while the sandbox takes the payments.
  const demo = `<p class="demo" role="note">${escapeHtml(DEMO_NOTE)}</p>`;
  return page(
    'Pagamento de teste',
    `<div class="card"><h1>Pagamento de teste</h1>${demo}${body}</div>`,
  );
}

/** The 404 answer of the sandbox page (a payment that is not the visitor's, or none). */
export function sandboxNotFoundPage(): string {
  return page(
    'Página não encontrada',
    `<div class="card"><h1>Página não encontrada</h1><p class="note">Esta cobrança não existe ou pertence a outra conta.</p>${BACK_LINK}</div>`,
  );
}
