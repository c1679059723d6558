import type { Db } from '../../db/client';
import { accountQueries } from './accounts';
import { bankQueries } from './bank';
import { cashQueries } from './cash';
import { entryWrites } from './entries';
import { entryPage } from './list';
import { resultQueries } from './results';

export type { FinanceViewer, FinanceWriteContext } from './shared';
export type { EntryFilters } from './list';

/**
 * Every query of 'Financeiro' (issue 43, decision 072): the plano de contas and the settings
 * (accounts.ts), the entries' writes (entries.ts) and pages (list.ts), the cash flow and the
 * bills due (cash.ts), the year's figures (results.ts), the bank statements (bank.ts). The
 * 'Do rebanho' entries are written by migration 0032's triggers, not here.
 */
export function financeStore(db: Db) {
  return {
    ...accountQueries(db),
    ...entryWrites(db),
    ...cashQueries(db),
    ...resultQueries(db),
    ...bankQueries(db),
    entries: entryPage.bind(null, db),
  };
}

export type FinanceStore = ReturnType<typeof financeStore>;
