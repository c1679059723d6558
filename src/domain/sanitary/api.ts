import type { Category, Sex } from '../herd/constants';
import type {
  BrucellosisVaccine,
  DoseUnit,
  DueStatus,
  ProductType,
  ProtocolSchedule,
} from './constants';

/*
 * What the sanitary routes answer (issue 26, decision 044): the browser's types and the server's
 * mapping agree through these. Money is null for a 'Campo' member, always.
 */

export interface SanitaryProduct {
  id: string;
  name: string;
  type: ProductType;
  withdrawalDays: number;
  doseUnit: DoseUnit;
  /** R$ per dose unit; null when not given or for 'Campo'. */
  pricePerDose: number | null;
  brucellosis: BrucellosisVaccine | null;
  /** A suggested example whose withdrawal days the producer has not confirmed yet. */
  suggested: boolean;
  /** Some animal has a dose of it not undone (a product with applications cannot be deleted). */
  inUse: boolean;
}

export interface SanitaryProtocol extends ProtocolSchedule {
  id: string;
  name: string;
  productId: string;
  productName: string;
  sex: Sex | null;
  category: Category | null;
  lotId: string | null;
  lotName: string | null;
  /** From the common calendar, not yet confirmed by the producer. */
  suggested: boolean;
  startsOn: string;
}

/** What an application records, alike on screen and in the period's file (domain/export). */
export interface ApplicationRecord {
  date: string;
  tag: string;
  productName: string;
  dose: number;
  appliedBy: string | null;
  veterinarian: string | null;
  /** 'Em carência até' this day (inclusive); null when the product has no withdrawal. */
  withdrawalUntil: string | null;
  /** R$ of this dose (dose × the product's price then); null without a price or for 'Campo'. */
  cost: number | null;
  notes: string | null;
  undone: boolean;
  undoReason: string | null;
}

/** One application of a product to one animal. */
export interface SanitaryApplication extends ApplicationRecord {
  id: string;
  groupId: string;
  animalId: string;
  productId: string;
  productType: ProductType;
  doseUnit: DoseUnit;
  /**
   * A dose the animal had before it was registered ('Antes do cadastro', decision 063): its date
   * stands in for an unknown day; no dose, cost or withdrawal.
   */
  priorHistory: boolean;
  /** Whether the caller's role lets them undo it: 'Campo' only his own (decision 057). */
  canUndo: boolean;
  /**
   * The applications of the same recording (a lot's, a list's) still standing, this one included;
   * 0 once it is undone. Undoing may take them all back at once (decision 063).
   */
  groupSize: number;
}

export interface ApplicationPage {
  items: SanitaryApplication[];
  nextCursor: string | null;
}

/** One animal due for one protocol. */
export interface DueItem {
  animalId: string;
  tag: string;
  name: string | null;
  sex: Sex | null;
  ageMonths: number | null;
  lotName: string | null;
  protocolId: string;
  protocolName: string;
  productId: string;
  productName: string;
  /** Which dose is due: 1 the first, 2 the booster or later. */
  doseNumber: number;
  due: string;
}

export interface DuePage {
  items: DueItem[];
  nextCursor: string | null;
  /** Rows in this list (all pages). */
  total: number;
}

/**
 * Heads due per protocol, in each list; `prior` counts the first doses whose window ended before
 * the animal was registered ('Histórico anterior ao cadastro', not overdue: decision 063).
 */
export interface DueCounts {
  overdue: number;
  upcoming: number;
  prior: number;
  byProtocol: Array<{
    protocolId: string;
    protocolName: string;
    productName: string;
    productType: ProductType;
    overdue: number;
    upcoming: number;
    prior: number;
  }>;
}

export interface ApplyResult {
  /** Animals that received it (one row each). */
  count: number;
  groupId: string;
}

/** The withdrawal an animal is in (the longest), as its page and the herd list show it. */
export interface Withdrawal {
  until: string;
  productName: string;
}

/** 'Comprovante de vacinação contra brucelose': one vaccinated female. */
export interface BrucellosisRow {
  tag: string;
  eid: string | null;
  birthDate: string | null;
  vaccine: BrucellosisVaccine;
  date: string;
  veterinarian: string | null;
}

export interface BrucellosisProof {
  farmName: string;
  /** '2026-1' (January to June) or '2026-2'. */
  semester: string;
  from: string;
  to: string;
  items: BrucellosisRow[];
  nextCursor: string | null;
  total: number;
}

export interface ReminderSettings {
  weeklyEmail: boolean;
  /** Whether this person's role receives the weekly e-mail at all (Proprietário, Gerente). */
  eligible: boolean;
}

/** What the weekly e-mail says of a farm: 'Atrasadas' and the next 7 days, per protocol. */
export interface ReminderDigest {
  overdue: number;
  nextWeek: number;
  byProtocol: Array<{
    protocolName: string;
    productName: string;
    overdue: number;
    nextWeek: number;
  }>;
}

export type { DueStatus };
