import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { MoveResult } from '../../domain/pastures/api';
import { pastureFarm } from '../pastures/fixture';
import { downloadCsv } from '../test/exports';
import { json } from '../test/responses';

/*
 * The pastures' CSV files (issue 42 item 7): GET /api/export/pastures.csv (the paddock list as
 * its screen shows it, its filters and order) and pastures-occupation.csv ('Histórico de
 * ocupação', of a paddock or all), streamed within the export caps, pt-BR, every role. Today is
 * 15/06/2026 in São Paulo ('Seca').
 */

let f: Awaited<ReturnType<typeof pastureFarm>>;
const ids: Record<string, string> = {};
let undone: MoveResult;
beforeAll(async () => {
  f = await pastureFarm('pastos-csv');
  const lot = await f.lot('Lote 3');
  ids.ten = (await f.paddock('Piquete 10')).id;
  ids.two = (await f.paddock('Piquete 2', { areaHa: 12.5, retiro: 'Sede', capacityDry: 1 })).id;
  ids.low = (
    await f.paddock('Baixada', { areaHa: null, forage: 'Marandu', grazingMethod: 'continuous' })
  ).id;
  const cows = [await f.animal({ lotId: lot }), await f.animal({ lotId: lot })];
  await f.weigh(cows[0]!, '2026-06-01', 450);
  await json(f.move('owner', { paddockId: ids.two, movedOn: '2026-06-10', lotId: lot }), 201);
  await json(
    f.move('field', { paddockId: ids.ten, movedOn: '2026-06-12', animalIds: [cows[0]] }),
    201,
  );
  await json(
    f.send('field', 'POST', `/paddocks/${ids.low}/heights`, {
      measuredOn: '2026-06-14',
      heightCm: 25,
    }),
    201,
  );
  // A move entered by mistake and undone: not in the history.
  const stray = await f.animal();
  undone = await json<MoveResult>(
    f.move('owner', { paddockId: ids.low, movedOn: '2026-06-13', animalIds: [stray] }),
    201,
  );
  const reason = { reason: 'Pasto errado' };
  expect((await f.send('owner', 'POST', `/moves/${undone.moveId}/undo`, reason)).status).toBe(204);
});
afterAll(() => f.t.close());

const download = (who: 'owner' | 'field' | 'outsider', file: string) =>
  downloadCsv(f.t, f.as[who], file);

describe('GET /api/export/pastures.csv', () => {
  it('writes the paddocks by name with their state, stocking, last height and readiness', async () => {
    const { res, lines } = await download('field', 'pastures.csv');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toMatch(
      /^attachment; filename="pastos-.*-2026-06-15\.csv"$/,
    );
    expect(lines[0]).toBe(
      'Nome;Retiro;Forrageira;Método de pastejo;Área (ha);Área do mapa (ha);Capacidade águas (UA/ha);Capacidade seca (UA/ha);Situação;Cabeças;UA;UA/ha;Última altura (cm);Pronto para entrada',
    );
    // A Novilha at her typical 300 kg in Piquete 2, the cow weighed at 450 kg in Piquete 10.
    expect(lines.slice(1)).toEqual([
      'Baixada;;Marandu;Contínuo;;;;;Sem ocupação registrada;0;0;;25;Não',
      'Piquete 2;Sede;Mombaça;Rotacionado;12,5;;;1;Ocupado há 5 dias (Lote 3, 1 cabeça);1;0,67;0,05;;Não',
      'Piquete 10;;Mombaça;Rotacionado;10;;;;Ocupado há 3 dias (Lote 3, 1 cabeça);1;1;0,1;;Não',
      '',
    ]);
    await vi.waitFor(() => expect(f.t.exports.held().total).toBe(0));
  });

  it("takes the list's filters; refuses a bad one; another farm's owner gets his own", async () => {
    const occupied = await download('owner', 'pastures.csv?state=occupied&retiro=Sede');
    expect(occupied.lines.slice(1, -1).map((l) => l.split(';')[0])).toEqual(['Piquete 2']);
    const named = await download('owner', `pastures.csv?q=${encodeURIComponent('piquete 1')}`);
    expect(named.lines.slice(1, -1).map((l) => l.split(';')[0])).toEqual(['Piquete 10']);
    for (const bad of ['state=cheio', 'q=a%00b', `q=${'x'.repeat(61)}`, 'retiro=%00']) {
      expect((await download('owner', `pastures.csv?${bad}`)).res.status, bad).toBe(400);
    }
    // Broken percent-encoding is a search like any other text: nothing found.
    const broken = await download('owner', 'pastures.csv?q=%E0%A4%A');
    expect([broken.res.status, broken.lines.length]).toEqual([200, 2]);
    const theirs = await download('outsider', 'pastures.csv');
    expect(theirs.res.status).toBe(200);
    expect(theirs.lines.slice(1)).toEqual(['']);
  });

  it('gzips itself when asked; Starter may not export', async () => {
    const zipped = await downloadCsv(f.t, f.as.owner, 'pastures.csv', {
      'accept-encoding': 'gzip',
    });
    expect(zipped.res.headers.get('content-encoding')).toBe('gzip');
    const starter = await f.t.createUser({ email: 'starter@pastos-csv.com' });
    await f.t.setSubscription('starter@pastos-csv.com', { plan: 'STARTER', status: 'active' });
    const refused = await downloadCsv(f.t, starter, 'pastures.csv');
    expect(refused.res.status).toBe(403);
    expect(JSON.parse(refused.text).error.code).toBe('EXPORT_NOT_IN_PLAN');
  });
});

describe('GET /api/export/pastures-occupation.csv', () => {
  it("writes 'Histórico de ocupação' newest first, without the moves undone", async () => {
    const { res, lines } = await download('field', 'pastures-occupation.csv');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toMatch(/filename="ocupacao-pastos-.*\.csv"/);
    expect(lines).toEqual([
      'Pasto;Lote;Entrada;Saída;Cabeças;UA',
      'Piquete 10;;12/06/2026;;1;1',
      'Piquete 2;Lote 3;10/06/2026;;2;1,67',
      '',
    ]);
    await vi.waitFor(() => expect(f.t.exports.held().total).toBe(0));
  });

  it("writes one paddock's; a paddock of no one is 404, a bad id 400", async () => {
    const one = await download('owner', `pastures-occupation.csv?paddockId=${ids.two}`);
    expect(one.lines.slice(1, -1)).toEqual(['Piquete 2;Lote 3;10/06/2026;;2;1,67']);
    const none = '00000000-0000-4000-8000-000000000000';
    expect((await download('owner', `pastures-occupation.csv?paddockId=${none}`)).res.status).toBe(
      404,
    );
    // Another farm's person does not read this farm's paddock.
    const other = await download('outsider', `pastures-occupation.csv?paddockId=${ids.two}`);
    expect(other.res.status).toBe(404);
    for (const bad of ['x', `${none}%00`, '%E0%A4%A']) {
      const res = (await download('owner', `pastures-occupation.csv?paddockId=${bad}`)).res;
      expect(res.status, bad).toBe(400);
    }
  });
});
