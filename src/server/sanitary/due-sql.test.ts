import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, dueDate, dueStatus, priorHistory, type DueRule } from '../../domain/sanitary/due';
import { createTestDatabase } from '../test/test-db';
import { dueProtocols, dueSql } from './store/due';

let database: Awaited<ReturnType<typeof createTestDatabase>>;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.drop());

/** A small deterministic generator, so a failure replays. */
function random(seed: number) {
  let s = seed;
  return () => {
    s = (s * 1103515245 + 12345) % 2147483648;
    return s / 2147483648;
  };
}

describe('the due lists in SQL and dueDate in TypeScript', () => {
  it('agree on every animal and protocol, in both lists, over many cases', async () => {
    const db = database.db;
    const rnd = random(7);
    const pick = <T>(list: readonly T[]) => list[Math.floor(rnd() * list.length)]!;
    const farm = 'farm-due-sql';
    await db.execute(
      sql`insert into users (id, name, email, email_verified) values ('u-due', 'U', 'u-due@x.com', true)`,
    );
    await db.execute(sql`insert into farms (id, name, slug) values (${farm}, 'F', 'f-due')`);
    await db.execute(sql`insert into sanitary_products (id, farm_id, name, type, withdrawal_days, dose_unit)
      values ('00000000-0000-4000-8000-000000000001', ${farm}, 'P', 'Vacina', 0, 'mL')`);
    const product = '00000000-0000-4000-8000-000000000001';
    const rules: Array<DueRule & { id: string; sex: string | null }> = [];
    for (let i = 0; i < 24; i++) {
      const byMonth = rnd() < 0.3;
      const minAge = rnd() < 0.5 ? pick([0, 3, 4, 12]) : null;
      const maxAge = rnd() < 0.4 ? (minAge ?? 0) + pick([2, 5, 24]) : null;
      const firstAt = !byMonth && rnd() < 0.5 ? (minAge ?? pick([2, 4])) : null;
      const rule = {
        id: `00000000-0000-4000-9000-${String(i).padStart(12, '0')}`,
        sex: pick([null, 'M', 'F']),
        minAgeMonths: minAge,
        maxAgeMonths: maxAge !== null && firstAt !== null && firstAt > maxAge ? null : maxAge,
        firstAtAgeMonths: firstAt,
        boosterDays: rnd() < 0.4 ? pick([21, 30]) : null,
        everyDays: !byMonth && (firstAt === null || rnd() < 0.5) ? pick([90, 180, 365]) : null,
        months: byMonth ? pick([[5, 7, 9], [1], [3, 11], [12]]) : null,
        startsOn: pick(['2024-03-10', '2025-01-01', '2025-06-30']),
      };
      rules.push(rule);
      await db.execute(sql`insert into sanitary_protocols (id, farm_id, name, product_id, sex,
        min_age_months, max_age_months, first_at_age_months, booster_days, every_days, months,
        starts_on)
        values (${rule.id}::uuid, ${farm}, ${'R' + i}, ${product}::uuid, ${rule.sex},
          ${rule.minAgeMonths}::int, ${rule.maxAgeMonths}::int, ${rule.firstAtAgeMonths}::int,
          ${rule.boosterDays}::int, ${rule.everyDays}::int,
          ${rule.months ? `{${rule.months.join(',')}}` : null}::int[], ${rule.startsOn}::date)`);
    }
    const animals: Array<{
      id: string;
      sex: string;
      birth: string | null;
      entry: string | null;
      registered: string;
      doses: string[];
      prior: boolean;
    }> = [];
    for (let i = 0; i < 150; i++) {
      const birth = rnd() < 0.9 ? addDays('2023-01-31', Math.floor(rnd() * 1000)) : null;
      const entry = rnd() < 0.3 && birth ? addDays(birth, Math.floor(rnd() * 200)) : null;
      const count = pick([0, 0, 1, 1, 2, 3]);
      const doses: string[] = [];
      for (let d = 0; d < count; d++) doses.push(addDays('2024-06-01', Math.floor(rnd() * 500)));
      doses.sort();
      // Registered some time after its birth (or from 2023), up to after the last 'today'.
      const registered = addDays(birth ?? '2023-01-31', Math.floor(rnd() * 1300));
      const a = {
        id: `00000000-0000-4000-a000-${String(i).padStart(12, '0')}`,
        sex: pick(['M', 'F']),
        birth,
        entry,
        registered,
        doses,
        // The first dose marked 'Antes do cadastro' (decision 063) now and then.
        prior: count > 0 && rnd() < 0.25,
      };
      animals.push(a);
      // The day registered (migration 0024), or for a row made before it the day it was made:
      // noon UTC is that day in São Paulo.
      const byColumn = i % 2 === 0;
      await db.execute(sql`insert into animals (id, farm_id, tag, sex, birth_date, entry_date,
          registered_on, created_at)
        values (${a.id}::uuid, ${farm}, ${'A' + i}, ${a.sex}, ${a.birth}::date, ${a.entry}::date,
          ${byColumn ? registered : null}::date,
          ${byColumn ? '2030-01-01T12:00:00Z' : registered + 'T12:00:00Z'}::timestamptz)`);
      for (const [n, on] of doses.entries()) {
        await db.execute(sql`insert into sanitary_applications (farm_id, animal_id, product_id,
          group_id, applied_on, dose, dose_unit, prior_history)
          values (${farm}, ${a.id}::uuid, ${product}::uuid, gen_random_uuid(), ${on}::date, 1, 'mL',
            ${n === 0 && a.prior})`);
        if (n === 0 && rnd() < 0.1) {
          // An undone dose counts for nothing.
          await db.execute(sql`insert into sanitary_applications (farm_id, animal_id, product_id,
            group_id, applied_on, dose, dose_unit, undone_at)
            values (${farm}, ${a.id}::uuid, ${product}::uuid, gen_random_uuid(), ${on}::date, 1,
              'mL', now())`);
        }
      }
    }
    const protocols = await dueProtocols(db, farm);
    let compared = 0;
    const counts = { overdue: 0, upcoming: 0, prior: 0 };
    for (const today of ['2025-05-31', '2025-09-15', '2026-02-28']) {
      for (const status of ['overdue', 'upcoming', 'prior'] as const) {
        const { rows } = await db.execute<{ animal_id: string; protocol_id: string; due: string }>(
          sql`select animal_id, protocol_id, due::text as due
            from (${dueSql(farm, today, protocols, status)}) d order by 1, 2`,
        );
        const expected: string[] = [];
        for (const a of animals) {
          for (const r of rules) {
            if (r.sex && r.sex !== a.sex) continue;
            const doses = a.doses;
            const facts = {
              birthDate: a.birth,
              entryDate: a.entry,
              doses: doses.length,
              firstOn: doses[0] ?? null,
              lastOn: doses.at(-1) ?? null,
              prior: a.prior,
              registeredOn: a.registered,
            };
            const before = priorHistory(r, facts, today);
            if (before) {
              if (status === 'prior') expected.push(`${a.id} ${r.id} ${before}`);
              continue;
            }
            const due = dueDate(r, facts, today);
            if (due && dueStatus(due, today) === status) expected.push(`${a.id} ${r.id} ${due}`);
          }
        }
        const got = rows.map((r) => `${r.animal_id} ${r.protocol_id} ${r.due}`);
        expect(got.sort(), `${today} ${status}`).toEqual(expected.sort());
        compared += expected.length;
        counts[status] += expected.length;
      }
    }
    expect(compared).toBeGreaterThan(500);
    // Each list was compared on many rows.
    for (const n of Object.values(counts)) expect(n).toBeGreaterThan(50);
  });
});
