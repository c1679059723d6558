import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DOCUMENTED_BUDGET, VALID_INPUTS } from '../../domain/schemas.fixture';
import { budgetPlanning, farms, inventory } from '../db/schema';
import { downloadCsv } from '../test/exports';
import { createTestApp } from '../test/test-app';

let t: Awaited<ReturnType<typeof createTestApp>>;
let owner: string;
let field: string;
let neighbour: string;
let starter: string;

const ok = async (res: Response | Promise<Response>) =>
  expect((await res).status).toBeLessThan(300);

beforeAll(async () => {
  t = await createTestApp();
  t.clock.now = new Date('2026-11-22T12:00:00Z');
  owner = await t.createUser({ name: 'Ana Dona', email: 'dona@exporta.com' });
  // A team is a Master feature.
  await t.setSubscription('dona@exporta.com', {
    plan: 'MASTER',
    status: 'active',
    trialEndsAt: null,
  });
  await t.db
    .update(farms)
    .set({ name: 'Fazenda Boa Vista' })
    .where(eq(farms.id, await t.farmOf('dona@exporta.com')));
  await ok(
    t.sendAs(owner, 'POST', '/api/inventory', {
      category: 'Bois; gordos',
      quantity: 10,
      averageWeight: 480.5,
      averageValue: 3200.75,
      location: '=Pasto "1"',
    }),
  );
  for (const [weighingDate, weight] of [
    ['2026-01-01', 300],
    ['2026-03-02', 348],
  ] as const) {
    await ok(t.sendAs(owner, 'POST', '/api/weighings', { animalId: 'BR-1', weighingDate, weight }));
  }
  await ok(
    t.sendAs(owner, 'POST', '/api/weighings', {
      animalId: 'BR-2',
      weighingDate: '2026-02-10',
      weight: 330.5,
      notes: 'Vermifugado',
    }),
  );
  await ok(
    t.sendAs(owner, 'PUT', '/api/monthly-control/2026-03', {
      initialQuantity: 100,
      purchases: 10,
      sales: 5,
      deaths: 1,
      totalCosts: 1000.5,
      totalRevenue: 25000,
    }),
  );
  await ok(
    t.sendAs(owner, 'POST', '/api/budget-plans', {
      ...DOCUMENTED_BUDGET,
      planningName: 'Recria 2026',
    }),
  );
  await ok(t.sendAs(owner, 'PUT', '/api/annual-results/2025', VALID_INPUTS.annualFigures));

  const lot = await t.sendAs(owner, 'POST', '/api/lots', {
    name: 'Garrotes; Nelore',
    quantity: 20,
    initialWeight: 250,
    purchasePrice: 2100.5,
    purchaseDate: '2026-01-01',
  });
  expect(lot.status).toBe(201);
  const batchId = ((await lot.json()) as { id: string }).id;
  for (const [weighingDate, weight] of [
    ['2026-01-02', 250],
    ['2026-01-12', 262.5],
  ] as const) {
    await ok(
      t.sendAs(owner, 'POST', '/api/weighings', {
        animalId: 'LOTE-1',
        weighingDate,
        weight,
        batchId,
      }),
    );
  }

  // A Campo member of the owner's farm.
  const farmId = await t.farmOf('dona@exporta.com');
  const inv = await t.sendAs(owner, 'POST', `/api/farms/${farmId}/invitations`, {
    email: 'campo@exporta.com',
    role: 'field',
  });
  expect(inv.status).toBeLessThan(300);
  const { id } = (await inv.json()) as { id: string };
  field = await t.createUser({ email: 'campo@exporta.com' });
  expect((await t.sendAs(field, 'POST', `/api/invitations/${id}/accept`)).status).toBe(200);

  // Another farm, with its own records.
  neighbour = await t.createUser({ email: 'vizinho@exporta.com' });
  await ok(
    t.sendAs(neighbour, 'POST', '/api/weighings', {
      animalId: 'VIZINHO-9',
      weighingDate: '2026-01-05',
      weight: 410,
    }),
  );
  await ok(
    t.sendAs(neighbour, 'POST', '/api/inventory', {
      category: 'VIZINHO-GADO',
      quantity: 1,
      averageWeight: 300,
      averageValue: 1,
    }),
  );
  // The rows' created dates come from PostgreSQL's clock, not the app's frozen one: pin them to
  // the frozen day, so 'Cadastrado em' and 'Criado em' read 22/11/2026 whatever day this runs.
  for (const table of [inventory, budgetPlanning]) {
    await t.db.update(table).set({ createdAt: t.clock.now });
  }
  starter = await t.createUser({ email: 'starter@exporta.com' });
  await t.setSubscription('starter@exporta.com', { plan: 'STARTER', status: 'active' });
});
afterAll(() => t.close());

const download = (cookie: string, file: string) => downloadCsv(t, cookie, file);

describe('GET /api/export/*.csv', () => {
  it('exports the inventory with its money columns, quoting and guarding cells', async () => {
    const { res, bytes, lines } = await download(owner, 'inventory.csv');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toBe(
      'attachment; filename="estoque-fazenda-boa-vista-2026-11-22.csv"',
    );
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(lines[0]).toBe(
      'Categoria;Quantidade (cabeças);Peso médio (kg);Peso total (kg);Arrobas (peso vivo ÷ 15);' +
        'Valor médio (R$/cabeça);Valor total (R$);Local;Cadastrado em',
    );
    expect(lines[1]).toBe(
      '"Bois; gordos";10;480,5;4805;320,33;3200,75;32007,5;"\'=Pasto ""1""";22/11/2026',
    );
    expect(lines).toHaveLength(3);
    expect(lines[2]).toBe('');
  });

  it('exports the weighings with each animal GMD, named pesagens-…', async () => {
    const { res, lines } = await download(owner, 'weighings.csv');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toBe(
      'attachment; filename="pesagens-fazenda-boa-vista-2026-11-22.csv"',
    );
    expect(lines.slice(0, 4)).toEqual([
      'Animal;Data da pesagem;Peso (kg);Observações;GMD do animal (kg/dia)',
      'BR-1;01/01/2026;300;;0,8',
      'BR-1;02/03/2026;348;;0,8',
      'BR-2;10/02/2026;330,5;Vermifugado;',
    ]);
  });

  it('exports the monthly control, the plans and the annual results', async () => {
    const monthly = await download(owner, 'monthly-control.csv');
    expect(monthly.res.headers.get('content-disposition')).toContain(
      'controle-mensal-fazenda-boa-vista-2026-11-22.csv',
    );
    expect(monthly.lines[0]).toBe(
      'Mês;Quantidade inicial (cabeças);Compras (cabeças);Vendas (cabeças);Mortes (cabeças);' +
        'Quantidade final (cabeças);Custos totais (R$);Receita total (R$);Lucro líquido (R$)',
    );
    expect(monthly.lines[1]).toBe('03/2026;100;10;5;1;104;1000,5;25000;23999,5');

    const plans = await download(owner, 'budget-plans.csv');
    expect(plans.res.headers.get('content-disposition')).toContain('planejamentos-fazenda');
    expect(plans.lines[0]).toMatch(/^Planejamento;Período \(meses\);/);
    expect(plans.lines[1]).toBe(
      'Recria 2026;12;100;2000;3500;3000;2500;2000;500;200000;54000;22/11/2026',
    );

    const annual = await download(owner, 'annual-results.csv');
    expect(annual.res.headers.get('content-disposition')).toContain('resultados-anuais-fazenda');
    expect(annual.lines[0]).toMatch(
      /^Ano;Estoque inicial \(cabeças\);.*;Margem bruta \(%\);ROI \(%\)$/,
    );
    expect(annual.lines[1]).toBe(
      // Births (issue 39) after the opening stock: 0 for a year saved without them.
      '2025;500;0;200;250;10;440;600000;1100000;250000;250000;45,45;41,67',
    );
  });

  it('exports the lots with their figures; Campo gets them without the purchase price', async () => {
    const { res, lines } = await download(owner, 'lots.csv');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toBe(
      'attachment; filename="lotes-fazenda-boa-vista-2026-11-22.csv"',
    );
    expect(lines[0]).toBe(
      'Lote;Quantidade (cabeças);Data da compra;Peso inicial (kg);Peso final (kg);' +
        'Preço de compra (R$/cabeça);Situação;Encerrado em;Animais pesados;' +
        'Peso médio atual (kg);GMD médio (kg/dia);Ganho total (kg);Dias desde a compra',
    );
    expect(lines[1]).toBe(
      '"Garrotes; Nelore";20;01/01/2026;250;;2100,5;Aberto;;1;262,5;1,25;12,5;325',
    );
    const campo = await download(field, 'lots.csv');
    expect(campo.res.status).toBe(200);
    expect(campo.lines[0]).not.toContain('Preço');
    expect(campo.lines[1]).toBe(
      '"Garrotes; Nelore";20;01/01/2026;250;;Aberto;;1;262,5;1,25;12,5;325',
    );
    expect(campo.text).not.toContain('2100');
    const theirs = await download(neighbour, 'lots.csv');
    expect(theirs.lines.filter(Boolean)).toHaveLength(1);
  });

  it('never shows another farm rows', async () => {
    for (const file of ['inventory.csv', 'weighings.csv']) {
      const mine = await download(owner, file);
      expect(mine.text).not.toContain('VIZINHO');
      const theirs = await download(neighbour, file);
      expect(theirs.res.status).toBe(200);
      expect(theirs.text).toContain('VIZINHO');
      expect(theirs.text).not.toContain('BR-1');
      expect(theirs.text).not.toContain('Bois');
    }
    const empty = await download(neighbour, 'annual-results.csv');
    expect(empty.lines.filter(Boolean)).toHaveLength(1);
  });

  it('gives Campo inventory and weighings without money, and refuses the money modules', async () => {
    const inventory = await download(field, 'inventory.csv');
    expect(inventory.res.status).toBe(200);
    expect(inventory.lines[0]).not.toContain('R$');
    expect(inventory.lines[0]).not.toContain('Valor');
    expect(inventory.lines[1]).toBe(
      '"Bois; gordos";10;480,5;4805;320,33;"\'=Pasto ""1""";22/11/2026',
    );
    expect(inventory.text).not.toContain('3200');
    expect((await download(field, 'weighings.csv')).res.status).toBe(200);
    for (const file of ['monthly-control.csv', 'budget-plans.csv', 'annual-results.csv']) {
      const res = await t.sendAs(field, 'GET', `/api/export/${file}`);
      expect(res.status, file).toBe(403);
      expect(((await res.json()) as { error: { code: string } }).error.code).toBe('ROLE_FORBIDDEN');
    }
  });

  it('refuses Starter with EXPORT_NOT_IN_PLAN, on every dataset', async () => {
    for (const file of [
      'inventory.csv',
      'weighings.csv',
      'lots.csv',
      'monthly-control.csv',
      'budget-plans.csv',
      'annual-results.csv',
    ]) {
      const res = await t.sendAs(starter, 'GET', `/api/export/${file}`);
      expect(res.status, file).toBe(403);
      expect(await res.json()).toEqual({
        error: {
          code: 'EXPORT_NOT_IN_PLAN',
          message: 'A exportação de dados faz parte do plano Pro. Conheça os planos.',
        },
      });
    }
  });

  it('keeps export open to a lapsed Pro account (reading), and asks for a session', async () => {
    await t.setSubscription('vizinho@exporta.com', { plan: 'PRO', status: 'inactive' });
    expect((await t.sendAs(neighbour, 'GET', '/api/export/weighings.csv')).status).toBe(200);
    expect((await t.request('/api/export/weighings.csv')).status).toBe(401);
  });
});
