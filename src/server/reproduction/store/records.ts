import { sql } from 'drizzle-orm';
import { mayUndo, undoForbiddenMessage } from '../../../domain/farms';
import type { RecordedEvents } from '../../../domain/reproduction/api';
import {
  attributeService,
  expectedCalving,
  type Service,
} from '../../../domain/reproduction/calving';
import type {
  AbortionData,
  DiagnosisData,
  InseminationData,
  NaturalServiceData,
  WeaningData,
} from '../../../domain/reproduction/schemas';
import { carriesMoney, type ReproDetails } from '../../../domain/reproduction/summary';
import { weaningFigures } from '../../../domain/reproduction/weaning';
import { addDays } from '../../../domain/sanitary/due';
import type { Db } from '../../db/client';
import { herdTransaction, type Tx } from '../../farm-records';
import { AppError } from '../../errors';
import { semenNamed } from './catalog';
import { animalsFor, refreshSeasons, writeRecords } from './writes';
import {
  invalid,
  notFound,
  recordedWithKey,
  RECORD_NOT_FOUND,
  type ReproWriteContext,
} from './shared';

/* The module's records: services, checks, abortions, weanings, and their undoing (decision 067). */

type Result = RecordedEvents;

/** A bull of the registry named in a service: the farm's male, by its brinco (and name). */
async function bullOf(tx: Tx, farmId: string, id: string, field: string) {
  const { rows } = await tx.execute<{ tag: string; name: string | null; sex: string | null }>(sql`
    select tag, name, sex from animals
    where farm_id = ${farmId} and id = ${id}::uuid and status <> 'removed'`);
  const bull = rows[0];
  if (!bull) throw invalid({ [field]: 'Touro não encontrado' });
  if (bull.sex === 'F') throw invalid({ [field]: `O animal ${bull.tag} não é um touro` });
  return bull.name ? `${bull.tag} (${bull.name})` : bull.tag;
}

/** Her services (not undone) in the 300 days before a check: what a pregnancy may come from. */
async function servicesBefore(tx: Tx, farmId: string, animalId: string, date: string) {
  const { rows } = await tx.execute<{
    id: string;
    kind: Service['kind'];
    date: string;
    ends_on: string | null;
  }>(sql`
    select id, kind, event_date::text as date, details ->> 'endsOn' as ends_on
    from reproduction_events
    where farm_id = ${farmId} and animal_id = ${animalId}::uuid and undone_at is null
      and kind in ('insemination', 'natural_service')
      and event_date between ${addDays(date, -300)}::date and ${date}::date`);
  return rows.map((r): Service => ({ id: r.id, kind: r.kind, date: r.date, endsOn: r.ends_on }));
}

/** A batch's females without an insemination of that batch not undone (400 when none is left). */
async function batchToInseminate(tx: Tx, ctx: ReproWriteContext, input: InseminationData) {
  const { rows } = await tx.execute<{ animal_id: string }>(sql`
    select b.animal_id from iatf_batch_animals b
    where b.farm_id = ${ctx.farmId} and b.batch_id = ${input.batchId}::uuid
      and not exists (
        select 1 from reproduction_events e
        where e.farm_id = b.farm_id and e.batch_id = b.batch_id and e.animal_id = b.animal_id
          and e.kind = 'insemination' and e.undone_at is null)
    order by b.animal_id`);
  if (rows.length === 0)
    throw invalid({ animalIds: 'Todas as fêmeas deste lote de IATF já foram inseminadas' });
  return rows.map((r) => r.animal_id);
}

/**
 * What a diagnosis keeps: a pregnancy the service it is attributed to and its 'Previsão de
 * parto' (also on her exposure, with the season's state); the diagnosis import shares it.
 */
export async function diagnosisDetails(
  tx: Tx,
  farmId: string,
  breed: string | null,
  input: Pick<DiagnosisData, 'animalId' | 'date' | 'result' | 'gestationDays'>,
) {
  let attributed: Service | null = null;
  if (input.result === 'pregnant') {
    const services = await servicesBefore(tx, farmId, input.animalId, input.date);
    attributed = attributeService(services, input.date, input.gestationDays);
  }
  const forecast =
    attributed && expectedCalving(attributed, breed, input.date, input.gestationDays);
  return {
    result: input.result,
    gestationDays: input.gestationDays,
    serviceId: attributed?.id ?? null,
    expectedFrom: forecast?.from ?? null,
    expectedTo: forecast?.to ?? null,
  };
}

export function recordWrites(db: Db) {
  /** Once per Idempotency-Key, under the farm's herd lock. */
  const once = (ctx: ReproWriteContext, write: (tx: Tx) => Promise<Result>) =>
    herdTransaction(db, [ctx.farmId], async (tx) => (await recordedWithKey(tx, ctx)) ?? write(tx));
  const done = (w: { groupId: string; count: number }): Result => ({
    groupId: w.groupId,
    count: w.count,
    replayed: false,
  });

  return {
    /** 'Registrar inseminação': a semen not on the list is added to it. */
    inseminate: (ctx: ReproWriteContext, input: InseminationData) =>
      once(ctx, async (tx) => {
        if (input.batchId) {
          const { rows } = await tx.execute(sql`select 1 from iatf_batches
            where farm_id = ${ctx.farmId} and id = ${input.batchId}::uuid`);
          if (!rows[0]) throw invalid({ batchId: 'Lote de IATF não encontrado' });
        }
        // A whole batch at once: its females not yet inseminated in it (none left: said so).
        const animalIds =
          input.animalIds.length > 0 ? input.animalIds : await batchToInseminate(tx, ctx, input);
        await animalsFor(tx, ctx, animalIds, input.date, {
          females: true,
          field: 'animalIds',
        });
        const semen = input.sire.semen ? await semenNamed(tx, ctx, input.sire.semen) : null;
        const sire = semen
          ? semen.bull
          : await bullOf(tx, ctx.farmId, input.sire.bullId!, 'sire.bullId');
        const details = {
          sire,
          semenId: semen?.id ?? null,
          bullId: input.sire.bullId,
          inseminator: input.inseminator,
          // 'Custo por animal (R$)': in the book by migration 0035's trigger ('Reprodução').
          ...(input.cost !== null ? { cost: input.cost } : {}),
        };
        const records = animalIds.map((animalId) => ({ animalId, details }));
        return done(
          await writeRecords(tx, ctx, 'insemination', input.date, records, input.batchId),
        );
      }),

    /** 'Registrar cobertura': the bull in from 'Início' to 'Fim' (or still in). */
    cover: (ctx: ReproWriteContext, input: NaturalServiceData) =>
      once(ctx, async (tx) => {
        await animalsFor(tx, ctx, input.animalIds, input.startsOn, {
          females: true,
          field: 'animalIds',
        });
        const sire = input.bullId
          ? await bullOf(tx, ctx.farmId, input.bullId, 'bullId')
          : input.bullName!;
        const details = { sire, bullId: input.bullId, endsOn: input.endsOn };
        const records = input.animalIds.map((animalId) => ({ animalId, details }));
        return done(await writeRecords(tx, ctx, 'natural_service', input.startsOn, records));
      }),

    /**
     * 'Registrar diagnóstico': a pregnancy stores the service it is attributed to and its
     * 'Previsão de parto' (also on her exposure, with the season's state).
     */
    diagnose: (ctx: ReproWriteContext, input: DiagnosisData) =>
      once(ctx, async (tx) => {
        const [female] = await animalsFor(tx, ctx, [input.animalId], input.date, {
          females: true,
          field: 'animalId',
        });
        const details = await diagnosisDetails(tx, ctx.farmId, female!.breed, input);
        return done(
          await writeRecords(tx, ctx, 'diagnosis', input.date, [
            { animalId: input.animalId, details },
          ]),
        );
      }),

    /** 'Registrar aborto': she is 'Vazia' again. */
    abort: (ctx: ReproWriteContext, input: AbortionData) =>
      once(ctx, async (tx) => {
        await animalsFor(tx, ctx, [input.animalId], input.date, {
          females: true,
          field: 'animalId',
        });
        const details = { notes: input.notes };
        return done(
          await writeRecords(tx, ctx, 'abortion', input.date, [
            { animalId: input.animalId, details },
          ]),
        );
      }),

    /**
     * 'Registrar desmame': per calf its weight, age in days, P205 (null outside 160–250 days) and
     * whether the birth weight was assumed (none on its birth record).
     */
    wean: (ctx: ReproWriteContext, input: WeaningData) =>
      once(ctx, async (tx) => {
        const ids = input.calves.map((c) => c.animalId);
        const calves = await animalsFor(tx, ctx, ids, input.date, {
          females: false,
          field: 'calves',
        });
        const noBirth = calves.find((c) => !c.birth_date);
        if (noBirth) {
          throw invalid({ calves: `O animal ${noBirth.tag} não tem data de nascimento` });
        }
        const { rows: births } = await tx.execute<{ animal_id: string; weight: string | null }>(sql`
          select distinct on (animal_id) animal_id, details ->> 'weight' as weight
          from animal_events
          where farm_id = ${ctx.farmId} and animal_id = any(${sql.param(ids)}::uuid[])
            and kind = 'birth' and undone_at is null
          order by animal_id, event_date desc`);
        const birthWeight = new Map(births.map((b) => [b.animal_id, b.weight]));
        const byId = new Map(calves.map((c) => [c.id, c]));
        const records = input.calves.map((c) => {
          const calf = byId.get(c.animalId)!;
          const weight = birthWeight.get(c.animalId);
          const figures = weaningFigures({
            weight: c.weight,
            date: input.date,
            birthDate: calf.birth_date!,
            birthWeight: weight ? Number(weight) : null,
            sex: calf.sex === 'M' || calf.sex === 'F' ? calf.sex : null,
          });
          return { animalId: c.animalId, details: { weight: c.weight, ...figures } };
        });
        return done(await writeRecords(tx, ctx, 'weaning', input.date, records));
      }),

    /**
     * Undoes a record entered by mistake, with the reason: by its author, the owner or a Gerente
     * (403 otherwise, decision 057; 'Campo' never one with a cost, as a priced sale). Her
     * season's state is recomputed, the book's entry of a costed service follows (0035's
     * trigger); a repeat changes nothing.
     */
    undo: (ctx: ReproWriteContext, id: string, reason: string) =>
      herdTransaction(db, [ctx.farmId], async (tx) => {
        const { rows } = await tx.execute<{
          user_id: string | null;
          undone: boolean;
          animal_id: string;
          season_id: string | null;
          details: ReproDetails;
        }>(sql`
          select user_id, undone_at is not null as undone, animal_id, season_id, details
          from reproduction_events where farm_id = ${ctx.farmId} and id = ${id}::uuid`);
        const row = rows[0];
        if (!row) throw notFound(RECORD_NOT_FOUND);
        if (
          !mayUndo(ctx.role, ctx.userId ?? '', {
            authorId: row.user_id,
            priced: carriesMoney(row.details),
          })
        ) {
          throw new AppError(403, 'ROLE_FORBIDDEN', undoForbiddenMessage(ctx.role));
        }
        if (row.undone) return;
        await tx.execute(sql`
          update reproduction_events set undone_at = now(), undo_reason = ${reason},
            undone_by = ${ctx.userId}
          where farm_id = ${ctx.farmId} and id = ${id}::uuid`);
        await refreshSeasons(tx, ctx.farmId, [row]);
      }),
  };
}
