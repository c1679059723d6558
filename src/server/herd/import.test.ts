import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AnimalPage } from '../../domain/herd/api';
import type { HerdImportPreview, HerdImportResult } from '../../domain/import/herd-csv';
import { createTestApp } from '../test/test-app';

/*
 * 'Importar animais' (issue 25 item 6): POST /api/animals/import/preview and /api/animals/import
 * with the file's text. Errors per line, no duplicate on re-import, all or nothing, the plan's
 * animal limit, 5,000 lines in one request.
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
    ).toEqual({ created: 3, existing: 0, invalid: 0 });
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
    ).toEqual({ created: 0, existing: 3, invalid: 0 });
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
    ).toEqual({ created: 1, existing: 0, invalid: 3 });
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
    expect(again).toEqual({ created: 0, existing: 5000, invalid: 0 });
  }, 60_000);

  it("respects the plan's animal limit for the whole file", async () => {
    const email = 'limite-importa@fazenda.com';
    const session = await t.createUser({ email });
    await t.setSubscription(email, {
      plan: 'STARTER',
      status: 'active',
      animalLimit: 2,
      trialEndsAt: null,
    });
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
