import { sql } from 'drizzle-orm';
import type { DiagnosisCsvLine, DiagnosisImportLine } from '../../../domain/import/diagnosis-csv';
import type { Db } from '../../db/client';
import { herdTransaction, type Tx } from '../../farm-records';
import { diagnosisDetails } from './records';
import { writeRecords, type NewRecord } from './writes';
import type { ReproWriteContext } from './shared';

/*
 * The diagnosis file ('Importar diagnósticos', issue 41 item 10): each line of the vet's file
 * judged against the farm (her brinco or EID, a female, exposed in a season on the day, able to
 * have a record then, not already checked that day), then the good ones recorded as the
 * module's own diagnoses (attribution, 'Previsão de parto', her state) in one transaction.
 */

interface Judged extends Record<string, unknown> {
  line: number;
  animal_id: string | null;
  breed: string | null;
  problem: 'unknown' | 'sex' | 'birth' | 'entry' | 'exit' | 'exposed' | null;
  season: string | null;
  recorded: boolean;
}

const REASONS: Record<NonNullable<Judged['problem']>, (tag: string) => string> = {
  unknown: (tag) => `Brinco ${tag} não encontrado no rebanho`,
  sex: (tag) => `O animal ${tag} não é uma fêmea`,
  birth: (tag) => `A data é antes do nascimento do animal ${tag}`,
  entry: (tag) => `A data é antes da entrada do animal ${tag}`,
  exit: (tag) => `O animal ${tag} já tinha saído do rebanho nessa data`,
  exposed: (tag) => `A fêmea ${tag} não está exposta em nenhuma estação nessa data`,
};

export interface JudgedDiagnosis extends DiagnosisImportLine {
  animalId: string | null;
  breed: string | null;
}

/** The file's good lines judged against the farm (one statement), its bad ones as read. */
async function judge(
  tx: Pick<Tx, 'execute'>,
  farmId: string,
  lines: readonly DiagnosisCsvLine[],
): Promise<JudgedDiagnosis[]> {
  const good = lines.flatMap((l) =>
    l.ok ? [{ line: l.line, tag: l.check.tag, date: l.check.date }] : [],
  );
  const { rows } = good.length
    ? await tx.execute<Judged>(sql`
      select v.line, a.id as animal_id, a.breed, case
          when a.id is null then 'unknown'
          when a.sex is distinct from 'F' then 'sex'
          when a.birth_date > v.date then 'birth'
          when a.entry_date > v.date then 'entry'
          when a.status <> 'active' and a.exit_date < v.date then 'exit'
          when x.name is null then 'exposed'
        end as problem, x.name as season,
        exists (select 1 from reproduction_events e
          where e.farm_id = ${farmId} and e.animal_id = a.id and e.kind = 'diagnosis'
            and e.event_date = v.date and e.undone_at is null) as recorded
      from jsonb_to_recordset(${JSON.stringify(good)}::jsonb) as v(line int, tag text, date date)
      left join lateral (
        select id, sex, breed, birth_date, entry_date, status, exit_date from animals
        where farm_id = ${farmId} and status <> 'removed' and (tag = v.tag or eid = v.tag)
        order by status = 'active' desc, tag = v.tag desc, created_at desc limit 1
      ) a on true
      left join lateral (
        select s.name from season_exposures x
        join breeding_seasons s on s.farm_id = x.farm_id and s.id = x.season_id
        where x.farm_id = ${farmId} and x.animal_id = a.id and s.starts_on <= v.date
        order by s.starts_on desc limit 1
      ) x on true`)
    : { rows: [] as Judged[] };
  const byLine = new Map(rows.map((r) => [r.line, r]));
  const seen = new Map<string, number>();
  return lines.map((l): JudgedDiagnosis => {
    if (!l.ok) {
      return {
        line: l.line,
        tag: l.tag,
        result: null,
        date: null,
        gestationDays: null,
        season: null,
        status: 'invalid',
        reason: l.reason,
        animalId: null,
        breed: null,
      };
    }
    const r = byLine.get(l.line)!;
    const base = {
      line: l.line,
      ...l.check,
      season: r.season,
      animalId: r.animal_id,
      breed: r.breed,
    };
    if (r.problem) return { ...base, status: 'invalid', reason: REASONS[r.problem](l.check.tag) };
    // A brinco and an EID of the same female on two lines: the later one is left out.
    const same = seen.get(r.animal_id!);
    if (same !== undefined) {
      return { ...base, status: 'invalid', reason: `Fêmea repetida no arquivo (linha ${same})` };
    }
    seen.set(r.animal_id!, l.line);
    return { ...base, status: r.recorded ? 'existing' : 'new' };
  });
}

export function diagnosisImport(db: Db) {
  return {
    /** The preview: every line judged, nothing written. */
    previewDiagnoses: (farmId: string, lines: readonly DiagnosisCsvLine[]) =>
      judge(db, farmId, lines),

    /**
     * The import: the lines judged again under the farm's herd lock; with an error and not
     * `skipInvalid`, nothing is written (`refused`). Once per Idempotency-Key: a replay writes
     * nothing and answers what the first import made.
     */
    importDiagnoses: (
      ctx: ReproWriteContext,
      lines: readonly DiagnosisCsvLine[],
      skipInvalid: boolean,
    ) =>
      herdTransaction(db, [ctx.farmId], async (tx) => {
        if (ctx.idempotencyKey) {
          const { rows } = await tx.execute<{ count: number }>(sql`
            select count(*)::int as count from reproduction_events
            where farm_id = ${ctx.farmId} and idempotency_key = ${ctx.idempotencyKey}`);
          if (rows[0]!.count > 0) {
            return { lines: [], created: rows[0]!.count, refused: false, replayed: true };
          }
        }
        const judged = await judge(tx, ctx.farmId, lines);
        const refused = !skipInvalid && judged.some((l) => l.status === 'invalid');
        const fresh = judged.filter((l) => l.status === 'new');
        if (refused || fresh.length === 0) {
          return { lines: judged, created: 0, refused, replayed: false };
        }
        const byDate = new Map<string, NewRecord[]>();
        for (const l of fresh) {
          const check = {
            animalId: l.animalId!,
            date: l.date!,
            result: l.result!,
            gestationDays: l.gestationDays,
          };
          const details = await diagnosisDetails(tx, ctx.farmId, l.breed, check);
          const list = byDate.get(check.date) ?? [];
          if (list.length === 0) byDate.set(check.date, list);
          list.push({ animalId: check.animalId, details });
        }
        let created = 0;
        for (const [date, records] of byDate) {
          created += (await writeRecords(tx, ctx, 'diagnosis', date, records)).count;
        }
        return { lines: judged, created, refused: false, replayed: false };
      }),
  };
}
