import { Hono, type Context } from 'hono';
import {
  DIAGNOSIS_FILE_TOO_BIG_MESSAGE,
  DIAGNOSIS_IMPORT_BODY_MAX_BYTES,
  diagnosisImportRequestSchema,
  parseDiagnosisCsv,
  type DiagnosisImportLine,
  type DiagnosisImportPreview,
  type DiagnosisImportResult,
} from '../../domain/import/diagnosis-csv';
import { todayIn } from '../../domain/records/dates';
import type { Access, AccessEnv } from '../access/access';
import { countStatus as count, importRefused, readImportFile } from '../farm-records/file-import';
import { requestIdempotencyKey } from '../idempotency';
import type { Limits } from '../limits/limiter';
import type { ReproductionStore } from './store';
import type { JudgedDiagnosis } from './store/diagnosis-import';
import { bodyUpTo } from '../middleware/body-limit';

const shown = ({ animalId: _a, breed: _b, ...line }: JudgedDiagnosis): DiagnosisImportLine => line;

/**
 * POST /api/reproduction/diagnoses/import/preview and POST /api/reproduction/diagnoses/import
 * {text, skipInvalid} (issue 41 item 10, 'Importar diagnósticos'): the vet's file read by the
 * domain's reader (domain/import/diagnosis-csv.ts) and judged against the farm: brinco unknown,
 * not a female, not exposed on the day, a bad date. The preview writes nothing; the import
 * records the new lines as the module's diagnoses in one transaction (none when a line has an
 * error, unless `skipInvalid`), once per `Idempotency-Key`. Every member, as the diagnoses; a
 * lapsed plan previews but does not import. Its body may reach 2 MB (the rest of /api: 256 KB).
 */
export function diagnosisImportRoutes(deps: {
  access: Access;
  store: ReproductionStore;
  now: () => Date;
  limits: Limits;
}) {
  const { access, store, now } = deps;
  const counted = deps.limits.request('import-preview');
  const limit = bodyUpTo(DIAGNOSIS_IMPORT_BODY_MAX_BYTES, DIAGNOSIS_FILE_TOO_BIG_MESSAGE);

  async function read(c: Context<AccessEnv>) {
    const today = todayIn(now());
    const file = await readImportFile(c, diagnosisImportRequestSchema, parseDiagnosisCsv, today);
    return { ...file, today };
  }

  const member = (action?: 'read') =>
    access({ farmPage: true, feature: 'reproduction', ...(action ? { action } : {}) });

  return new Hono<AccessEnv>()
    .post('/preview', limit, member('read'), counted, async (c) => {
      const { lines } = await read(c);
      const judged = (await store.previewDiagnoses(c.get('farm').id, lines)).map(shown);
      const preview: DiagnosisImportPreview = {
        lines: judged,
        new: count(judged, 'new'),
        existing: count(judged, 'existing'),
        invalid: count(judged, 'invalid'),
      };
      return c.json(preview);
    })
    .post('/', limit, member(), async (c) => {
      const idempotencyKey = requestIdempotencyKey(c);
      const { lines, skipInvalid, today } = await read(c);
      const farm = c.get('farm');
      const result = await store.importDiagnoses(
        { farmId: farm.id, userId: c.get('user').id, idempotencyKey, today, role: farm.role },
        lines,
        skipInvalid,
      );
      const invalid = result.lines.filter((l) => l.status === 'invalid');
      if (result.refused) throw importRefused(invalid, 'Nenhum diagnóstico foi importado.');
      const body: DiagnosisImportResult = {
        created: result.created,
        existing: count(result.lines, 'existing'),
        invalid: invalid.length,
        replayed: result.replayed,
      };
      return c.json(body, result.created > 0 && !result.replayed ? 201 : 200);
    });
}
