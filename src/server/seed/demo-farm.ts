import type pg from 'pg';
import { insertDemoFinance } from './demo-finance';
import { demoTagSql, insertDemoHerd } from './demo-herd';
import { insertDemoPastures, type DemoPasturesSummary } from './demo-pastures';
import { insertMonthsAndYears, insertPlansAndMargins } from './demo-records';
import { insertDemoReproduction } from './demo-reproduction';
import { insertDemoSanitary } from './demo-sanitary';

/*
 * Demo data for any size (issue 24, decision 030): one farm of an existing account filled with
 * plausible records — herd categories, lots, weighings over two years with realistic gains,
 * monthly controls, annual results, plans and saved margins; the herd registry, its sanitary and
 * breeding records, its paddocks and its cash book (demo-herd.ts, demo-sanitary.ts,
 * demo-reproduction.ts, demo-pastures.ts, demo-finance.ts). The weighings are generated inside
 * PostgreSQL (one INSERT ... SELECT over generate_series), so 20,000 animals × 10 weighings take
 * seconds, not minutes. Used by `npm run seed:demo`, bench:bigfarm and bench:dashboard.
 */

export interface DemoOptions {
  /** The account's e-mail (any case). */
  email: string;
  animals: number;
  /** Weighings per animal. */
  weighings: number;
  /** A farm of the account with this name, created when it has none; unset, its own farm. */
  farmName?: string;
  /** "Today" for the dates (tests); default now. */
  today?: Date;
}

export interface DemoSummary {
  farmId: string;
  farmName: string;
  createdFarm: boolean;
  animals: number;
  weighings: number;
  lots: number;
  /** Animals of the herd registry (the weighed ones and the calves born on the farm). */
  registered: number;
  /** Sanitary applications (vaccines, wormer) of the demo's calendar. */
  applications: number;
  reproduction: { seasons: number; exposures: number; records: number }; // 'Reprodução'
  pastures: DemoPasturesSummary; // 'Pastos'
  /** Entries typed in the cash book ('Financeiro'; the herd's own are its triggers'). */
  financeEntries: number;
}

export const DEMO_LIMITS = { animals: 1_000_000, weighings: 200 } as const;
/**
 * A weighed steer of every demo farm (number 131: a male, not a bull, never sold nor dead), the
 * one bench:bigfarm searches and opens; alone in a search, as no calf's brinco holds a steer's
 * number.
 */
export const DEMO_BENCH_ANIMAL = '00131';
/** Animals per lot. */
const LOT_SIZE = 250;
/** The weighings span the two years before today (less a month of entry dates). */
const SPAN_DAYS = 700;

/** A problem the person running the command can fix: printed without a stack trace. */
export class DemoSeedError extends Error {}

const CATEGORIES = [
  // name, share of the herd, kg per head, R$ per head
  ['Bezerros', 0.15, 180, 1900],
  ['Bezerras', 0.15, 170, 1700],
  ['Garrotes', 0.25, 300, 2800],
  ['Novilhas', 0.2, 280, 2600],
  ['Bois', 0.15, 480, 4300],
  ['Vacas', 0.08, 430, 3500],
  ['Touros', 0.02, 700, 9000],
] as const;

/** The options, with "today" and the numbers the new animals and lots start after. */
type Dated = DemoOptions & { today: Date };
type Sized = Dated & { first: { animals: number; lots: number } };

/** Days between an animal's weighings. */
const weighingStep = (weighings: number) =>
  weighings > 1 ? Math.floor(SPAN_DAYS / (weighings - 1)) : 0;
const isoDate = (d: Date) => d.toISOString().slice(0, 10);
const addDays = (d: Date, days: number) => new Date(d.getTime() + days * 86_400_000);

/** Checks the sizes; throws DemoSeedError with the rule broken. */
export function checkDemoOptions(options: DemoOptions) {
  const whole = (v: number, max: number, name: string) => {
    if (!Number.isInteger(v) || v < 1 || v > max) {
      throw new DemoSeedError(`--${name} must be a whole number from 1 to ${max}.`);
    }
  };
  whole(options.animals, DEMO_LIMITS.animals, 'animals');
  whole(options.weighings, DEMO_LIMITS.weighings, 'weighings');
  if (!/\S/.test(options.email)) throw new DemoSeedError('--email is required.');
  if (options.farmName !== undefined && !/\S/.test(options.farmName)) {
    throw new DemoSeedError('--farm must not be empty.');
  }
}

async function findAccount(client: pg.ClientBase, email: string) {
  const { rows } = await client.query<{ id: string; name: string }>(
    'select id, name from users where lower(email) = lower($1)',
    [email.trim()],
  );
  if (!rows[0]) {
    throw new DemoSeedError(
      `Nenhuma conta com o e-mail ${email} (no account with that e-mail): ` +
        'sign up in the app first, then run this again.',
    );
  }
  return rows[0];
}

/**
 * The farm to fill: the account's farm named `name` (created, with the account as owner —
 * 'Proprietário' — like the app's own farm, when missing), or without a name its first own farm.
 */
async function demoFarm(client: pg.ClientBase, userId: string, name: string | undefined) {
  const { rows } = await client.query<{ id: string; name: string }>(
    `select f.id, f.name from farms f
     join farm_members m on m.organization_id = f.id and m.user_id = $1 and m.role = 'owner'
     where $2::text is null or f.name = $2
     order by m.created_at, f.id limit 1`,
    [userId, name ?? null],
  );
  if (rows[0]) return { ...rows[0], created: false };
  const { rows: made } = await client.query<{ id: string; name: string }>(
    `with farm as (
       insert into farms (id, name, slug)
       select g.id, coalesce($2, farm_name_for(u.name)), g.id
       from users u cross join (select gen_random_uuid()::text as id) g where u.id = $1
       returning id, name
     ), member as (
       insert into farm_members (id, organization_id, user_id, role)
       select gen_random_uuid()::text, farm.id, $1, 'owner' from farm
     )
     select id, name from farm`,
    [userId, name ?? null],
  );
  return { ...made[0]!, created: true };
}

/** A second run on a farm adds animals and lots after the ones it has (00051, Lote 002...). */
async function numbersTaken(c: pg.ClientBase, farm: string) {
  const { rows } = await c.query<{ animals: number; lots: number }>(
    `select coalesce((select max(animal_id::int) from weighings
                      where farm_id = $1 and animal_id ~ '^[0-9]{5,9}$'), 0) as animals,
            (select count(*)::int from lots where farm_id = $1) as lots`,
    [farm],
  );
  return rows[0]!;
}

async function insertLots(c: pg.ClientBase, farm: string, user: string, o: Sized) {
  const count = Math.ceil(o.animals / LOT_SIZE);
  const start = isoDate(addDays(o.today, -SPAN_DAYS - 31));
  const { rows } = await c.query<{ id: string }>(
    `insert into lots (farm_id, user_id, name, quantity, initial_weight, purchase_price, purchase_date)
     select $1, $2, 'Lote ' || lpad((n + $7::int)::text, 3, '0'),
            least($4::int, $5::int - (n - 1) * $4), 200 + n % 7 * 5, 2400 + n % 9 * 100,
            $6::date + n % 28
     from generate_series(1, $3::int) n
     order by n
     returning id`,
    [farm, user, count, LOT_SIZE, o.animals, start, o.first.lots],
  );
  return rows.map((r) => r.id);
}

/**
 * Every animal's weighings: animal `a` arrives on one of 30 days, weighs 180–259 kg then, gains
 * 0.30–0.90 kg/day, is weighed every SPAN_DAYS / (weighings − 1) days with ±2 kg of noise, in its
 * lot. Rows go in by date, as weighing sessions arrive, so one animal's rows are spread over the
 * table as in a real farm. The numbers are a hash of the animal (and visit): the same options
 * give the same herd.
 */
async function insertWeighings(
  c: pg.ClientBase,
  farm: string,
  user: string,
  lotIds: string[],
  o: Sized,
) {
  const start = isoDate(addDays(o.today, -SPAN_DAYS - 30));
  const step = weighingStep(o.weighings);
  const first = o.first.animals;
  const width = Math.max(5, String(first + o.animals).length);
  const result = await c.query(
    `insert into weighings (farm_id, user_id, animal_id, weighing_date, weight, batch_id, created_at)
     select $1, $2, ${demoTagSql('a', '$5')}, day,
            round(base + gain * (day - arrival) + (abs(hashtext(a || ':' || k)) % 41) / 10.0 - 2, 1),
            ($6::uuid[])[(a - $10::int - 1) / $7::int + 1],
            day + time '07:00' + a * interval '500 milliseconds' + k * interval '1 millisecond'
     from generate_series($10::int + 1, $10::int + $3::int) a
     cross join lateral (
       select $8::date + a % 30 as arrival,
              180 + abs(hashtext(a || 'peso')) % 80 as base,
              0.30 + (abs(hashtext(a || 'gmd')) % 61) / 100.0 as gain
     ) animal
     cross join lateral (
       select k, arrival + k * $9::int as day from generate_series(0, $4::int - 1) k
     ) visit
     order by day, a`,
    [farm, user, o.animals, o.weighings, width, lotIds, LOT_SIZE, start, step, first],
  );
  return result.rowCount ?? 0;
}

async function insertHerd(c: pg.ClientBase, farm: string, user: string, animals: number) {
  // Rounded on the running total, so the categories add up to the herd exactly.
  let share = 0;
  const quantities = CATEGORIES.map((row) => {
    const before = Math.round(animals * share);
    share += row[1];
    return Math.round(animals * Math.min(share, 1)) - before;
  });
  await c.query(
    `insert into inventory (farm_id, user_id, category, quantity, average_weight, average_value, location)
     select $1, $2, c, q, w, v, 'Pasto ' || n
     from unnest($3::text[], $4::int[], $5::numeric[], $6::numeric[]) with ordinality as t(c, q, w, v, n)
     where q > 0`,
    [
      farm,
      user,
      CATEGORIES.map((r) => r[0]),
      quantities,
      CATEGORIES.map((r) => r[2]),
      CATEGORIES.map((r) => r[3]),
    ],
  );
}

/**
 * Fills the farm in one transaction (all or nothing), then refreshes the planner's statistics
 * and the visibility map (what autovacuum would do a minute later), so the app's index-only
 * plans hold at once.
 */
export async function seedDemoFarm(client: pg.ClientBase, options: DemoOptions) {
  checkDemoOptions(options);
  const o: Dated = { ...options, today: options.today ?? new Date() };
  const account = await findAccount(client, o.email);
  await client.query('begin');
  try {
    const farm = await demoFarm(client, account.id, options.farmName);
    const sized: Sized = { ...o, first: await numbersTaken(client, farm.id) };
    const lotIds = await insertLots(client, farm.id, account.id, sized);
    const weighings = await insertWeighings(client, farm.id, account.id, lotIds, sized);
    const start = isoDate(addDays(o.today, -SPAN_DAYS - 30));
    const registered = await insertDemoHerd(client, {
      farm: farm.id,
      user: account.id,
      lotIds,
      lotSize: LOT_SIZE,
      first: sized.first.animals,
      animals: o.animals,
      width: Math.max(5, String(sized.first.animals + o.animals).length),
      start,
      lastWeighingDay: (o.weighings - 1) * weighingStep(o.weighings),
      today: isoDate(o.today),
    });
    const records = { farm: farm.id, user: account.id, today: isoDate(o.today) };
    const pastures = await insertDemoPastures(client, {
      ...records,
      lotIds,
      firstLot: sized.first.lots,
      animals: o.animals,
      start,
    });
    const applications = await insertDemoSanitary(client, records);
    const reproduction = await insertDemoReproduction(client, records);
    const financeEntries = await insertDemoFinance(client, {
      ...records,
      heads: o.animals,
      lotIds,
    });
    await insertHerd(client, farm.id, account.id, o.animals);
    await insertMonthsAndYears(client, farm.id, account.id, o);
    await insertPlansAndMargins(client, farm.id, account.id, o.animals);
    await client.query('commit');
    // The seeder writes each animal again in the same transaction (its paddock, its withdrawal,
    // its calvings), which leaves three dead rows a live one that a herd recorded over years
    // would not have (autovacuum frees them between its changes, and updates reuse the room):
    // the table is written compact once, as such a farm's would be (4× smaller on 20,000); so
    // is each animal's stock row (migration 0039), written again with it.
    await client.query('vacuum (full) animals, animal_stock');
    await client.query(
      'vacuum (analyze) animal_weights, animal_stock, weighings, animal_summaries, farm_gain_totals, lots, inventory, ' +
        'animals, animal_events, sanitary_applications, sanitary_dose_summaries, paddocks, ' +
        'paddock_moves, paddock_stays, paddock_heights, finance_entries',
    );
    return {
      farmId: farm.id,
      farmName: farm.name,
      createdFarm: farm.created,
      animals: o.animals,
      weighings,
      lots: lotIds.length,
      registered,
      applications,
      reproduction,
      pastures,
      financeEntries,
    } satisfies DemoSummary;
  } catch (error) {
    await client.query('rollback');
    throw error;
  }
}
