import type { z } from '@hono/zod-openapi';
import type { RecordedEvents } from '../../domain/reproduction/api';
import {
  diagnosisSchemaUntil,
  inseminationSchemaUntil,
  naturalServiceSchemaUntil,
  weaningSchemaUntil,
} from '../../domain/reproduction/schemas';
import type { ReproductionStore, ReproWriteContext } from '../reproduction/store';

/*
 * The reproduction writes of /api/v1 (issue 41 item 10): each validated by the module's own
 * schema (the app's forms') and recorded by the module's store.
 */

/** The last day the documented schemas accept; the handler checks São Paulo's today. */
const LAST_DAY = '2100-12-31';

export interface ReproWrite {
  summary: string;
  description: string;
  body: z.ZodType;
  until: (today: string) => z.ZodType;
  record: (
    store: ReproductionStore,
    ctx: ReproWriteContext,
    data: never,
  ) => Promise<RecordedEvents>;
}

function write<S extends z.ZodType>(
  summary: string,
  description: string,
  until: (today: string) => S,
  record: (
    store: ReproductionStore,
    ctx: ReproWriteContext,
    data: z.output<S>,
  ) => Promise<RecordedEvents>,
): ReproWrite {
  return {
    summary,
    description,
    body: until(LAST_DAY),
    until,
    record: record as ReproWrite['record'],
  };
}

export const REPRO_WRITES: Record<string, ReproWrite> = {
  '/inseminations': write(
    "Record an insemination ('Registrar inseminação') of one female or many",
    "`sire` names a bull of the registry (`bullId`, a male of the farm) or a semen (`semen`, the bull's name: added to the farm's semen list when new). `batchId` ties it to an IATF batch. `cost` (optional, R$ per female, at most 2 decimals, up to 100000) puts the recording's total in the cash book ('Financeiro', account 'Reprodução'), kept in step when a female's record is undone.",
    inseminationSchemaUntil,
    (store, ctx, data) => store.inseminate(ctx, data),
  ),
  '/natural-services': write(
    "Record a natural service or repasse ('Registrar cobertura')",
    'The bull (`bullId` of the registry, or `bullName`) with the females from `startsOn` to `endsOn` (null while he is still in).',
    naturalServiceSchemaUntil,
    (store, ctx, data) => store.cover(ctx, data),
  ),
  '/pregnancy-checks': write(
    "Record a pregnancy check ('Registrar diagnóstico')",
    "`result` pregnant, empty or inconclusive; `gestationDays` (20-300, from ultrasound) only when pregnant. A pregnancy is attributed to the service the days point to and gets its 'Previsão de parto' (read it on the record's `details`).",
    diagnosisSchemaUntil,
    (store, ctx, data) => store.diagnose(ctx, data),
  ),
  '/weanings': write(
    "Record a weaning ('Registrar desmame') of one calf or many",
    "Each calf with its weight (kg); its age and 'Peso ajustado aos 205 dias' are computed from its birth (the calf needs a birth date).",
    weaningSchemaUntil,
    (store, ctx, data) => store.wean(ctx, data),
  ),
};
