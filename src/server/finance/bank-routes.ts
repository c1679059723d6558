import { Hono, type Context } from 'hono';
import { FINANCE_MANAGER_MESSAGE } from '../../domain/finance/constants';
import { foreignCurrencyMessage, parseOfx } from '../../domain/finance/ofx';
import {
  decodeOfx,
  OFX_FILE_TOO_BIG_MESSAGE,
  OFX_MAX_BYTES,
} from '../../domain/finance/ofx-decode';
import { bankCategorisationSchema, reconcileSchema } from '../../domain/finance/schemas';
import { todayIn } from '../../domain/records/dates';
import type { Access, AccessEnv } from '../access/access';
import { AppError } from '../errors';
import type { Limits } from '../limits/limiter';
import { bodyUpTo } from '../middleware/body-limit';
import { parseBody } from '../validate';
import { writeContextOf } from '../write-context';
import type { FinanceStore } from './store';

/** The path of the OFX import, whose body app.ts leaves to its own limit (10 MB). */
export const OFX_IMPORT_PATH = '/api/finance/imports/ofx';

/** A file refused as a whole: 400 with its Portuguese message, on `file`. */
const badFile = (message: string) => new AppError(400, 'INVALID_FILE', message, { file: message });

/**
 * Bank statements (issue 43 item 4) under /api/finance: the OFX file's bytes as the body (its
 * charset read from its header and bytes, ofx-decode.ts), 'Categorizar' the lines imported and
 * 'Conciliar' a line with the entry it paid. The owner and a Gerente only, as every finance route;
 * at most 20 files in 10 minutes per account (429 'Muitos extratos importados em pouco tempo.').
 */
export function financeBankRoutes(deps: {
  access: Access;
  store: FinanceStore;
  now: () => Date;
  limits: Limits;
}) {
  const { access, store, now } = deps;
  // A file read whole and written in one statement: counted per account and address (decision
  // 058), before its bytes are read.
  const counted = deps.limits.request('statement-import');
  const manager = () =>
    access({ farmPage: true, feature: 'finance', manager: FINANCE_MANAGER_MESSAGE });
  const writeContext = (c: Context<AccessEnv>) => writeContextOf(c, todayIn(now()));
  const fileLimit = bodyUpTo(OFX_MAX_BYTES, OFX_FILE_TOO_BIG_MESSAGE);

  return new Hono<AccessEnv>()
    .post('/imports/ofx', manager(), counted, fileLimit, async (c) => {
      const ctx = writeContext(c);
      const decoded = decodeOfx(new Uint8Array(await c.req.arrayBuffer()));
      if (!decoded.ok) throw badFile(decoded.message);
      const file = parseOfx(decoded.text);
      if (!file.ok) throw badFile(file.message);
      const foreign = file.statements.map(foreignCurrencyMessage).find((m) => m !== null);
      if (foreign) throw badFile(foreign);
      return c.json(await store.importOfx(ctx, file), 201);
    })
    .post('/imports/categorise', manager(), async (c) => {
      const input = await parseBody(c, bankCategorisationSchema);
      return c.json(await store.categorise(writeContext(c), input));
    })
    .post('/reconcile', manager(), async (c) => {
      const input = await parseBody(c, reconcileSchema);
      const viewer = { role: c.get('farm').role, userId: c.get('user').id };
      return c.json(await store.reconcile(writeContext(c), input, viewer));
    });
}
