import type { OutboxEntry } from '../../offline/outbox';

/**
 * 'Diagnosticadas' at the chute without signal: the season's count from the server plus the
 * females checked here for the first time whose diagnosis still waits on the device. Once sent,
 * an entry leaves the outbox and the server's count holds her: never counted twice. A second
 * check of a female already diagnosed adds nothing.
 */
export function diagnosedWithWaiting(
  diagnosed: number,
  waiting: readonly Pick<OutboxEntry, 'method' | 'path' | 'body' | 'state'>[],
  firstChecks: ReadonlySet<string>,
): number {
  const ids = new Set<string>();
  for (const entry of waiting) {
    if (entry.state !== 'pending' || entry.method !== 'POST') continue;
    if (!entry.path.endsWith('/diagnoses')) continue;
    const id = (entry.body as { animalId?: unknown } | undefined)?.animalId;
    if (typeof id === 'string' && firstChecks.has(id)) ids.add(id);
  }
  return diagnosed + ids.size;
}
