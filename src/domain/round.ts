// Kept apart from calculators/common.ts (which builds zod schemas) so that formatting money does
// not pull zod into the landing page's bundle.

/**
 * Rounds half away from zero at `decimals` places, without binary surprises
 * (roundTo(1.005, 2) is 1.01, not 1.00).
 * @example
 * roundTo(2.675, 2) //=> 2.68
 * roundTo(-2.5, 0)  //=> -3
 */
export function roundTo(value: number, decimals: number): number {
  if (!Number.isFinite(value)) return value;
  const sign = value < 0 ? -1 : 1;
  const factor = 10 ** decimals;
  // 15 significant digits drop the binary noise: 1.005 × 100 = 100.49999999999999 → 100.5.
  const shifted = Math.round(Number((Math.abs(value) * factor).toPrecision(15)));
  return (sign * shifted) / factor || 0;
}
