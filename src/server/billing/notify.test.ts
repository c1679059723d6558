import { describe, expect, it, vi } from 'vitest';
import type { PaymentEvent } from './event-schema';
import { deferredNotifier, type BillingNotifier } from './notify';

const event: PaymentEvent = {
  id: 'evt_1',
  event: 'PAYMENT_CONFIRMED',
  dateCreated: '2026-03-01 10:00:00',
};

describe('deferredNotifier', () => {
  it('hands applied events to the queue when it runs, else sends them at once', async () => {
    const sent: string[] = [];
    const send: BillingNotifier = async (e) => void sent.push(`now ${e.id}`);
    const queued: BillingNotifier = async (e) => void sent.push(`queued ${e.id}`);
    const jobs: { queue?: BillingNotifier } = {};
    const notify = deferredNotifier(send, () => jobs.queue);
    await notify(event, 'applied', 'http://x');
    jobs.queue = queued;
    await notify(event, 'applied', 'http://x');
    await notify(event, 'replayed', 'http://x');
    expect(sent).toEqual(['now evt_1', 'queued evt_1']);
  });

  it('never fails the webhook: a failed send is logged', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const notify = deferredNotifier(
      () => Promise.reject(new Error('SMTP fora do ar')),
      () => undefined,
    );
    await expect(notify(event, 'applied', 'http://x')).resolves.toBeUndefined();
    expect(error).toHaveBeenCalledOnce();
    error.mockRestore();
  });
});
