import type pg from 'pg';

/*
 * The demo farm's herd registry ('Rebanho', issue 25): one animal per weighed id (BOI-00001…,
 * the weighings' own ids, so each animal's page shows its weighings), in the lot of its
 * weighings, bought on its first weighing's day; about one in six cows with a calf born on the
 * farm in the last two years (BEZ-…, her number); some sold and some dead on their last
 * weighing's day, each with its event. Ages give every category: calves and yearlings from the
 * births, Boi, Vaca and Touro among the bought ones. All in INSERT … SELECT statements, inside
 * the seeder's transaction, after the weighings.
 */

const BREEDS = ['Nelore', 'Nelore', 'Nelore', 'Angus', 'Brahman', 'Senepol', 'Tabapuã', 'Mestiço'];
const CAUSES = ['Doença', 'Acidente', 'Picada de cobra', 'Raio', 'Desconhecida'];

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
  today: string;
}

/** Inserts the run's animals and their events; gives how many animals (calves included). */
export async function insertDemoHerd(c: pg.ClientBase, o: DemoHerdOptions): Promise<number> {
  // The bought animals: born 18 to 40 months before arriving; one male in 25 is a bull.
  const bought = await c.query(
    `insert into animals (farm_id, user_id, tag, sex, breed, birth_date, breeder, lot_id, pasture,
       origin, entry_date, status, exit_date)
     select $1, $2, 'BOI-' || lpad(a::text, $5::int, '0'), sex,
            ($8::text[])[abs(hashtext(a || 'raca')) % cardinality($8::text[]) + 1],
            (arrival - (18 + abs(hashtext(a || 'idade')) % 23) * interval '1 month')::date,
            sex = 'M' and a % 25 = 1, lot,
            'Pasto ' || ((a - $4::int - 1) / $7::int % 12 + 1), 'bought', arrival,
            case when a % 97 = 0 then 'dead' when a % 40 = 0 then 'sold' else 'active' end,
            case when a % 97 = 0 or a % 40 = 0 then s.last_date end
     from generate_series($4::int + 1, $4::int + $3::int) a
     cross join lateral (
       select $6::date + a % 30 as arrival, case when a % 2 = 0 then 'F' else 'M' end as sex,
              ($9::uuid[])[(a - $4::int - 1) / $7::int + 1] as lot
     ) animal
     left join animal_summaries s
       on s.farm_id = $1 and s.animal_id = 'BOI-' || lpad(a::text, $5::int, '0')`,
    [o.farm, o.user, o.animals, o.first, o.width, o.start, o.lotSize, BREEDS, o.lotIds],
  );
  // Calves of one in six active cows, born 20 to 720 days ago, on the farm, beside their mother.
  const calves = await c.query(
    `insert into animals (farm_id, user_id, tag, sex, breed, birth_date, mother_id, father,
       lot_id, pasture, origin, entry_date)
     select m.farm_id, m.user_id, 'BEZ-' || substring(m.tag from 5),
            case when abs(hashtext(m.tag || 'sexo')) % 2 = 0 then 'F' else 'M' end, m.breed,
            born, m.id, 'Touro Nelore PO', m.lot_id, m.pasture, 'born', born
     from animals m
     cross join lateral (select $2::date - (20 + abs(hashtext(m.tag || 'parto')) % 700) as born) b
     where m.farm_id = $1 and m.created_at = now() and m.sex = 'F' and m.status = 'active'
       and abs(hashtext(m.tag || 'cria')) % 6 = 0`,
    [o.farm, o.today],
  );
  await insertDemoEvents(c, o);
  return (bought.rowCount ?? 0) + (calves.rowCount ?? 0);
}

/** Each new animal's entry (purchase or birth), the mothers' calvings, sales and deaths. */
async function insertDemoEvents(c: pg.ClientBase, o: DemoHerdOptions) {
  await c.query(
    `insert into animal_events (farm_id, user_id, animal_id, kind, event_date, group_id, details)
     select a.farm_id, a.user_id, a.id, 'purchase', a.entry_date,
            md5(a.farm_id || coalesce(a.lot_id::text, '') || a.entry_date)::uuid,
            jsonb_build_object('origin', 'bought', 'weight', l.initial_weight, 'priceKind', 'head',
              'price', l.purchase_price, 'value', l.purchase_price,
              'seller', 'Fazenda Santa Rita', 'gta', null, 'note', null)
     from animals a left join lots l on l.farm_id = a.farm_id and l.id = a.lot_id
     where a.farm_id = $1 and a.created_at = now() and a.origin = 'bought'`,
    [o.farm],
  );
  await c.query(
    `insert into animal_events (farm_id, user_id, animal_id, kind, event_date, group_id, details)
     select a.farm_id, a.user_id, e.animal_id, e.kind, a.birth_date, md5(a.id::text)::uuid,
            e.details
     from animals a
     cross join lateral (values
       (a.id, 'birth', jsonb_build_object('origin', 'born',
          'weight', 28 + abs(hashtext(a.tag)) % 10)),
       (a.mother_id, 'calving', jsonb_build_object('calfId', a.id, 'calfTag', a.tag))
     ) as e(animal_id, kind, details)
     where a.farm_id = $1 and a.created_at = now() and a.origin = 'born'`,
    [o.farm],
  );
  await c.query(
    `insert into animal_events (farm_id, user_id, animal_id, kind, event_date, group_id, details)
     select a.farm_id, a.user_id, a.id, case a.status when 'sold' then 'sale' else 'death' end,
            a.exit_date, md5(a.farm_id || a.status || a.exit_date)::uuid,
            case when a.status = 'sold' then jsonb_build_object('weight', s.last_weight,
                   'priceKind', 'arroba', 'price', 310,
                   'value', round(s.last_weight * 310 / 15, 2),
                   'buyer', 'Frigorífico Boi Bom', 'gta', null, 'note', null)
                 else jsonb_build_object('cause',
                   ($2::text[])[abs(hashtext(a.tag)) % cardinality($2::text[]) + 1], 'note', null)
            end
     from animals a
     left join animal_summaries s on s.farm_id = a.farm_id and s.animal_id = a.tag
     where a.farm_id = $1 and a.created_at = now() and a.status in ('sold', 'dead')`,
    [o.farm, CAUSES],
  );
}
