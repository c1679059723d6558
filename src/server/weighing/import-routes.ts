import { Hono, type Context } from 'hono';
import {
  importItemSchemaUntil,
  importRequestSchema,
  type ImportItem,
  type ImportPreview,
  type ImportPreviewItem,
  type ImportResult,
  UNKNOWN_IDS_LISTED,
} from '../../domain/import/scale-csv';
import { FILE_TOO_BIG_MESSAGE, IMPORT_BODY_MAX_BYTES } from '../../domain/import/import-request';
import { todayIn } from '../../domain/records/dates';
import type { AccessEnv } from '../access/access';
import { AppError } from '../errors';
import { parseBody } from '../validate';
import type { WeighingDeps } from './routes';
import { IMPORT_KEY_PREFIX } from './store';
import { bodyUpTo } from '../middleware/body-limit';

/** 50,000 weighings as JSON (domain); the rest of /api keeps its 256 KB (app.ts). */
export const IMPORT_BODY_LIMIT = IMPORT_BODY_MAX_BYTES;

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
export function weighingImportRoutes(deps: WeighingDeps) {
  const { access, store } = deps;
  // A preview reads and judges the whole file: counted per account and address (decision 058).
  const counted = deps.limits.request('import-preview');

  /** Each item checked, and the keys among them already stored on the farm. */
  async function check(c: Context<AccessEnv>, { lookUp }: { lookUp: boolean }) {
    const body = await parseBody(c, importRequestSchema);
    const farmId = c.get('farm').id;
    // The lot ('Lote') is one of the farm's open lots, or none.
    await deps.lots.assertOpen(farmId, body.batchId);
    const schema = importItemSchemaUntil(todayIn(deps.now()));
    const checked: Checked[] = body.weighings.map((raw, index) => {
      const result = schema.safeParse(raw);
      return result.success
        ? { index, item: result.data }
        : { index, status: 'invalid', reason: result.error.issues[0]!.message };
    });
    const keys = [
      ...new Set(
        checked.flatMap((x) => ('item' in x ? [IMPORT_KEY_PREFIX + x.item.importKey] : [])),
      ),
    ];
    // The save skips this look-up: its insert ignores the keys already stored.
    const stored = lookUp ? await store.storedKeys(farmId, keys) : new Set<string>();
    const seen = new Set<string>();
    const items: ImportPreviewItem[] = [];
    // Each valid line's animal id, by its index.
    const valid = new Map<number, string>();
    const fresh: ImportItem[] = [];
    for (const x of checked) {
      if (!('item' in x)) {
        items.push(x);
        continue;
      }
      const key = IMPORT_KEY_PREFIX + x.item.importKey;
      valid.set(x.index, x.item.animalId);
      if (stored.has(key) || seen.has(key)) {
        items.push({ index: x.index, status: 'duplicate' });
      } else {
        items.push({ index: x.index, status: 'new' });
        fresh.push(x.item);
      }
      seen.add(key);
    }
    return { items, fresh, valid, batchId: body.batchId, farmId };
  }

  const limit = bodyUpTo(IMPORT_BODY_LIMIT, FILE_TOO_BIG_MESSAGE);

  return new Hono<AccessEnv>()
    .post('/preview', limit, access({ module: 'weighing' }), counted, async (c) => {
      const { items, fresh, valid, farmId } = await check(c, { lookUp: true });
      const count = (s: ImportPreviewItem['status']) => items.filter((i) => i.status === s).length;
      // Which ids name no animal of the registry (brinco or EID): saving registers them.
      const unknown = new Set(await store.unknownIds(farmId, [...valid.values()]));
      for (const item of items) {
        const id = valid.get(item.index);
        if (id !== undefined) item.registered = !unknown.has(id);
      }
      const unknownNew = [...new Set(fresh.map((w) => w.animalId))]
        .filter((id) => unknown.has(id))
        .sort();
      const body: ImportPreview = {
        items,
        new: count('new'),
        duplicates: count('duplicate'),
        invalid: count('invalid'),
        unknownAnimals: {
          count: unknownNew.length,
          ids: unknownNew.slice(0, UNKNOWN_IDS_LISTED),
        },
      };
      return c.json(body);
    })
    .post('/', limit, access({ module: 'weighing' }), async (c) => {
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
      const { created, registered } = await store.importMany(
        farmId,
        c.get('user').id,
        batchId,
        fresh,
      );
      const result: ImportResult = { created, duplicates: items.length - created, registered };
      return c.json(result, created > 0 ? 201 : 200);
    });
}
