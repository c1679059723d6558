import { Hono, type Context } from 'hono';
import { z } from 'zod';
import { periodOf } from '../../domain/herd/movements';
import { cursorParam } from '../../domain/records/paging';
import {
  costsQuerySchema,
  SHEET_PAGE_MAX,
  type SanitaryCost,
  type SanitarySheet,
} from '../../domain/sanitary/out';
import type { Access, AccessEnv } from '../access/access';
import { AppError } from '../errors';
import { idParam, parseQuery } from '../validate';
import { CURSORS, readCursor } from '../cursor';
import type { SanitaryStore, SheetSubject } from './store';

const ANIMAL_NOT_FOUND = 'Animal não encontrado';
const LOT_NOT_FOUND = 'Lote não encontrado';

const sheetQuerySchema = z.object({
  cursor: cursorParam,
  limit: z.coerce
    .number({ error: 'Limite inválido' })
    .int({ error: 'Limite inválido' })
    .min(1, { error: 'Limite inválido' })
    .max(SHEET_PAGE_MAX, { error: 'Limite inválido' })
    .default(SHEET_PAGE_MAX),
});

/**
 * What the sanitary records give out (issue 26 item 7) under /api/sanitary: the pages of the
 * printable 'Ficha sanitária' of an animal or a lot, and the sanitary cost of a month that
 * 'Controle mensal' offers to add to its costs. Readers of the sanitary records: every member
 * ('Campo' gets no money). The CSV files are under /api/export, the API's pages under /api/v1.
 */
export function sanitaryOutRoutes(deps: { access: Access; store: SanitaryStore }) {
  const { store } = deps;
  const member = () => deps.access({ farmPage: true, feature: 'sanitary' });

  async function sheet(c: Context<AccessEnv>, subject: SheetSubject, notFound: string) {
    const query = parseQuery(c, sheetQuerySchema);
    const after = readCursor(CURSORS.byDateAndTag, query.cursor);
    const farmId = c.get('farm').id;
    const title = await store.sheetTitle(farmId, subject);
    if (title === null) throw new AppError(404, 'NOT_FOUND', notFound);
    const page = await store.sheetPage(farmId, subject, { limit: query.limit, after });
    const body: SanitarySheet = {
      kind: subject.kind,
      title,
      items: page.items,
      total: page.total,
      nextCursor: page.last && CURSORS.byDateAndTag.encode(page.last),
    };
    return c.json(body);
  }

  return new Hono<AccessEnv>()
    .get('/sheets/animal/:id', member(), (c) =>
      sheet(c, { kind: 'animal', id: idParam(c, ANIMAL_NOT_FOUND) }, ANIMAL_NOT_FOUND),
    )
    .get('/sheets/lot/:id', member(), (c) =>
      sheet(c, { kind: 'lot', id: idParam(c, LOT_NOT_FOUND) }, LOT_NOT_FOUND),
    )
    .get('/costs', member(), async (c) => {
      const { month } = parseQuery(c, costsQuerySchema);
      const farm = c.get('farm');
      const body: SanitaryCost = await store.monthCost(
        farm.id,
        month,
        periodOf({ month }),
        farm.seesMoney,
      );
      return c.json(body);
    });
}
