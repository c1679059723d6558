// `npm run seed:demo -- --email E [--animals 20000] [--weighings 10] [--farm NAME]`: fills a farm
// of an existing account with demo data (src/server/seed/demo-farm.ts, decision 030) on the
// database the app uses — DATABASE_URL, or else the embedded PostgreSQL in DATA_DIR on
// EMBEDDED_PG_PORT, the same defaults as `npm start` — while the app runs (or not).
import { parseArgs } from 'node:util';
import pg from 'pg';
import { checkDemoOptions, DemoSeedError, seedDemoFarm } from '../src/server/seed/demo-farm';
import { databaseTarget } from './db-target.mjs';

const USAGE =
  'Usage: npm run seed:demo -- --email E [--animals 20000] [--weighings 10] [--farm NAME]';

function options() {
  const { values } = parseArgs({
    options: {
      email: { type: 'string' },
      animals: { type: 'string', default: '20000' },
      weighings: { type: 'string', default: '10' },
      farm: { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
  });
  if (values.help) {
    console.log(USAGE);
    process.exit(0);
  }
  const picked = {
    email: values.email ?? '',
    animals: Number(values.animals),
    weighings: Number(values.weighings),
    farmName: values.farm,
  };
  checkDemoOptions(picked);
  return picked;
}

async function main() {
  const picked = options();
  let target: Awaited<ReturnType<typeof databaseTarget>>;
  try {
    target = await databaseTarget();
  } catch (error) {
    throw new DemoSeedError(
      `Banco de dados indisponível (database unreachable): ${(error as Error).message}`,
    );
  }
  const client = new pg.Client({ connectionString: target.url, connectionTimeoutMillis: 5000 });
  try {
    try {
      await client.connect();
    } catch (error) {
      throw new DemoSeedError(
        `Banco de dados indisponível (database unreachable) at ${target.label}: ` +
          (error as Error).message,
      );
    }
    const { rows } = await client.query<{ ready: boolean }>(
      `select to_regclass('public.weighings') is not null as ready`,
    );
    if (!rows[0]?.ready) {
      throw new DemoSeedError(
        `${target.label} has no tables yet: start the app once (npm start), then run this again.`,
      );
    }
    console.log(`seed:demo on ${target.label}`);
    const started = performance.now();
    const done = await seedDemoFarm(client, picked);
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    console.log(
      `${done.createdFarm ? 'Created' : 'Filled'} farm "${done.farmName}" (${done.farmId}): ` +
        `${done.animals.toLocaleString('en')} animals in ${done.lots} lots, ` +
        `${done.weighings.toLocaleString('en')} weighings, ` +
        `${done.registered.toLocaleString('en')} animals in the herd registry, ` +
        `${done.applications.toLocaleString('en')} sanitary applications, ` +
        `${done.reproduction.exposures.toLocaleString('en')} exposures and ${done.reproduction.records.toLocaleString('en')} breeding records in ${done.reproduction.seasons} seasons, ` +
        `${done.pastures.paddocks} paddocks with ${done.pastures.moves.toLocaleString('en')} moves, ` +
        `${done.pastures.stays.toLocaleString('en')} stays and ${done.pastures.heights.toLocaleString('en')} heights, ` +
        `${done.financeEntries.toLocaleString('en')} cash book entries, herd categories, 24 months, ` +
        `2 years, 3 plans and 3 margins in ${seconds} s.`,
    );
  } finally {
    await client.end().catch(() => {});
    await target.stop();
  }
}

main().catch((error: unknown) => {
  if (error instanceof DemoSeedError) {
    console.error(error.message);
    console.error(USAGE);
  } else {
    console.error(error);
  }
  process.exit(1);
});
