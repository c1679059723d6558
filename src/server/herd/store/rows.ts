import { sql, type SQL } from 'drizzle-orm';
import type { AnimalStatus, Breed, Category, Sex } from '../../../domain/herd/constants';
import type { AnimalRow, HerdEvent, HerdEventKind } from '../../../domain/herd/api';
import { AppError } from '../../errors';

/*
 * What the herd's queries share: the row of the list as SQL (category and age computed by
 * animal_category/animal_age_months of migration 0017 on São Paulo's today), its mapping to the
 * API, the errors of decision 036, and the money rule for 'Campo'.
 */

export const NOT_FOUND_MESSAGE = 'Animal não encontrado';
export const notFound = (message = NOT_FOUND_MESSAGE) => new AppError(404, 'NOT_FOUND', message);
export const tagTaken = (tag: string) =>
  new AppError(409, 'TAG_TAKEN', `Já existe um animal ativo com o brinco ${tag}`, {
    tag: `Já existe um animal ativo com o brinco ${tag}`,
  });
export const eidTaken = (eid: string) =>
  new AppError(
    409,
    'EID_TAKEN',
    `Já existe um animal com o EID ${eid.slice(0, 3)} ${eid.slice(3)}`,
    {
      eid: `Já existe um animal com o EID ${eid.slice(0, 3)} ${eid.slice(3)}`,
    },
  );
export const invalid = (fields: Record<string, string>) =>
  new AppError(400, 'VALIDATION', 'Erro de validação', fields);

const GONE: Record<string, string> = {
  sold: 'já foi vendido',
  dead: 'morreu',
  transferred: 'foi transferido',
  removed: 'não está no rebanho',
};
/** 409 NOT_ACTIVE: 'O animal 123 já foi vendido' / '... morreu'. */
export const notActive = (tag: string, status: string) =>
  new AppError(409, 'NOT_ACTIVE', `O animal ${tag} ${GONE[status] ?? 'não está ativo'}`);

/** The category of `a` (the animals' alias) on `today`, in SQL. */
export const categoryOf = (today: string) =>
  sql`animal_category(a.sex, a.birth_date, a.breeder, a.calvings > 0, a.category_override, ${today}::date)`;
export const ageOf = (today: string) => sql`animal_age_months(a.birth_date, ${today}::date)`;

/**
 * The weighings' figures of `a`: weighings name an animal by its brinco (`st`) or its EID
 * (`se`); plain joins on animal_summaries' key, so a sort by weight over the whole herd is one
 * hash join, not a lookup per animal.
 */
export const lastWeighingJoin = sql`
  left join animal_summaries st on st.farm_id = a.farm_id and st.animal_id = a.tag
  left join animal_summaries se on se.farm_id = a.farm_id and se.animal_id = a.eid`;
/** Of the two, the one weighed last. */
const eidIsLast = sql`(st.animal_id is null or se.last_date > st.last_date)`;
export const lastWeight = sql`(case when ${eidIsLast} then se.last_weight else st.last_weight end)`;
const lastDate = sql`(case when ${eidIsLast} then se.last_date else st.last_date end)`;
export const lotJoin = sql`left join lots l on l.farm_id = a.farm_id and l.id = a.lot_id`;

/** The columns of an AnimalRow, from `a`, `l` (lots) and the weighings' joins. */
export const rowColumns = (today: string): SQL => sql`
  a.id, a.tag, a.eid, a.name, a.sex, a.breed, a.birth_date::text as birth_date,
  a.birth_estimated, ${ageOf(today)} as age_months, ${categoryOf(today)} as category,
  a.lot_id, l.name as lot_name, a.pasture, a.status,
  ${lastWeight}::float8 as last_weight, ${lastDate}::text as last_date,
  case when a.withdrawal_until >= ${today}::date then a.withdrawal_until::text end
    as withdrawal_until`;

export interface RowColumns extends Record<string, unknown> {
  id: string;
  tag: string;
  eid: string | null;
  name: string | null;
  sex: string | null;
  breed: string | null;
  birth_date: string | null;
  birth_estimated: boolean;
  age_months: number | null;
  category: string | null;
  lot_id: string | null;
  lot_name: string | null;
  pasture: string | null;
  status: string;
  last_weight: number | null;
  last_date: string | null;
  withdrawal_until: string | null;
}

export function toAnimalRow(r: RowColumns): AnimalRow {
  return {
    id: r.id,
    tag: r.tag,
    eid: r.eid,
    name: r.name,
    sex: r.sex as Sex | null,
    breed: r.breed as Breed | null,
    birthDate: r.birth_date,
    birthEstimated: r.birth_estimated,
    ageMonths: r.age_months === null ? null : Number(r.age_months),
    category: r.category as Category | null,
    lotId: r.lot_id,
    lotName: r.lot_name,
    pasture: r.pasture,
    status: r.status as AnimalStatus,
    lastWeight: r.last_weight === null ? null : Number(r.last_weight),
    lastWeighingDate: r.last_date,
    withdrawalUntil: r.withdrawal_until,
  };
}

/** A purchase or sale with a price: undone by the owner or a 'Gerente' only (decision 057). */
export function pricedEvent(kind: string, details: unknown): boolean {
  const price = (details as { price?: unknown } | null)?.price;
  return (kind === 'purchase' || kind === 'sale') && price !== null && price !== undefined;
}

/** The money of an event's details: null for 'Campo' (decision 015). */
const MONEY_FIELDS = ['price', 'value'] as const;

export interface EventColumns {
  id: string;
  kind: string;
  eventDate: string;
  details: unknown;
  undoneAt: Date | null;
  undoReason: string | null;
  undoneByName: string | null;
  createdAt: Date;
}

/** An event as the app answers it, to a caller who sees money or not and may undo it or not. */
export function toHerdEvent(e: EventColumns, withMoney: boolean, canUndo: boolean): HerdEvent {
  const details = { ...((e.details ?? {}) as Record<string, unknown>) };
  // Ids kept for undoing, and the id of who gave a price later, are not part of the answer.
  for (const key of ['fromLotId', 'toLotId', 'toFarmId', 'toAnimalId', 'fromFarmId', 'pricedBy']) {
    delete details[key];
  }
  if (!withMoney) for (const key of MONEY_FIELDS) if (key in details) details[key] = null;
  return {
    id: e.id,
    kind: e.kind as HerdEventKind,
    date: e.eventDate,
    details: details as HerdEvent['details'],
    undone: e.undoneAt
      ? { at: e.undoneAt.toISOString(), reason: e.undoReason ?? '', by: e.undoneByName }
      : null,
    createdAt: e.createdAt.toISOString(),
    canUndo,
  };
}

/** A LIKE pattern finding `text` anywhere: its own %, _ and \\ taken literally. */
export const containing = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
export const startingWith = (text: string) => `${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
