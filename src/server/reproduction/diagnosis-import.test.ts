import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  DiagnosisImportPreview,
  DiagnosisImportResult,
} from '../../domain/import/diagnosis-csv';
import type { FemalePage } from '../../domain/reproduction/api';
import { json } from '../test/responses';
import { keyOf, reproFarm } from './fixture';

/*
 * 'Importar diagnósticos' (issue 41 item 10): the vet's 'brinco;resultado;data' file previewed
 * (unknown brinco, not exposed, bad dates) and applied once per Idempotency-Key, each line a
 * diagnosis of the module (attribution, 'Previsão de parto', her status).
 */

let f: Awaited<ReturnType<typeof reproFarm>>;
let season = '';
const FILE = [
  'Brinco;Resultado;Data;Dias de gestação',
  'IMPORTA-1;P;09/06/2025;91',
  'IMPORTA-2;Vazia;09/06/2025',
  'IMPORTA-3;I;09/06/2025',
  'NAO-EXISTE;P;09/06/2025',
  'IMPORTA-4;V;09/06/2025',
  'IMPORTA-1;V;31/02/2025',
].join('\r\n');

beforeAll(async () => {
  f = await reproFarm('importa');
  season = await f.season('Estação 2025', '2025-03-01', '2025-05-31');
  const cows = [await f.animal(), await f.animal(), await f.animal(), await f.animal()];
  await json(
    f.send('owner', 'POST', `/seasons/${season}/exposures`, { animalIds: cows.slice(0, 3) }),
    200,
  );
  await json(
    f.send('owner', 'POST', '/inseminations', {
      animalIds: cows.slice(0, 3),
      date: '2025-03-10',
      sire: { semen: 'Trovão' },
    }),
    201,
  );
});
afterAll(() => f.t.close());

const send = (path: string, body: unknown, key?: string) =>
  f.t.sendAs(
    f.as.field,
    'POST',
    `/api/reproduction/diagnoses/import${path}`,
    body,
    key ? { 'Idempotency-Key': keyOf(key) } : {},
  );

describe('POST /api/reproduction/diagnoses/import/preview', () => {
  it('says which lines are fine, which brinco is unknown or not exposed, which date is bad', async () => {
    const preview = await json<DiagnosisImportPreview>(send('/preview', { text: FILE }), 200);
    expect(preview).toMatchObject({ new: 3, existing: 0, invalid: 3 });
    expect(preview.lines.map((l) => [l.line, l.status, l.reason ?? l.season])).toEqual([
      [2, 'new', 'Estação 2025'],
      [3, 'new', 'Estação 2025'],
      [4, 'new', 'Estação 2025'],
      [5, 'invalid', 'Brinco NAO-EXISTE não encontrado no rebanho'],
      [6, 'invalid', 'A fêmea IMPORTA-4 não está exposta em nenhuma estação nessa data'],
      [7, 'invalid', 'Data inválida: use dd/mm/aaaa'],
    ]);
    const empty = await f.refused(send('/preview', { text: '\r\n' }), 400);
    expect(empty.fields).toEqual({ file: 'O arquivo está vazio.' });
  });
});

describe('POST /api/reproduction/diagnoses/import', () => {
  it('refuses a file with errors, writing nothing, unless told to skip them', async () => {
    const refused = await f.refused(send('', { text: FILE }, 'file-1'), 400);
    expect(refused.code).toBe('IMPORT_INVALID');
    expect(refused.fields).toMatchObject({ 'linha 5': expect.any(String) });
    const page = await json<FemalePage>(f.send('owner', 'GET', `/seasons/${season}/females`), 200);
    expect(page.items.every((x) => x.status === 'inseminated')).toBe(true);
  });

  it('records the good lines once per key, as the module’s diagnoses', async () => {
    const body = { text: FILE, skipInvalid: true };
    const made = await json<DiagnosisImportResult>(send('', body, 'file-2'), 201);
    expect(made).toEqual({ created: 3, existing: 0, invalid: 3, replayed: false });
    const again = await json<DiagnosisImportResult>(send('', body, 'file-2'), 200);
    expect(again).toMatchObject({ created: 3, replayed: true });
    // Another key: the lines are already recorded, nothing is added.
    const other = await json<DiagnosisImportResult>(send('', body, 'file-3'), 200);
    expect(other).toMatchObject({ created: 0, existing: 3, invalid: 3 });
    const page = await json<FemalePage>(f.send('owner', 'GET', `/seasons/${season}/females`), 200);
    const byTag = Object.fromEntries(page.items.map((x) => [x.tag, x]));
    // 10/03/2025 + 293 days (Nelore).
    expect(byTag['IMPORTA-1']).toMatchObject({
      status: 'pregnant',
      expectedCalving: { from: '2025-12-28', to: '2025-12-28' },
    });
    expect(byTag['IMPORTA-2']!.lastDiagnosis).toMatchObject({ result: 'empty' });
    expect(byTag['IMPORTA-3']).toMatchObject({
      status: 'inseminated',
      lastDiagnosis: { result: 'inconclusive' },
    });
  });

  it('is refused to another farm, and to a bad key or body', async () => {
    const outsider = await f.t.sendAs(
      f.as.outsider,
      'POST',
      '/api/reproduction/diagnoses/import/preview',
      { text: FILE },
    );
    const preview = (await outsider.json()) as DiagnosisImportPreview;
    expect(preview.new).toBe(0);
    expect((await send('', { text: 1 })).status).toBe(400);
    const badKey = await f.t.sendAs(
      f.as.field,
      'POST',
      '/api/reproduction/diagnoses/import',
      {
        text: FILE,
      },
      { 'Idempotency-Key': 'x' },
    );
    expect(badKey.status).toBe(400);
  });
});
