import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { EntryView } from '../../../domain/finance/api';
import {
  ACCOUNT_TYPE_MESSAGE,
  entryTypeOf,
  type AccountKind,
  type EntryType,
} from '../../../domain/finance/constants';
import { splitInstalments } from '../../../domain/finance/money';
import type {
  CostCenter,
  EntryData,
  EntryUpdateData,
  SettleData,
} from '../../../domain/finance/schemas';
import { mayUndo, undoForbiddenMessage } from '../../../domain/farms';
import type { Db } from '../../db/client';
import { AppError } from '../../errors';
import type { Tx } from '../../farm-records';
import {
  ACCOUNT_ARCHIVED_MESSAGE,
  ACCOUNT_NOT_FOUND,
  conflict,
  ENTRY_NOT_FOUND,
  ENTRY_UNDONE_MESSAGE,
  HERD_ENTRY_MESSAGE,
  invalid,
  LOT_NOT_FOUND,
  notFound,
  PADDOCK_NOT_FOUND,
  readEntries,
  readEntry,
  risingIds,
  type FinanceViewer,
  type FinanceWriteContext,
} from './shared';

/*
 * 'Nova receita', 'Nova despesa' (in 'Parcelas'), 'Editar lançamento', 'Marcar como pago' and
 * 'Desfazer' (issue 43 items 1 and 7). A 'Do rebanho' entry is the event's: it is changed or
 * undone there, never here.
 */

export const ALREADY_REALIZED_MESSAGE = 'Este lançamento já está realizado';

/**
 * The account an entry of `type` goes to: the farm's (404), of the same kind (400), not archived
 * unless it is the one the entry already has (`keep`).
 */
export async function assertAccount(
  tx: Pick<Db, 'execute'>,
  farmId: string,
  accountId: string,
  type: EntryType,
  keep?: string,
  field = 'accountId',
) {
  const { rows } = await tx.execute<{ kind: AccountKind; archived: boolean }>(sql`
    select kind, archived_at is not null as archived from finance_accounts
    where farm_id = ${farmId} and id = ${accountId}::uuid`);
  const account = rows[0];
  if (!account) throw notFound(ACCOUNT_NOT_FOUND);
  if (entryTypeOf(account.kind) !== type) throw invalid({ [field]: ACCOUNT_TYPE_MESSAGE[type] });
  if (account.archived && accountId !== keep) throw invalid({ [field]: ACCOUNT_ARCHIVED_MESSAGE });
}

/** The lot or paddock of a 'Centro de custo', the farm's (404 otherwise). */
export async function costCenterIds(
  tx: Pick<Db, 'execute'>,
  farmId: string,
  center: CostCenter,
): Promise<{ lotId: string | null; paddockId: string | null }> {
  if (center.type === 'farm') return { lotId: null, paddockId: null };
  const table = center.type === 'lot' ? sql`lots` : sql`paddocks`;
  const { rows } = await tx.execute(sql`
    select 1 from ${table} where farm_id = ${farmId} and id = ${center.id}::uuid`);
  if (!rows[0]) throw notFound(center.type === 'lot' ? LOT_NOT_FOUND : PADDOCK_NOT_FOUND);
  return center.type === 'lot'
    ? { lotId: center.id, paddockId: null }
    : { lotId: null, paddockId: center.id };
}

interface Current extends Record<string, unknown> {
  user_id: string | null;
  source: string;
  undone: boolean;
  status: string;
  entry_date: string;
  settled_on: string | null;
  account_id: string;
}

/** The entry `id` of the farm, locked for this write: a 404, or its state. */
async function current(tx: Tx, farmId: string, id: string): Promise<Current> {
  const { rows } = await tx.execute<Current>(sql`
    select user_id, source, undone_at is not null as undone, status, entry_date::text,
      settled_on::text, account_id
    from finance_entries where farm_id = ${farmId} and id = ${id}::uuid for update`);
  if (!rows[0]) throw notFound(ENTRY_NOT_FOUND);
  return rows[0];
}

/** An entry a person may change here: not undone, not a herd event's. */
async function editable(tx: Tx, farmId: string, id: string) {
  const row = await current(tx, farmId, id);
  if (row.source === 'herd') throw conflict(HERD_ENTRY_MESSAGE);
  if (row.undone) throw conflict(ENTRY_UNDONE_MESSAGE);
  return row;
}

/** The entries of one write in instalment order (1 of 3 first). */
const byInstalment = (items: EntryView[]) =>
  [...items].sort((a, b) => (a.instalment?.number ?? 1) - (b.instalment?.number ?? 1));

export function entryWrites(db: Db) {
  const byKey = (tx: Tx, ctx: FinanceWriteContext, viewer: FinanceViewer) =>
    readEntries(tx, ctx.farmId, sql`e.idempotency_key = ${ctx.idempotencyKey}`, viewer);

  return {
    /**
     * 'Nova receita' / 'Nova despesa': one entry, or one per instalment (`splitInstalments`:
     * they add up to the amount exactly, month by month from the first 'Vencimento'). Once per
     * Idempotency-Key: a replay answers what the first made.
     */
    async createEntry(
      ctx: FinanceWriteContext,
      input: EntryData,
      viewer: FinanceViewer,
    ): Promise<{ items: EntryView[]; replayed: boolean }> {
      return db.transaction(async (tx) => {
        if (ctx.idempotencyKey) {
          const stored = await byKey(tx, ctx, viewer);
          if (stored.length) return { items: byInstalment(stored), replayed: true };
        }
        await assertAccount(tx, ctx.farmId, input.accountId, input.type);
        const { lotId, paddockId } = await costCenterIds(tx, ctx.farmId, input.costCenter);
        const parts =
          input.instalments > 1
            ? splitInstalments(input.amountCents, input.instalments, input.dueDate!)
            : [{ number: 1, count: 1, dueDate: input.dueDate, cents: input.amountCents }];
        const group = parts.length > 1 ? randomUUID() : null;
        const instalmentIds = risingIds(parts.length);
        const realized = input.status === 'realized';
        const { rows } = await tx.execute<{ id: string }>(sql`
          insert into finance_entries (id, farm_id, user_id, type, entry_date, description,
            amount_cents, account_id, lot_id, paddock_id, status, due_date, settled_on, source,
            instalment_group, instalment_number, instalment_count, idempotency_key)
          select x.id, ${ctx.farmId}, ${ctx.userId}, ${input.type}, ${input.date}::date,
            ${input.description}, x.cents, ${input.accountId}::uuid, ${lotId}::uuid,
            ${paddockId}::uuid, ${input.status}, ${realized ? sql`null::date` : sql`x.due`},
            ${realized ? sql`${input.date}::date` : sql`null::date`}, 'manual', ${group}::uuid,
            x.n, ${parts.length}::int, ${ctx.idempotencyKey}
          from unnest(${sql.param(parts.map((p) => p.number))}::int[],
            ${sql.param(parts.map((p) => p.dueDate))}::date[],
            ${sql.param(parts.map((p) => p.cents))}::bigint[],
            ${sql.param(instalmentIds)}::uuid[]) as x(n, due, cents, id)
          on conflict (farm_id, idempotency_key, instalment_number) do nothing
          returning id`);
        if (rows.length === 0) {
          return { items: byInstalment(await byKey(tx, ctx, viewer)), replayed: true };
        }
        const ids = rows.map((r) => r.id);
        const items = await readEntries(
          tx,
          ctx.farmId,
          sql`e.id = any(${sql.param(ids)}::uuid[])`,
          viewer,
        );
        return { items: byInstalment(items), replayed: false };
      });
    },

    /**
     * 'Editar lançamento' (one instalment at a time). A bank line edited is confirmed (no longer
     * 'A conferir'). A realized entry keeps the day it was paid while its date stays.
     */
    async updateEntry(
      ctx: FinanceWriteContext,
      id: string,
      input: EntryUpdateData,
      viewer: FinanceViewer,
    ) {
      await db.transaction(async (tx) => {
        const row = await editable(tx, ctx.farmId, id);
        await assertAccount(tx, ctx.farmId, input.accountId, input.type, row.account_id);
        const { lotId, paddockId } = await costCenterIds(tx, ctx.farmId, input.costCenter);
        const settled =
          input.status !== 'realized'
            ? null
            : row.status === 'realized' && row.entry_date === input.date
              ? row.settled_on
              : input.date;
        await tx.execute(sql`
          update finance_entries set type = ${input.type}, entry_date = ${input.date}::date,
            description = ${input.description}, amount_cents = ${input.amountCents},
            account_id = ${input.accountId}::uuid, lot_id = ${lotId}::uuid,
            paddock_id = ${paddockId}::uuid, status = ${input.status},
            due_date = ${input.dueDate}::date, settled_on = ${settled}::date, to_review = false,
            updated_at = now()
          where farm_id = ${ctx.farmId} and id = ${id}::uuid`);
      });
      return readEntry(db, ctx.farmId, id, viewer);
    },

    /**
     * 'Marcar como pago' / 'recebido': a foreseen entry realized on a day, at the amount paid when
     * it differs. Asked again for the same day, it changes nothing.
     */
    async settleEntry(
      ctx: FinanceWriteContext,
      id: string,
      input: SettleData,
      viewer: FinanceViewer,
    ) {
      await db.transaction(async (tx) => {
        const row = await current(tx, ctx.farmId, id);
        if (row.undone) throw conflict(ENTRY_UNDONE_MESSAGE);
        if (row.status === 'realized') {
          if (row.settled_on === input.date) return;
          throw conflict(ALREADY_REALIZED_MESSAGE);
        }
        await tx.execute(sql`
          update finance_entries set status = 'realized', settled_on = ${input.date}::date,
            due_date = null, amount_cents = coalesce(${input.amountCents}::bigint, amount_cents),
            updated_at = now()
          where farm_id = ${ctx.farmId} and id = ${id}::uuid`);
      });
      return readEntry(db, ctx.farmId, id, viewer);
    },

    /**
     * 'Desfazer' by its author, the owner or a Gerente (decision 057), with the reason; a bank
     * line reconciled with it goes back to 'A conferir'. A repeat changes nothing.
     */
    async undoEntry(ctx: FinanceWriteContext, id: string, reason: string) {
      await db.transaction(async (tx) => {
        const row = await current(tx, ctx.farmId, id);
        if (row.source === 'herd') throw conflict(HERD_ENTRY_MESSAGE);
        if (!mayUndo(ctx.role, ctx.userId ?? '', { authorId: row.user_id, priced: false })) {
          throw new AppError(403, 'ROLE_FORBIDDEN', undoForbiddenMessage(ctx.role));
        }
        if (row.undone) return;
        await tx.execute(sql`
          with undone as (
            update finance_entries set undone_at = now(), undo_reason = ${reason},
              undone_by = ${ctx.userId}, updated_at = now()
            where farm_id = ${ctx.farmId} and id = ${id}::uuid returning id
          )
          update finance_entries b set reconciled_entry_id = null, to_review = true,
            updated_at = now()
          from undone u where b.farm_id = ${ctx.farmId} and b.reconciled_entry_id = u.id`);
      });
    },
  };
}
