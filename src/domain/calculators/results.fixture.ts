import type { ResultsInput } from './results';

/**
 * The reference lot for tests, computed by hand in results.test.ts: revenue R$ 500.000,00,
 * total cost R$ 328.800,00, profit R$ 171.200,00, margin 34,24%.
 */
export const REFERENCE_LOT: ResultsInput = {
  quantity: 100,
  initialWeight: 300,
  finalWeight: 500,
  purchasePrice: 2500,
  arrobaValue: 300,
  carcassYield: 50,
  months: 10,
  rent: 30,
  proteinadoCost: 2,
  proteinadoConsumption: 0.1,
  proteicoCost: 1.5,
  proteicoConsumption: 0.5,
  otherExpenses: 5000,
};
