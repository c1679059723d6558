import type { Lot } from '@/domain/records/lots';

/**
 * A lot as GET /api/lots answers it, for the weighing module's tests: 'Garrotes da seca', 40
 * head of 300 kg bought at R$ 2.500 on 01/09/2026, 92 days ago, not weighed yet; `changes`
 * replace its fields (`figures` whole).
 */
export function aLot(changes: Partial<Lot> = {}): Lot {
  return {
    id: 'l-1',
    name: 'Garrotes da seca',
    quantity: 40,
    initialWeight: 300,
    finalWeight: null,
    purchasePrice: 2500,
    purchaseDate: '2026-09-01',
    closedAt: null,
    createdAt: '2026-09-01T12:00:00Z',
    figures: {
      headsWeighed: 0,
      averageWeight: null,
      averageDailyGain: null,
      totalGain: 0,
      daysSincePurchase: 92,
      lastWeighingDate: null,
    },
    ...changes,
  };
}
