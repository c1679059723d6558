import { accessStore } from './access/store';
import { apiV1Queries } from './api-v1/store';
import { adminStore } from './admin/store';
import { annualStore } from './annual-results/store';
import { billingStore } from './billing/store';
import { budgetStore } from './budget/store';
import { chartsStore } from './charts/store';
import { dashboardStore } from './dashboard/store';
import { exportStore } from './export/store';
import { farmsStore } from './farms/store';
import { reproductionStore } from './reproduction/store';
import { pastureStore } from './pastures/store';
import { financeStore } from './finance/store';
import { sanitaryStore } from './sanitary/store';
import { herdStore } from './herd/store';
import { inventoryStore } from './inventory/store';
import { limitsStore } from './limits/store';
import { lotsStore } from './lots/store';
import { weighingStore } from './weighing/store';
import { monthlyStore } from './monthly-control/store';
import { resultsStore } from './results/store';
import type pg from 'pg';
import type { Db } from './db/client';

/**
 * Every store of the app on one database (issue 22), wired here, at the app's composition root
 * (decision 065): a module's queries live in its store (`<module>/store.ts` or `store/`), built on
 * the shared base of farm records (farm-records/), and routes, the public API, the export and the
 * jobs reach the database only through these. db/ holds the client, schema and migrations and
 * imports no module. The streamed exports read on their own pool (`exportPool`, decision 055).
 */
export function createStores(db: Db, exportPool: pg.Pool = db.$client) {
  return {
    access: accessStore(db),
    results: resultsStore(db),
    monthly: monthlyStore(db),
    annual: annualStore(db),
    budget: budgetStore(db),
    inventory: inventoryStore(db),
    herd: herdStore(db),
    sanitary: sanitaryStore(db),
    reproduction: reproductionStore(db),
    pastures: pastureStore(db),
    finance: financeStore(db),
    lots: lotsStore(db),
    weighing: weighingStore(db),
    dashboard: dashboardStore(db),
    charts: chartsStore(db),
    farms: farmsStore(db),
    admin: adminStore(db),
    billing: billingStore(db),
    export: exportStore(exportPool),
    apiV1: apiV1Queries(db),
    limits: limitsStore(db),
  };
}

export type Stores = ReturnType<typeof createStores>;
