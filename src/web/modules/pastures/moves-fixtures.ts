import { afterEach, beforeEach } from 'vitest';
import type {
  MoveResult,
  OccupationRow,
  PaddockOption,
  PastureSettings,
  Stocking,
} from '@/domain/pastures/api';
import { DEFAULT_TYPICAL_WEIGHTS } from '@/domain/pastures/constants';
import { startOutbox, stopOutbox } from '../test-providers';

/* Answers of the pastures routes, as the contract shapes them, for the moves' screens' tests. */

/** Where the screens' requests go. */
export const API = '/api/pastures';

/** The outbox started before each test and stopped after it (the moves save through it). */
export function outboxPerTest() {
  beforeEach(startOutbox);
  afterEach(stopOutbox);
}

export const PADDOCK_ID = '7a1b2c3d-1f3a-4c5b-8d6e-7f8091a2b3c4';
export const OTHER_PADDOCK_ID = '8b2c3d4e-1f3a-4c5b-8d6e-7f8091a2b3c4';
export const LOOSE_PADDOCK_ID = '9c3d4e5f-1f3a-4c5b-8d6e-7f8091a2b3c4';
export const LOT_ID = '1d4e5f6a-1f3a-4c5b-8d6e-7f8091a2b3c4';
export const MOVE_ID = '2e5f6a7b-1f3a-4c5b-8d6e-7f8091a2b3c4';
export const ANIMAL_ID = '3f6a7b8c-1f3a-4c5b-8d6e-7f8091a2b3c4';

export const paddock = (over: Partial<PaddockOption> = {}): PaddockOption => ({
  id: PADDOCK_ID,
  name: 'Invernada do Rio',
  retiro: 'Retiro Norte',
  ...over,
});

/** GET /options: two paddocks in 'Retiro Norte', one without a retiro. */
export const options = () => ({
  paddocks: [
    paddock(),
    paddock({ id: OTHER_PADDOCK_ID, name: 'Piquete 2' }),
    paddock({ id: LOOSE_PADDOCK_ID, name: 'Pasto da Sede', retiro: null }),
  ],
  retiros: ['Retiro Norte'],
});

export const moveResult = (over: Partial<MoveResult> = {}): MoveResult => ({
  moveId: MOVE_ID,
  heads: 12,
  units: 10.4,
  paddockName: 'Invernada do Rio',
  ...over,
});

export const occupation = (over: Partial<OccupationRow> = {}): OccupationRow => ({
  moveId: MOVE_ID,
  paddockId: PADDOCK_ID,
  paddockName: 'Invernada do Rio',
  lotName: 'Lote 3',
  enteredOn: '2026-10-05',
  leftOn: null,
  heads: 120,
  units: 98.25,
  undoable: true,
  ...over,
});

export const stocking = (over: Partial<Stocking> = {}): Stocking => ({
  date: '2026-11-21',
  season: 'rainy',
  farm: { retiro: null, areaHa: 250, heads: 300, units: 262.5, uaPerHa: 1.05 },
  retiros: [
    { retiro: 'Retiro Norte', areaHa: 150, heads: 200, units: 180, uaPerHa: 1.2 },
    { retiro: 'Sem retiro', areaHa: 100, heads: 100, units: 82.5, uaPerHa: 0.825 },
  ],
  ...over,
});

export const settings = (
  over: Partial<PastureSettings['typicalWeights']> = {},
): PastureSettings => ({
  typicalWeights: { ...DEFAULT_TYPICAL_WEIGHTS, ...over },
});
