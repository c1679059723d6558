import {
  entriesOfUser,
  refuseEntry,
  removeEntry,
  resolveLotKey,
  setLastSync,
  type OutboxEntry,
  type Refusal,
} from './outbox';

/**
 * Why a run stopped before the queue was empty: no connection, the session is gone, or the
 * server failed (5xx, timeout, rate limit) and may do better later.
 */
export type SyncStop = 'offline' | 'session' | 'server';

export interface SyncHooks {
  fetch: typeof fetch;
  now: () => Date;
  /** The server stored the write (or had stored it under the same key): `data` is its answer. */
  onSent: (entry: OutboxEntry, data: unknown) => void;
  /** The server refused the write; the entry stays, marked refused. */
  onRefused: (entry: OutboxEntry, refusal: Refusal) => void;
}

export interface SyncRun {
  sent: number;
  refused: number;
  stopped: SyncStop | null;
  /** The entry the run stopped on, with the server's answer when there was one. */
  stoppedOn?: { key: string; refusal?: Refusal };
}

/** What one attempt's answer means for the entry. */
type Attempt =
  | { type: 'sent'; data: unknown }
  | { type: 'refused'; refusal: Refusal }
  | { type: 'stop'; reason: SyncStop; refusal?: Refusal };

const UNEXPECTED = 'Erro inesperado. Tente novamente mais tarde.';

/**
 * Sends one entry with its idempotency key and farm. The user id rides along so that the server
 * refuses it under another person's session (a different user signed in on the same phone).
 */
export async function attempt(entry: OutboxEntry, fetcher: typeof fetch): Promise<Attempt> {
  let response: Response;
  try {
    response = await fetcher(entry.path, {
      method: entry.method,
      credentials: 'same-origin',
      headers: {
        Accept: 'application/json',
        ...(entry.body === undefined ? {} : { 'Content-Type': 'application/json' }),
        'Idempotency-Key': entry.key,
        'X-Farm-Id': entry.farmId,
        'X-User-Id': entry.userId,
      },
      body: entry.body === undefined ? undefined : JSON.stringify(entry.body),
    });
  } catch {
    return { type: 'stop', reason: 'offline' };
  }
  const payload = await readJson(response);
  if (response.ok) return { type: 'sent', data: payload };
  // A delete of what is already gone (removed on another device) has reached its end.
  if (response.status === 404 && entry.method === 'DELETE') {
    return { type: 'sent', data: { alreadyGone: true } };
  }
  if (response.status === 401) return { type: 'stop', reason: 'session' };
  // Timeouts, rate limits and server failures may pass: try again later, in the same order.
  if (response.status === 408 || response.status === 429 || response.status >= 500) {
    return { type: 'stop', reason: 'server', refusal: refusalOf(response.status, payload) };
  }
  // A proxy's page instead of the API's answer: not the server's word on this write.
  if (payload === undefined) return { type: 'stop', reason: 'offline' };
  return { type: 'refused', refusal: refusalOf(response.status, payload) };
}

async function readJson(response: Response): Promise<unknown> {
  try {
    const text = await response.text();
    if (text.trim() === '') return null;
    if (!(response.headers.get('Content-Type') ?? '').includes('json')) return undefined;
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

function refusalOf(status: number, payload: unknown): Refusal {
  const error = (payload as { error?: Partial<Refusal> } | null)?.error;
  return {
    status,
    code: typeof error?.code === 'string' ? error.code : 'ERROR',
    message: typeof error?.message === 'string' && error.message ? error.message : UNEXPECTED,
    ...(error?.fields && typeof error.fields === 'object' ? { fields: error.fields } : {}),
  };
}

/**
 * Sends a person's waiting entries, oldest first, one at a time, until none is left or the
 * connection or the session fails (the rest waits, in order, for the next run). Refused entries
 * are set aside for the person and the run goes on with the next one.
 */
export async function runSync(userId: string, hooks: SyncHooks): Promise<SyncRun> {
  const run: SyncRun = { sent: 0, refused: 0, stopped: null };
  // Read again before each send: entries added meanwhile join the run, in order.
  for (;;) {
    const next = (await entriesOfUser(userId)).find((entry) => entry.state === 'pending');
    if (!next) break;
    const result = await attempt(next, hooks.fetch);
    if (result.type === 'stop') {
      run.stopped = result.reason;
      run.stoppedOn = { key: next.key, ...(result.refusal ? { refusal: result.refusal } : {}) };
      return run;
    }
    if (result.type === 'sent') {
      const lotId = next.kind === 'lot' ? (result.data as { id?: unknown } | null)?.id : undefined;
      if (typeof lotId === 'string') await resolveLotKey(next, lotId);
      await removeEntry(next.key);
      run.sent += 1;
      hooks.onSent(next, result.data);
    } else {
      await refuseEntry(next.key, result.refusal);
      run.refused += 1;
      hooks.onRefused(next, result.refusal);
    }
  }
  await setLastSync(userId, hooks.now());
  return run;
}
