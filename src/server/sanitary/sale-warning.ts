import { formatDateBR } from '../../domain/records/dates';
import { AppError } from '../errors';

/** The animals listed one by one in a sale's withdrawal refusal (the message counts them all). */
const WITHDRAWAL_FIELDS_MAX = 100;

/**
 * 409 IN_WITHDRAWAL for a sale of animals still in a withdrawal on its date ('Em carência até
 * 20/07/2026: 123 (Ivermectina 1%)', 'e mais 2 animais'), each of them in `fields`
 * (`animals.<id>`); the producer confirms with `confirmWithdrawal`.
 */
export function inWithdrawal(
  found: Array<{ animalId: string; tag: string; until: string; productName: string }>,
): AppError {
  const [first] = found;
  const more = found.length - 1;
  const message =
    `Em carência até ${formatDateBR(first!.until)}: ${first!.tag} (${first!.productName})` +
    (more > 0 ? ` e mais ${more} ${more === 1 ? 'animal' : 'animais'}` : '');
  const fields: Record<string, string> = { confirmWithdrawal: message };
  for (const w of found.slice(0, WITHDRAWAL_FIELDS_MAX)) {
    fields[`animals.${w.animalId}`] =
      `${w.tag}: em carência até ${formatDateBR(w.until)} (${w.productName})`;
  }
  return new AppError(409, 'IN_WITHDRAWAL', message, fields);
}
