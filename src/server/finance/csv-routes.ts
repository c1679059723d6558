import { Hono } from 'hono';
import { FINANCE_MANAGER_MESSAGE } from '../../domain/finance/constants';
import { entriesCsvQuerySchema } from '../../domain/finance/queries';
import type { Access, AccessEnv } from '../access/access';
import type { ExportGuard } from '../export/guard';
import { streamedCsv } from '../export/streamed';
import type { Limits } from '../limits/limiter';
import { parseQuery } from '../validate';
import type { EntryFilters } from './store';

/**
 * GET /api/finance/entries.csv (issue 43 item 7): 'Lançamentos' as a file, with the list's own
 * filters (domain/finance/queries.ts), the LCDPR's columns first (domain/finance/export.ts).
 * The module's access — the owner and a Gerente of a farm with the Financeiro, 'Campo' 403 —
 * and an export's limits: counted with every CSV file of the account and address (decision 058),
 * streamed from the exports' pool within their caps and stall guard (decision 055).
 */
export function financeCsvRoutes(deps: {
  access: Access;
  now: () => Date;
  limits: Limits;
  guard: ExportGuard;
  /** The file's stream (export/store/finance.ts), opened once the download may start. */
  entriesCsv: (farmId: string, filters: EntryFilters) => ReadableStream<Uint8Array>;
}) {
  const { access, now, guard } = deps;
  const manager = access({
    farmPage: true,
    feature: 'finance',
    manager: FINANCE_MANAGER_MESSAGE,
    action: 'read',
  });
  const limited = deps.limits.request('export');

  return new Hono<AccessEnv>().get('/entries.csv', manager, limited, (c) => {
    const filters = parseQuery(c, entriesCsvQuerySchema);
    const farmId = c.get('farm').id;
    return streamedCsv(c, { guard, now }, 'finance-entries', () =>
      deps.entriesCsv(farmId, filters),
    );
  });
}
