import type { AnimalStatus, Breed, Category, DeathCause, GtaBand, Origin, Sex } from './constants';
import type { PriceKind } from './schemas';
import type { HeadCount } from './head-count';

/*
 * What the herd routes answer (issue 25, decision 036): the browser's types and the server's
 * mapping agree through these. Money fields are null for a 'Campo' member, always.
 */

/** One row of the herd list ('Rebanho'). */
export interface AnimalRow {
  id: string;
  tag: string;
  /** 15 digits, or null; shown with formatEid. */
  eid: string | null;
  name: string | null;
  /**
   * Null for an animal registered from its weighings until someone says its sex (decision 039):
   * shown as 'Não informado'.
   */
  sex: Sex | null;
  breed: Breed | null;
  birthDate: string | null;
  /** Whether the birth date was estimated from an age in months. */
  birthEstimated: boolean;
  /** Whole months today (São Paulo), or null when unknown. */
  ageMonths: number | null;
  /** Derived or overridden; null when unknown. */
  category: Category | null;
  lotId: string | null;
  lotName: string | null;
  pasture: string | null;
  status: AnimalStatus;
  /** The last weighing, if any. */
  lastWeight: number | null;
  lastWeighingDate: string | null;
  /** The last day of the withdrawal ('Em carência até') it is in today, or null (issue 26). */
  withdrawalUntil: string | null;
}

/** A page of the herd list: keyset pages of at most 100 rows. */
export interface AnimalPage {
  items: AnimalRow[];
  nextCursor: string | null;
  /** Rows matching the filters, over the whole farm (SQL). */
  total: number;
}

/** The counts above the list, over the farm's active animals (SQL). */
export interface HerdCounts {
  /** Active animals, those waiting for their sex included. */
  active: number;
  /**
   * The farm's herd today (decision 062): these animals of known sex + the typed inventory rows
   * they do not cover, with its parts.
   */
  herd: HeadCount;
  byCategory: Partial<Record<Category | 'Sem categoria', number>>;
  /** Heads per sex in the GTA's age bands; animals without an age are in 'unknown'. */
  gta: Record<Sex, Record<GtaBand | 'unknown', number>>;
  /** Heads whose sex is not known (registered from their weighings: decision 039), not in `gta`. */
  sexUnknown: number;
}

export type HerdEventKind =
  | 'entry'
  | 'birth'
  | 'purchase'
  | 'sale'
  | 'death'
  | 'transfer'
  | 'calving';

/**
 * What an event's details hold (animal_events.details) alike for its timeline and for the herd's
 * CSV file (domain/export/herd.ts): weights kg, prices null for 'Campo'.
 */
export interface EventDetailsCore {
  weight?: number | null;
  priceKind?: PriceKind | null;
  price?: number | null;
  /** R$ of this animal in the event (a share of a many-animal event). */
  value?: number | null;
  seller?: string | null;
  buyer?: string | null;
  gta?: string | null;
  note?: string | null;
  fromLotName?: string | null;
  toLotName?: string | null;
  fromPasture?: string | null;
  toPasture?: string | null;
  toFarmName?: string | null;
  /** Carcass kg per head (a sale's romaneio) and the yield the arrobas counted (decision 060). */
  carcassWeight?: number | null;
  carcassYield?: number | null;
}

/** One event of an animal's life, as its timeline shows it. */
export interface HerdEvent {
  id: string;
  kind: HerdEventKind;
  date: string;
  /** What the event says, by kind (weights kg; prices null for 'Campo'). */
  details: EventDetailsCore & {
    cause?: DeathCause;
    calfId?: string;
    calfTag?: string;
    origin?: Origin | null;
    /** An entry registered from the animal's weighings (decision 039). */
    fromWeighings?: boolean;
    /** Who gave the price of a sale or purchase recorded without one, and when (decision 061). */
    pricedByName?: string | null;
    pricedAt?: string | null;
  };
  /** Set when the event was undone. */
  undone: { at: string; reason: string; by: string | null } | null;
  createdAt: string;
  /**
   * Whether the caller's role lets them undo it (decision 057): false for 'Campo' on what another
   * member entered and on a purchase or sale with a price.
   */
  canUndo: boolean;
  /**
   * In an animal's timeline, for an event not undone: its animals still in it (a mother's
   * calving aside) and the first brincos, as the undo's question names them (decision 063).
   */
  animals?: { count: number; tags: string[] };
}

/** A sanitary application in an animal's timeline (issue 26); never a price. */
export interface TimelineApplication {
  id: string;
  productName: string;
  dose: number;
  doseUnit: string;
  /** 'Em carência até' this day, inclusive; null for a product without withdrawal. */
  withdrawalUntil: string | null;
  appliedBy: string | null;
  veterinarian: string | null;
  /** A dose before the animal was registered ('Antes do cadastro', decision 063). */
  priorHistory: boolean;
  notes: string | null;
  /** Set when the application was undone (entered by mistake). */
  undone: { at: string; reason: string; by: string | null } | null;
}

/** One line of an animal's timeline: an event, a weighing, an edit or a sanitary application. */
export type TimelineEntry =
  | { type: 'event'; date: string; event: HerdEvent }
  | {
      type: 'weighing';
      date: string;
      weighing: { id: string; weight: number; notes: string | null };
    }
  | {
      type: 'edit';
      date: string;
      edit: {
        at: string;
        by: string | null;
        changes: { field: string; from: string | null; to: string | null }[];
      };
    }
  | { type: 'application'; date: string; application: TimelineApplication };

/** An animal's page ('/rebanho/:id'). */
export interface AnimalDetail extends AnimalRow {
  sisbov: string | null;
  coat: string | null;
  breeder: boolean;
  categoryOverride: Category | null;
  mother: { id: string; tag: string } | null;
  father: string | null;
  origin: Origin | null;
  entryDate: string | null;
  exitDate: string | null;
  notes: string | null;
  /** kg/day over its life (first to last weighing) and since the previous weighing. */
  gmdLife: number | null;
  gmdLast: number | null;
  weighings: number;
  /** For a female: her calves, newest first, and the days between consecutive births. */
  calves: {
    id: string;
    tag: string;
    sex: Sex | null;
    birthDate: string | null;
    status: AnimalStatus;
  }[];
  calvingIntervalsDays: number[];
  /** The withdrawal it is in today, the longest, with its product (issue 26); null when none. */
  withdrawal: { until: string; productName: string } | null;
}

/** A compact animal for pickers (mother, sale selection, weighing combobox). */
export interface AnimalOption {
  id: string;
  tag: string;
  eid: string | null;
  name: string | null;
  /** Null when not known (decision 039). */
  sex: Sex | null;
  category: Category | null;
}

/**
 * A sale or purchase recorded without a price ('Preço a informar': by 'Campo', decision 061), as
 * the owner and a 'Gerente' see it to complete it.
 */
export interface UnpricedEvent {
  /** One of the event's rows: 'Informar preço' names the event by it, as undo does. */
  id: string;
  kind: 'sale' | 'purchase';
  date: string;
  /** Animals in the event. */
  heads: number;
  /** Their first brincos, in order (at most 5). */
  tags: string[];
  /** Live kg per head and the romaneio's carcass kg, as recorded. */
  weight: number | null;
  carcassWeight: number | null;
  /** The buyer of a sale, the seller of a purchase. */
  party: string | null;
  /** Who recorded it. */
  recordedBy: string | null;
}

/** GET /api/animal-events/unpriced: newest first, with how many of each kind wait. */
export interface UnpricedPage {
  items: UnpricedEvent[];
  nextCursor: string | null;
  total: { sales: number; purchases: number };
}
