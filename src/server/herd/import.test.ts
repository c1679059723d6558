import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AnimalPage, TimelineEntry } from '../../domain/herd/api';
import type { HerdImportPreview, HerdImportResult } from '../../domain/import/herd-csv';
import { createTestApp } from '../test/test-app';

/*
 * 'Importar animais' (issue 25 item 6): POST /api/animals/import/preview and /api/animals/import
 * with the file's text. Errors per line, no duplicate on re-import, all or nothing, the plan's
 * animal limit, 5,000 lines in one request, a blank Sexo, and a re-import that gives a sex to an
 * animal without one (decisions 039, 043).
 */

let t: Awaited<ReturnType<typeof createTestApp>>;
let cookie: string;
beforeAll(async () => {
  t = await createTestApp();
  t.clock.now = new Date('2026-11-22T12:00:00Z');
  cookie = await t.createUser({ email: 'importa-rebanho@fazenda.com' });
  await t.setSubscription('importa-rebanho@fazenda.com', {
    plan: 'PRO',
    status: 'active',
    trialEndsAt: null,
  });
  const lot = await send('POST', '/api/lots', {
    name: 'Recria Águas',
    quantity: 1,
    initialWeight: 200,
    purchasePrice: 1000,
    purchaseDate: '2026-01-01',
  });
  expect(lot.status).toBe(201);
});
afterAll(() => t.close());

const send = (method: string, path: string, body?: unknown, as = cookie) =>
  t.request(path, {
    method,
    headers: { cookie: as },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
async function json<T>(res: Response | Promise<Response>, status: number): Promise<T> {
  const r = await res;
  const text = await r.text();
  expect(r.status, text).toBe(status);
  return JSON.parse(text) as T;
}

const FILE = [
  'Brinco;EID;Sexo;Raça;Nascimento;Lote',
  'I-1;982 000000000001;M;Nelore;15/01/2025;recria aguas',
  'I-2;;Fêmea;Angus;;',
  'I-3;982000000000003;F;;01/06/2024;Recria Águas',
].join('\r\n');

/** A new owner on an active Starter plan of 2 heads; their session cookie. */
async function starterOfTwoHeads(email: string) {
  const session = await t.createUser({ email });
  await t.setSubscription(email, {
    plan: 'STARTER',
    status: 'active',
    animalLimit: 2,
    trialEndsAt: null,
  });
  return session;
}

describe('POST /api/animals/import', () => {
  it('previews, imports, and imports the same file again as 0 new', async () => {
    const preview = await json<HerdImportPreview>(
      send('POST', '/api/animals/import/preview', { text: FILE }),
      200,
    );
    expect(preview).toMatchObject({ new: 3, existing: 0, invalid: 0 });
    expect(preview.lines.map((l) => [l.line, l.tag, l.status])).toEqual([
      [2, 'I-1', 'new'],
      [3, 'I-2', 'new'],
      [4, 'I-3', 'new'],
    ]);
    // The preview wrote nothing.
    expect((await json<AnimalPage>(send('GET', '/api/animals'), 200)).total).toBe(0);

    expect(
      await json<HerdImportResult>(send('POST', '/api/animals/import', { text: FILE }), 201),
    ).toEqual({ created: 3, existing: 0, invalid: 0, sexGiven: 0 });
    const page = await json<AnimalPage>(send('GET', '/api/animals'), 200);
    expect(page.items.map((a) => [a.tag, a.sex, a.breed, a.birthDate, a.lotName, a.eid])).toEqual([
      ['I-1', 'M', 'Nelore', '2025-01-15', 'Recria Águas', '982000000000001'],
      ['I-2', 'F', 'Angus', null, null, null],
      ['I-3', 'F', null, '2024-06-01', 'Recria Águas', '982000000000003'],
    ]);

    const again = await json<HerdImportPreview>(
      send('POST', '/api/animals/import/preview', { text: FILE }),
      200,
    );
    expect(again).toMatchObject({ new: 0, existing: 3, invalid: 0 });
    expect(
      await json<HerdImportResult>(send('POST', '/api/animals/import', { text: FILE }), 200),
    ).toEqual({ created: 0, existing: 3, invalid: 0, sexGiven: 0 });
    expect((await json<AnimalPage>(send('GET', '/api/animals'), 200)).total).toBe(3);
  });

  it('counts a known EID under another brinco as already registered', async () => {
    const text = 'Brinco,EID,Sexo\nOUTRO-1,982000000000001,M\nI-2,,F\n';
    const preview = await json<HerdImportPreview>(
      send('POST', '/api/animals/import/preview', { text }),
      200,
    );
    expect(preview.lines).toEqual([
      {
        line: 2,
        tag: 'OUTRO-1',
        status: 'existing',
        reason: 'Já cadastrado: este EID já está no rebanho',
      },
      {
        line: 3,
        tag: 'I-2',
        status: 'existing',
        reason: 'Já cadastrado: há um animal ativo com este brinco',
      },
    ]);
  });

  it('refuses a file with errors as a whole, unless told to skip those lines', async () => {
    const text = [
      'Brinco;EID;Sexo;Raça;Nascimento;Lote',
      'E-1;;M;;;',
      'E-2;9,82E+14;M;;;',
      'E-3;;M;;;Lote que não existe',
      'E-4;;X;;;',
    ].join('\n');
    const preview = await json<HerdImportPreview>(
      send('POST', '/api/animals/import/preview', { text }),
      200,
    );
    expect(preview).toMatchObject({ new: 1, existing: 0, invalid: 3 });
    expect(preview.lines.find((l) => l.line === 4)?.reason).toBe(
      'Lote não encontrado: Lote que não existe',
    );
    const refused = await json<{ error: { code: string; message: string; fields: object } }>(
      send('POST', '/api/animals/import', { text }),
      400,
    );
    expect(refused.error.code).toBe('IMPORT_INVALID');
    expect(refused.error.message).toBe('3 linhas com erro. Nenhum animal foi importado.');
    expect(Object.keys(refused.error.fields)).toEqual(['linha 3', 'linha 4', 'linha 5']);
    expect((await json<AnimalPage>(send('GET', '/api/animals?q=E-'), 200)).total).toBe(0);

    expect(
      await json<HerdImportResult>(
        send('POST', '/api/animals/import', { text, skipInvalid: true }),
        201,
      ),
    ).toEqual({ created: 1, existing: 0, invalid: 3, sexGiven: 0 });
  });

  it('says what is wrong with the file itself', async () => {
    const bad = await json<{ error: { fields: object } }>(
      send('POST', '/api/animals/import/preview', { text: '123;M\n' }),
      400,
    );
    expect(bad.error.fields).toEqual({
      file: 'A primeira linha deve ser o cabeçalho Brinco;EID;Sexo;Raça;Nascimento;Lote (a coluna Brinco é obrigatória).',
    });
  });

  it('imports 5,000 lines in one request, past the 256 KB of other routes', async () => {
    const lines = Array.from(
      { length: 5000 },
      (_, i) =>
        `GRANDE-${String(i).padStart(5, '0')};${String(982100000000000 + i)};${i % 2 ? 'Macho' : 'Fêmea'};Nelore;01/01/2025;Recria Águas;observação longa que ninguém lê ${'x'.repeat(20)}`,
    );
    const text = `Brinco;EID;Sexo;Raça;Nascimento;Lote;Observação\n${lines.join('\n')}`;
    expect(text.length).toBeGreaterThan(256 * 1024);
    const created = await json<HerdImportResult>(
      send('POST', '/api/animals/import', { text }),
      201,
    );
    expect(created.created).toBe(5000);
    expect((await json<AnimalPage>(send('GET', '/api/animals?q=GRANDE-&limit=1'), 200)).total).toBe(
      5000,
    );
    const again = await json<HerdImportResult>(send('POST', '/api/animals/import', { text }), 200);
    expect(again).toEqual({ created: 0, existing: 5000, invalid: 0, sexGiven: 0 });
  }, 60_000);

  it("respects the plan's animal limit for the whole file", async () => {
    const email = 'limite-importa@fazenda.com';
    const session = await starterOfTwoHeads(email);
    const refused = await json<{ error: { code: string } }>(
      send('POST', '/api/animals/import', { text: 'Brinco;Sexo\n1;M\n2;M\n3;M\n' }, session),
      403,
    );
    expect(refused.error.code).toBe('ANIMAL_LIMIT');
    expect(
      (await json<AnimalPage>(send('GET', '/api/animals', undefined, session), 200)).total,
    ).toBe(0);
    await json(
      send('POST', '/api/animals/import', { text: 'Brinco;Sexo\n1;M\n2;M\n' }, session),
      201,
    );
  });
});

describe('Sexo left blank', () => {
  const page = async (q: string, as = cookie) =>
    (await json<AnimalPage>(send('GET', `/api/animals?q=${q}&status=all`, undefined, as), 200))
      .items;

  it('registers the animal without a sex, and says so in the preview', async () => {
    const text = 'Brinco;EID;Sexo;Raça\nNS-1;;;Nelore\nNS-2;;Não informado;\nNS-3;;M;\n';
    const preview = await json<HerdImportPreview>(
      send('POST', '/api/animals/import/preview', { text }),
      200,
    );
    expect(preview).toMatchObject({ new: 3, existing: 0, invalid: 0, noSex: 2, givesSex: 0 });
    expect(preview.lines).toEqual([
      { line: 2, tag: 'NS-1', status: 'new', noSex: true },
      { line: 3, tag: 'NS-2', status: 'new', noSex: true },
      { line: 4, tag: 'NS-3', status: 'new' },
    ]);
    expect(
      await json<HerdImportResult>(send('POST', '/api/animals/import', { text }), 201),
    ).toEqual({ created: 3, existing: 0, invalid: 0, sexGiven: 0 });
    expect((await page('NS-')).map((a) => [a.tag, a.sex, a.category])).toEqual([
      ['NS-1', null, null],
      ['NS-2', null, null],
      ['NS-3', 'M', null],
    ]);
    const bad = await json<HerdImportPreview>(
      send('POST', '/api/animals/import/preview', { text: 'Brinco;Sexo\nNS-9;Boi\n' }),
      200,
    );
    expect(bad.lines[0]?.reason).toBe(
      'Sexo inválido: use M, F, Macho ou Fêmea (ou deixe em branco)',
    );
  });

  it('gives a sex to a registered animal that has none, once, and never changes a recorded one', async () => {
    // Known only from its weighing (decision 039): no sex.
    await json(
      send('POST', '/api/weighings', {
        animalId: 'PES-1',
        weighingDate: '2026-11-01',
        weight: 300,
      }),
      201,
    );
    expect((await page('PES-1')).map((a) => a.sex)).toEqual([null]);
    const text = 'Brinco;Sexo\nPES-1;F\nNS-1;Macho\nNS-2;\nNS-3;F\n';
    const preview = await json<HerdImportPreview>(
      send('POST', '/api/animals/import/preview', { text }),
      200,
    );
    expect(preview).toMatchObject({ new: 0, existing: 4, invalid: 0, noSex: 0, givesSex: 2 });
    expect(preview.lines.map((l) => [l.tag, l.status, l.givesSex])).toEqual([
      ['PES-1', 'existing', 'F'],
      ['NS-1', 'existing', 'M'],
      ['NS-2', 'existing', undefined],
      ['NS-3', 'existing', undefined],
    ]);
    expect(
      await json<HerdImportResult>(send('POST', '/api/animals/import', { text }), 200),
    ).toEqual({ created: 0, existing: 4, invalid: 0, sexGiven: 2 });
    const after = await page('PES-1');
    expect(after.map((a) => [a.tag, a.sex])).toEqual([['PES-1', 'F']]);
    expect((await page('NS-')).map((a) => [a.tag, a.sex])).toEqual([
      ['NS-1', 'M'],
      ['NS-2', null],
      ['NS-3', 'M'],
    ]);
    const { items } = await json<{ items: TimelineEntry[] }>(
      send('GET', `/api/animals/${after[0]!.id}/timeline`),
      200,
    );
    expect(items.find((e) => e.type === 'edit')).toMatchObject({
      edit: { changes: [{ field: 'sex', from: null, to: 'F' }] },
    });
    // Again: nothing left to give.
    expect(
      await json<HerdImportResult>(send('POST', '/api/animals/import', { text }), 200),
    ).toEqual({ created: 0, existing: 4, invalid: 0, sexGiven: 0 });
  });

  it("leaves animals without a sex out of the plan's limit until the file gives them one", async () => {
    const email = 'limite-sem-sexo@fazenda.com';
    const session = await starterOfTwoHeads(email);
    const first = 'Brinco;Sexo\n1;M\n2;\n3;\n4;F\n';
    expect(
      await json<HerdImportResult>(
        send('POST', '/api/animals/import', { text: first }, session),
        201,
      ),
    ).toMatchObject({ created: 4 });
    const refused = await json<{ error: { code: string } }>(
      send('POST', '/api/animals/import', { text: 'Brinco;Sexo\n2;M\n' }, session),
      403,
    );
    expect(refused.error.code).toBe('ANIMAL_LIMIT');
    expect((await page('2', session)).map((a) => a.sex)).toEqual([null]);
  });
});
