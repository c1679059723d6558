import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AnimalDetail } from '../../domain/herd/api';
import type { SanitaryProduct } from '../../domain/sanitary/api';
import type { SanitaryCost, SanitarySheet } from '../../domain/sanitary/out';
import { farms } from '../db/schema';
import { createTestApp } from '../test/test-app';

/*
 * What the sanitary records give out (issue 26 item 7): the brucellosis proof and the
 * applications of a period as pt-BR CSV files streamed from a cursor, the pages of an animal's
 * and a lot's 'Ficha sanitária', and a month's sanitary cost per head; 'Campo' without money.
 */

let t: Awaited<ReturnType<typeof createTestApp>>;
let owner: string;
let field: string;
let starter: string;
let lotId: string;
const ids: Record<string, string> = {};

const send = (cookie: string, method: string, path: string, body?: unknown) =>
  t.request(path, {
    method,
    headers: { cookie },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
async function ok<T>(res: Response | Promise<Response>, status = 200): Promise<T> {
  const r = await res;
  const text = await r.text();
  expect(r.status, text).toBe(status);
  return JSON.parse(text) as T;
}
const download = async (cookie: string, file: string) => {
  const res = await t.request(`/api/export/${file}`, { headers: { cookie } });
  const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(await res.arrayBuffer());
  return {
    res,
    text,
    lines: text
      .replace(/^\uFEFF/, '')
      .split('\r\n')
      .slice(0, -1),
  };
};

beforeAll(async () => {
  t = await createTestApp();
  t.clock.now = new Date('2026-11-22T12:00:00Z');
  owner = await t.createUser({ email: 'dona@sanidade-out.com' });
  await t.setSubscription('dona@sanidade-out.com', {
    plan: 'MASTER',
    status: 'active',
    trialEndsAt: null,
  });
  const farmId = await t.farmOf('dona@sanidade-out.com');
  await t.db.update(farms).set({ name: 'Fazenda Boa Vista' }).where(eq(farms.id, farmId));

  const products = (
    await ok<{ items: SanitaryProduct[] }>(send(owner, 'GET', '/api/sanitary/products'))
  ).items;
  const b19 = products.find((p) => p.brucellosis === 'B19')!;
  const wormer = products.find((p) => p.name === 'Ivermectina 1%')!;
  await ok(
    send(owner, 'PUT', `/api/sanitary/products/${wormer.id}`, {
      name: 'Ivermectina 1%',
      type: 'Vermífugo',
      withdrawalDays: 35,
      doseUnit: 'mL',
      pricePerDose: 0.9,
    }),
  );
  const lot = await ok<{ id: string }>(
    send(owner, 'POST', '/api/lots', {
      name: 'Recria',
      quantity: 2,
      initialWeight: 250,
      purchasePrice: 2000,
      purchaseDate: '2026-01-02',
    }),
    201,
  );
  lotId = lot.id;
  const animal = async (body: Record<string, unknown>) => {
    const a = await ok<AnimalDetail>(send(owner, 'POST', '/api/animals', body), 201);
    ids[String(body.tag)] = a.id;
  };
  await animal({ tag: 'N-0', sex: 'F', birthDate: '2025-12-01' });
  await animal({ tag: '=N1', sex: 'F', birthDate: '2026-04-10', eid: '982000123456789' });
  await animal({ tag: 'N-2', sex: 'F', birthDate: '2026-03-01' });
  await animal({ tag: 'L1', sex: 'M', birthDate: '2025-01-01', lotId });
  await animal({ tag: 'L2', sex: 'M', birthDate: '2025-01-01', lotId });
  const apply = (body: Record<string, unknown>) =>
    ok<{ count: number; groupId: string }>(
      send(owner, 'POST', '/api/sanitary/applications', body),
      201,
    );
  const vaccinate = (tag: string, date: string) =>
    apply({
      productId: b19.id,
      date,
      dose: 2,
      veterinarian: 'Dra. Ana; CRMV-MS 1234',
      target: { animalIds: [ids[tag]] },
    });
  await vaccinate('N-0', '2026-05-02');
  await vaccinate('=N1', '2026-09-01');
  await vaccinate('N-2', '2026-10-05');
  await apply({
    productId: wormer.id,
    date: '2026-10-10',
    dose: 5,
    appliedBy: 'João',
    target: { lotId },
  });
  const mistake = await apply({
    productId: wormer.id,
    date: '2026-10-20',
    dose: 5,
    target: { animalIds: [ids.L1] },
  });
  const page = await ok<{ items: Array<{ id: string; groupId: string }> }>(
    send(owner, 'GET', '/api/sanitary/applications?from=2026-10-20&to=2026-10-20'),
  );
  const undone = page.items.find((i) => i.groupId === mistake.groupId)!;
  await ok(
    send(owner, 'POST', `/api/sanitary/applications/${undone.id}/undo`, { reason: 'Engano' }),
  );

  const inv = await ok<{ id: string }>(
    send(owner, 'POST', `/api/farms/${farmId}/invitations`, {
      email: 'campo@sanidade-out.com',
      role: 'field',
    }),
    201,
  );
  field = await t.createUser({ email: 'campo@sanidade-out.com' });
  await ok(send(field, 'POST', `/api/invitations/${inv.id}/accept`));
  starter = await t.createUser({ email: 'starter@sanidade-out.com' });
  await t.setSubscription('starter@sanidade-out.com', { plan: 'STARTER', status: 'active' });
});
afterAll(() => t.close());

describe('GET /api/export/brucellosis.csv', () => {
  it("writes the semester's vaccinated females in pt-BR, named by the semester", async () => {
    const { res, text, lines } = await download(owner, 'brucellosis.csv?semester=2026-2');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toBe(
      'attachment; filename="comprovante-brucelose-2026-2-fazenda-boa-vista-2026-11-22.csv"',
    );
    expect(text.startsWith('\uFEFF')).toBe(true);
    expect(lines).toEqual([
      'Brinco;EID;Nascimento;Vacina;Data da vacinação;Veterinário',
      `'=N1;982 000123456789;10/04/2026;B19;01/09/2026;"Dra. Ana; CRMV-MS 1234"`,
      'N-2;;01/03/2026;B19;05/10/2026;"Dra. Ana; CRMV-MS 1234"',
    ]);
    const first = await download(owner, 'brucellosis.csv?semester=2026-1');
    expect(first.lines.slice(1).map((l) => l.split(';')[0])).toEqual(['N-0']);
  });

  it('agrees with the JSON proof, and refuses a bad semester, Starter and no session', async () => {
    const proof = await ok<{ items: Array<{ tag: string }>; total: number }>(
      send(owner, 'GET', '/api/sanitary/brucellosis?semester=2026-2'),
    );
    const { lines } = await download(owner, 'brucellosis.csv?semester=2026-2');
    expect(lines.length - 1).toBe(proof.total);
    expect((await download(owner, 'brucellosis.csv?semester=2026-3')).res.status).toBe(400);
    expect((await download(owner, 'brucellosis.csv')).res.status).toBe(400);
    const refused = await download(starter, 'brucellosis.csv?semester=2026-2');
    expect(refused.res.status).toBe(403);
    expect(refused.text).toContain('EXPORT_NOT_IN_PLAN');
    expect((await t.request('/api/export/brucellosis.csv?semester=2026-2')).status).toBe(401);
  });
});

describe('GET /api/export/sanitary-applications.csv', () => {
  it("writes the period's applications by date, undone ones marked, with their cost", async () => {
    const { res, lines } = await download(
      owner,
      'sanitary-applications.csv?from=2026-10-01&to=2026-10-31',
    );
    expect(res.headers.get('content-disposition')).toBe(
      'attachment; filename="aplicacoes-sanitarias-fazenda-boa-vista-2026-11-22.csv"',
    );
    expect(lines[0]).toBe(
      'Data;Brinco;Produto;Tipo;Dose;Unidade;Aplicado por;Veterinário;Carência até;Custo (R$);Observações;Desfeita;Motivo (desfeita)',
    );
    expect(lines.slice(1)).toEqual([
      '05/10/2026;N-2;Vacina brucelose B19;Vacina;2;mL;;"Dra. Ana; CRMV-MS 1234";;;;Não;',
      '10/10/2026;L1;Ivermectina 1%;Vermífugo;5;mL;João;;14/11/2026;4,5;;Não;',
      '10/10/2026;L2;Ivermectina 1%;Vermífugo;5;mL;João;;14/11/2026;4,5;;Não;',
      '20/10/2026;L1;Ivermectina 1%;Vermífugo;5;mL;;;24/11/2026;4,5;;Sim;Engano',
    ]);
  });

  it("leaves the cost out for 'Campo', and refuses a period without both ends", async () => {
    const { res, lines } = await download(
      field,
      'sanitary-applications.csv?from=2026-10-10&to=2026-10-10',
    );
    expect(res.status).toBe(200);
    expect(lines[0]).not.toContain('Custo');
    expect(lines[1]).toBe('10/10/2026;L1;Ivermectina 1%;Vermífugo;5;mL;João;;14/11/2026;;Não;');
    const backwards = await download(
      owner,
      'sanitary-applications.csv?from=2026-10-31&to=2026-10-01',
    );
    expect(backwards.res.status).toBe(400);
    expect(backwards.text).toContain('O início do período deve ser antes do fim');
    expect((await download(owner, 'sanitary-applications.csv?from=2026-10-01')).res.status).toBe(
      400,
    );
  });

  it('streams more rows than one FETCH, each once', async () => {
    const tags = Array.from({ length: 1100 }, (_, i) => `G-${String(i).padStart(4, '0')}`);
    const bought = await ok<{ animalIds: string[] }>(
      send(owner, 'POST', '/api/animals/purchases', { date: '2026-07-01', tags, sex: 'M' }),
      201,
    );
    const products = (
      await ok<{ items: SanitaryProduct[] }>(send(owner, 'GET', '/api/sanitary/products'))
    ).items;
    const wormer = products.find((p) => p.name === 'Ivermectina 1%')!;
    await ok(
      send(owner, 'POST', '/api/sanitary/applications', {
        productId: wormer.id,
        date: '2026-07-15',
        dose: 10,
        target: { animalIds: bought.animalIds },
      }),
      201,
    );
    const { lines } = await download(
      owner,
      'sanitary-applications.csv?from=2026-07-15&to=2026-07-15',
    );
    expect(lines.slice(1).map((l) => l.split(';')[1])).toEqual(tags);
  });
});

describe("GET /api/sanitary/sheets: 'Ficha sanitária'", () => {
  it("an animal's applications, oldest first, undone ones left out", async () => {
    const sheet = await ok<SanitarySheet>(
      send(owner, 'GET', `/api/sanitary/sheets/animal/${ids.L1}`),
    );
    expect(sheet).toMatchObject({ kind: 'animal', title: 'L1', total: 1, nextCursor: null });
    expect(sheet.items).toEqual([
      expect.objectContaining({
        date: '2026-10-10',
        productName: 'Ivermectina 1%',
        dose: 5,
        doseUnit: 'mL',
        withdrawalUntil: '2026-11-14',
        appliedBy: 'João',
      }),
    ]);
  });

  it("a lot's, in pages with the count of all of them", async () => {
    const first = await ok<SanitarySheet>(
      send(owner, 'GET', `/api/sanitary/sheets/lot/${lotId}?limit=1`),
    );
    expect(first).toMatchObject({ kind: 'lot', title: 'Recria', total: 2 });
    expect(first.items.map((i) => i.tag)).toEqual(['L1']);
    const second = await ok<SanitarySheet>(
      send(owner, 'GET', `/api/sanitary/sheets/lot/${lotId}?limit=1&cursor=${first.nextCursor}`),
    );
    expect(second.items.map((i) => i.tag)).toEqual(['L2']);
    expect(second).toMatchObject({ total: 2, nextCursor: null });
  });

  it("answers 404 for another farm's or no animal, 400 for a forged cursor", async () => {
    const other = await t.createUser({ email: 'vizinho@sanidade-out.com' });
    await ok(send(other, 'GET', `/api/sanitary/sheets/animal/${ids.L1}`), 404);
    await ok(send(other, 'GET', `/api/sanitary/sheets/lot/${lotId}`), 404);
    await ok(send(owner, 'GET', '/api/sanitary/sheets/animal/x'), 404);
    await ok(send(owner, 'GET', `/api/sanitary/sheets/lot/${lotId}?cursor=WzFd`), 400);
    await ok(send(owner, 'GET', `/api/sanitary/sheets/lot/${lotId}?limit=101`), 400);
  });
});

describe('GET /api/sanitary/costs', () => {
  it("the month's priced applications over the heads on its first day", async () => {
    const cost = await ok<SanitaryCost>(send(owner, 'GET', '/api/sanitary/costs?month=2026-10'));
    // L1 and L2 wormed (R$ 4,50 each; the undone dose does not count); B19 had no price.
    // On 1 October: N-0, =N1, N-2, L1, L2 and the 1,100 bought in July.
    expect(cost).toEqual({
      month: '2026-10',
      total: 9,
      heads: 1105,
      perHead: 0.01,
      applications: 3,
      unpriced: 1,
    });
    const empty = await ok<SanitaryCost>(send(owner, 'GET', '/api/sanitary/costs?month=2025-01'));
    expect(empty).toMatchObject({ total: 0, heads: 0, perHead: null, applications: 0 });
  });

  it("gives 'Campo' no money, refuses Starter and a bad month", async () => {
    const cost = await ok<SanitaryCost>(send(field, 'GET', '/api/sanitary/costs?month=2026-10'));
    expect(cost).toMatchObject({ total: null, perHead: null, heads: 1105, applications: 3 });
    await ok(send(starter, 'GET', '/api/sanitary/costs?month=2026-10'), 403);
    await ok(send(owner, 'GET', '/api/sanitary/costs?month=2026-13'), 400);
    await ok(send(owner, 'GET', '/api/sanitary/costs'), 400);
  });
});
