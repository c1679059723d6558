import { describe, expect, it } from 'vitest';
import { databaseBeforeMigration } from '../test/migration-fixture';

/*
 * Migration 0020: farm_herd_heads holds, per farm, the active animals of known sex (the
 * dashboard's herd, decision 042) — counted from the animals already there, then moved by the
 * triggers on animals by each statement's difference, so it always equals the count.
 */

const { q, farmOf, migrate } = databaseBeforeMigration(19);

/** Registers `tags` on `farm`, all with the same sex and status. */
async function animals(farm: string, tags: string[], sex: string | null, status = 'active') {
  await q(
    `insert into animals (farm_id, tag, sex, status, entry_date)
     select $1, t, $3, $4, '2024-01-01' from unnest($2::text[]) t`,
    [farm, tags, sex, status],
  );
}

/** Per farm, the kept heads and the count they stand for. */
async function heads() {
  const { rows } = await q<{ farm_id: string; kept: number; counted: number }>(
    `select f.id as farm_id, coalesce(h.heads, 0) as kept,
            (select count(*)::int from animals a
             where a.farm_id = f.id and a.status = 'active' and a.sex is not null) as counted
     from farms f left join farm_herd_heads h on h.farm_id = f.id order by f.id`,
  );
  return rows;
}

describe('migration 0020 (farm herd heads)', () => {
  let ana: string;
  let bia: string;

  it('counts the active animals of known sex already registered', async () => {
    ana = await farmOf('u-ana');
    bia = await farmOf('u-bia');
    await animals(ana, ['A1', 'A2', 'A3'], 'F');
    await animals(ana, ['A4'], null); // registered from its weighings: sex unknown
    await animals(ana, ['A5'], 'M', 'sold');
    await animals(bia, ['B1'], 'M');

    await migrate();

    const byFarm = new Map((await heads()).map((r) => [r.farm_id, r]));
    expect(byFarm.get(ana)).toMatchObject({ kept: 3, counted: 3 });
    expect(byFarm.get(bia)).toMatchObject({ kept: 1, counted: 1 });
  });

  it('follows every insert, update and delete, and forgets a deleted farm', async () => {
    await animals(ana, ['A6', 'A7'], 'M');
    await animals(bia, ['B2'], 'F', 'dead');
    await q(`update animals set sex = 'F' where farm_id = $1 and tag = 'A4'`, [ana]);
    await q(`update animals set status = 'sold' where farm_id = $1 and tag in ('A1', 'A6')`, [ana]);
    await q(`update animals set status = 'active' where farm_id = $1 and tag = 'A5'`, [ana]);
    await q(`update animals set name = 'Mimosa' where farm_id = $1`, [ana]);
    await q(`delete from animals where farm_id = $1 and tag = 'A2'`, [ana]);
    await q(`update animals set status = 'active' where farm_id = $1`, [bia]);

    const rows = await heads();
    for (const r of rows) expect(r.kept).toBe(r.counted);
    expect(rows.find((r) => r.farm_id === ana)).toMatchObject({ kept: 4 });
    expect(rows.find((r) => r.farm_id === bia)).toMatchObject({ kept: 2 });

    await q(`delete from farms where id = $1`, [bia]);
    const { rows: left } = await q(`select farm_id from farm_herd_heads`);
    expect(left).toEqual([{ farm_id: ana }]);
  });
});
