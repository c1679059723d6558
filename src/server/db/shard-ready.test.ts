import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  farmOwnedTables,
  foreignKeys,
  publicTables,
  uniqueKeys,
  type CatalogQuery,
} from '../test/catalog';
import { createTestDatabase } from '../test/test-db';

/*
 * Issue 40 item 8 (decision 023, docs/scaling.md): read from the catalog of a database migrated
 * through every migration, the schema stays ready to shard by farm on Citus. Every table is one
 * of:
 * - farm-owned (it has farm_id): distributed by farm_id, all co-located; its primary key and every
 *   unique key include farm_id, and a foreign key to another farm-owned table joins farm_id to
 *   farm_id, so a farm's rows and their checks stay on one shard;
 * - shared by all farms, named below: a *reference* table (copied to every node, so farm-owned
 *   tables may point at it and queries may join it), or a *coordinator* table (a Citus local
 *   table, kept on the coordinator only: written often or read alone, never joined with records).
 * pg-boss's own schema (`pgboss`) and drizzle's journal are not in `public`: they stay on the
 * coordinator as they are.
 */
const SHARED_TABLES: Record<string, 'reference' | 'coordinator'> = {
  users: 'reference',
  profiles: 'reference',
  user_roles: 'reference',
  user_subscriptions: 'reference',
  trial_grants: 'reference', // written by the users trigger that claims a trial
  farms: 'reference',
  farm_members: 'reference', // names the farm as organization_id (better-auth)
  farm_invitations: 'reference',
  api_keys: 'coordinator', // better-auth counts each key's requests in its row
  accounts: 'coordinator', // sign-in credentials: read by better-auth alone
  sessions: 'coordinator',
  verifications: 'coordinator',
  rate_limits: 'coordinator', // the limits' counters, written on every limited request
  payments: 'coordinator',
  payment_events: 'coordinator', // the billing webhooks' inbox
  admin_audit: 'coordinator',
};

const HOW_TO = 'src/server/db/shard-ready.test.ts and docs/scaling.md';

let database: Awaited<ReturnType<typeof createTestDatabase>>;
const q: CatalogQuery = (text, values = []) =>
  database.pool.query(text, values).then((r) => r.rows);

let farmOwned: string[];
beforeAll(async () => {
  database = await createTestDatabase();
  farmOwned = await farmOwnedTables(q);
});
afterAll(() => database.drop());

describe('ready to shard by farm (every migration)', () => {
  it('names every table: farm-owned, or a reference or coordinator table', async () => {
    const tables = await publicTables(q);
    const unnamed = tables.filter((t) => !farmOwned.includes(t) && !(t in SHARED_TABLES));
    expect(
      unnamed,
      `tables with no farm_id that are not named shared tables: give them farm_id, or name them in ${HOW_TO}`,
    ).toEqual([]);
    const gone = Object.keys(SHARED_TABLES).filter((t) => !tables.includes(t));
    expect(
      gone,
      `named shared tables that no migration creates: remove them from ${HOW_TO}`,
    ).toEqual([]);
    const both = Object.keys(SHARED_TABLES).filter((t) => farmOwned.includes(t));
    expect(both, `named shared tables that have farm_id: they are farm-owned (${HOW_TO})`).toEqual(
      [],
    );
  });

  it('has farm_id in the primary key and every unique key of a farm-owned table', async () => {
    const keys = await uniqueKeys(q, farmOwned);
    const withPrimary = new Set(keys.filter((k) => k.name.endsWith('_pkey')).map((k) => k.table));
    expect(
      farmOwned.filter((t) => !withPrimary.has(t)),
      'farm-owned tables without a primary key',
    ).toEqual([]);
    expect(
      keys
        .filter((k) => !k.columns.includes('farm_id'))
        .map((k) => `${k.table}.${k.name} (${k.columns.join(', ')})`),
      'keys of farm-owned tables without farm_id: Citus cannot enforce them per shard',
    ).toEqual([]);
  });

  it('keeps every foreign key within a farm, or pointing at a reference table', async () => {
    const role = (table: string) =>
      farmOwned.includes(table) ? 'farm-owned' : (SHARED_TABLES[table] ?? 'unnamed');
    const breaking: string[] = [];
    for (const f of await foreignKeys(q)) {
      const from = role(f.table);
      const to = role(f.target);
      const key = `${f.name}: ${f.table} (${f.columns.join(', ')}) -> ${f.target} (${f.targetColumns.join(', ')})`;
      if (from === 'farm-owned' && to === 'farm-owned') {
        const at = f.columns.indexOf('farm_id');
        if (at < 0 || f.targetColumns[at] !== 'farm_id') {
          breaking.push(`${key}: between farm-owned tables, farm_id must match farm_id`);
        }
      } else if (from === 'farm-owned' && to !== 'reference') {
        breaking.push(`${key}: a farm-owned table may only point at a reference table`);
      } else if (from !== 'farm-owned' && to === 'farm-owned') {
        breaking.push(`${key}: a shared table may not point at a farm-owned one`);
      } else if (from === 'reference' && to !== 'reference') {
        breaking.push(`${key}: a reference table may only point at a reference table`);
      }
    }
    expect(breaking, 'foreign keys Citus could not keep on one shard').toEqual([]);
  });

  it('has every table in docs/scaling.md, in the role the catalog gives it', async () => {
    const doc = await readFile(new URL('../../../docs/scaling.md', import.meta.url), 'utf8');
    const section = (title: string) => {
      const start = doc.indexOf(`## ${title}`);
      expect(start, `docs/scaling.md has a section '## ${title}'`).toBeGreaterThanOrEqual(0);
      const end = doc.indexOf('\n## ', start + 1);
      return doc.slice(start, end < 0 ? undefined : end);
    };
    const missing = (title: string, tables: string[]) => {
      const text = section(title);
      return tables.filter((t) => !text.includes(`\`${t}\``)).map((t) => `${title}: ${t}`);
    };
    const shared = (kind: string) =>
      Object.keys(SHARED_TABLES).filter((t) => SHARED_TABLES[t] === kind);
    expect([
      ...missing('Distributed tables', farmOwned),
      ...missing('Reference tables', shared('reference')),
      ...missing('Coordinator tables', shared('coordinator')),
    ]).toEqual([]);
  });
});
