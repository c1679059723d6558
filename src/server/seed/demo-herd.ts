import type pg from 'pg';

/*
 * The demo farm's herd registry ('Rebanho', issue 25): a cow-calf and fattening ranch. One animal
 * per weighed id — brincos are the ranch's own numbers ('00001'…, the weighings' ids, so each
 * animal's page shows its weighings), bought on its first weighing's day into the lot of its
 * weighings. By its number: 40 % cows bought at 30–72 months (many already pregnant), 15 %
 * weaned heifers bought at 7–12 months, the rest males bought at 7–20 months for fattening, of
 * which one in 60 of the herd is a bull (breeder). About one steer in five was sold finished and
 * one animal in 97 died, on their last weighing's day. The cows calve on the farm every 13–18
 * months (about 85 % of the chances; a heifer first at 24–31 months of age): each calf's brinco is
 * its birth year and its mother's number ('25-00042'), unique since a cow calves at most once a
 * year. Half the male calves and a third of the female ones are sold at weaning (7–9 months);
 * one in 40 dies young. So the herd spans every GTA age band and category. All in INSERT …
 * SELECT statements, inside the seeder's transaction, after the weighings. Their paddock ('Pasto')
 * comes after, with their stays (demo-pastures.ts).
 */

/** The allowed breeds (src/domain/herd/constants.ts), Nelore the most common, as in Brazil. */
const BREEDS = ['Nelore', 'Nelore', 'Nelore', 'Nelore', 'Angus', 'Brahman', 'Senepol', 'Tabapuã'];
const CAUSES = ['Doença', 'Acidente', 'Picada de cobra', 'Raio', 'Predador', 'Desconhecida'];

export interface DemoHerdOptions {
  farm: string;
  user: string;
  lotIds: string[];
  lotSize: number;
  /** The numbers of this run's animals: first + 1 to first + animals; `width` digits. */
  first: number;
  animals: number;
  width: number;
  /** 'YYYY-MM-DD' of the first possible arrival (the weighings' start). */
  start: string;
  /** Days from an animal's arrival (its first weighing) to its last weighing. */
  lastWeighingDay: number;
  today: string;
}

/** The brinco of the weighed animal number `a` (SQL, over `width` = $5 digits). */
export const demoTagSql = (a: string, width: string) => `lpad(${a}::text, ${width}::int, '0')`;

/** Inserts the run's animals and their events; gives how many animals (calves included). */
export async function insertDemoHerd(c: pg.ClientBase, o: DemoHerdOptions): Promise<number> {
  // Each statement inserts animals and, from what it returned, their entry events.
  const bought = await c.query(
    `with bought as (
       insert into animals (farm_id, user_id, tag, sex, breed, birth_date, breeder, lot_id,
         origin, entry_date, status, exit_date, registered_on)
       select $1, $2, tag, sex, ($8::text[])[h % cardinality($8::text[]) + 1],
              (arrival - months * interval '1 month')::date, breeder, lot,
              'bought', arrival,
              case when a % 97 = 0 then 'dead' when sold then 'sold' else 'active' end,
              case when a % 97 = 0 or sold then arrival + $10::int end,
              -- A ranch that keeps its records registers an animal as it arrives (decision 063).
              arrival
       from generate_series($4::int + 1, $4::int + $3::int) a
       cross join lateral (
         select ${demoTagSql('a', '$5')} as tag, $6::date + a % 30 as arrival, a % 20 as k,
                a % 60 = 59 as breeder, abs(hashtext(a || 'idade')) as h,
                ($9::uuid[])[(a - $4::int - 1) / $7::int + 1] as lot
       ) animal
       cross join lateral (
         select case when k < 11 then 'F' else 'M' end as sex,
                case when k < 8 then 30 + h % 43
                     when k < 11 then 7 + h % 6
                     when breeder then 24 + h % 37
                     else 7 + h % 14 end as months,
                k >= 11 and not breeder and (a / 20) % 5 = 2 as sold
       ) kind
       returning farm_id, user_id, id, lot_id, entry_date
     )
     insert into animal_events (farm_id, user_id, animal_id, kind, event_date, group_id, details)
     select a.farm_id, a.user_id, a.id, 'purchase', a.entry_date,
            md5(a.farm_id || coalesce(a.lot_id::text, '') || a.entry_date)::uuid,
            jsonb_build_object('origin', 'bought', 'weight', l.initial_weight, 'priceKind', 'head',
              'price', l.purchase_price, 'value', l.purchase_price,
              'seller', 'Fazenda Santa Rita', 'gta', null, 'note', null)
     from bought a left join lots l on l.farm_id = a.farm_id and l.id = a.lot_id`,
    [
      o.farm,
      o.user,
      o.animals,
      o.first,
      o.width,
      o.start,
      o.lotSize,
      BREEDS,
      o.lotIds,
      o.lastWeighingDay,
    ],
  );
  const calves = await insertDemoCalves(c, o);
  await insertDemoExits(c, o);
  return (bought.rowCount ?? 0) + calves;
}

/**
 * Up to three calvings per cow of the run: the first 20–300 days after a cow's arrival, or at
 * 24–31 months of age for a heifer; then every 395–540 days (±10), skipped for about 15 %
 * (an open year), never after today less a week or the mother's exit.
 */
async function insertDemoCalves(c: pg.ClientBase, o: DemoHerdOptions) {
  const { rows } = await c.query<{ calves: number }>(
    `with calves as (
     insert into animals (farm_id, user_id, tag, sex, breed, birth_date, mother_id, father,
       lot_id, origin, entry_date, status, exit_date, registered_on)
     select m.farm_id, m.user_id, to_char(born, 'YY') || '-' || m.tag, calf_sex,
            case when cross_bred then 'Mestiço' else m.breed end, born, m.id,
            case when cross_bred then 'Sêmen Angus (IATF)' else 'Touro ' || m.breed || ' PO' end,
            case when weaned then null else m.lot_id end,
            'born', born,
            case when died then 'dead' when sold then 'sold' else 'active' end,
            case when died then born + h % 90 when sold then born + 210 + h % 60 end, born
     from animals m
     cross join lateral (
       select case when m.birth_date > m.entry_date - interval '24 months'
                   then m.birth_date + 730 + abs(hashtext(m.tag || 'novilha')) % 220
                   else m.entry_date + 20 + abs(hashtext(m.tag || 'prenhe')) % 280 end as first,
              395 + abs(hashtext(m.tag || 'iep')) % 146 as iep
     ) cow
     cross join generate_series(0, 2) n
     cross join lateral (
       select cow.first + n * cow.iep + abs(hashtext(m.tag || n || 'dia')) % 21 - 10 as born,
              abs(hashtext(m.tag || n || 'cria')) as h
     ) birth
     cross join lateral (
       select case when h % 2 = 0 then 'F' else 'M' end as calf_sex, h % 5 = 1 as cross_bred,
              born <= $2::date - 240 as weaned
     ) calf
     cross join lateral (
       select h % 40 = 3 and born + h % 90 <= $2::date as died,
              weaned and h % 40 <> 3 and h % (case when calf_sex = 'M' then 2 else 3 end) = 0
                and born + 210 + h % 60 <= $2::date as sold
     ) fate
     where m.farm_id = $1 and m.created_at = now() and m.sex = 'F'
       and born <= least($2::date - 7, coalesce(m.exit_date, $2::date))
       and abs(hashtext(m.tag || n || 'prenhez')) % 100 < 85
     returning farm_id, user_id, id, tag, mother_id, birth_date
     ), events as (
       insert into animal_events (farm_id, user_id, animal_id, kind, event_date, group_id,
         details)
       select a.farm_id, a.user_id, e.animal_id, e.kind, a.birth_date, md5(a.id::text)::uuid,
              e.details
       from calves a
       cross join lateral (values
         (a.id, 'birth', jsonb_build_object('origin', 'born',
            'weight', 28 + abs(hashtext(a.tag)) % 10)),
         (a.mother_id, 'calving', jsonb_build_object('calfId', a.id, 'calfTag', a.tag))
       ) as e(animal_id, kind, details)
     )
     select count(*)::int as calves from calves`,
    [o.farm, o.today],
  );
  return rows[0]!.calves;
}

/** The sales and deaths of the run's animals, bought or born. */
async function insertDemoExits(c: pg.ClientBase, o: DemoHerdOptions) {
  // Finished steers by the arroba of carcass at their last weight and 52 % (decision 060); weaned
  // calves by the head.
  await c.query(
    `insert into animal_events (farm_id, user_id, animal_id, kind, event_date, group_id, details)
     select a.farm_id, a.user_id, a.id, case a.status when 'sold' then 'sale' else 'death' end,
            a.exit_date, md5(a.farm_id || a.status || a.origin || a.exit_date)::uuid,
            case when a.status = 'dead' then jsonb_build_object('cause',
                   ($2::text[])[abs(hashtext(a.tag)) % cardinality($2::text[]) + 1], 'note', null)
                 when a.origin = 'born' then jsonb_build_object(
                   'weight', 170 + abs(hashtext(a.tag || 'desmama')) % 60, 'priceKind', 'head',
                   'price', 2300, 'value', 2300, 'buyer', 'Recria Boa Vista', 'gta', null,
                   'note', null)
                 else jsonb_build_object('weight', s.last_weight,
                   'priceKind', 'arroba', 'price', 310, 'carcassYield', 52,
                   'value', round(s.last_weight * 52 / 100 / 15 * 310, 2),
                   'buyer', 'Frigorífico Boi Bom', 'gta', null, 'note', null)
            end
     from animals a
     -- A subquery, not a join: one probe of the summaries' key per animal that left. The
     -- planner knows nothing yet of this farm's rows; joined, it once scanned all the farm's
     -- summaries for each of them (90 s on a database that held another demo farm).
     cross join lateral (
       select (select last_weight from animal_summaries s
               where s.farm_id = $1 and s.animal_id = a.tag) as last_weight
     ) s
     where a.farm_id = $1 and a.created_at = now() and a.status in ('sold', 'dead')`,
    [o.farm, CAUSES],
  );
}
