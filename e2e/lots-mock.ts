import { randomUUID } from 'node:crypto';
import { todayIn } from '../src/domain/records/dates';
import { lotFigures, lotSchema, type Lot } from '../src/domain/records/lots';
import type { Weighing } from '../src/domain/records/weighing';
import { renderedByBrowser, type Page } from './fixtures';
import { WEIGHING_READS, weighingReads } from './weighings-mock';

/** 'YYYY-MM-DD' `days` before São Paulo's today. */
export function daysAgo(days: number): string {
  const date = new Date(`${todayIn(new Date())}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() - days);
  return date.toISOString().slice(0, 10);
}

export const GARROTES_ID = '11111111-1111-4111-8111-111111111111';
export const NOVILHAS_ID = '22222222-2222-4222-8222-222222222222';
export const BEZERROS_ID = '33333333-3333-4333-8333-333333333333';

type StoredLot = Omit<Lot, 'figures'>;

/**
 * Three lots: 'Garrotes da seca' (open, bought 90 days ago, two animals weighed 60 and 30 days ago:
 * GMD 1,0 and 0,5), 'Novilhas' (open, no weighings) and 'Bezerros 2024' (closed).
 */
export function sampleLots(): StoredLot[] {
  const base = { createdAt: '2026-01-01T12:00:00.000Z', finalWeight: null, closedAt: null };
  return [
    {
      ...base,
      id: GARROTES_ID,
      name: 'Garrotes da seca',
      quantity: 40,
      initialWeight: 300,
      purchasePrice: 2500,
      purchaseDate: daysAgo(90),
    },
    {
      ...base,
      id: NOVILHAS_ID,
      name: 'Novilhas',
      quantity: 25,
      initialWeight: 250.5,
      purchasePrice: 2100.5,
      purchaseDate: daysAgo(10),
    },
    {
      ...base,
      id: BEZERROS_ID,
      name: 'Bezerros 2024',
      quantity: 12,
      initialWeight: 180,
      purchasePrice: 1800,
      purchaseDate: daysAgo(400),
      closedAt: '2026-06-01T12:00:00.000Z',
    },
  ];
}

export function sampleWeighings(): Weighing[] {
  const w = (animalId: string, days: number, weight: number, batchId: string | null): Weighing => ({
    id: randomUUID(),
    animalId,
    weighingDate: daysAgo(days),
    weight,
    notes: null,
    batchId,
    createdAt: `${daysAgo(days)}T12:00:00.000Z`,
  });
  return [
    w('BR-1', 60, 310, GARROTES_ID),
    w('BR-1', 30, 340, GARROTES_ID),
    w('BR-2', 60, 300, GARROTES_ID),
    w('BR-2', 30, 315, GARROTES_ID),
    w('BR-9', 5, 200, NOVILHAS_ID),
    w('BR-9', 2, 201, null),
    w('BR-7', 3, 190, NOVILHAS_ID),
  ];
}

export interface LotsCall {
  method: string;
  path: string;
  body: unknown;
}

const json = (status: number, body: unknown) => ({
  status,
  contentType: 'application/json',
  body: JSON.stringify(body),
});

/**
 * Answers /api/lots* and /api/weighings with the contract of issue 12 (figures computed with the
 * domain's lotFigures), keeping state. `field`: the user is 'Campo' (no prices, 403 on changes).
 */
export async function mockLotsApi(
  page: Page,
  options: { lots?: StoredLot[]; weighings?: Weighing[]; field?: boolean; failLots?: boolean } = {},
) {
  // The weighing screen from these answers, not the server's page of the real ones.
  await renderedByBrowser(page, '/module/weighing');
  const lots = options.lots ?? sampleLots();
  const weighings = options.weighings ?? sampleWeighings();
  const calls: LotsCall[] = [];
  const today = () => todayIn(new Date());
  const view = (lot: StoredLot): Lot => ({
    ...lot,
    purchasePrice: options.field ? null : lot.purchasePrice,
    figures: lotFigures(
      weighings.filter((w) => w.batchId === lot.id),
      lot.purchaseDate,
      today(),
    ),
  });
  const ordered = () => [...lots.filter((l) => !l.closedAt), ...lots.filter((l) => l.closedAt)];
  const forbidden = json(403, { error: { code: 'FORBIDDEN', message: 'Sem permissão.' } });
  const invalid = (fields: Record<string, string>) =>
    json(400, { error: { code: 'VALIDATION_ERROR', message: 'Dados inválidos', fields } });

  await page.route(/\/api\/lots(\/[^?]*)?(\?.*)?$/, async (route) => {
    const request = route.request();
    const path = new URL(request.url()).pathname;
    const method = request.method();
    const body: unknown = request.postData() ? request.postDataJSON() : null;
    calls.push({ method, path, body });
    if (method === 'GET') {
      if (options.failLots) return route.fulfill(json(500, { error: { code: 'X', message: 'x' } }));
      // One page of every lot, with the totals GET /api/lots adds up in SQL.
      const open = lots.filter((l) => !l.closedAt);
      const totals = {
        lots: lots.length,
        open: open.length,
        openHeads: open.reduce((sum, l) => sum + l.quantity, 0),
      };
      return route.fulfill(json(200, { items: ordered().map(view), totals, next: null }));
    }
    if (options.field) return route.fulfill(forbidden);
    const [, , , id, action] = path.split('/');
    const parsed = lotSchema.safeParse(body);
    if (!action && (method === 'POST' || method === 'PUT')) {
      if (!parsed.success) {
        const fields: Record<string, string> = {};
        for (const issue of parsed.error.issues) fields[issue.path.join('.')] ??= issue.message;
        return route.fulfill(invalid(fields));
      }
      if (lots.some((l) => l.name === parsed.data.name && l.id !== id)) {
        return route.fulfill(invalid({ name: 'Já existe um lote com este nome' }));
      }
      if (method === 'POST') {
        const lot: StoredLot = {
          ...parsed.data,
          id: randomUUID(),
          closedAt: null,
          createdAt: new Date().toISOString(),
        };
        lots.unshift(lot);
        return route.fulfill(json(201, view(lot)));
      }
      const lot = lots.find((l) => l.id === id);
      if (!lot) return route.fulfill(json(404, { error: { code: 'NOT_FOUND', message: 'x' } }));
      Object.assign(lot, parsed.data);
      return route.fulfill(json(200, view(lot)));
    }
    const lot = lots.find((l) => l.id === id);
    if (!lot) return route.fulfill(json(404, { error: { code: 'NOT_FOUND', message: 'x' } }));
    lot.closedAt = action === 'close' ? new Date().toISOString() : null;
    return route.fulfill(json(200, view(lot)));
  });

  await page.route(WEIGHING_READS, async (route) => {
    const request = route.request();
    if (request.method() === 'GET') {
      return route.fulfill(json(200, weighingReads(request.url(), weighings)));
    }
    const body = request.postDataJSON() as Omit<Weighing, 'id' | 'createdAt'>;
    calls.push({ method: 'POST', path: '/api/weighings', body });
    if (body.batchId && !lots.some((l) => l.id === body.batchId && !l.closedAt)) {
      return route.fulfill(invalid({ batchId: 'Lote não encontrado.' }));
    }
    const saved: Weighing = {
      ...body,
      notes: body.notes ?? null,
      batchId: body.batchId ?? null,
      id: randomUUID(),
      createdAt: new Date().toISOString(),
    };
    weighings.push(saved);
    return route.fulfill(json(201, saved));
  });

  return { calls, lots, weighings };
}
