import { sql } from 'drizzle-orm';
import type { EntryView, OfxImportResult } from '../../../domain/finance/api';
import { FALLBACK_ACCOUNT, type EntryType } from '../../../domain/finance/constants';
import { createCategoryGuesser, importSummaryText } from '../../../domain/finance/guess';
import { statementAccountKey, type OfxParse } from '../../../domain/finance/ofx';
import type { BankCategorisationData, ReconcileData } from '../../../domain/finance/schemas';
import type { Db } from '../../db/client';
import { assertAccount, costCenterIds } from './entries';
import {
  BANK_LINE_NOT_FOUND,
  conflict,
  ENTRY_NOT_FOUND,
  invalid,
  notFound,
  readEntry,
  risingIds,
  seedAccounts,
  type FinanceViewer,
  type FinanceWriteContext,
} from './shared';

/*
 * Bank statements (issue 43 item 4): an OFX file's lines become 'Extrato' entries, each with the
 * category guessed from the farm's earlier entries of the same description and 'A conferir'
 * until someone confirms it; a line whose key (FITID) the book has is never imported again (one
 * INSERT … SELECT FROM unnest(…) ON CONFLICT DO NOTHING for the whole file). 'Conciliar' makes a
 * bank line the payment of another entry.
 */

/** The most earlier entries the guess learns from (the newest ones). */
const GUESS_HISTORY = 20_000;

export const BANK_ONLY_MESSAGE = 'Escolha uma linha do extrato';
export const RECONCILE_TYPE_MESSAGE =
  'A linha do extrato e o lançamento devem ser ambos entradas ou ambos saídas';
export const RECONCILED_MESSAGE = 'Essa linha do extrato já foi conciliada';
export const ENTRY_RECONCILED_MESSAGE = 'Esse lançamento já foi conciliado com outra linha';

type OfxStatements = Extract<OfxParse, { ok: true }>;

export function bankQueries(db: Db) {
  return {
    /** Imports the statements of a file read by parseOfx (only BRL ones reach here). */
    async importOfx(ctx: FinanceWriteContext, file: OfxStatements): Promise<OfxImportResult> {
      await seedAccounts(db, ctx.farmId);
      const [{ rows: history }, { rows: fallback }] = await Promise.all([
        db.execute<{ description: string; type: EntryType; account_id: string; date: string }>(sql`
          select description, type, account_id, entry_date::text as date from (
            select description, type, account_id, entry_date, created_at from finance_entries
            where farm_id = ${ctx.farmId} and undone_at is null and not to_review
            order by entry_date desc, created_at desc limit ${GUESS_HISTORY}
          ) h order by entry_date, created_at`),
        db.execute<{ key: string; id: string }>(sql`
          select key, id from finance_accounts where farm_id = ${ctx.farmId}
            and key in (${FALLBACK_ACCOUNT.income}, ${FALLBACK_ACCOUNT.expense})`),
      ]);
      const guess = createCategoryGuesser(history.map((h) => ({ ...h, accountId: h.account_id })));
      const fallbackId = (type: EntryType) =>
        fallback.find((f) => f.key === FALLBACK_ACCOUNT[type])!.id;
      const lines = file.statements.flatMap((s) => {
        const accountKey = statementAccountKey(s);
        return s.transactions.map((t) => {
          const guessed = guess(t.description, t.type);
          return { ...t, accountKey, accountId: guessed ?? fallbackId(t.type), guessed: !!guessed };
        });
      });
      const { rows: made } = await db.execute<{ account_key: string; key: string }>(sql`
        insert into finance_entries (id, farm_id, user_id, type, entry_date, description,
          amount_cents, account_id, status, settled_on, source, bank_key, bank_account_key,
          to_review)
        select x.id, ${ctx.farmId}, ${ctx.userId}, x.type, x.day, x.description, x.cents,
          x.account_id,
          'realized', x.day, 'bank', x.key, x.account_key, true
        from unnest(${sql.param(lines.map((l) => l.type))}::text[],
          ${sql.param(lines.map((l) => l.date))}::date[],
          ${sql.param(lines.map((l) => l.description))}::text[],
          ${sql.param(lines.map((l) => Math.abs(l.amountCents)))}::bigint[],
          ${sql.param(lines.map((l) => l.accountId))}::uuid[],
          ${sql.param(lines.map((l) => l.key))}::text[],
          ${sql.param(lines.map((l) => l.accountKey))}::text[],
          ${sql.param(risingIds(lines.length))}::uuid[])
          as x(type, day, description, cents, account_id, key, account_key, id)
        on conflict (farm_id, bank_account_key, bank_key) where bank_key is not null do nothing
        returning bank_account_key as account_key, bank_key as key`);
      const importedKeys = new Set(made.map((m) => `${m.account_key}\n${m.key}`));
      const isNew = (l: { accountKey: string; key: string }) =>
        importedKeys.has(`${l.accountKey}\n${l.key}`);
      const imported = made.length;
      const existing = lines.length - imported;
      return {
        imported,
        existing,
        guessed: lines.filter((l) => l.guessed && isNew(l)).length,
        ignored: file.ignored,
        problems: file.problems,
        summary: importSummaryText(imported, existing),
        statements: file.statements.map((s) => {
          const accountKey = statementAccountKey(s);
          const own = lines.filter((l) => l.accountKey === accountKey);
          const count = own.filter(isNew).length;
          return {
            accountKey,
            bankId: s.bankId,
            accountId: s.accountId,
            creditCard: s.creditCard,
            start: s.start,
            end: s.end,
            imported: count,
            existing: own.length - count,
          };
        }),
      };
    },

    /**
     * 'Categorizar': each imported line gets its category (of its kind) and, when given, its
     * cost centre, and is no longer 'A conferir'. All or none: one unknown line or account is a
     * 404, a category of the other kind a 400, before anything is written.
     */
    async categorise(ctx: FinanceWriteContext, input: BankCategorisationData) {
      return db.transaction(async (tx) => {
        const ids = input.items.map((i) => i.entryId);
        const { rows } = await tx.execute<{ id: string; type: EntryType }>(sql`
          select id, type from finance_entries
          where farm_id = ${ctx.farmId} and id = any(${sql.param(ids)}::uuid[])
            and source = 'bank' and undone_at is null
          for update`);
        const types = new Map(rows.map((r) => [r.id, r.type]));
        const values: {
          id: string;
          account: string;
          lot: string | null;
          paddock: string | null;
          cc: boolean;
        }[] = [];
        for (const [i, item] of input.items.entries()) {
          const type = types.get(item.entryId);
          if (!type) throw notFound(ENTRY_NOT_FOUND);
          await assertAccount(
            tx,
            ctx.farmId,
            item.accountId,
            type,
            undefined,
            `items.${i}.accountId`,
          );
          const center = item.costCenter
            ? await costCenterIds(tx, ctx.farmId, item.costCenter)
            : { lotId: null, paddockId: null };
          values.push({
            id: item.entryId,
            account: item.accountId,
            lot: center.lotId,
            paddock: center.paddockId,
            cc: item.costCenter !== undefined,
          });
        }
        const { rows: done } = await tx.execute(sql`
          update finance_entries e set account_id = x.account, to_review = false,
            lot_id = case when x.cc then x.lot else e.lot_id end,
            paddock_id = case when x.cc then x.paddock else e.paddock_id end,
            updated_at = now()
          from unnest(${sql.param(values.map((v) => v.id))}::uuid[],
            ${sql.param(values.map((v) => v.account))}::uuid[],
            ${sql.param(values.map((v) => v.lot))}::uuid[],
            ${sql.param(values.map((v) => v.paddock))}::uuid[],
            ${sql.param(values.map((v) => v.cc))}::boolean[]) as x(id, account, lot, paddock, cc)
          where e.farm_id = ${ctx.farmId} and e.id = x.id
          returning e.id`);
        return { updated: done.length };
      });
    },

    /**
     * 'Conciliar': the bank line is the payment of the entry (a 'Do rebanho' one, or typed): the
     * entry is realized on the bank's day and keeps its category and event; the line is attached
     * to it (its key kept: never imported again) and stops counting.
     */
    async reconcile(
      ctx: FinanceWriteContext,
      input: ReconcileData,
      viewer: FinanceViewer,
    ): Promise<EntryView> {
      await db.transaction(async (tx) => {
        const { rows } = await tx.execute<{
          id: string;
          type: EntryType;
          source: string;
          settled_on: string | null;
          reconciled: boolean;
          paid: boolean;
        }>(sql`
          select e.id, e.type, e.source, e.settled_on::text, e.reconciled_entry_id is not null as reconciled,
            exists (select 1 from finance_entries b where b.farm_id = e.farm_id
              and b.reconciled_entry_id = e.id and b.undone_at is null) as paid
          from finance_entries e
          where e.farm_id = ${ctx.farmId} and e.undone_at is null
            and e.id in (${input.bankEntryId}::uuid, ${input.entryId}::uuid)
          for update`);
        const line = rows.find((r) => r.id === input.bankEntryId);
        const entry = rows.find((r) => r.id === input.entryId);
        if (!line) throw notFound(BANK_LINE_NOT_FOUND);
        if (!entry) throw notFound(ENTRY_NOT_FOUND);
        if (line.source !== 'bank') throw invalid({ bankEntryId: BANK_ONLY_MESSAGE });
        if (line.reconciled) throw conflict(RECONCILED_MESSAGE);
        if (entry.source === 'bank' || entry.reconciled) {
          throw invalid({ entryId: 'Escolha um lançamento que não seja do extrato' });
        }
        if (entry.paid) throw conflict(ENTRY_RECONCILED_MESSAGE);
        if (line.type !== entry.type) throw invalid({ entryId: RECONCILE_TYPE_MESSAGE });
        await tx.execute(sql`
          update finance_entries set status = 'realized', settled_on = ${line.settled_on}::date,
            due_date = null, updated_at = now()
          where farm_id = ${ctx.farmId} and id = ${input.entryId}::uuid`);
        await tx.execute(sql`
          update finance_entries set reconciled_entry_id = ${input.entryId}::uuid,
            to_review = false, updated_at = now()
          where farm_id = ${ctx.farmId} and id = ${input.bankEntryId}::uuid`);
      });
      return readEntry(db, ctx.farmId, input.entryId, viewer);
    },
  };
}
