import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TimelineEntry } from '../../domain/herd/api';
import { farms } from '../db/schema';
import { downloadCsv } from '../test/exports';
import { createTestApp } from '../test/test-app';

/*
 * The herd's CSV files (issue 25 item 6): GET /api/export/animals.csv and animal-events.csv,
 * pt-BR, streamed from a cursor; Pro and above; 'Campo' without money in the events.
 */

let t: Awaited<ReturnType<typeof createTestApp>>;
let owner: string;
let field: string;
let neighbour: string;
let starter: string;

async function created<T>(res: Response | Promise<Response>): Promise<T> {
  const r = await res;
  const text = await r.text();
  expect(r.status, text).toBeLessThan(300);
  return JSON.parse(text) as T;
}

const download = (cookie: string, file: string, headers: Record<string, string> = {}) =>
  downloadCsv(t, cookie, file, headers);

beforeAll(async () => {
  t = await createTestApp();
  t.clock.now = new Date('2026-11-22T12:00:00Z');
  owner = await t.createUser({ email: 'dona@rebanho-csv.com' });
  await t.setSubscription('dona@rebanho-csv.com', {
    plan: 'MASTER',
    status: 'active',
    trialEndsAt: null,
  });
  const farmId = await t.farmOf('dona@rebanho-csv.com');
  await t.db.update(farms).set({ name: 'Fazenda Boa Vista' }).where(eq(farms.id, farmId));
  const lot = await created<{ id: string }>(
    t.sendAs(owner, 'POST', '/api/lots', {
      name: 'Recria; 1',
      quantity: 1,
      initialWeight: 200,
      purchasePrice: 1000,
      purchaseDate: '2026-01-01',
    }),
  );
  await created(
    t.sendAs(owner, 'POST', '/api/animals', {
      tag: '=A1',
      eid: '982000123456789',
      sisbov: '105000000000001',
      name: 'Mimosa "a boa"',
      sex: 'F',
      breed: 'Nelore',
      birthDate: '2024-01-15',
      lotId: lot.id,
      pasture: 'Pasto; sede',
      origin: 'born',
    }),
  );
  await created(
    t.sendAs(owner, 'POST', '/api/weighings', {
      animalId: '=A1',
      weighingDate: '2026-10-01',
      weight: 330.5,
    }),
  );
  const bought = await created<{ animalIds: string[] }>(
    t.sendAs(owner, 'POST', '/api/animals/purchases', {
      date: '2026-05-01',
      tags: ['B-1', 'B-2'],
      sex: 'M',
      ageMonths: 10,
      weight: 210,
      priceKind: 'head',
      price: 2500.5,
      seller: '+Seu Zé',
      gta: 'GTA-9',
    }),
  );
  await created(
    t.sendAs(owner, 'POST', '/api/animals/sales', {
      date: '2026-11-01',
      animalIds: [bought.animalIds[0]],
      priceKind: 'head',
      price: 4000,
      weight: 400,
      buyer: 'Frigorífico X',
      gta: 'GTA-10',
    }),
  );
  await created(
    t.sendAs(owner, 'POST', '/api/animals/deaths', {
      animalId: bought.animalIds[1],
      date: '2026-11-10',
      cause: 'Raio',
      note: 'No pasto',
    }),
  );
  // The death entered by mistake, undone with a reason.
  const timeline = await created<{ items: TimelineEntry[] }>(
    t.sendAs(owner, 'GET', `/api/animals/${bought.animalIds[1]}/timeline`),
  );
  const death = timeline.items.find((e) => e.type === 'event' && e.event.kind === 'death');
  expect(death?.type).toBe('event');
  if (death?.type !== 'event') return;
  await created(
    t.sendAs(owner, 'POST', `/api/animal-events/${death.event.id}/undo`, { reason: 'Engano' }),
  );

  const inv = await created<{ id: string }>(
    t.sendAs(owner, 'POST', `/api/farms/${farmId}/invitations`, {
      email: 'campo@rebanho-csv.com',
      role: 'field',
    }),
  );
  field = await t.createUser({ email: 'campo@rebanho-csv.com' });
  await created(t.sendAs(field, 'POST', `/api/invitations/${inv.id}/accept`));

  neighbour = await t.createUser({ email: 'vizinho@rebanho-csv.com' });
  await t.setSubscription('vizinho@rebanho-csv.com', { plan: 'PRO', status: 'active' });
  await created(t.sendAs(neighbour, 'POST', '/api/animals', { tag: 'VIZINHO-1', sex: 'M' }));
  starter = await t.createUser({ email: 'starter@rebanho-csv.com' });
  await t.setSubscription('starter@rebanho-csv.com', { plan: 'STARTER', status: 'active' });
});
afterAll(() => t.close());

describe('GET /api/export/animals.csv', () => {
  it('writes the herd in pt-BR: BOM, ";", dd/mm/aaaa, decimal comma, guarded cells', async () => {
    const file = await download(owner, 'animals.csv');
    expect(file.res.status).toBe(200);
    expect(file.res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(file.res.headers.get('content-disposition')).toBe(
      'attachment; filename="rebanho-fazenda-boa-vista-2026-11-22.csv"',
    );
    expect([...file.bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(file.lines[0]).toBe(
      'Brinco;EID;SISBOV;Nome;Sexo;Raça;Nascimento;Idade (meses);Categoria;Lote;Pasto;Origem;Situação;Último peso (kg);Data do último peso',
    );
    expect(file.lines[1]).toBe(
      '\'=A1;982 000123456789;105000000000001;"Mimosa ""a boa""";Fêmea;Nelore;15/01/2024;34;Novilha;"Recria; 1";"Pasto; sede";Nascido na fazenda;Ativo;330,5;01/10/2026',
    );
    // Active first; the dead animal came back (undone), the sold one last.
    expect(file.lines.slice(2, 4)).toEqual([
      'B-2;;;;Macho;;01/07/2025;16;Garrote;;;Comprado;Ativo;;',
      'B-1;;;;Macho;;01/07/2025;16;Garrote;;;Comprado;Vendido;;',
    ]);
    expect(file.lines.at(-1)).toBe('');
    expect(file.text).not.toContain('VIZINHO');
  });

  it('gzips itself when asked, as the weighings file does', async () => {
    const file = await download(owner, 'animals.csv', { 'accept-encoding': 'gzip' });
    expect(file.res.status).toBe(200);
    expect(file.res.headers.get('content-encoding')).toBe('gzip');
  });
});

describe('GET /api/export/animal-events.csv', () => {
  it('writes each event with its details and its undoing, by date', async () => {
    const file = await download(owner, 'animal-events.csv');
    expect(file.res.status).toBe(200);
    expect(file.res.headers.get('content-disposition')).toBe(
      'attachment; filename="eventos-rebanho-fazenda-boa-vista-2026-11-22.csv"',
    );
    expect(file.lines[0]).toBe(
      'Data;Tipo;Brinco;Peso (kg);Peso de carcaça (kg);Rendimento de carcaça (%);Forma de preço;Preço (R$);Valor do animal (R$);Vendedor;Comprador;GTA;Causa;Transferência / cria;Observação;Desfeito;Motivo (desfeito)',
    );
    expect(file.lines.slice(1, -1)).toEqual([
      "15/01/2024;Entrada no rebanho;'=A1;;;;;;;;;;;;;Não;",
      "01/05/2026;Compra;B-1;210;;;Por cabeça;2500,5;2500,5;'+Seu Zé;;GTA-9;;;;Não;",
      "01/05/2026;Compra;B-2;210;;;Por cabeça;2500,5;2500,5;'+Seu Zé;;GTA-9;;;;Não;",
      '01/11/2026;Venda;B-1;400;;;Por cabeça;4000;4000;;Frigorífico X;GTA-10;;;;Não;',
      '10/11/2026;Morte;B-2;;;;;;;;;;Raio;;No pasto;Sim;Engano',
    ]);
  });

  it('gives Campo both files, the events without money columns', async () => {
    const animals = await download(field, 'animals.csv');
    expect(animals.res.status).toBe(200);
    expect(animals.lines).toHaveLength(5);
    const events = await download(field, 'animal-events.csv');
    expect(events.res.status).toBe(200);
    expect(events.lines[0]).not.toMatch(/Preço|Valor|R\$/);
    expect(events.text).not.toContain('2500');
    expect(events.lines[4]).toBe('01/11/2026;Venda;B-1;400;;;;Frigorífico X;GTA-10;;;;Não;');
  });

  it('refuses Starter with EXPORT_NOT_IN_PLAN and asks for a session', async () => {
    for (const file of ['animals.csv', 'animal-events.csv']) {
      const res = await t.sendAs(starter, 'GET', `/api/export/${file}`);
      expect(res.status, file).toBe(403);
      expect(((await res.json()) as { error: { code: string } }).error.code).toBe(
        'EXPORT_NOT_IN_PLAN',
      );
      expect((await t.request(`/api/export/${file}`)).status).toBe(401);
    }
  });

  it('never shows another farm’s events', async () => {
    const mine = await download(neighbour, 'animal-events.csv');
    expect(mine.lines.slice(1, -1)).toHaveLength(1);
    expect(mine.lines[1]).toContain('VIZINHO-1');
  });
});

describe('an abandoned download', () => {
  it('gives the cursor client back to the pool', async () => {
    const pool = t.db.$client;
    const res = await t.request('/api/export/animal-events.csv', { headers: { cookie: owner } });
    expect(res.status).toBe(200);
    const reader = res.body!.getReader();
    await reader.read(); // the BOM and header
    await reader.read(); // the first batch: the cursor is open
    await reader.cancel();
    // Every client is idle again (none left inside the export's transaction).
    await expect.poll(() => pool.totalCount - pool.idleCount, { timeout: 2000 }).toBe(0);
  });
});
