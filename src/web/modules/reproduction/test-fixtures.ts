import { afterEach, beforeEach } from 'vitest';
import type {
  ExposedFemale,
  FemaleReproduction,
  IatfBatch,
  SeasonSummary,
} from '@/domain/reproduction/api';

import { startOutbox, stopOutbox } from '../test-providers';

/* Answers of the reproduction routes, as the contract shapes them, for the screens' tests. */

/** Where the screens' requests go. */
export const API = '/api/reproduction';

/** The outbox started before each test and stopped after it (the screens save through it). */
export function outboxPerTest() {
  beforeEach(startOutbox);
  afterEach(stopOutbox);
}

export const SEASON_ID = '5e2a1c3b-1f3a-4c5b-8d6e-7f8091a2b3c4';
export const COW_ID = '0b7c2d9e-1f3a-4c5b-8d6e-7f8091a2b3c4';
export const BATCH_ID = '9f8e7d6c-1f3a-4c5b-8d6e-7f8091a2b3c4';

export const season = (over: Partial<SeasonSummary> = {}): SeasonSummary => ({
  id: SEASON_ID,
  name: 'Estação 2026/27',
  startsOn: '2026-11-01',
  endsOn: '2027-01-29',
  exposed: 120,
  byStatus: { empty: 40, inseminated: 43, covered: 0, pregnant: 37, calved: 0, cull: 0 },
  diagnosed: 37,
  ...over,
});

export const cow = (over: Partial<ExposedFemale> = {}): ExposedFemale => ({
  animalId: COW_ID,
  tag: '101',
  name: 'Mimosa',
  category: 'Vaca',
  group: 'cow',
  status: 'inseminated',
  lastService: {
    eventId: 'e-1',
    kind: 'insemination',
    date: '2026-11-10',
    endsOn: null,
    sire: 'Jaguar',
    inseminator: 'Zé',
  },
  lastDiagnosis: null,
  expectedCalving: null,
  ...over,
});

export const batch = (over: Partial<IatfBatch> = {}): IatfBatch => ({
  id: BATCH_ID,
  seasonId: SEASON_ID,
  protocolId: 'p-1',
  protocolName: 'IATF convencional (D0-D8-D10)',
  name: 'IATF 01/11',
  startsOn: '2026-11-01',
  heads: 48,
  inseminated: 0,
  steps: [
    {
      day: 0,
      date: '2026-11-01',
      action: 'Inserção do dispositivo de progesterona',
      products: null,
      insemination: false,
      heads: 48,
    },
    {
      day: 8,
      date: '2026-11-09',
      action: 'Retirada do dispositivo',
      products: null,
      insemination: false,
      heads: 48,
    },
    {
      day: 10,
      date: '2026-11-11',
      action: 'Inseminação',
      products: null,
      insemination: true,
      heads: 48,
    },
  ],
  ...over,
});

export const herReproduction = (over: Partial<FemaleReproduction> = {}): FemaleReproduction => ({
  animalId: COW_ID,
  status: 'pregnant',
  season: { id: SEASON_ID, name: 'Estação 2026/27' },
  expectedCalving: { from: '2027-08-30', to: '2027-08-30' },
  events: [],
  ...over,
});
