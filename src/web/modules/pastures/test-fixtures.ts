import { afterEach, beforeEach } from 'vitest';
import type {
  PaddockDetail,
  PaddockPage,
  PaddockTotals,
  PaddockView,
  PaddockYear,
} from '@/domain/pastures/api';
import { startOutbox, stopOutbox } from '../test-providers';

/* Answers of the pastures routes, as the contract shapes them, for the screens' tests. */

/** Where the screens' requests go. */
export const API = '/api/pastures';

/** The outbox started before each test and stopped after it (the screens save through it). */
export function outboxPerTest() {
  beforeEach(startOutbox);
  afterEach(stopOutbox);
}

export const PADDOCK_ID = '3d1f7a2c-1f3a-4c5b-8d6e-7f8091a2b3c4';
export const OTHER_ID = '4e2a8b3d-1f3a-4c5b-8d6e-7f8091a2b3c4';

/** 'Pasto 3': Mombaça, rotational, occupied 5 days by 'Lote 3' (120 head). */
export const paddock = (over: Partial<PaddockView> = {}): PaddockView => ({
  id: PADDOCK_ID,
  name: 'Pasto 3',
  areaHa: 12,
  shapeAreaHa: null,
  forage: 'Mombaça',
  grazingMethod: 'rotational',
  retiro: 'Retiro Norte',
  capacityRainy: 2.5,
  capacityDry: 1.2,
  restDays: 30,
  hasShape: false,
  state: { kind: 'occupied', days: 5, lotName: 'Lote 3', heads: 120 },
  units: 96,
  uaPerHa: 8,
  season: 'rainy',
  overCapacity: false,
  lastHeight: null,
  ready: false,
  ...over,
});

/** 'Pasto 7': Marandu, continuous, resting 23 days, ready. */
export const restingPaddock = (over: Partial<PaddockView> = {}): PaddockView =>
  paddock({
    id: OTHER_ID,
    name: 'Pasto 7',
    forage: 'Marandu',
    grazingMethod: 'continuous',
    retiro: null,
    state: { kind: 'resting', days: 23, lotName: null, heads: 0 },
    units: 0,
    uaPerHa: 0,
    ready: true,
    ...over,
  });

export const totals = (over: Partial<PaddockTotals> = {}): PaddockTotals => ({
  paddocks: 2,
  areaHa: 24.5,
  heads: 120,
  units: 96,
  uaPerHa: 3.92,
  ...over,
});

/** A page of the list: `items`, no next page, and the totals. */
export const paddockPage = (
  items: PaddockView[],
  over: Partial<PaddockPage> = {},
): PaddockPage => ({ items, nextCursor: null, totals: totals(), ...over });

export const paddockDetail = (over: Partial<PaddockDetail> = {}): PaddockDetail => ({
  ...paddock(),
  heights: [],
  ...over,
});

export const year = (over: Partial<PaddockYear> = {}): PaddockYear => ({
  year: 2026,
  daysOccupied: 120,
  meanUaPerHa: 2.4,
  kgGained: 5400,
  arrobasPerHa: 15,
  ...over,
});

/** /options: the paddocks to choose from and the farm's retiros. */
export const options = (retiros: string[] = ['Retiro Norte', 'Retiro Sul']) => ({
  paddocks: [
    { id: PADDOCK_ID, name: 'Pasto 3', retiro: 'Retiro Norte' },
    { id: OTHER_ID, name: 'Pasto 7', retiro: null },
  ],
  retiros,
});
