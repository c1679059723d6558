import { sql } from 'drizzle-orm';
import type { FarmRole } from '../../../domain/farms';
import type { BrucellosisVaccine, DoseUnit } from '../../../domain/sanitary/constants';
import type { Tx } from '../../farm-records';
import { AppError } from '../../errors';

/* What the sanitary store's files share: who writes, the errors, a product as the writes need it. */

export interface SanitaryWriteContext {
  farmId: string;
  userId: string;
  idempotencyKey: string | null;
  /** São Paulo's today, 'YYYY-MM-DD'. */
  today: string;
  /** Whether the caller sees money ('Campo' does not: its prices are ignored). */
  withMoney: boolean;
  /** The caller's role: 'Campo' undoes only the applications he entered (decision 057). */
  role: FarmRole;
}

export const PRODUCT_NOT_FOUND = 'Produto não encontrado';
export const PROTOCOL_NOT_FOUND = 'Protocolo não encontrado';

export const invalid = (fields: Record<string, string>) =>
  new AppError(400, 'VALIDATION', 'Erro de validação', fields);

export interface ProductFacts {
  withdrawalDays: number;
  doseUnit: DoseUnit;
  pricePerDose: number | null;
  brucellosis: BrucellosisVaccine | null;
  name: string;
}

/** The farm's product `id`, or a 400 on productId ('Produto não encontrado'). */
export async function productOf(tx: Tx, farmId: string, id: string): Promise<ProductFacts> {
  const { rows } = await tx.execute<{
    withdrawal_days: number;
    dose_unit: DoseUnit;
    price_per_dose: string | null;
    brucellosis: BrucellosisVaccine | null;
    name: string;
  }>(sql`
    select withdrawal_days, dose_unit, price_per_dose, brucellosis, name from sanitary_products
    where farm_id = ${farmId} and id = ${id}::uuid
  `);
  const row = rows[0];
  if (!row) throw invalid({ productId: PRODUCT_NOT_FOUND });
  return {
    withdrawalDays: row.withdrawal_days,
    doseUnit: row.dose_unit,
    pricePerDose: row.price_per_dose === null ? null : Number(row.price_per_dose),
    brucellosis: row.brucellosis,
    name: row.name,
  };
}

/**
 * What a request with the context's Idempotency-Key already recorded on the farm (a replay
 * answers it: how many applications and their group), or undefined.
 */
export async function appliedWithKey(tx: Tx, ctx: SanitaryWriteContext) {
  if (!ctx.idempotencyKey) return undefined;
  const { rows } = await tx.execute<{ group_id: string; count: number }>(sql`
    select group_id, count(*)::int as count from sanitary_applications
    where farm_id = ${ctx.farmId} and idempotency_key = ${ctx.idempotencyKey}
    group by group_id limit 1
  `);
  return rows[0] ? { count: rows[0].count, groupId: rows[0].group_id, replay: true } : undefined;
}
