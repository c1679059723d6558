import { and, eq, sql } from 'drizzle-orm';
import { Hono, type Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import {
  importItemSchemaUntil,
  importRequestSchema,
  type ImportItem,
  type ImportPreviewItem,
  type ImportResult,
} from '../../domain/import/scale-csv';
import { todayIn } from '../../domain/records/dates';
import type { Auth } from '../auth';
import type { Db } from '../db/client';
import { weighings } from '../db/schema';
import { AppError } from '../errors';
import { assertLot } from './lots';
import { requireModule, type FarmEnv } from '../middleware/require-module';
import { requireSession } from '../middleware/session';
import { parseBody } from '../validate';

/** 5,000 weighings are about 600 KB of JSON; the rest of /api keeps its 256 KB (app.ts). */
export const IMPORT_BODY_LIMIT = 2 * 1024 * 1024;

/** The prefix of an imported line's key in weighings.idempotency_key. */
const KEY_PREFIX = 'import:';

type Checked =
  | { index: number; status: 'invalid'; reason: string }
  | { index: number; item: ImportItem };

/**
 * POST /api/weighings/import/preview and POST /api/weighings/import (issue 12 item 2): weighings
 * read from a scale's CSV file in the browser (domain/import/scale-csv.ts), each with its import
 * key. The preview says, per item, whether it is new, a duplicate (the key is already on this
 * farm or earlier in the same request) or invalid; the save stores all the new ones in one
 * transaction, or nothing when any item is invalid. Same gating as /api/weighings: Campo imports.
 */
export function weighingImportRoutes(deps: { auth: Auth; db: Db; now: () => Date }) {
  const { db } = deps;
  const session = requireSession(deps.auth);
  const inPlan = requireModule(db, 'weighing', deps.now);

  /** Each item checked, and the keys among them already stored on the farm. */
  async function check(c: Context<FarmEnv>, { lookUp }: { lookUp: boolean }) {
    const body = await parseBody(c, importRequestSchema);
    const farmId = c.get('farm').id;
    // The lot ('Lote') is one of the farm's open lots, or none.
    await assertLot(db, farmId, body.batchId);
    const schema = importItemSchemaUntil(todayIn(deps.now()));
    const checked: Checked[] = body.weighings.map((raw, index) => {
      const result = schema.safeParse(raw);
      return result.success
        ? { index, item: result.data }
        : { index, status: 'invalid', reason: result.error.issues[0]!.message };
    });
    const keys = [
      ...new Set(checked.flatMap((x) => ('item' in x ? [KEY_PREFIX + x.item.importKey] : []))),
    ];
    const stored = new Set<string>();
    // The save skips this look-up: its insert ignores the keys already stored.
    if (lookUp && keys.length > 0) {
      const rows = await db
        .select({ key: weighings.idempotencyKey })
        .from(weighings)
        .where(
          and(
            eq(weighings.farmId, farmId),
            sql`${weighings.idempotencyKey} = any(${sql.param(keys)}::text[])`,
          ),
        );
      for (const row of rows) if (row.key) stored.add(row.key);
    }
    const seen = new Set<string>();
    const items: ImportPreviewItem[] = [];
    const fresh: ImportItem[] = [];
    for (const x of checked) {
      if (!('item' in x)) {
        items.push(x);
        continue;
      }
      const key = KEY_PREFIX + x.item.importKey;
      if (stored.has(key) || seen.has(key)) {
        items.push({ index: x.index, status: 'duplicate' });
      } else {
        items.push({ index: x.index, status: 'new' });
        fresh.push(x.item);
      }
      seen.add(key);
    }
    return { items, fresh, batchId: body.batchId, farmId };
  }

  const limit = bodyLimit({
    maxSize: IMPORT_BODY_LIMIT,
    onError: () => {
      throw new AppError(413, 'PAYLOAD_TOO_LARGE', 'O arquivo é grande demais para importar.');
    },
  });

  return new Hono<FarmEnv>()
    .post('/preview', limit, session, inPlan, async (c) => {
      const { items } = await check(c, { lookUp: true });
      const count = (s: ImportPreviewItem['status']) => items.filter((i) => i.status === s).length;
      return c.json({
        items,
        new: count('new'),
        duplicates: count('duplicate'),
        invalid: count('invalid'),
      });
    })
    .post('/', limit, session, inPlan, async (c) => {
      const { items, fresh, batchId, farmId } = await check(c, { lookUp: false });
      const invalid = items.filter((i) => i.status === 'invalid');
      if (invalid.length > 0) {
        throw new AppError(
          400,
          'IMPORT_INVALID',
          invalid.length === 1
            ? '1 linha com problema. Nenhuma pesagem foi salva.'
            : `${invalid.length} linhas com problemas. Nenhuma pesagem foi salva.`,
          Object.fromEntries(invalid.map((i) => [`weighings.${i.index}`, i.reason ?? ''])),
        );
      }
      const userId = c.get('user').id;
      // One statement, its columns as arrays (unnest): 5,000 rows as 5 parameters, not 40,000.
      // One statement is one transaction: all of them or none.
      const created = fresh.length
        ? (
            await db.execute(sql`
              insert into ${weighings}
                (farm_id, user_id, batch_id, animal_id, weighing_date, weight, notes, idempotency_key)
              select ${farmId}, ${userId}, ${batchId}::uuid, t.animal_id, t.weighing_date, t.weight,
                     t.notes, t.idempotency_key
              from unnest(
                ${sql.param(fresh.map((w) => w.animalId))}::text[],
                ${sql.param(fresh.map((w) => w.weighingDate))}::date[],
                ${sql.param(fresh.map((w) => w.weight))}::numeric[],
                ${sql.param(fresh.map((w) => w.notes))}::text[],
                ${sql.param(fresh.map((w) => KEY_PREFIX + w.importKey))}::text[]
              ) as t(animal_id, weighing_date, weight, notes, idempotency_key)
              on conflict (farm_id, idempotency_key) do nothing
              returning id
            `)
          ).rows.length
        : 0;
      const result: ImportResult = { created, duplicates: items.length - created };
      return c.json(result, created > 0 ? 201 : 200);
    });
}
