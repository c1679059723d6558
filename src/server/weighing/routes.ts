import { Hono } from 'hono';
import { weighingSchemaAt } from '../../domain/records/weighing';
import {
  ANIMAL_HISTORY_MAX,
  animalHistoryQuerySchema,
  animalSummaryQuerySchema,
  weighingListQuerySchema,
  type AnimalFiguresPage,
  type AnimalHistory,
  type Page,
} from '../../domain/records/weighing-pages';
import type { Weighing } from '../../domain/records/weighing';
import type { Access, AccessEnv } from '../access/access';
import { requestIdempotencyKey } from '../idempotency';
import type { Limits } from '../limits/limiter';
import { parseBody, parseQuery } from '../validate';
import { CURSORS, readCursor } from '../cursor';
import { toWeighing } from '../farm-records';
import type { WeighingStore } from './store';

/** The request's query checked against a shared schema; 400 with field messages. */
/**
 * The screen's reads, one page each (decision 031): GET /api/weighings, the farm's weighings
 * newest first (`animal` narrows to one); GET /api/weighings/animals, each animal's figures by
 * id, searched by part of it (`q`) or within a lot (`lot`); GET /api/weighings/history, one
 * animal's figures and latest weighings. And POST /api/weighings. Weighings are
 * only added (spec section 4). A weighing may name one of the farm's open lots (decision 016).
 * A POST with an `Idempotency-Key` already stored on the farm adds nothing and answers that
 * weighing (200), even if its lot has been closed since: an offline retry saves once.
 */
/** What the weighings' routes and their import's (import-routes.ts) are built with. */
export interface WeighingDeps {
  access: Access;
  store: WeighingStore;
  /** The lots' rule a weighing obeys: it names only an open lot of its farm (lots/store.ts). */
  lots: { assertOpen(farmId: string, lotId: string | null | undefined): Promise<unknown> };
  now: () => Date;
  limits: Limits;
}

export function weighingRoutes(deps: WeighingDeps) {
  const { access, store } = deps;
  // A search by part of an id counts against the account's and the address's searches (058).
  const searched = deps.limits.search();
  return new Hono<AccessEnv>()
    .get('/', access({ module: 'weighing' }), async (c) => {
      const query = parseQuery(c, weighingListQuerySchema);
      const rows = await store.newestFirst(c.get('farm').id, {
        animalId: query.animal,
        after: readCursor(CURSORS.weighings, query.cursor),
        limit: query.limit,
      });
      const page = rows.slice(0, query.limit);
      const last = page.at(-1);
      const body: Page<Weighing> = {
        items: page.map(({ row }) => toWeighing(row)),
        nextCursor:
          rows.length > query.limit && last
            ? CURSORS.weighings.encode([last.row.weighingDate, last.cursorAt, last.row.id])
            : null,
      };
      return c.json(body);
    })
    .get('/animals', access({ module: 'weighing' }), searched, async (c) => {
      const query = parseQuery(c, animalSummaryQuerySchema);
      const farmId = c.get('farm').id;
      const whole = !query.q && query.cursor === undefined;
      // The id typed whole heads a search's first page ('104' before '00104', issue 39), and
      // is left out of the id order on every page of it.
      const typed = query.q ?? '';
      const [rows, named, totals] = await Promise.all([
        store.animalFigures(farmId, {
          search: query.q || undefined,
          lotId: query.lot,
          paddockId: query.paddock,
          after: readCursor(CURSORS.weighingAnimals, query.cursor),
          limit: query.limit,
        }),
        typed && query.cursor === undefined
          ? store.animalFigures(farmId, {
              animalId: typed,
              lotId: query.lot,
              paddockId: query.paddock,
              limit: 1,
            })
          : [],
        whole
          ? store.herdTotals(farmId, { lotId: query.lot, paddockId: query.paddock })
          : undefined,
      ]);
      const rest = rows.filter((r) => r.animalId !== typed);
      // At least one row of the rest, so that the cursor is one of theirs.
      const shown = rest.slice(0, Math.max(query.limit - named.length, 1));
      const more = rest.length > shown.length || rows.length > query.limit;
      const body: AnimalFiguresPage = {
        items: [...named.slice(0, 1), ...shown],
        nextCursor:
          more && shown.length > 0
            ? CURSORS.weighingAnimals.encode([shown.at(-1)!.animalId])
            : null,
        ...(totals && { totals }),
      };
      return c.json(body);
    })
    .get('/history', access({ module: 'weighing' }), async (c) => {
      const { animal } = parseQuery(c, animalHistoryQuerySchema);
      const farmId = c.get('farm').id;
      const [summary] = await store.animalFigures(farmId, { animalId: animal, limit: 1 });
      const rows = summary ? await store.latestOf(farmId, animal, ANIMAL_HISTORY_MAX) : [];
      const body: AnimalHistory = { summary: summary ?? null, items: rows.map(toWeighing) };
      return c.json(body);
    })
    .post('/', access({ module: 'weighing' }), async (c) => {
      // A weighing dated after São Paulo's today is refused, by the server's clock.
      const idempotencyKey = requestIdempotencyKey(c);
      const input = await parseBody(c, weighingSchemaAt(deps.now()));
      const farmId = c.get('farm').id;
      const stored = idempotencyKey && (await store.byKey(farmId, idempotencyKey));
      if (stored) return c.json(toWeighing(stored), 200);
      await deps.lots.assertOpen(farmId, input.batchId);
      const { row, replayed } = await store.add({
        ...input,
        farmId,
        userId: c.get('user').id,
        idempotencyKey,
      });
      return c.json(toWeighing(row), replayed ? 200 : 201);
    });
}
