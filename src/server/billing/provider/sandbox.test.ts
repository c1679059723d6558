import { describe, expect, it } from 'vitest';
import { createSandboxProvider } from './sandbox';

const input = {
  user: { id: 'u1', name: 'Zé', email: 'ze@fazenda.com' },
  cpfCnpj: '52998224725',
  customerId: null,
  plan: 'STARTER' as const,
  billingType: 'PIX' as const,
  value: 49.9,
  nextDueDate: '2025-03-15',
  description: 'Arroba Certa - Plano Starter',
};

describe('createSandboxProvider', () => {
  it('starts a subscription with a pending payment due on the given date, on the test page', async () => {
    const started = await createSandboxProvider().startSubscription(input);
    expect(started.customerId).toMatch(/^sandbox_cus_[0-9a-f-]{36}$/);
    expect(started.subscriptionId).toMatch(/^sandbox_sub_[0-9a-f-]{36}$/);
    expect(started.payment).toEqual({
      id: expect.stringMatching(/^sandbox_pay_[0-9a-f-]{36}$/),
      status: 'PENDING',
      value: 49.9,
      dueDate: '2025-03-15',
      invoiceUrl: `/pagamento-teste/${started.payment.id}`,
      billingType: 'PIX',
    });
  });

  it('reuses the customer it is given and cancels without complaint', async () => {
    const provider = createSandboxProvider();
    const started = await provider.startSubscription({ ...input, customerId: 'sandbox_cus_x' });
    expect(started.customerId).toBe('sandbox_cus_x');
    await expect(provider.cancelSubscription(started.subscriptionId)).resolves.toBeUndefined();
  });
});
