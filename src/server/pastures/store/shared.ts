import { sql, type SQL } from 'drizzle-orm';
import { DEFAULT_TYPICAL_WEIGHTS, ROTATIONAL_HEIGHTS } from '../../../domain/pastures/constants';
import { AppError } from '../../errors';

/* What the pastures store's files share: who writes, the errors, the farm's typical weights. */

import type { RecordWriteContext } from '../../write-context';
export type PastureWriteContext = RecordWriteContext;

export const PADDOCK_NOT_FOUND = 'Pasto não encontrado';
export const MOVE_NOT_FOUND = 'Movimentação não encontrada';
export const NAME_TAKEN = 'Já existe um pasto com esse nome';

export const invalid = (fields: Record<string, string>) =>
  new AppError(400, 'VALIDATION', 'Erro de validação', fields);
export const notFound = (message: string) => new AppError(404, 'NOT_FOUND', message);
export const conflict = (message: string) => new AppError(409, 'CONFLICT', message);

/** The farm's typical weights (kg per category): its settings over the defaults, as jsonb. */
export const typicalWeightsSql = (farmId: string): SQL => sql`(
  select ${JSON.stringify(DEFAULT_TYPICAL_WEIGHTS)}::jsonb || coalesce(
    (select typical_weights from pasture_settings where farm_id = ${farmId}), '{}'::jsonb))`;

/** The grasses' entry heights (cm) for rotational grazing, as jsonb. */
export const entryHeightsSql = (): SQL =>
  sql`${JSON.stringify(
    Object.fromEntries(Object.entries(ROTATIONAL_HEIGHTS).map(([k, v]) => [k, v!.entry])),
  )}::jsonb`;
