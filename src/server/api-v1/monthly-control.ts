import { createRoute } from '@hono/zod-openapi';
import { AppError } from '../errors';
import { toMonthlyRecord } from '../farm-records';
import { errorResponses, json, jsonBody, security, type ApiApp, type ApiV1Deps } from './common';
import { MonthlyInputSchema, MonthlyRecordSchema, MonthParamSchema } from './schemas';

const getRoute = createRoute({
  method: 'get',
  path: '/monthly-control/{month}',
  tags: ['Controle mensal'],
  summary: "Read a month's record",
  security,
  request: { params: MonthParamSchema },
  responses: { 200: json(MonthlyRecordSchema, 'The month.'), ...errorResponses(404) },
});

const putRoute = createRoute({
  method: 'put',
  path: '/monthly-control/{month}',
  tags: ['Controle mensal'],
  summary: "Create or replace a month's record",
  description: 'The server computes finalQuantity and netProfit.',
  security,
  request: { params: MonthParamSchema, body: jsonBody(MonthlyInputSchema) },
  responses: {
    200: json(MonthlyRecordSchema, 'The month as stored.'),
    ...errorResponses(403, 413, 415),
  },
});

/** One record per farm and month; an API write has no author (user_id null). */
export function registerMonthlyControl(api: ApiApp, deps: ApiV1Deps) {
  const store = deps.stores.monthly;

  api.openapi(getRoute, async (c) => {
    const { month } = c.req.valid('param');
    const row = await store.get(c.get('farm').id, `${month}-01`);
    if (!row) throw new AppError(404, 'NOT_FOUND', 'Nenhum registro para este mês.');
    return c.json(toMonthlyRecord(row), 200);
  });

  api.openapi(putRoute, async (c) => {
    const { month } = c.req.valid('param');
    const figures = c.req.valid('json');
    // An API write is entered when it arrives: it replaces whatever the month held.
    const { row } = await store.save(c.get('farm').id, null, `${month}-01`, figures, {
      enteredAt: deps.now(),
    });
    return c.json(toMonthlyRecord(row), 200);
  });
}
