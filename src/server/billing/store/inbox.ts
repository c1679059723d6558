import { createHash } from 'node:crypto';
import { and, asc, eq, lt } from 'drizzle-orm';
import { parseEventDate } from '../../../domain/billing/period';
import type { Db } from '../../db/client';
import { paymentEvents } from '../../db/schema';
import { isStorableJson, paymentEventSchema } from '../event-schema';
import { processPaymentEvent, type ProcessedEvent } from './process-event';

/** How far in the future an event's date may be (clocks differ a little) before it is held. */
export const FUTURE_TOLERANCE_MS = 5 * 60 * 1000;
/** Processing attempts of a stored event before it is set aside as a problem. */
export const MAX_ATTEMPTS = 5;

export interface ReceivedEvent {
  id: string;
  /** Stored and waiting to be applied (a new event, or a replay of one not applied yet). */
  pending: boolean;
}

const digest = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');

/** A short excerpt of text PostgreSQL's jsonb can keep (no NUL, no lone surrogate). */
function excerpt(text: string): string {
  // eslint-disable-next-line no-control-regex
  return text.slice(0, 2000).replace(/[\u0000\ud800-\udfff]/g, '\ufffd');
}

/** `dd/mm/aaaa hh:mm` in São Paulo, for the admin's reading. */
function dateTimeBR(at: Date): string {
  const local = new Date(at.getTime() - 3 * 60 * 60 * 1000).toISOString();
  return `${local.slice(8, 10)}/${local.slice(5, 7)}/${local.slice(0, 4)} ${local.slice(11, 16)}`;
}

/**
 * Stores what the webhook received, whatever it is (decision 022): Asaas counts anything but a
 * 200 as a failure and pauses the queue after 15, so nothing is refused once the token checked
 * out. A valid event is stored `pending` under its own id (a replay finds it); a body that is not
 * an event, or one dated in the future, is kept as a `problem` with its reason for the admin.
 */
export async function receiveEvent(
  db: Db,
  body: string | null,
  receivedAt: Date,
): Promise<ReceivedEvent> {
  if (body === null) {
    return storeProblem(db, `grande_${receivedAt.getTime()}`, {
      event: '(desconhecido)',
      payload: {},
      problem: 'Evento grande demais para ser lido.',
      receivedAt,
    });
  }
  let json: unknown;
  try {
    json = JSON.parse(body);
  } catch {
    return storeProblem(db, `invalido_${digest(body).slice(0, 32)}`, {
      event: '(desconhecido)',
      payload: { corpo: excerpt(body) },
      problem: 'O conteúdo recebido não é JSON.',
      receivedAt,
    });
  }
  const parsed = paymentEventSchema.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const where = issue?.path.length ? ` (${issue.path.join('.')})` : '';
    const raw = json as { id?: unknown; event?: unknown } | null;
    const ownId =
      typeof raw?.id === 'string' && raw.id.length <= 200 && isStorableJson(raw.id) ? raw.id : null;
    const name =
      typeof raw?.event === 'string' && raw.event.length <= 100 && isStorableJson(raw.event)
        ? raw.event
        : '(desconhecido)';
    return storeProblem(db, ownId ?? `invalido_${digest(body).slice(0, 32)}`, {
      event: name,
      payload:
        isStorableJson(json) && typeof json === 'object' && json !== null
          ? json
          : { corpo: excerpt(body) },
      problem: `Evento fora do formato esperado: ${issue?.message ?? 'inválido'}${where}.`,
      receivedAt,
    });
  }

  const event = parsed.data;
  const dated = parseEventDate(event.dateCreated)!;
  // Ordering uses the provider's date, never later than the moment the event arrived.
  const createdAt = dated.getTime() > receivedAt.getTime() ? receivedAt : dated;
  if (dated.getTime() > receivedAt.getTime() + FUTURE_TOLERANCE_MS) {
    return storeProblem(db, event.id, {
      event: event.event,
      payload: json as object,
      problem: `Data do evento no futuro (${dateTimeBR(dated)}): não aplicado.`,
      receivedAt,
      createdAt,
    });
  }
  const inserted = await db
    .insert(paymentEvents)
    .values({
      id: event.id,
      event: event.event,
      createdAt,
      receivedAt,
      payload: json as object,
      state: 'pending',
    })
    .onConflictDoNothing()
    .returning({ id: paymentEvents.id });
  if (inserted.length > 0) return { id: event.id, pending: true };
  const [existing] = await db
    .select({ state: paymentEvents.state })
    .from(paymentEvents)
    .where(eq(paymentEvents.id, event.id))
    .limit(1);
  return { id: event.id, pending: existing?.state === 'pending' };
}

async function storeProblem(
  db: Db,
  id: string,
  row: { event: string; payload: object; problem: string; receivedAt: Date; createdAt?: Date },
): Promise<ReceivedEvent> {
  await db
    .insert(paymentEvents)
    .values({
      id,
      event: row.event,
      payload: row.payload,
      receivedAt: row.receivedAt,
      createdAt: row.createdAt ?? null,
      state: 'problem',
      problem: row.problem,
    })
    .onConflictDoNothing();
  return { id, pending: false };
}

/**
 * Applies a stored `pending` event once (the billing-events job, or at once without a job
 * queue): the event row is locked, so two workers given the same event apply it once; its state,
 * outcome and user are written in the same transaction as its effect. Null when the event is not
 * pending (applied already, or set aside).
 */
export async function applyStoredEvent(
  db: Db,
  id: string,
  now: Date,
): Promise<ProcessedEvent | null> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(paymentEvents)
      .where(eq(paymentEvents.id, id))
      .for('update')
      .limit(1);
    if (!row || row.state !== 'pending') return null;
    const parsed = paymentEventSchema.safeParse(row.payload);
    if (!parsed.success) {
      await tx
        .update(paymentEvents)
        .set({ state: 'problem', problem: 'Evento fora do formato esperado.', processedAt: now })
        .where(eq(paymentEvents.id, id));
      return null;
    }
    const eventAt = row.createdAt ?? row.receivedAt;
    const result = await processPaymentEvent(tx, parsed.data, eventAt, now);
    await tx
      .update(paymentEvents)
      .set({
        state: 'processed',
        outcome: result.outcome,
        userId: result.userId,
        problem: null,
        processedAt: now,
        attempts: row.attempts + 1,
      })
      .where(eq(paymentEvents.id, id));
    return result;
  });
}

/**
 * A failed attempt at applying `id` (the database failed, a bug): counted, and after
 * MAX_ATTEMPTS the event is set aside as a problem with the error, for the admin to look at.
 * @returns whether the event was set aside (no more attempts).
 */
export async function recordFailedAttempt(db: Db, id: string, error: unknown): Promise<boolean> {
  const message = error instanceof Error ? error.message : String(error);
  const [row] = await db
    .select({ attempts: paymentEvents.attempts })
    .from(paymentEvents)
    .where(and(eq(paymentEvents.id, id), eq(paymentEvents.state, 'pending')))
    .limit(1);
  if (!row) return true;
  const attempts = row.attempts + 1;
  const giveUp = attempts >= MAX_ATTEMPTS;
  await db
    .update(paymentEvents)
    .set({
      attempts,
      ...(giveUp
        ? { state: 'problem', problem: `Não foi possível aplicar: ${excerpt(message)}` }
        : {}),
    })
    .where(eq(paymentEvents.id, id));
  return giveUp;
}

/** Events still pending a while after they arrived (their job was lost): for the sweep. */
export async function pendingEventIds(db: Db, before: Date, limit = 100): Promise<string[]> {
  const rows = await db
    .select({ id: paymentEvents.id })
    .from(paymentEvents)
    .where(and(eq(paymentEvents.state, 'pending'), lt(paymentEvents.receivedAt, before)))
    .orderBy(asc(paymentEvents.receivedAt))
    .limit(limit);
  return rows.map((r) => r.id);
}
