/*
 * The rows of the access matrix (access-matrix.test.ts): the callers, and for every API route
 * the request to make and the answers each caller must get.
 */

import { apiV1Cases } from './access-matrix.api-v1';
import type { RouteCase } from './access-matrix.answers';
import { billingCases } from './access-matrix.billing';
import { chartCases } from './access-matrix.charts';
import { farmCases } from './access-matrix.farms';
import { financeCases, financeV1Cases } from './access-matrix.finance';
import { herdCases } from './access-matrix.herd';
import { pastureCases } from './access-matrix.pastures';
import { recordCases } from './access-matrix.records';
import { reproductionCases } from './access-matrix.reproduction';
import { reproductionOutCases } from './access-matrix.reproduction-out';
import { sanitaryCases } from './access-matrix.sanitary';
import { sanitaryOutCases } from './access-matrix.sanitary-out';

export * from './access-matrix.answers';

/**
 * Every /api route of the app, by `METHOD path` as the route table names it, with the answer
 * each caller must get. `ids` gives the farms made by the test (read when a path is built).
 */
export function routeCases(
  ids: () => { farmF: string; farmF2: string },
): Record<string, RouteCase> {
  return {
    ...recordCases(),
    ...herdCases(),
    ...sanitaryCases(),
    ...reproductionCases(),
    ...reproductionOutCases(),
    ...pastureCases(),
    ...financeCases(),
    ...financeV1Cases(),
    ...farmCases(ids),
    ...billingCases(),
    ...apiV1Cases(),
    ...sanitaryOutCases(),
    ...chartCases(),
  };
}
