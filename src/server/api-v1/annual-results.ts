import { createRoute } from '@hono/zod-openapi';
import { AppError } from '../errors';
import { toAnnualRecord } from '../farm-records';
import { errorResponses, json, jsonBody, security, type ApiApp, type ApiV1Deps } from './common';
import { AnnualInputSchema, AnnualRecordSchema, YearParamSchema } from './schemas';

const getRoute = createRoute({
  method: 'get',
  path: '/annual-results/{year}',
  tags: ['Resultados anuais'],
  summary: "Read a year's results",
  security,
  request: { params: YearParamSchema },
  responses: { 200: json(AnnualRecordSchema, 'The year.'), ...errorResponses(404) },
});

const putRoute = createRoute({
  method: 'put',
  path: '/annual-results/{year}',
  tags: ['Resultados anuais'],
  summary: "Create or replace a year's results",
  description: 'The server computes finalInventory, netProfit, grossMargin and roiPercent.',
  security,
  request: { params: YearParamSchema, body: jsonBody(AnnualInputSchema) },
  responses: {
    200: json(AnnualRecordSchema, 'The year as stored.'),
    ...errorResponses(403, 413, 415),
  },
});

/** One record per farm and year; an API write has no author (user_id null). */
export function registerAnnualResults(api: ApiApp, deps: ApiV1Deps) {
  const store = deps.stores.annual;

  api.openapi(getRoute, async (c) => {
    const { year } = c.req.valid('param');
    const row = await store.get(c.get('farm').id, year);
    if (!row) throw new AppError(404, 'NOT_FOUND', 'Nenhum resultado para este ano.');
    return c.json(toAnnualRecord(row), 200);
  });

  api.openapi(putRoute, async (c) => {
    const { year } = c.req.valid('param');
    // An API write is entered when it arrives: it replaces whatever the year held.
    const { row } = await store.save(c.get('farm').id, null, year, c.req.valid('json'), {
      enteredAt: deps.now(),
    });
    return c.json(toAnnualRecord(row), 200);
  });
}
