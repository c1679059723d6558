import { createReadStream, createWriteStream } from 'node:fs';
import { cp, mkdtemp, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import readline from 'node:readline';
import { pipeline } from 'node:stream/promises';
import { Readable } from 'node:stream';
import { createGunzip, createGzip } from 'node:zlib';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { MIGRATIONS_DIR, MIGRATION_LOCK_KEY } from './migrate';

/*
 * A logical backup of the app's data that works whatever the server's version (the embedded
 * PostgreSQL 17 as well as a DATABASE_URL server), with nothing but `pg`: one gzipped file of
 * lines, each `<kind>\t<payload>`:
 *   H  {"format":"arroba-certa-backup","version":1,"migrations":[...],"tables":[...],...}
 *   T  <table>              rows of this table follow (tables in foreign-key order)
 *   R  {row as jsonb}
 *   S  {"sequence":..., "value":..., "called":...}
 *   E  {"rows":{table: count}}
 * The schema is not in the file: a restore recreates it with the app's own migrations (up to
 * the ones the backup was made at), then loads the rows. All tables of the `public` schema are
 * saved, read in one REPEATABLE READ snapshot, so the app may keep running during a backup.
 * pg-boss's queue (schema `pgboss`) is not saved: its schedules are recreated at start; jobs
 * waiting at backup time (billing e-mails being retried) are not restored.
 */

export const BACKUP_FORMAT = 'arroba-certa-backup';
const BATCH = 1000;

interface Header {
  format: typeof BACKUP_FORMAT;
  version: 1;
  createdAt: string;
  serverVersion: string;
  /** drizzle's applied migrations: `created_at` is the journal's `when` of each. */
  migrations: { hash: string; createdAt: number }[];
  tables: string[];
}

export interface BackupResult {
  file: string;
  rows: Record<string, number>;
  bytes: number;
}

const ident = (name: string) => `"${name.replace(/"/g, '""')}"`;

/** The `public` tables in an order where every table comes after the tables it references. */
async function tablesInDependencyOrder(client: pg.ClientBase): Promise<string[]> {
  const { rows: tables } = await client.query<{ name: string }>(
    `select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
     where n.nspname = 'public' and c.relkind in ('r', 'p') and not c.relispartition
     order by c.relname`,
  );
  const { rows: refs } = await client.query<{ child: string; parent: string }>(
    `select c.relname as child, p.relname as parent from pg_constraint k
     join pg_class c on c.oid = k.conrelid join pg_class p on p.oid = k.confrelid
     join pg_namespace n on n.oid = c.relnamespace
     where k.contype = 'f' and n.nspname = 'public' and c.oid <> p.oid`,
  );
  const parents = new Map(tables.map((t) => [t.name, new Set<string>()]));
  for (const r of refs) parents.get(r.child)?.add(r.parent);
  const ordered: string[] = [];
  const placed = new Set<string>();
  while (ordered.length < tables.length) {
    const ready = tables
      .map((t) => t.name)
      .filter((t) => !placed.has(t) && [...parents.get(t)!].every((p) => placed.has(p)));
    if (ready.length === 0) {
      throw new Error('The tables reference each other in a cycle: no order to restore them in.');
    }
    for (const t of ready) {
      ordered.push(t);
      placed.add(t);
    }
  }
  return ordered;
}

/** Writes a backup of the database at `url` into `file` (gzipped). */
export async function backupDatabase(url: string, file: string): Promise<BackupResult> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const rows: Record<string, number> = {};
  try {
    await client.query('begin isolation level repeatable read read only');
    const tables = await tablesInDependencyOrder(client);
    const migrations = await client
      .query<{ hash: string; created_at: string }>(
        'select hash, created_at from drizzle.__drizzle_migrations order by created_at',
      )
      .then((r) => r.rows.map((m) => ({ hash: m.hash, createdAt: Number(m.created_at) })))
      .catch(() => {
        throw new Error('This database has no migrations table: it is not an Arroba Certa one.');
      });
    const { rows: sequences } = await client.query<{ name: string }>(
      `select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
       where n.nspname = 'public' and c.relkind = 'S' order by c.relname`,
    );
    const header: Header = {
      format: BACKUP_FORMAT,
      version: 1,
      createdAt: new Date().toISOString(),
      serverVersion: (
        await client.query<{ v: string }>("select current_setting('server_version') as v")
      ).rows[0]!.v,
      migrations,
      tables,
    };

    async function* lines(): AsyncGenerator<string> {
      yield `H\t${JSON.stringify(header)}\n`;
      for (const table of tables) {
        yield `T\t${table}\n`;
        rows[table] = 0;
        await client.query(
          `declare backup_rows no scroll cursor for select to_jsonb(t)::text as j from ${ident(table)} t`,
        );
        for (;;) {
          const batch = await client.query<{ j: string }>(`fetch ${BATCH} from backup_rows`);
          if (batch.rows.length === 0) break;
          rows[table] += batch.rows.length;
          yield batch.rows.map((r) => `R\t${r.j}\n`).join('');
        }
        await client.query('close backup_rows');
      }
      for (const { name } of sequences) {
        const { rows: s } = await client.query<{ last_value: string; is_called: boolean }>(
          `select last_value, is_called from ${ident(name)}`,
        );
        yield `S\t${JSON.stringify({ sequence: name, value: s[0]!.last_value, called: s[0]!.is_called })}\n`;
      }
      yield `E\t${JSON.stringify({ rows })}\n`;
    }

    const partial = `${file}.partial`;
    await pipeline(Readable.from(lines()), createGzip(), createWriteStream(partial));
    await client.query('commit');
    await rename(partial, file);
    return { file, rows, bytes: (await stat(file)).size };
  } finally {
    await client.end();
  }
}

export interface RestoreOptions {
  /** Drop what the database holds first (schemas public, drizzle and pgboss). */
  replace?: boolean;
}

type Lines = AsyncIterator<string>;

/** Opens `file` and reads its header line; throws when it is not one of our backups. */
export async function openBackup(file: string) {
  const input = readline.createInterface({
    input: createReadStream(file).pipe(createGunzip()),
    crlfDelay: Infinity,
  });
  const lines: Lines = input[Symbol.asyncIterator]();
  const first = await lines.next();
  try {
    const line = String(first.value ?? '');
    const parsed = line.startsWith('H\t') ? (JSON.parse(line.slice(2)) as Header) : null;
    if (parsed?.format === BACKUP_FORMAT && parsed.version === 1) {
      return { input, lines, header: parsed };
    }
  } catch {
    // Reported below.
  }
  input.close();
  throw new Error(`${file} is not an Arroba Certa backup.`);
}

/** Refuses a database that holds app tables, or (with `replace`) erases it. */
async function emptyTarget(client: pg.ClientBase, replace: boolean | undefined) {
  const existing = await client.query<{ n: number }>(
    `select count(*)::int as n from pg_class c join pg_namespace n on n.oid = c.relnamespace
     where n.nspname in ('public', 'drizzle') and c.relkind in ('r', 'p')`,
  );
  if (existing.rows[0]!.n === 0) return;
  if (!replace) {
    throw new Error(
      'The target database already has tables. Restore into an empty database, or pass --replace to erase it first.',
    );
  }
  await client.query(
    'drop schema if exists drizzle cascade; drop schema if exists pgboss cascade; drop schema if exists public cascade; create schema public',
  );
}

/**
 * Runs the app's migrations up to the ones the backup was made at, no more: from a copy of the
 * folder whose journal is cut there, in `folder`. Refuses a backup of a newer app.
 */
async function migrateToBackup(pool: pg.Pool, header: Header, folder: string) {
  const journalPath = path.join(MIGRATIONS_DIR, 'meta', '_journal.json');
  const journal = JSON.parse(await readFile(journalPath, 'utf8')) as {
    entries: { idx: number; when: number; tag: string }[];
  };
  const known = new Set(journal.entries.map((e) => e.when));
  const unknown = header.migrations.filter((m) => !known.has(m.createdAt));
  if (unknown.length > 0) {
    throw new Error(
      `The backup was made by a newer version of the app (${unknown.length} migration(s) unknown here): update the app first.`,
    );
  }
  const upTo = Math.max(0, ...header.migrations.map((m) => m.createdAt));
  await cp(MIGRATIONS_DIR, folder, { recursive: true });
  journal.entries = journal.entries.filter((e) => e.when <= upTo);
  await writeFile(path.join(folder, 'meta', '_journal.json'), JSON.stringify(journal));
  await migrate(drizzle(pool), { migrationsFolder: folder });
}

/** Turns the user triggers of `tables` off (no account rows added twice) or back on. */
async function setUserTriggers(client: pg.ClientBase, tables: string[], on: boolean) {
  for (const table of tables) {
    await client.query(`alter table ${ident(table)} ${on ? 'enable' : 'disable'} trigger user`);
  }
}

/** The columns a row may be given (not the generated ones), quoted and in order. */
async function insertableColumns(client: pg.ClientBase, table: string): Promise<string> {
  const { rows: cols } = await client.query<{ name: string }>(
    `select a.attname as name from pg_attribute a
     where a.attrelid = $1::regclass and a.attnum > 0 and not a.attisdropped and a.attgenerated = ''
     order by a.attnum`,
    [`public.${ident(table)}`],
  );
  return cols.map((c) => ident(c.name)).join(', ');
}

/** Inserts the rows of one table at a time, BATCH by BATCH, and counts them per table. */
class RowLoader {
  readonly rows: Record<string, number> = {};
  private table: string | undefined;
  private columns = '';
  private batch: string[] = [];

  constructor(private readonly client: pg.ClientBase) {}

  /** Starts the rows of `table`, emptied first (rows the migrations inserted would be twice). */
  async startTable(table: string) {
    await this.flush();
    this.table = table;
    this.columns = await insertableColumns(this.client, table);
    await this.client.query(`delete from ${ident(table)}`);
    this.rows[table] = 0;
  }

  async add(row: string) {
    this.batch.push(row);
    if (this.batch.length >= BATCH) await this.flush();
  }

  async flush() {
    const { table, columns, batch } = this;
    if (!table || batch.length === 0) return;
    await this.client.query(
      `insert into ${ident(table)} (${columns}) overriding system value
       select ${columns} from jsonb_populate_recordset(null::${ident(table)}, $1::jsonb)`,
      [`[${batch.join(',')}]`],
    );
    this.rows[table] = (this.rows[table] ?? 0) + batch.length;
    this.batch = [];
  }
}

/** Sets a sequence as the backup's `S` line says. */
async function setSequence(client: pg.ClientBase, payload: string) {
  const s = JSON.parse(payload) as { sequence: string; value: string; called: boolean };
  await client.query('select setval($1::regclass, $2::bigint, $3)', [
    `public.${ident(s.sequence)}`,
    s.value,
    s.called,
  ]);
}

/**
 * Loads the lines after the header: tables' rows and sequences, then checks every table's count
 * against the end record. Returns the rows loaded per table.
 */
async function loadRows(client: pg.ClientBase, header: Header, lines: Lines, file: string) {
  const loader = new RowLoader(client);
  let ended: { rows: Record<string, number> } | undefined;
  for (let next = await lines.next(); !next.done; next = await lines.next()) {
    const kind = next.value.slice(0, 1);
    const payload = next.value.slice(2);
    if (kind === 'R') {
      await loader.add(payload);
      continue;
    }
    await loader.flush();
    if (kind === 'T') {
      if (!header.tables.includes(payload)) throw new Error(`Unknown table in backup: ${payload}`);
      await loader.startTable(payload);
    } else if (kind === 'S') {
      await setSequence(client, payload);
    } else if (kind === 'E') {
      ended = JSON.parse(payload) as { rows: Record<string, number> };
    }
  }
  if (!ended) throw new Error(`${file} is incomplete (no end record): not restored.`);
  const { rows } = loader;
  for (const [t, n] of Object.entries(ended.rows)) {
    if ((rows[t] ?? 0) !== n) throw new Error(`${t}: ${rows[t] ?? 0} rows read, ${n} saved.`);
  }
  return rows;
}

/**
 * Restores `file` into the database at `url`, which must hold no app tables (or `replace`):
 * runs the app's migrations up to the backup's, loads every table's rows in one transaction
 * (user triggers off, so no account rows are added twice), and sets the sequences. The app
 * applies any newer migration at its next start.
 */
export async function restoreDatabase(
  url: string,
  file: string,
  options: RestoreOptions = {},
): Promise<{ rows: Record<string, number> }> {
  const { input, lines, header } = await openBackup(file);
  const pool = new pg.Pool({ connectionString: url, max: 2 });
  // An idle client losing its server must not crash the process; the query in flight fails.
  pool.on('error', () => {});
  const client = await pool.connect();
  let migrationsDir: string | undefined;
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    await emptyTarget(client, options.replace);
    migrationsDir = await mkdtemp(path.join(tmpdir(), 'arroba-restore-'));
    await migrateToBackup(pool, header, migrationsDir);
    await client.query('begin');
    await setUserTriggers(client, header.tables, false);
    const rows = await loadRows(client, header, lines, file);
    await setUserTriggers(client, header.tables, true);
    await client.query('commit');
    return { rows };
  } catch (error) {
    await client.query('rollback').catch(() => {});
    throw error;
  } finally {
    await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => {});
    client.release();
    await pool.end();
    input.close();
    if (migrationsDir) await rm(migrationsDir, { recursive: true, force: true });
  }
}
