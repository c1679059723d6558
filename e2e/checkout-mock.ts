import type { Page, Route } from '@playwright/test';

/**
 * Stands in for `/api/checkout` (GET and POST) with its contract, until the real endpoint is
 * merged: `profile` answers the GET, `answer` the POST. Every POST body is kept in `posted`.
 * `hold()` keeps the next POST unanswered until the returned release function is called.
 */
export interface CheckoutAnswer {
  status?: number;
  json?: unknown;
  /** A raw body (not JSON), for a failure without a message of the server's own. */
  body?: string;
}

export const SANDBOX_INVOICE = '/pagamento-teste/pay_e2e123';

export async function mockCheckout(
  page: Page,
  options: {
    profile?: { email?: string; name?: string; cpfCnpjOnFile?: boolean };
    profileStatus?: number;
    answer?: CheckoutAnswer;
  } = {},
) {
  const posted: Record<string, unknown>[] = [];
  let answer: CheckoutAnswer = options.answer ?? { json: { invoiceUrl: SANDBOX_INVOICE } };
  let profileStatus = options.profileStatus ?? 200;
  let gate: Promise<void> | null = null;

  await page.route('**/api/checkout', async (route: Route) => {
    const request = route.request();
    if (request.method() === 'GET') {
      if (profileStatus !== 200) {
        await route.fulfill({
          status: profileStatus,
          json: { error: { code: 'INTERNAL', message: 'Falha ao carregar.' } },
        });
        return;
      }
      await route.fulfill({
        json: {
          email: options.profile?.email ?? 'produtor@fazenda.test',
          name: options.profile?.name ?? 'Produtor Teste',
          cpfCnpjOnFile: options.profile?.cpfCnpjOnFile ?? true,
        },
      });
      return;
    }
    posted.push(request.postDataJSON() as Record<string, unknown>);
    if (gate) await gate;
    const { status = 200, json, body } = answer;
    if (body !== undefined) await route.fulfill({ status, contentType: 'text/plain', body });
    else await route.fulfill({ status, json });
  });

  // The payment page itself (the sandbox or Asaas) is not this page's business.
  await page
    .context()
    .route(/\/pagamento-teste\/|sandbox\.asaas\.com/, (route) =>
      route.fulfill({ contentType: 'text/html', body: '<h1>Pagamento de teste</h1>' }),
    );

  return {
    posted,
    answerWith(next: CheckoutAnswer) {
      answer = next;
    },
    loadWith(status: number) {
      profileStatus = status;
    },
    hold(): () => void {
      let release!: () => void;
      gate = new Promise<void>((resolve) => (release = resolve));
      return () => {
        gate = null;
        release();
      };
    },
  };
}
