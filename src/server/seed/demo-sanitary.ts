import type pg from 'pg';
import { insertSuggestionsOn } from '../sanitary/store/catalog';

/*
 * The demo farm's sanitary records ('Sanidade', issue 26): the suggested products and protocols,
 * then what a ranch that keeps its calendar has given — B19 to most heifers at 4 months, the
 * clostridial vaccine at 4 months with its booster and yearly doses to most animals, the
 * ivermectin of last September's worming to part of the herd — so the due lists hold a mix of
 * 'Atrasadas', 'Próximos 30 dias' and nothing due. INSERT … SELECT, inside the seeder's
 * transaction, after the herd registry.
 */

export interface DemoSanitaryOptions {
  farm: string;
  user: string;
  /** 'YYYY-MM-DD'. */
  today: string;
}

/** Gives how many applications it recorded. */
export async function insertDemoSanitary(c: pg.ClientBase, o: DemoSanitaryOptions) {
  await insertSuggestionsOn(c, o.farm, o.today);
  const product = async (key: string) =>
    (
      await c.query<{ id: string }>(
        'select id from sanitary_products where farm_id = $1 and suggestion = $2',
        [o.farm, key],
      )
    ).rows[0]!.id;
  const [b19, clostridial, ivermectin] = [
    await product('b19'),
    await product('clostridial'),
    await product('ivermectin'),
  ];
  // One statement per kind: the trigger recomputes the doses and withdrawals once each.
  const insert = (select: string, params: unknown[]) =>
    c.query(
      `insert into sanitary_applications (farm_id, user_id, animal_id, product_id, group_id,
         applied_on, dose, dose_unit, applied_by, veterinarian, withdrawal_until)
       ${select}`,
      params,
    );
  let made = 0;
  // B19: four in five heifers, at 4 months, when they were already on the farm.
  made += (
    await insert(
      `select a.farm_id, $2, a.id, $3::uuid, gen_random_uuid(), d, 2, 'mL', 'Vaqueiro',
         'Dra. Helena Prado, CRMV-MS 4521', null
       from animals a cross join lateral (select (a.birth_date + interval '4 months')::date d) x
       where a.farm_id = $1 and a.sex = 'F' and a.status <> 'removed' and d <= $4::date
         and d >= coalesce(a.entry_date, a.birth_date) and abs(hashtext(a.tag || 'b19')) % 5 <> 0`,
      [o.farm, o.user, b19, o.today],
    )
  ).rowCount!;
  // Clostridioses: seven in ten, first dose at 4 months (or on arrival), booster 30 days later.
  for (const [offset, key] of [
    [0, 'c1'],
    [30, 'c2'],
  ] as const) {
    made += (
      await insert(
        `select a.farm_id, $2, a.id, $3::uuid, gen_random_uuid(), d, 5, 'mL', 'Vaqueiro', null,
           (d + 21)
         from animals a cross join lateral (
           select (greatest((a.birth_date + interval '4 months')::date, a.entry_date) + $5::int) d
         ) x
         where a.farm_id = $1 and a.status = 'active' and a.birth_date is not null
           and d <= $4::date and abs(hashtext(a.tag || 'clostridioses')) % 10 < 7
           and ($5::int = 0 or abs(hashtext(a.tag || $6)) % 10 < 9)`,
        [o.farm, o.user, clostridial, o.today, offset, key],
      )
    ).rowCount!;
  }
  // The summaries were filled inside this transaction: without statistics the planner took them
  // for empty and joined them in a nested loop (over 15 minutes at 20,000 animals on a loaded
  // machine); ANALYZE sees the transaction's own rows.
  await c.query('analyze sanitary_dose_summaries');
  // The yearly clostridial dose: most animals whose last one is over 11 months old got it lately.
  made += (
    await insert(
      `select a.farm_id, $2, a.id, $3::uuid, gen_random_uuid(),
         $4::date - abs(hashtext(a.tag || 'anual')) % 300, 5, 'mL', 'Vaqueiro', null,
         ($4::date - abs(hashtext(a.tag || 'anual')) % 300 + 21)
       from animals a
       join sanitary_dose_summaries s on s.farm_id = a.farm_id and s.animal_id = a.id
         and s.product_id = $3::uuid
       where a.farm_id = $1 and a.status = 'active' and s.last_on < $4::date - 330
         and abs(hashtext(a.tag || 'anual')) % 20 < 17`,
      [o.farm, o.user, clostridial, o.today],
    )
  ).rowCount!;
  // Last September's worming: six in ten of the active herd, 1 mL per 50 kg (about 8 mL).
  const september = `${Number(o.today.slice(0, 4)) - (o.today.slice(5, 7) < '09' ? 1 : 0)}-09-10`;
  made += (
    await insert(
      `select a.farm_id, $2, a.id, $3::uuid, gen_random_uuid(), $4::date, 8, 'mL', 'Vaqueiro',
         null, ($4::date + 35)
       from animals a
       where a.farm_id = $1 and a.status = 'active' and coalesce(a.entry_date, a.birth_date) <= $4::date
         and abs(hashtext(a.tag || 'ivermectina')) % 10 < 6`,
      [o.farm, o.user, ivermectin, september],
    )
  ).rowCount!;
  return made;
}
