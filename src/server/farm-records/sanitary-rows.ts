import { sql, type SQL } from 'drizzle-orm';
import type { Category, Sex } from '../../domain/herd/constants';
import type { BrucellosisRow } from '../../domain/sanitary/api';

/*
 * A sanitary protocol and a sanitary application as SQL reads them (sanitary_protocols,
 * sanitary_applications: decision 044), for the sanitary screens, the public API and the export.
 */

/** A protocol's rule: whom it is for and when its doses fall (sanitary_protocols' columns). */
export interface ProtocolRuleColumns extends Record<string, unknown> {
  id: string;
  product_id: string;
  sex: string | null;
  min_age_months: number | null;
  max_age_months: number | null;
  category: string | null;
  lot_id: string | null;
  first_at_age_months: number | null;
  booster_days: number | null;
  every_days: number | null;
  months: number[] | null;
  starts_on: string;
}

/** The columns of ProtocolRuleColumns from the protocols' alias `r`. */
export const protocolRuleColumns = (r: string): SQL =>
  sql.raw(
    `${r}.id, ${r}.product_id, ${r}.sex, ${r}.min_age_months, ${r}.max_age_months, ${r}.category,
      ${r}.lot_id, ${r}.first_at_age_months, ${r}.booster_days, ${r}.every_days, ${r}.months,
      ${r}.starts_on::text as starts_on`,
  );

/** A protocol with its name, product's name and state, as its lists read it. */
export interface ProtocolColumns extends ProtocolRuleColumns {
  name: string;
  product_name: string;
  active: boolean;
  notes: string | null;
  suggested: boolean;
}

/** Whom the protocol is for and when its doses fall, as the API names them (no months: null). */
export function protocolRule(r: ProtocolRuleColumns) {
  return {
    sex: r.sex === 'M' || r.sex === 'F' ? (r.sex as Sex) : null,
    minAgeMonths: r.min_age_months,
    maxAgeMonths: r.max_age_months,
    category: r.category as Category | null,
    lotId: r.lot_id,
    firstAtAgeMonths: r.first_at_age_months,
    boosterDays: r.booster_days,
    everyDays: r.every_days,
    months: r.months && r.months.length > 0 ? r.months : null,
  };
}

/** An application of a product to an animal, with its brinco and product (the lists, files, API). */
export interface ApplicationColumns extends Record<string, unknown> {
  tag: string;
  product_name: string;
  applied_on: string;
  dose: string;
  dose_unit: string;
  applied_by: string | null;
  veterinarian: string | null;
  withdrawal_until: string | null;
  cost: string | null;
  notes: string | null;
  undo_reason: string | null;
  prior_history: boolean;
}

/** An application with its own ids and its group's, animal's and product's (the lists, the API). */
export interface ApplicationIdColumns extends ApplicationColumns {
  id: string;
  group_id: string;
  animal_id: string;
  product_id: string;
}

/** Which application, of which animal and product, as the API and the screens name them. */
export const applicationIds = (r: ApplicationIdColumns) => ({
  id: r.id,
  groupId: r.group_id,
  animalId: r.animal_id,
  tag: r.tag,
  productId: r.product_id,
  productName: r.product_name,
});

/** A brucellosis vaccination of a female (the semester's proof, on screen and in its file). */
export interface BrucellosisColumns extends Record<string, unknown> {
  tag: string;
  eid: string | null;
  birth_date: string | null;
  vaccine: BrucellosisRow['vaccine'];
  applied_on: string;
  veterinarian: string | null;
}

export const toBrucellosisRow = (r: BrucellosisColumns): BrucellosisRow => ({
  tag: r.tag,
  eid: r.eid,
  birthDate: r.birth_date,
  vaccine: r.vaccine,
  date: r.applied_on,
  veterinarian: r.veterinarian,
});
