import type { Context } from 'hono';
import type { FarmRole } from '../domain/farms';
import type { AccessEnv } from './access/access';
import { requestIdempotencyKey } from './idempotency';

/** Who writes a farm's record, and when (the reproduction and pastures stores take it). */
export interface RecordWriteContext {
  farmId: string;
  /** Null for an /api/v1 key's write (no person is its author). */
  userId: string | null;
  idempotencyKey: string | null;
  /** São Paulo's today, 'YYYY-MM-DD'. */
  today: string;
  /** 'Campo' undoes only the records he entered (decision 057). */
  role: FarmRole;
}

/** The write context of a signed-in request to a farm's page routes. */
export function writeContextOf(c: Context<AccessEnv>, today: string): RecordWriteContext {
  const farm = c.get('farm');
  return {
    farmId: farm.id,
    userId: c.get('user').id,
    idempotencyKey: requestIdempotencyKey(c),
    today,
    role: farm.role,
  };
}
