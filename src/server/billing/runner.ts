import type { Mailer } from '../mail/mailer';
import { createNoticeSender, type NoticeJob } from './notify';
import type { PaymentProvider } from './provider/provider';
import type { BillingStore } from './store';
import { log } from '../observability/log';

/** The billing work that runs in the background (jobs/queue.ts gives each a pg-boss queue). */
export interface BillingQueue {
  applyEvent(eventId: string): Promise<void>;
  sendNotice(job: NoticeJob): Promise<void>;
  syncProvider(userId: string): Promise<void>;
}

export interface BillingWork extends BillingQueue {
  /** Applies one stored event now and hands on its e-mails and provider sync. */
  applyEvent(eventId: string, origin?: string): Promise<void>;
  /** Lost work: events still pending a minute after they arrived, plans not yet told. */
  sweep(): Promise<{ events: number; syncs: number }>;
}

/**
 * The billing runner (decision 022). `work` does each step; `dispatch` hands a step to the job
 * queue when one runs (main.ts starts it), or does it at once — tests, and the moment before the
 * queue is up — logging a failure instead of failing the caller: the webhook must answer 200.
 */
export function createBillingRunner(deps: {
  store: BillingStore;
  mailer: Mailer;
  provider: PaymentProvider;
  now: () => Date;
  /** The app's address for e-mail links when the event came from the provider. */
  origin: () => string;
  queue: () => BillingQueue | undefined;
}) {
  const { store } = deps;
  const sendNotice = createNoticeSender({ store, mailer: deps.mailer, now: deps.now });

  const dispatch: BillingQueue = {
    applyEvent: (id) => handOn('applyEvent', id, () => work.applyEvent(id)),
    sendNotice: (job) => handOn('sendNotice', job, () => work.sendNotice(job)),
    syncProvider: (userId) => handOn('syncProvider', userId, () => work.syncProvider(userId)),
  };

  async function handOn<K extends keyof BillingQueue>(
    step: K,
    arg: Parameters<BillingQueue[K]>[0],
    now: () => Promise<void>,
  ): Promise<void> {
    try {
      const queue = deps.queue();
      if (queue) await (queue[step] as (a: typeof arg) => Promise<void>)(arg);
      else await now();
    } catch (error) {
      log.error(`[billing] ${step} failed (the sweep retries it): ${errorText(error)}`);
    }
  }

  const work: BillingWork = {
    async applyEvent(id, origin) {
      let result;
      try {
        result = await store.apply(id, deps.now());
      } catch (error) {
        // Counted; thrown again so the job retries, until it is set aside as a problem.
        if (await store.recordFailedAttempt(id, error)) return;
        throw error;
      }
      if (!result) return;
      for (const notice of result.notices) {
        await dispatch.sendNotice({ ...notice, origin: origin ?? deps.origin() });
      }
      if (result.syncProvider && result.userId) await dispatch.syncProvider(result.userId);
    },
    sendNotice,
    async syncProvider(userId) {
      await store.syncProviderPlan(deps.provider, userId, deps.now());
    },
    async sweep() {
      const before = new Date(deps.now().getTime() - 60_000);
      const events = await store.pendingEventIds(before);
      for (const id of events) await dispatch.applyEvent(id);
      const users = await store.usersToSync();
      for (const userId of users) await dispatch.syncProvider(userId);
      return { events: events.length, syncs: users.length };
    },
  };

  return { work, dispatch };
}

export type BillingRunner = ReturnType<typeof createBillingRunner>;

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error));
