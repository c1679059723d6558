import { roundTo } from '../calculators/common';

/** Asaas does not issue a charge below R$ 5,00; a smaller difference is not billed. */
export const MINIMUM_CHARGE = 5;

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The one-off charge for an upgrade in the middle of a paid period (spec section 9: "plan changes
 * are allowed at any time with values adjusted proportionally"; decision 013): the monthly price
 * difference times the share of the period still ahead, in whole days, rounded to cents. A
 * downgrade, a period already over, or a difference below the provider's minimum charge is 0.
 * @example
 * upgradeCharge({ fromPrice: 49.9, toPrice: 97.9,
 *   periodStart: new Date('2026-03-01'), periodEnd: new Date('2026-03-31'),
 *   now: new Date('2026-03-16') }) //=> 24 (48,00 × 15/30)
 */
export function upgradeCharge(input: {
  fromPrice: number;
  toPrice: number;
  periodStart: Date;
  periodEnd: Date;
  now: Date;
}): number {
  const { fromPrice, toPrice, periodStart, periodEnd, now } = input;
  const difference = toPrice - fromPrice;
  const totalDays = Math.round((periodEnd.getTime() - periodStart.getTime()) / DAY_MS);
  const daysLeft = Math.ceil((periodEnd.getTime() - now.getTime()) / DAY_MS);
  if (difference <= 0 || totalDays <= 0 || daysLeft <= 0) return 0;
  const charge = roundTo((difference * Math.min(daysLeft, totalDays)) / totalDays, 2);
  return charge >= MINIMUM_CHARGE ? charge : 0;
}

/** One month before `end` (31 March → 28 or 29 February): the start of its period. */
export function monthBefore(end: Date): Date {
  const start = new Date(end);
  const day = start.getUTCDate();
  start.setUTCDate(1);
  start.setUTCMonth(start.getUTCMonth() - 1);
  const lastDay = new Date(
    Date.UTC(start.getUTCFullYear(), start.getUTCMonth() + 1, 0),
  ).getUTCDate();
  start.setUTCDate(Math.min(day, lastDay));
  return start;
}

/**
 * The charge for moving from `fromPrice` to `toPrice` now, in the monthly period that ends at
 * `periodEnd`: what the server bills and what the confirmation shows before it.
 */
export function upgradeChargeUntil(input: {
  fromPrice: number;
  toPrice: number;
  periodEnd: Date;
  now: Date;
}): number {
  return upgradeCharge({ ...input, periodStart: monthBefore(input.periodEnd) });
}
