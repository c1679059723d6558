import type { Db } from '../../db/client';
import { batchQueries } from './batches';
import { catalogQueries } from './catalog';
import { diagnosisImport } from './diagnosis-import';
import { femalePageQueries } from './female';
import { femaleQueries } from './females';
import { indicatorQueries } from './indicators';
import { recordWrites } from './records';
import { seasonQueries } from './seasons';

export type { ReproWriteContext } from './shared';
export type { ExposeTarget } from './seasons';

/**
 * Every query of the reproduction records ('Reprodução', issue 41, decision 067): seasons and
 * their females (seasons.ts, females.ts), protocols and semen (catalog.ts), IATF batches
 * (batches.ts), the records (records.ts, writes.ts, the states they keep: state.ts), a female's
 * page (female.ts), the season's indicators and lists (indicators.ts).
 */
export function reproductionStore(db: Db) {
  return {
    ...seasonQueries(db),
    ...femaleQueries(db),
    ...catalogQueries(db),
    ...batchQueries(db),
    ...recordWrites(db),
    ...femalePageQueries(db),
    ...diagnosisImport(db),
    ...indicatorQueries(db),
  };
}

export type ReproductionStore = ReturnType<typeof reproductionStore>;
