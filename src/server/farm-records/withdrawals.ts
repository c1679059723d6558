import { sql } from 'drizzle-orm';
import { formatDateBR } from '../../domain/records/dates';
import type { Withdrawal } from '../../domain/sanitary/api';
import type { Db } from '../db/client';
import { AppError } from '../errors';

/*
 * The animals' withdrawal periods ('Em carência', issue 26): recorded by the sanitary module,
 * read by the herd's sale, which refuses to sell an animal in one unless the producer confirms.
 */

/** The longest withdrawal each of `animalIds` is in on `date` (or later), with its product. */
export async function readWithdrawals(
  db: Db,
  farmId: string,
  animalIds: string[],
  date: string,
): Promise<Array<Withdrawal & { animalId: string; tag: string }>> {
  if (animalIds.length === 0) return [];
  const { rows } = await db.execute<{
    animal_id: string;
    tag: string;
    until: string;
    product_name: string;
  }>(sql`
    select distinct on (a.id) a.id as animal_id, a.tag, h.withdrawal_until::text as until,
      p.name as product_name
    from animals a
    join sanitary_applications h on h.farm_id = a.farm_id and h.animal_id = a.id
      and h.undone_at is null and h.withdrawal_until >= ${date}::date
    join sanitary_products p on p.farm_id = h.farm_id and p.id = h.product_id
    where a.farm_id = ${farmId} and a.id = any(${sql.param(animalIds)}::uuid[])
      and a.withdrawal_until >= ${date}::date
    order by a.id, h.withdrawal_until desc, p.name
  `);
  return rows
    .map((r) => ({
      animalId: r.animal_id,
      tag: r.tag,
      until: r.until,
      productName: r.product_name,
    }))
    .sort((x, y) => x.tag.localeCompare(y.tag, 'pt-BR', { numeric: true }));
}

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
