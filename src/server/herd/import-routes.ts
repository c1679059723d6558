import { Hono, type Context } from 'hono';
import {
  HERD_FILE_TOO_BIG_MESSAGE,
  HERD_IMPORT_BODY_MAX_BYTES,
  herdImportRequestSchema,
  parseHerdCsv,
  type HerdImportLine,
  type HerdImportPreview,
  type HerdImportResult,
} from '../../domain/import/herd-csv';
import { todayIn } from '../../domain/records/dates';
import type { Access, AccessEnv } from '../access/access';
import { countStatus as count, importRefused, readImportFile } from '../farm-records/file-import';
import type { Limits } from '../limits/limiter';
import type { HerdStore } from './store';
import { bodyUpTo } from '../middleware/body-limit';

const countOf = (lines: HerdImportLine[], has: (l: HerdImportLine) => boolean) =>
  lines.filter(has).length;

/**
 * POST /api/animals/import/preview and POST /api/animals/import {text, skipInvalid} (issue 25
 * item 6, 'Importar animais'): the herd file's text, read by the server with the domain's reader
 * (domain/import/herd-csv.ts) and judged against the farm. The preview writes nothing; the import
 * writes the new lines in one transaction (none when a line has an error, unless `skipInvalid`),
 * and a line already registered (brinco active, EID known) is never added again, but gives its
 * sex to the animal when it has none. The body may
 * reach the scale import's limit (the rest of /api keeps 256 KB). A farm page's access: every
 * member, every plan; a lapsed plan previews but does not import.
 */
export function herdImportRoutes(deps: {
  access: Access;
  store: HerdStore;
  now: () => Date;
  limits: Limits;
}) {
  const { access, store, now } = deps;
  // A preview reads and judges the whole file: counted per account and address (decision 058).
  const counted = deps.limits.request('import-preview');
  const limit = bodyUpTo(HERD_IMPORT_BODY_MAX_BYTES, HERD_FILE_TOO_BIG_MESSAGE);

  async function read(c: Context<AccessEnv>) {
    const at = now();
    const today = todayIn(at);
    const file = await readImportFile(c, herdImportRequestSchema, parseHerdCsv, today);
    return { ...file, at, today };
  }

  return new Hono<AccessEnv>()
    .post('/preview', limit, access({ farmPage: true, action: 'read' }), counted, async (c) => {
      const { lines, today } = await read(c);
      const judged = await store.previewImport(
        { farmId: c.get('farm').id, userId: c.get('user').id, today },
        lines,
      );
      const preview: HerdImportPreview = {
        lines: judged,
        new: count(judged, 'new'),
        existing: count(judged, 'existing'),
        invalid: count(judged, 'invalid'),
        noSex: countOf(judged, (l) => !!l.noSex),
        givesSex: countOf(judged, (l) => !!l.givesSex),
      };
      return c.json(preview);
    })
    .post('/', limit, access({ farmPage: true }), async (c) => {
      const { lines, skipInvalid, at, today } = await read(c);
      const farm = c.get('farm');
      const result = await store.importAnimals(
        {
          farmId: farm.id,
          ownerId: farm.ownerId,
          userId: c.get('user').id,
          idempotencyKey: null,
          today,
          now: at,
          withMoney: farm.seesMoney,
        },
        lines,
        skipInvalid,
      );
      const invalid = result.lines.filter((l) => l.status === 'invalid');
      if (result.refused) throw importRefused(invalid, 'Nenhum animal foi importado.');
      const body: HerdImportResult = {
        created: result.created,
        existing: count(result.lines, 'existing'),
        invalid: invalid.length,
        sexGiven: result.sexGiven,
      };
      return c.json(body, result.created > 0 ? 201 : 200);
    });
}
