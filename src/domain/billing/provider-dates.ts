import { isIsoDate } from '../records/dates';

const BR_DATE = /^(\d{2})\/(\d{2})\/(\d{4})$/;

/**
 * A calendar date as Asaas writes it — 'YYYY-MM-DD' in payments, 'DD/MM/YYYY' in subscriptions —
 * as 'YYYY-MM-DD', or null when it is neither or no such day exists.
 * @example
 * parseProviderDate('2025-03-15') //=> '2025-03-15'
 * parseProviderDate('15/03/2025') //=> '2025-03-15'
 * parseProviderDate('31/02/2025') //=> null
 */
export function parseProviderDate(text: string): string | null {
  const br = BR_DATE.exec(text);
  const iso = br ? `${br[3]}-${br[2]}-${br[1]}` : text;
  // A payment system's dates are of this era: year 0 or 0900 is garbage, not a date.
  return isIsoDate(iso) && Number(iso.slice(0, 4)) >= 1900 ? iso : null;
}
