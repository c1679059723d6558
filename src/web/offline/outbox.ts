import { newIdempotencyKey } from '../lib/idempotency';
import { META_STORE, OUTBOX_STORE, done, inTransaction } from './idb';

/** What a queued write adds or changes: one kind per record screen. */
export type OutboxKind =
  | 'weighing'
  | 'inventory'
  | 'inventory-delete'
  | 'lot'
  | 'monthly'
  | 'annual'
  /** The herd registry: an animal registered or edited, an event (birth, sale…), an undo. */
  | 'herd'
  /** A sanitary application ('Registrar aplicação') or its undo. */
  | 'sanitary'
  /** A reproduction record (a season, an exposure, a service, a diagnosis, a weaning…) or its undo. */
  | 'reproduction'
  /** A pastures record (a paddock registered or edited, a height measured, a move) or its undo. */
  | 'pastures'
  /** A cash-book entry ('Nova receita', 'Nova despesa'), its edit, its payment or its undo. */
  | 'finance';

/** The server's refusal of a queued write, kept to show the person (never dropped silently). */
export interface Refusal {
  status: number;
  code: string;
  message: string;
  fields?: Record<string, string>;
}

/**
 * One write waiting in the outbox (decision 019). The key is the write's idempotency key: it is
 * sent with every attempt, so a retry after a lost answer finds the row the first one made.
 */
export interface OutboxEntry {
  key: string;
  /** `${userId}:${farmId}`: a queue belongs to one person on one farm. */
  queue: string;
  userId: string;
  farmId: string;
  /** The order entered (milliseconds × 1000 + a counter): sent in that order. */
  seq: number;
  kind: OutboxKind;
  method: 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  path: string;
  body?: unknown;
  /** How the screens name it when the body does not say (a delete: what it removes). */
  summary?: string;
  /** When the person entered it (ISO): the month and year saves compare it (last entry wins). */
  enteredAt: string;
  state: 'pending' | 'refused';
  refusal?: Refusal;
}

export type NewEntry = Pick<OutboxEntry, 'kind' | 'method' | 'path' | 'body' | 'summary'> & {
  userId: string;
  farmId: string;
};

export const queueOf = (userId: string, farmId: string) => `${userId}:${farmId}`;

let lastSeq = 0;

/** A sequence number above every earlier one of this page, from the clock. */
function nextSeq(now: number): number {
  lastSeq = Math.max(lastSeq + 1, now * 1000);
  return lastSeq;
}

/** Stores a new write; it is in the outbox once this resolves (before anything is sent). */
export async function addEntry(
  entry: NewEntry,
  now = new Date(),
  key = newIdempotencyKey(),
): Promise<OutboxEntry> {
  const stored: OutboxEntry = {
    ...entry,
    key,
    queue: queueOf(entry.userId, entry.farmId),
    seq: nextSeq(now.getTime()),
    enteredAt: now.toISOString(),
    state: 'pending',
  };
  await inTransaction(OUTBOX_STORE, 'readwrite', (tx) =>
    done(tx.objectStore(OUTBOX_STORE).add(stored)),
  );
  return stored;
}

/** Every entry of one person (all their farms), in the order entered. */
export async function entriesOfUser(userId: string): Promise<OutboxEntry[]> {
  const entries = await inTransaction(OUTBOX_STORE, 'readonly', (tx) =>
    done(tx.objectStore(OUTBOX_STORE).index('byUser').getAll(userId) as IDBRequest<OutboxEntry[]>),
  );
  return entries.sort((a, b) => a.seq - b.seq);
}

export async function getEntry(key: string): Promise<OutboxEntry | undefined> {
  return inTransaction(OUTBOX_STORE, 'readonly', (tx) =>
    done(tx.objectStore(OUTBOX_STORE).get(key) as IDBRequest<OutboxEntry | undefined>),
  );
}

export async function removeEntry(key: string): Promise<void> {
  await inTransaction(OUTBOX_STORE, 'readwrite', (tx) =>
    done(tx.objectStore(OUTBOX_STORE).delete(key)),
  );
}

/** Writes an entry back as given (same key and place in line). */
export async function putEntry(entry: OutboxEntry): Promise<void> {
  await inTransaction(OUTBOX_STORE, 'readwrite', (tx) =>
    done(tx.objectStore(OUTBOX_STORE).put(entry)),
  );
}

/** Marks an entry refused with the server's answer; it waits for the person to fix or discard. */
export async function refuseEntry(key: string, refusal: Refusal): Promise<void> {
  await inTransaction(OUTBOX_STORE, 'readwrite', async (tx) => {
    const store = tx.objectStore(OUTBOX_STORE);
    const entry = (await done(store.get(key))) as OutboxEntry | undefined;
    if (entry) await done(store.put({ ...entry, state: 'refused', refusal }));
  });
}

/**
 * A lot made offline can be chosen for weighings before it reaches the server: they name it by
 * its entry's key (a UUID, as lot ids are). Once the lot is stored, the waiting writes of the
 * same queue that name it are given its id, before they are sent (they come later in line).
 */
export async function resolveLotKey(lotEntry: OutboxEntry, lotId: string): Promise<void> {
  await inTransaction(OUTBOX_STORE, 'readwrite', async (tx) => {
    const store = tx.objectStore(OUTBOX_STORE);
    const entries = (await done(store.index('byUser').getAll(lotEntry.userId))) as OutboxEntry[];
    for (const entry of entries) {
      const body = entry.body as { batchId?: unknown } | undefined;
      if (entry.queue !== lotEntry.queue || body?.batchId !== lotEntry.key) continue;
      await done(store.put({ ...entry, body: { ...body, batchId: lotId } }));
    }
  });
}

/** When this person's queue last reached the server completely (ISO), if ever. */
export async function lastSyncOf(userId: string): Promise<string | null> {
  const row = await inTransaction(META_STORE, 'readonly', (tx) =>
    done(
      tx.objectStore(META_STORE).get(`sync:${userId}`) as IDBRequest<{ at: string } | undefined>,
    ),
  );
  return row?.at ?? null;
}

export async function setLastSync(userId: string, at: Date): Promise<void> {
  await inTransaction(META_STORE, 'readwrite', (tx) =>
    done(tx.objectStore(META_STORE).put({ id: `sync:${userId}`, at: at.toISOString() })),
  );
}
