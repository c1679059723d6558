/*
 * The shared base of a farm's records (issue 40, decision 065): what more than one module's store
 * needs about the farm's animals and their figures, in one place. The modules (herd, sanitary,
 * inventory, lots, dashboard, charts, the export and the public API) import this base, never one
 * another's stores.
 *
 * What belongs here: the farm's write transaction (tx.ts), the animal as a row of SQL (its
 * category, age, last weighing and lot: animal-rows.ts), the figures several screens read and keep
 * between the farm's changes (memo.ts: the memo; head-count.ts: the herd on a day; by-category.ts:
 * the registry by category; lot-figures.ts: the lots' figures), and the plan's animal limit
 * (limit.ts), and how the typed records are answered (answers.ts: the module's routes, the
 * public API and the export alike). What one module alone uses stays in that module's store.
 */

export {
  ageOf,
  categoryOf,
  lastWeighingJoin,
  lastWeight,
  lotJoin,
  rowColumns,
  toAnimalRow,
} from './animal-rows';
export type { RowColumns } from './animal-rows';
export { herdByCategory, herdByCategoryQuery } from './by-category';
export { headCountQuery, headCounts, headCountToday, typedCategoryKey } from './head-count';
export { assertRoomFor, assertRoomForLocked, lockOwner, ownedHeads } from './limit';
export { lotAnimalFiguresQuery, lotFiguresQuery, readLotFigures } from './lot-figures';
export type { WeighedFigures } from './lot-figures';
export { farmMemo } from './memo';
export {
  applicationIds,
  protocolRule,
  protocolRuleColumns,
  toBrucellosisRow,
} from './sanitary-rows';
export type {
  ApplicationColumns,
  ApplicationIdColumns,
  BrucellosisColumns,
  ProtocolColumns,
  ProtocolRuleColumns,
} from './sanitary-rows';
export type { MemoScope } from './memo';
export { herdTransaction } from './tx';
export type { Tx } from './tx';
export {
  toAnnualRecord,
  toBudgetPlan,
  toInventoryItem,
  toMonthlyRecord,
  toWeighing,
} from './answers';
export { inWithdrawal, readWithdrawals } from './withdrawals';
