import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  ExposeResult,
  FemalePage,
  IatfBatch,
  IatfProtocol,
  SeasonSummary,
  Semen,
} from '../../domain/reproduction/api';
import { json } from '../test/responses';
import { reproFarm } from './fixture';

/* Seasons, exposures, protocols, semen and IATF batches (issue 41 items 2–4, decision 067). */

let f: Awaited<ReturnType<typeof reproFarm>>;
beforeAll(async () => {
  f = await reproFarm('estacao');
});
afterAll(() => f.t.close());

describe('seasons and their females', () => {
  it("'Nova estação' once per Idempotency-Key; listed newest first; edited by a Gerente only", async () => {
    const body = { name: 'Estação 2024/25', startsOn: '2024-11-01', endsOn: '2025-01-31' };
    const first = await json<SeasonSummary>(f.send('field', 'POST', '/seasons', body, 'k-s1'), 201);
    const again = await json<SeasonSummary>(f.send('field', 'POST', '/seasons', body, 'k-s1'), 200);
    expect(again.id).toBe(first.id);
    expect(first).toMatchObject({ exposed: 0, diagnosed: 0, byStatus: { empty: 0, cull: 0 } });
    const later = await f.season('Estação 2025/26', '2025-11-01', '2026-01-31');
    const { items } = await json<{ items: SeasonSummary[] }>(
      f.send('field', 'GET', '/seasons'),
      200,
    );
    expect(items.map((s) => s.id)).toEqual([later, first.id]);
    const edit = { ...body, name: 'Estação 24/25' };
    await f.refused(f.send('field', 'PUT', `/seasons/${first.id}`, edit), 403);
    expect(
      (await json<SeasonSummary>(f.send('manager', 'PUT', `/seasons/${first.id}`, edit), 200)).name,
    ).toBe('Estação 24/25');
  });

  it('refuses a season that ends before it starts, and an unknown one', async () => {
    const e = await f.refused(
      f.send('owner', 'POST', '/seasons', {
        name: 'X',
        startsOn: '2025-02-01',
        endsOn: '2025-01-01',
      }),
      400,
    );
    expect(e.fields?.endsOn).toBe('O fim deve ser depois do início');
    await f.refused(f.send('owner', 'GET', '/seasons/00000000-0000-4000-8000-000000000000'), 404);
    await f.refused(f.send('owner', 'GET', '/seasons/nao-e-id'), 404);
  });

  it("'Expor fêmeas': chosen, by category; males and repeats left out; pages by brinco", async () => {
    const season = await f.season('Estação 2026/27', '2026-05-01', '2026-07-31');
    const cows = [await f.animal(), await f.animal(), await f.animal()];
    const bull = await f.animal({ sex: 'M' });
    const chosen = await json<ExposeResult>(
      f.send('field', 'POST', `/seasons/${season}/exposures`, { animalIds: [...cows, bull] }),
      200,
    );
    expect(chosen).toEqual({ added: 3, alreadyExposed: 0, skipped: 1 });
    const heifers = await json<ExposeResult>(
      f.send('field', 'POST', `/seasons/${season}/exposures`, { category: 'Novilha' }),
      200,
    );
    expect(heifers.alreadyExposed).toBe(3);
    const first = await json<FemalePage>(
      f.send('field', 'GET', `/seasons/${season}/females?limit=2`),
      200,
    );
    expect(first.items).toHaveLength(2);
    expect(first.items[0]).toMatchObject({ status: 'empty', group: 'heifer', lastService: null });
    const rest = await json<FemalePage>(
      f.send('field', 'GET', `/seasons/${season}/females?limit=100&cursor=${first.nextCursor}`),
      200,
    );
    const all = [...first.items, ...rest.items].map((x) => x.tag);
    expect(all).toEqual([...all].sort());
    expect(rest.nextCursor).toBeNull();
    const summary = await json<SeasonSummary>(f.send('field', 'GET', `/seasons/${season}`), 200);
    expect(summary.exposed).toBe(all.length);
    // Removal is the owner's and a Gerente's.
    await f.refused(f.send('field', 'DELETE', `/seasons/${season}/exposures/${cows[0]}`), 403);
    const gone = await f.t.sendAs(
      f.as.manager,
      'DELETE',
      `/api/reproduction/seasons/${season}/exposures/${cows[0]}`,
    );
    expect(gone.status).toBe(204);
    await f.refused(f.send('manager', 'DELETE', `/seasons/${season}/exposures/${cows[0]}`), 404);
  });

  it('refuses a broken filter, cursor or body with 400', async () => {
    const season = await f.season();
    const base = `/seasons/${season}/females`;
    await f.refused(f.send('owner', 'GET', `${base}?status=gorda`), 400);
    await f.refused(f.send('owner', 'GET', `${base}?cursor=abc`), 400);
    await f.refused(f.send('owner', 'GET', `${base}?limit=0`), 400);
    const e = await f.refused(
      f.send('owner', 'POST', `${base.replace('females', 'exposures')}`, {}),
      400,
    );
    expect(e.fields?.animalIds).toBe('Escolha as fêmeas, um lote ou uma categoria');
  });
});

describe('protocols, semen and IATF batches', () => {
  it('two protocols seeded once; copied and edited by the owner; Campo cannot', async () => {
    const [a, b] = await Promise.all([
      json<{ items: IatfProtocol[] }>(f.send('field', 'GET', '/protocols'), 200),
      json<{ items: IatfProtocol[] }>(f.send('owner', 'GET', '/protocols'), 200),
    ]);
    expect(a.items.map((p) => p.name)).toEqual([
      'IATF convencional (D0-D8-D10)',
      'IATF zebuínas (D0-D9-D11)',
    ]);
    expect(b.items).toHaveLength(2);
    const source = a.items[1]!;
    await f.refused(f.send('field', 'POST', `/protocols/${source.id}/copy`), 403);
    const copy = await json<IatfProtocol>(
      f.send('owner', 'POST', `/protocols/${source.id}/copy`),
      201,
    );
    expect(copy).toMatchObject({ name: 'IATF zebuínas (D0-D9-D11) (cópia)', seeded: false });
    const edited = await json<IatfProtocol>(
      f.send('manager', 'PUT', `/protocols/${source.id}`, {
        name: source.name,
        steps: source.steps,
      }),
      200,
    );
    expect(edited.seeded).toBe(false);
    const bad = await f.refused(
      f.send('owner', 'POST', '/protocols', {
        name: 'Sem IA',
        steps: [{ day: 0, action: 'Dispositivo', insemination: false }],
      }),
      400,
    );
    expect(bad.fields?.steps).toBe('Marque o passo da inseminação');
  });

  it("'Sêmen': added by any member, a bull once (any case)", async () => {
    const made = await json<Semen>(
      f.send(
        'field',
        'POST',
        '/semen',
        { bull: 'Jaguar', breed: 'Nelore', center: 'ABS' },
        'k-sem',
      ),
      201,
    );
    expect(
      (await json<Semen>(f.send('field', 'POST', '/semen', { bull: 'Jaguar' }, 'k-sem'), 200)).id,
    ).toBe(made.id);
    await f.refused(f.send('field', 'POST', '/semen', { bull: 'JAGUAR' }), 409);
    const { items } = await json<{ items: Semen[] }>(f.send('field', 'GET', '/semen'), 200);
    expect(items.filter((s) => s.bull.toLowerCase() === 'jaguar')).toHaveLength(1);
  });

  it("'Iniciar protocolo': a batch with its calendar; the batch's inseminations counted", async () => {
    const season = await f.season('IATF 2026', '2026-06-01', '2026-08-31');
    const { items } = await json<{ items: IatfProtocol[] }>(
      f.send('field', 'GET', '/protocols'),
      200,
    );
    const cows = [await f.animal(), await f.animal()];
    const body = {
      seasonId: season,
      protocolId: items[0]!.id,
      startsOn: '2026-06-01',
      animalIds: cows,
    };
    const batch = await json<IatfBatch>(f.send('field', 'POST', '/batches', body, 'k-b1'), 201);
    expect(batch).toMatchObject({
      heads: 2,
      inseminated: 0,
      name: 'IATF convencional (D0-D8-D10) — 01/06/2026',
    });
    expect(batch.steps.map((s) => [s.day, s.date, s.heads])).toEqual([
      [0, '2026-06-01', 2],
      [8, '2026-06-09', 2],
      [10, '2026-06-11', 2],
    ]);
    expect((await json<IatfBatch>(f.send('field', 'POST', '/batches', body, 'k-b1'), 200)).id).toBe(
      batch.id,
    );
    await json(
      f.send('field', 'POST', '/inseminations', {
        animalIds: cows,
        date: '2026-06-11',
        sire: { semen: 'Jaguar' },
        inseminator: 'Zé',
        batchId: batch.id,
      }),
      201,
    );
    const listed = await json<{ items: IatfBatch[] }>(
      f.send('field', 'GET', `/seasons/${season}/batches`),
      200,
    );
    expect(listed.items[0]).toMatchObject({ id: batch.id, inseminated: 2 });
    const summary = await json<SeasonSummary>(f.send('field', 'GET', `/seasons/${season}`), 200);
    expect(summary).toMatchObject({ exposed: 2, byStatus: { inseminated: 2 } });
    await f.refused(f.send('field', 'POST', '/batches', { ...body, startsOn: '2026-07-01' }), 400);
    await f.refused(
      f.send('field', 'POST', '/batches', {
        ...body,
        protocolId: '00000000-0000-4000-8000-000000000000',
      }),
      404,
    );
  });

  it("'Registrar inseminação' for a whole batch: its females not yet inseminated, once", async () => {
    const season = await f.season('IATF lote inteiro', '2026-06-01', '2026-08-31');
    const { items } = await json<{ items: IatfProtocol[] }>(
      f.send('field', 'GET', '/protocols'),
      200,
    );
    const cows = [await f.animal(), await f.animal(), await f.animal()];
    const batch = await json<IatfBatch>(
      f.send('field', 'POST', '/batches', {
        seasonId: season,
        protocolId: items[0]!.id,
        startsOn: '2026-06-01',
        animalIds: cows,
      }),
      201,
    );
    const inseminate = (body: Record<string, unknown>, key: string) =>
      f.send(
        'field',
        'POST',
        '/inseminations',
        { date: '2026-06-11', sire: { semen: 'Jaguar' }, batchId: batch.id, ...body },
        key,
      );
    await json(inseminate({ animalIds: [cows[0]] }, 'k-one'), 201);
    expect(await json(inseminate({}, 'k-rest'), 201)).toMatchObject({ count: 2 });
    const listed = await json<{ items: IatfBatch[] }>(
      f.send('field', 'GET', `/seasons/${season}/batches`),
      200,
    );
    expect(listed.items[0]).toMatchObject({ heads: 3, inseminated: 3 });
    await f.refused(inseminate({}, 'k-again'), 400);
  });
});
