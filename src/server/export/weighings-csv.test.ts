import { constants, gunzipSync } from 'node:zlib';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { toCsv } from '../../domain/export/csv';
import { weighingColumns, weighingExportRows } from '../../domain/export/datasets';
import { weighings } from '../db/schema';
import { createTestApp, type TestApp } from '../test/test-app';
import { toWeighing } from '../farm-records';
import { weighingStore } from '../weighing/store';
import { acceptsGzip } from './gzip-stream';
import { EXPORT_ANIMALS_PER_ROW, EXPORT_FETCH_ROWS, firstColumn } from './weighings-cursor';

/*
 * The weighings CSV streamed from a cursor (issue 24 item 5): the same file the in-memory export
 * wrote (decision 017), across several FETCH batches, for the farm's rows only, and the cursor's
 * client back in the pool when the download is abandoned.
 */

let t: Awaited<ReturnType<typeof createTestApp>>;
let owner: string;
let farmId: string;

/** Awkward notes: separators, quotes, a formula, a line break, accents. */
const NOTES = [
  'Pasto; sede',
  'Disse "gordo"',
  '=HYPERLINK("x")',
  'linha\nnova',
  'Vacinação',
  null,
  '\tTab',
  '\rvolta',
  '-12,5',
  '-x',
  '@soma',
  '+1',
  '',
];

beforeAll(async () => {
  t = await createTestApp();
  owner = await t.createUser({ email: 'dona@fluxo.com' });
  await t.setSubscription('dona@fluxo.com', { plan: 'PRO', status: 'active', trialEndsAt: null });
  farmId = await t.farmOf('dona@fluxo.com');
  // 'BR-10' sorts after 'BR-2' (numbers as numbers); more animals than three FETCHes hold.
  const rows: (typeof weighings.$inferInsert)[] = [];
  const add = (animalId: string, count: number) => {
    for (let i = 0; i < count; i++) {
      const day = new Date(Date.UTC(2024, 0, 1) + i * 86_400_000).toISOString().slice(0, 10);
      rows.push({
        farmId,
        animalId,
        weighingDate: day,
        weight: 200 + ((i * 37) % 101) * 0.37 + animalId.length,
        notes: NOTES[i % NOTES.length],
      });
    }
  };
  add('BR-1', 2300);
  add('BR-10', 3);
  add('BR-2', 2);
  add('-A5', 1);
  add('bezerro 7', 1);
  add('=X1', 2);
  add('Nº 3', 4);
  for (let a = 0; a < 400; a++) add(`N${a}`, 5);
  for (let i = 0; i < rows.length; i += 1000)
    await t.db.insert(weighings).values(rows.slice(i, i + 1000));
  // Two weighings the same day: the entry order decides.
  await t.db.execute(
    sql`update ${weighings} set weighing_date = '2024-01-01' where animal_id = 'BR-2'`,
  );

  const neighbour = await t.createUser({ email: 'vizinho@fluxo.com' });
  expect(neighbour).toBeTruthy();
  await t.db.insert(weighings).values({
    farmId: await t.farmOf('vizinho@fluxo.com'),
    animalId: 'VIZINHO',
    weighingDate: '2024-05-01',
    weight: 1,
  });
});
afterAll(() => t.close());

const get = () => t.request('/api/export/weighings.csv', { headers: { cookie: owner } });

/** Waits until no session of the database is left inside a transaction and `pool` is all idle. */
const noneLeftInTransaction = (pool: TestApp['db']['$client']) =>
  vi.waitFor(async () => {
    const { rows } = await pool.query<{ n: number }>(
      `select count(*)::int as n from pg_stat_activity
       where datname = current_database() and state like 'idle in transaction%'`,
    );
    expect(rows[0]!.n).toBe(0);
    expect(pool.idleCount).toBe(pool.totalCount);
  });

describe('GET /api/export/weighings.csv, streamed', () => {
  it('writes the file the in-memory export wrote, across several batches', async () => {
    const res = await get();
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes);

    const stored = await weighingStore(t.db).list(farmId);
    const expected = toCsv(weighingColumns, weighingExportRows(stored.map(toWeighing)));
    expect(new Set(stored.map((w) => w.animalId)).size).toBeGreaterThan(
      3 * EXPORT_ANIMALS_PER_ROW * EXPORT_FETCH_ROWS,
    );
    expect(text).toBe(expected);

    const lines = text.slice(1).split('\r\n');
    expect(lines[0]).toBe('Animal;Data da pesagem;Peso (kg);Observações;GMD do animal (kg/dia)');
    const animals = [...new Set(lines.slice(1, -1).map((l) => l.split(';')[0]))];
    expect(animals.filter((a) => a?.startsWith('BR-'))).toEqual(['BR-1', 'BR-2', 'BR-10']);
    expect(animals).toContain("'-A5");
    expect(text).toContain(`"Pasto; sede"`);
    expect(text).toContain(`"Disse ""gordo"""`);
    expect(text).toContain(`"'=HYPERLINK(""x"")"`);
    expect(text).toContain(`"linha\nnova"`);
    expect(text).not.toContain('VIZINHO');
  });

  it('gives the cursor client back to the pool when the download is abandoned', async () => {
    const pool = t.db.$client;
    const res = await get();
    const reader = res.body!.getReader();
    const first = await reader.read();
    expect(first.done).toBe(false);
    // The header came first; the next read opens the cursor.
    const second = await reader.read();
    expect(second.done).toBe(false);
    await reader.cancel();
    await noneLeftInTransaction(pool);
    // And the next download still works.
    expect((await get()).status).toBe(200);
  });
});

describe('GET /api/export/weighings.csv, gzipped batch by batch', () => {
  const getGzip = () =>
    t.request('/api/export/weighings.csv', {
      headers: { cookie: owner, 'accept-encoding': 'gzip, deflate, br' },
    });

  it('is the same file, gzipped, with its header line readable from the first chunk', async () => {
    const plain = new Uint8Array(await (await get()).arrayBuffer());
    const res = await getGzip();
    expect(res.headers.get('content-encoding')).toBe('gzip');
    expect(res.headers.get('vary')).toMatch(/accept-encoding/i);
    const reader = res.body!.getReader();
    const first = await reader.read();
    // A sync flush after the header: the first chunk alone decompresses to it.
    const head = gunzipSync(Buffer.from(first.value!), { finishFlush: constants.Z_SYNC_FLUSH });
    expect(head.toString('utf8')).toContain('Animal;Data da pesagem');
    const rest: Uint8Array[] = [first.value!];
    for (let r = await reader.read(); !r.done; r = await reader.read()) rest.push(r.value);
    expect(new Uint8Array(gunzipSync(Buffer.concat(rest)))).toEqual(plain);
  });

  it('gives the cursor client back to the pool when the gzipped download is abandoned', async () => {
    const pool = t.db.$client;
    const reader = (await getGzip()).body!.getReader();
    expect((await reader.read()).done).toBe(false);
    expect((await reader.read()).done).toBe(false);
    await reader.cancel();
    await noneLeftInTransaction(pool);
  });

  it('reads Accept-Encoding as HTTP says', () => {
    expect(acceptsGzip('gzip, deflate, br')).toBe(true);
    expect(acceptsGzip('br;q=1, GZIP;q=0.5')).toBe(true);
    expect(acceptsGzip('*')).toBe(true);
    expect(acceptsGzip('gzip;q=0')).toBe(false);
    expect(acceptsGzip('identity')).toBe(false);
    expect(acceptsGzip(undefined)).toBe(false);
  });
});

describe("the cursor's batches, read without pg's Query objects", () => {
  it('give the first column as text (null kept), and an error leaves the client usable', async () => {
    const client = await t.db.$client.connect();
    try {
      expect(
        await firstColumn(client, `select x from (values ('a;b'), (null), ('ç')) v(x)`),
      ).toEqual(['a;b', null, 'ç']);
      await expect(firstColumn(client, 'select 1 / 0')).rejects.toThrow(/division by zero/);
      expect(await firstColumn(client, 'select 2::text')).toEqual(['2']);
    } finally {
      client.release();
    }
  });
});
