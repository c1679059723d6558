import type { Db } from '../../db/client';
import { applicationWrites } from './applications';
import { catalogQueries } from './catalog';
import { listQueries } from './lists';
import { outQueries } from './out';
import { priorHistoryWrites } from './prior-history';
import { reminderQueries } from './reminders';

export type { SanitaryWriteContext } from './shared';
export type { ApplicationKey, DueKey } from './lists';
export type { SheetKey, SheetSubject } from './out';

/**
 * Every query of the sanitary records ('Sanidade', issue 26, decision 044): products and
 * protocols (catalog.ts), applications (applications.ts, prior-history.ts), the due lists and other pages
 * (lists.ts, due.ts), what they give out (out.ts).
 */
export function sanitaryStore(db: Db) {
  return {
    ...catalogQueries(db),
    ...applicationWrites(db),
    ...priorHistoryWrites(db),
    ...listQueries(db),
    ...reminderQueries(db),
    ...outQueries(db),
  };
}

export type SanitaryStore = ReturnType<typeof sanitaryStore>;
