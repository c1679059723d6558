import { describe, expect, it, vi } from 'vitest';
import type { Mailer } from '../mail/mailer';
import { createSandboxProvider } from './provider/sandbox';
import type { NoticeJob } from './notify';
import { createBillingRunner, type BillingQueue } from './runner';
import type { BillingStore } from './store';

const job: NoticeJob = {
  notice: 'payment-confirmed',
  userId: 'u1',
  paymentId: 'p1',
  origin: 'http://x',
};

function runner(queue: () => BillingQueue | undefined) {
  const mailer: Mailer = { send: async () => {} };
  // No database: a step done at once fails, which is what the second test needs.
  return createBillingRunner({
    store: {} as BillingStore,
    mailer,
    provider: createSandboxProvider(),
    now: () => new Date('2026-03-01T12:00:00Z'),
    origin: () => 'http://x',
    queue,
  });
}

describe('the billing runner', () => {
  it('hands each step to the job queue once it runs', async () => {
    const handed: string[] = [];
    const queue: BillingQueue = {
      applyEvent: async (id) => void handed.push(`event ${id}`),
      sendNotice: async (j) => void handed.push(`notice ${j.notice}`),
      syncProvider: async (userId) => void handed.push(`sync ${userId}`),
    };
    const { dispatch } = runner(() => queue);
    await dispatch.applyEvent('evt_1');
    await dispatch.sendNotice(job);
    await dispatch.syncProvider('u1');
    expect(handed).toEqual(['event evt_1', 'notice payment-confirmed', 'sync u1']);
  });

  it('never fails its caller (the webhook answers 200): a failure is logged for the sweep', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { dispatch } = runner(() => undefined);
    await expect(dispatch.sendNotice(job)).resolves.toBeUndefined();
    const broken: BillingQueue = {
      applyEvent: () => Promise.reject(new Error('pg-boss fora do ar')),
      sendNotice: () => Promise.reject(new Error('pg-boss fora do ar')),
      syncProvider: () => Promise.reject(new Error('pg-boss fora do ar')),
    };
    await expect(runner(() => broken).dispatch.applyEvent('evt_2')).resolves.toBeUndefined();
    expect(error).toHaveBeenCalledTimes(2);
    error.mockRestore();
  });
});
