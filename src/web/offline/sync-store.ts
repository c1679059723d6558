import {
  addEntry,
  entriesOfUser,
  getEntry,
  lastSyncOf,
  putEntry,
  removeEntry,
  type NewEntry,
  type OutboxEntry,
  type Refusal,
} from './outbox';
import { newIdempotencyKey } from '../lib/idempotency';
import { dropEarly } from '../lib/early-fetch';
import { runSync, type SyncRun, type SyncStop } from './sync';

/** What the header indicator and the record lists show. */
export interface SyncSnapshot {
  userId: string | null;
  /** The person's entries on every farm, in the order entered (pending and refused). */
  entries: OutboxEntry[];
  syncing: boolean;
  /** When the queue last reached the server completely (ISO). */
  lastSyncAt: string | null;
  /** Why the last run stopped early, until the next one finishes. */
  stopped: SyncStop | null;
  /** False where IndexedDB is missing (private mode of some browsers): saves go out directly. */
  available: boolean;
}

/** How a save made through the outbox ended. */
export type SubmitOutcome =
  | { type: 'sent'; data: unknown }
  | { type: 'refused'; refusal: Refusal }
  /** The server failed on this very save: the form says so and keeps what was typed. */
  | { type: 'failed'; refusal: Refusal }
  | { type: 'queued'; reason: 'offline' | 'session' };

export interface SyncListeners {
  /** A write sent by a background run (not one a form is waiting for). */
  onBackgroundSent?: (entry: OutboxEntry, data: unknown) => void;
  onBackgroundRefused?: (entry: OutboxEntry, refusal: Refusal) => void;
  /** After a run that sent something: the lists to read again. */
  onChanged?: (kinds: Set<OutboxEntry['kind']>) => void;
  /** The server answered 401: the session is gone (`told`: a form has said so already). */
  onSessionLost?: (told: boolean) => void;
}

/**
 * After a failed attempt while the browser says it is online: 1 s, 2 s, 4 s, … up to a minute;
 * back to 1 s once something gets through (a flickering signal in the corral).
 */
const RETRY_MIN_MS = 1_000;
const RETRY_MAX_MS = 60_000;
let retryDelay = RETRY_MIN_MS;

/** Before anyone's entries are read: what the server renders a page with. */
const FIRST_SNAPSHOT: SyncSnapshot = {
  userId: null,
  entries: [],
  syncing: false,
  lastSyncAt: null,
  stopped: null,
  available: true,
};
let snapshot: SyncSnapshot = FIRST_SNAPSHOT;
const subscribers = new Set<() => void>();
let listeners: SyncListeners = {};
let running: Promise<void> | null = null;
let again = false;
let retryTimer: ReturnType<typeof setTimeout> | null = null;
/** Entries a form is waiting for: their outcome goes to the form, not to a notice. */
const awaited = new Map<string, (outcome: SubmitOutcome) => void>();

function publish(next: Partial<SyncSnapshot>) {
  snapshot = { ...snapshot, ...next };
  for (const notify of subscribers) notify();
}

export const syncStore = {
  subscribe(notify: () => void) {
    subscribers.add(notify);
    return () => subscribers.delete(notify);
  },
  getSnapshot: () => snapshot,
  /**
   * What a page was rendered with on the server: in a browser taking over a server's page
   * (decisions 052 and 080), the first snapshot (the server knows no device); where there is no
   * document (the server, whose store stays the first one, and tests) the store as it is.
   */
  getServerSnapshot: () => (typeof document === 'undefined' ? snapshot : FIRST_SNAPSHOT),
};

export function setSyncListeners(next: SyncListeners) {
  listeners = next;
}

/** Reads the person's entries and last sync time again from the database. */
async function reload() {
  const userId = snapshot.userId;
  if (!userId) return;
  try {
    const [entries, lastSyncAt] = await Promise.all([entriesOfUser(userId), lastSyncOf(userId)]);
    if (snapshot.userId === userId) publish({ entries, lastSyncAt, available: true });
  } catch {
    publish({ available: false });
  }
}

/**
 * The signed-in person changed (or is known again after a reload): only their queue is shown
 * and sent. Null (signed out, session lost) stops sending; every queue stays on the device.
 */
export function setSyncUser(userId: string | null): Promise<void> {
  if (snapshot.userId === userId) return Promise.resolve();
  publish({ userId, entries: [], lastSyncAt: null, stopped: null });
  if (!userId) return Promise.resolve();
  return reload().then(() => syncNow());
}

/** Sends what waits now (joins a run already under way, and runs once more after it). */
export function syncNow(): Promise<void> {
  if (running) {
    again = true;
    return running;
  }
  running = (async () => {
    do {
      again = false;
      await runOnce();
    } while (again && snapshot.stopped === null);
  })().finally(() => {
    running = null;
  });
  return running;
}

async function runOnce() {
  const userId = snapshot.userId;
  if (!userId || !snapshot.available) return;
  if (retryTimer) clearTimeout(retryTimer);
  retryTimer = null;
  // Offline the 'online' event starts the next run; nothing to try before it.
  if (typeof navigator !== 'undefined' && !navigator.onLine) {
    publish({ stopped: 'offline' });
    return;
  }
  publish({ syncing: true });
  const changed = new Set<OutboxEntry['kind']>();
  try {
    const run = await runSync(userId, {
      fetch: (input, init) => {
        // A queued write sent: the answers asked before the app loaded may no longer be true.
        dropEarly();
        return fetch(input, init);
      },
      now: () => new Date(),
      onSent: (entry, data) => {
        changed.add(entry.kind);
        const waiting = awaited.get(entry.key);
        // A form waiting on it puts the server's row in its list first; the pending row leaves
        // with the run's last reload, so the record never disappears in between.
        if (waiting) waiting({ type: 'sent', data });
        else {
          listeners.onBackgroundSent?.(entry, data);
          void reload();
        }
      },
      onRefused: (entry, refusal) => {
        const waiting = awaited.get(entry.key);
        if (waiting) waiting({ type: 'refused', refusal });
        else listeners.onBackgroundRefused?.(entry, refusal);
        void reload();
      },
    });
    publish({ stopped: run.stopped });
    // A form waiting on the stopping entry tells the person itself.
    const told = settleStop(run);
    if (run.stopped === 'session') listeners.onSessionLost?.(told);
    // A lost answer or a server hiccup while online: try again a little later, then less often.
    if (run.sent > 0) retryDelay = RETRY_MIN_MS;
    if (run.stopped === 'offline' || run.stopped === 'server') {
      retryTimer = setTimeout(() => void syncNow(), retryDelay);
      retryDelay = Math.min(retryDelay * 2, RETRY_MAX_MS);
    } else {
      retryDelay = RETRY_MIN_MS;
    }
  } catch {
    publish({ available: false });
  } finally {
    publish({ syncing: false });
    await reload();
    if (changed.size > 0) listeners.onChanged?.(changed);
  }
}

/** A form waiting on the entry the run stopped on learns why. */
function settleStop(run: SyncRun): boolean {
  const waiting = run.stoppedOn && awaited.get(run.stoppedOn.key);
  if (!waiting || !run.stoppedOn) return false;
  if (run.stopped === 'server' && run.stoppedOn.refusal) {
    waiting({ type: 'failed', refusal: run.stoppedOn.refusal });
  } else {
    waiting({ type: 'queued', reason: run.stopped === 'session' ? 'session' : 'offline' });
  }
  return true;
}

/**
 * The key of a save the server failed on, by what it sent: sending the same record again reuses
 * it, so that a failure after the server had stored it cannot make a second row.
 */
const failedKeys = new Map<string, string>();
const signatureOf = (entry: NewEntry) =>
  `${entry.userId}|${entry.farmId}|${entry.method} ${entry.path}|${JSON.stringify(entry.body ?? null)}`;

/**
 * Saves a record through the outbox: stored on the device first, then sent at once when there is
 * a connection. A refusal of this very save goes back to the form (the person is there to fix
 * it) and leaves the outbox; without a connection or a session it stays queued.
 */
export async function submitRecord(entry: NewEntry): Promise<SubmitOutcome> {
  const signature = signatureOf(entry);
  const key = failedKeys.get(signature) ?? newIdempotencyKey();
  // Listen before storing: a run already under way may send it before this save asks.
  const outcome = new Promise<SubmitOutcome>((resolve) => awaited.set(key, resolve));
  let stored: OutboxEntry;
  try {
    stored = await addEntry(entry, new Date(), key);
    failedKeys.delete(signature);
  } catch {
    awaited.delete(key);
    publish({ available: false });
    throw new Error('outbox unavailable');
  }
  await reload();
  if (typeof navigator !== 'undefined' && !navigator.onLine) {
    awaited.delete(key);
    return { type: 'queued', reason: 'offline' };
  }
  // Answer as soon as this save is settled, not when the whole queue is through.
  const settled = await Promise.race([outcome, syncNow().then(() => null)]);
  awaited.delete(stored.key);
  if (settled?.type === 'refused' || settled?.type === 'failed') {
    // Back to the form, which keeps what was typed; the outbox forgets it.
    if (settled.type === 'failed') failedKeys.set(signature, stored.key);
    await removeEntry(stored.key);
    await reload();
  }
  return (
    settled ?? { type: 'queued', reason: snapshot.stopped === 'session' ? 'session' : 'offline' }
  );
}

/** Drops a refused (or waiting) entry on the person's word. */
export async function discardEntry(key: string) {
  await removeEntry(key);
  await reload();
}

/** Puts a refused entry back in line (after the person fixed the cause, e.g. paid the plan). */
export async function retryEntry(key: string) {
  const entry = await getEntry(key);
  if (!entry) return;
  const { refusal: _refusal, ...rest } = entry;
  await putEntry({ ...rest, state: 'pending' });
  await reload();
  void syncNow();
}

/** For tests: back to the state of a fresh page. */
export function resetSyncStoreForTests() {
  snapshot = { ...snapshot, userId: null, entries: [], syncing: false, stopped: null };
  running = null;
  again = false;
  awaited.clear();
  if (retryTimer) clearTimeout(retryTimer);
  retryTimer = null;
}
