import type { Category } from '../herd/constants';
import type { Forage, GrazingMethod, PastureSeason } from './constants';

/*
 * What the pastures routes answer (issue 42), under /api/pastures; the browser's types and the
 * server's mapping agree through these. No money here: 'Campo' sees all and records moves and
 * heights.
 *
 *   GET  /paddocks?q=&retiro=&state=&cursor=   PaddockPage (keyset by name, 50 a page) + totals
 *   POST /paddocks                            PaddockView (201)          'Pasto cadastrado'
 *   GET  /paddocks/:id                        PaddockDetail
 *   PUT  /paddocks/:id                        PaddockView                owner, Gerente
 *   POST /paddocks/:id/heights                PaddockView (201)          'Altura registrada'
 *   GET  /paddocks/:id/years                  { items: PaddockYear[] }   per year, newest first
 *   GET  /history?paddockId=&cursor=          OccupationPage (keyset, newest entry first)
 *   GET  /options                             { paddocks: PaddockOption[]; retiros: string[] }
 *   GET  /map                                 { items: MapItem[] }       every paddock with a shape
 *   POST /shapes                              ShapesImportResult         'Pastos importados'
 *   POST /moves                               MoveResult (201)           'Animais movidos'
 *   POST /moves/:id/undo {reason}             204   its author, the owner or a Gerente
 *   GET  /stocking?date=                      Stocking                   farm and retiros on a day
 *   GET  /settings                            PastureSettings
 *   PUT  /settings                            PastureSettings            owner, Gerente
 *   GET  /animals/:id                         AnimalPaddock              the animal page's line
 *
 * Writes take an `Idempotency-Key` (once per key, as the herd's). Pro, Master and the trial
 * (feature 'pastures'); a lapsed plan reads.
 */

/** What a paddock's card says of it now (domain/pastures/stocking.ts paddockStateText). */
export type PaddockStateKind = 'occupied' | 'resting' | 'never';

export interface PaddockView {
  id: string;
  name: string;
  /** 'Área (ha)' as typed; null when not typed. */
  areaHa: number | null;
  /** The area computed from the imported shape (geodesic), null without one. */
  shapeAreaHa: number | null;
  forage: Forage;
  grazingMethod: GrazingMethod;
  retiro: string | null;
  /** 'Capacidade (UA/ha)' for 'Águas' and 'Seca'. */
  capacityRainy: number | null;
  capacityDry: number | null;
  /** 'Dias de descanso': the rest that makes it 'Pronto para entrada'; null: by height only. */
  restDays: number | null;
  hasShape: boolean;
  state: {
    kind: PaddockStateKind;
    /** Days occupied (since the first animal in it now came in) or resting (since the last left). */
    days: number;
    /** The lot most of its animals are in, when occupied. */
    lotName: string | null;
    heads: number;
  };
  /** Animal units in it today (live weight ÷ 450) and per hectare (of the typed area, else the shape's). */
  units: number;
  uaPerHa: number | null;
  /** This season's capacity ('Águas' Oct–Mar, 'Seca' Apr–Sep) and whether it is passed. */
  season: PastureSeason;
  overCapacity: boolean;
  lastHeight: { heightCm: number; measuredOn: string } | null;
  /** Rest reached its days, or the last height (during this rest) the grass's entry height. */
  ready: boolean;
}

export interface PaddockTotals {
  paddocks: number;
  /** Σ of the paddocks' areas (typed, else the shape's). */
  areaHa: number;
  heads: number;
  units: number;
  uaPerHa: number | null;
}

export interface PaddockPage {
  items: PaddockView[];
  nextCursor: string | null;
  /** Over every paddock that matches the filters, not only this page. */
  totals: PaddockTotals;
}

export interface PaddockDetail extends PaddockView {
  heights: { id: string; heightCm: number; measuredOn: string }[];
}

/** One stay of a group of animals moved together into a paddock ('Histórico de ocupação'). */
export interface OccupationRow {
  moveId: string;
  paddockId: string;
  paddockName: string;
  lotName: string | null;
  /** 'Entrada' and 'Saída' (null while still in: the last of them has not left). */
  enteredOn: string;
  leftOn: string | null;
  heads: number;
  /** UA when they came in. */
  units: number;
  /** The move may still be undone (nothing moved these animals since) by this caller. */
  undoable: boolean;
}

export interface OccupationPage {
  items: OccupationRow[];
  nextCursor: string | null;
}

export interface PaddockOption {
  id: string;
  name: string;
  retiro: string | null;
}

export interface MapItem {
  id: string;
  name: string;
  state: 'occupied' | 'resting' | 'ready' | 'never';
  uaPerHa: number | null;
  overCapacity: boolean;
  /** The shape simplified for the screen (≤ ~200 corners), [longitude, latitude]. */
  ring: [number, number][];
}

export interface ShapesImportResult {
  created: number;
  updated: number;
}

export interface MoveResult {
  moveId: string;
  heads: number;
  units: number;
  paddockName: string;
}

/** Per paddock and year (item 6). */
export interface PaddockYear {
  year: number;
  daysOccupied: number;
  meanUaPerHa: number | null;
  kgGained: number;
  arrobasPerHa: number | null;
}

export interface StockingLine {
  /** null: the farm; else the retiro's name ('Sem retiro' for paddocks without one). */
  retiro: string | null;
  areaHa: number;
  heads: number;
  units: number;
  uaPerHa: number | null;
}

export interface Stocking {
  date: string;
  season: PastureSeason;
  farm: StockingLine;
  retiros: StockingLine[];
}

/** The farm's typical live weight per category (kg), used when an animal has no weighing. */
export interface PastureSettings {
  typicalWeights: Record<Category, number>;
}

export interface AnimalPaddock {
  paddock: { id: string; name: string; since: string } | null;
}
