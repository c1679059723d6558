import { useEffect, useRef } from 'react';
import type { OutboxEntry, OutboxKind } from './outbox';
import { discardEntry } from './sync-store';

type FixHandler = (body: Record<string, unknown>, entry: OutboxEntry) => void;

const handlers = new Map<OutboxKind, FixHandler>();

/** Whether a form on the screen takes refused entries of this kind back. */
export const canFix = (kind: OutboxKind) => handlers.has(kind);

/**
 * 'Corrigir' on a refused entry: its values go back into the screen's form and the entry leaves
 * the outbox (saving the form makes a new one, with a new key).
 */
export function requestFix(entry: OutboxEntry) {
  const handler = handlers.get(entry.kind);
  if (!handler) return;
  handler((entry.body ?? {}) as Record<string, unknown>, entry);
  void discardEntry(entry.key);
}

/** A form that takes refused entries of `kind` back ('Corrigir'). */
export function useFixRequests(kind: OutboxKind, handler: FixHandler) {
  const latest = useRef(handler);
  useEffect(() => {
    latest.current = handler;
  });
  useEffect(() => {
    const call: FixHandler = (body, entry) => latest.current(body, entry);
    handlers.set(kind, call);
    return () => {
      if (handlers.get(kind) === call) handlers.delete(kind);
    };
  }, [kind]);
}
