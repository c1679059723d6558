import { useMemo, useSyncExternalStore } from 'react';
import { ApiError, apiFetch } from '../lib/api';
import { newIdempotencyKey } from '../lib/idempotency';
import { useMe } from '../lib/session';
import type { OutboxEntry, OutboxKind } from './outbox';
import { submitRecord, syncStore, type SyncSnapshot } from './sync-store';

export function useSyncSnapshot(): SyncSnapshot {
  return useSyncExternalStore(
    syncStore.subscribe,
    syncStore.getSnapshot,
    syncStore.getServerSnapshot,
  );
}

/** The signed-in person's waiting entries of these kinds on the active farm, oldest first. */
export function useFarmEntries(...kinds: OutboxKind[]): OutboxEntry[] {
  const { entries } = useSyncSnapshot();
  const me = useMe().data;
  const userId = me?.user.id;
  const farmId = me?.farm.id;
  const wanted = kinds.join(',');
  return useMemo(
    () =>
      entries.filter(
        (entry) =>
          entry.userId === userId &&
          entry.farmId === farmId &&
          wanted.split(',').includes(entry.kind),
      ),
    [entries, userId, farmId, wanted],
  );
}

/** A save's result: the server's answer, or kept on the device to be sent later. */
export type Saved<T> = { queued: false; data: T } | { queued: true; reason: 'offline' | 'session' };

export interface RecordWrite {
  kind: OutboxKind;
  method: OutboxEntry['method'];
  path: string;
  body?: unknown;
  summary?: string;
}

/**
 * Saves a record through the outbox of the signed-in person and active farm (decision 019).
 * Resolves with the server's answer, or `queued` without a connection or session; a refusal
 * throws an ApiError, as a direct call would, so the form shows the server's message.
 */
export function useRecordWrite() {
  const me = useMe().data;
  return async <T>(write: RecordWrite): Promise<Saved<T>> => {
    if (!me) throw new ApiError(401, 'UNAUTHORIZED', 'Você precisa estar autenticado.');
    let outcome;
    try {
      outcome = await submitRecord({ ...write, userId: me.user.id, farmId: me.farm.id });
    } catch {
      // No IndexedDB here (some private windows): send directly, still once per key.
      const data = await apiFetch<T>(write.path, {
        method: write.method,
        body: write.body,
        headers: { 'Idempotency-Key': newIdempotencyKey(), 'X-Farm-Id': me.farm.id },
      });
      return { queued: false, data };
    }
    if (outcome.type === 'sent') return { queued: false, data: outcome.data as T };
    if (outcome.type === 'queued') return { queued: true, reason: outcome.reason };
    // 'refused' and 'failed' alike: the form shows the server's answer and keeps what was typed.
    const { status, code, message, fields } = outcome.refusal;
    throw new ApiError(status, code, message, fields);
  };
}
