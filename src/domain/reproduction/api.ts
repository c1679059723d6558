import type { Category } from '../herd/constants';
import type {
  DiagnosisResult,
  FemaleGroup,
  ProtocolStep,
  ReproEventKind,
  ReproStatus,
} from './constants';

/*
 * What the reproduction routes answer (issue 41, decision 067), under /api/reproduction; the
 * browser's types and the server's mapping agree through these. No money here: 'Campo' sees all.
 *
 *   GET    /seasons                         { items: SeasonSummary[] }  newest first
 *   POST   /seasons                         SeasonSummary (201)         'Estação criada'
 *   GET    /seasons/:id                     SeasonSummary
 *   PUT    /seasons/:id                     SeasonSummary               owner, Gerente
 *   GET    /seasons/:id/females?status=&group=&q=&cursor=   FemalePage (keyset, 50 a page)
 *   POST   /seasons/:id/exposures           ExposeResult                'Fêmeas expostas'
 *   DELETE /seasons/:id/exposures/:animalId 204                         owner, Gerente
 *   GET    /seasons/:id/batches             { items: IatfBatch[] }      with their calendars
 *   GET    /protocols                       { items: IatfProtocol[] }   seeded on first read
 *   POST   /protocols, PUT /protocols/:id   IatfProtocol                owner, Gerente
 *   POST   /protocols/:id/copy              IatfProtocol (201)          '… (cópia)'
 *   POST   /batches                         IatfBatch (201)             'Protocolo iniciado'
 *   GET    /semen                           { items: Semen[] }
 *   POST   /semen                           Semen (201)
 *   POST   /inseminations                   RecordedEvents (201)        'Inseminação registrada'
 *   POST   /natural-services                RecordedEvents (201)        'Cobertura registrada'
 *   POST   /diagnoses                       RecordedEvents (201)        'Diagnóstico registrado'
 *   POST   /abortions                       RecordedEvents (201)        'Aborto registrado'
 *   POST   /weanings                        RecordedEvents (201)        'Desmame registrado'
 *   POST   /events/:id/undo {reason}        204   its author, the owner or a Gerente
 *   GET    /animals/:id                     FemaleReproduction          the female's page section
 *
 * Writes take an `Idempotency-Key` (once per key, as the herd's); every member records services,
 * checks, calvings and weanings; seasons' edits, protocols and removals are the owner's and a
 * Gerente's. Pro, Master and the trial (feature 'reproduction'); a lapsed plan reads.
 */

export interface SeasonSummary {
  id: string;
  name: string;
  startsOn: string;
  endsOn: string;
  /** Counts of the season's exposed females (one SQL aggregate). */
  exposed: number;
  byStatus: Record<ReproStatus, number>;
  /** Exposed females with a diagnosis recorded in the season ('Diagnosticadas: 37 de 120'). */
  diagnosed: number;
}

/** A service a pregnancy may be attributed to. */
export interface ServiceView {
  eventId: string;
  kind: 'insemination' | 'natural_service';
  /** The insemination's day, or the bull's entry. */
  date: string;
  /** The bull's exit for a natural service; null when still in or for an insemination. */
  endsOn: string | null;
  /** 'Touro ou sêmen': the bull's brinco or name, or the semen's bull. */
  sire: string;
  inseminator: string | null;
}

/** An exposed female, as the season's list shows her. */
export interface ExposedFemale {
  animalId: string;
  tag: string;
  /** Her EID (15 digits), so the chute finds her by the stick reader offline too. */
  eid?: string | null;
  name: string | null;
  category: Category | null;
  group: FemaleGroup;
  status: ReproStatus;
  lastService: ServiceView | null;
  lastDiagnosis: { date: string; result: DiagnosisResult; gestationDays: number | null } | null;
  /** 'Previsão de parto', or a window (natural service without days of gestation). */
  expectedCalving: { from: string; to: string } | null;
}

export interface FemalePage {
  items: ExposedFemale[];
  nextCursor: string | null;
}

export interface ExposeResult {
  /** Females added to the season. */
  added: number;
  /** Already in it, left as they were. */
  alreadyExposed: number;
  /** Not an active female of the farm (a male, sold, …), left out. */
  skipped: number;
}

export interface IatfProtocol {
  id: string;
  name: string;
  steps: ProtocolStep[];
  /** One of the two seeded protocols, not edited yet. */
  seeded: boolean;
}

/** One day of a batch's calendar: 'D8: Retirada do dispositivo — 48 vacas'. */
export interface BatchStepView extends ProtocolStep {
  date: string;
  heads: number;
}

export interface IatfBatch {
  id: string;
  seasonId: string;
  protocolId: string;
  protocolName: string;
  /** 'Lote de IATF' name (default: the protocol's and D0's date). */
  name: string;
  startsOn: string;
  heads: number;
  /** Females of the batch inseminated so far. */
  inseminated: number;
  steps: BatchStepView[];
}

export interface Semen {
  id: string;
  bull: string;
  breed: string | null;
  center: string | null;
}

export interface RecordedEvents {
  /** The records made, one per female (or calf); their shared group. */
  groupId: string;
  count: number;
  /** Replayed: the same `Idempotency-Key` was already recorded. */
  replayed: boolean;
}

/** One record of a female's reproductive history (the female's page). */
export interface ReproEventView {
  id: string;
  kind: ReproEventKind;
  date: string;
  seasonId: string | null;
  /** What the record says, in Portuguese ('IA — sêmen Jaguar, por Zé', 'Prenhe, 60 dias'). */
  summary: string;
  /** 'Previsão de parto' of a pregnant diagnosis. */
  expectedCalving: { from: string; to: string } | null;
  /** 'Peso ajustado aos 205 dias' of a weaning, when weaned at 160–250 days. */
  p205: number | null;
  authorName: string | null;
  undone: boolean;
  undoReason: string | null;
  /** The caller may undo it (its author, the owner or a Gerente). */
  canUndo: boolean;
}

/** 'Reprodução' on a female's page. */
export interface FemaleReproduction {
  animalId: string;
  status: ReproStatus;
  /** The season she is exposed in now (the newest), if any. */
  season: { id: string; name: string } | null;
  expectedCalving: { from: string; to: string } | null;
  events: ReproEventView[];
}

/** A step of an IATF batch due in the week, for the weekly e-mail ('D8: … — 48 vacas'). */
export interface IatfWeekStep {
  date: string;
  day: number;
  action: string;
  heads: number;
  batchName: string;
}

/*
 * The season's indicators and lists (issue 41 items 8 and 9), under /api/reproduction:
 *
 *   GET /seasons/:id/indicators           SeasonIndicators   in SQL (a few aggregates)
 *   GET /seasons/:id/calvings-by-month    { items: CalvingMonth[] }  'Previsão de partos'
 *   GET /seasons/:id/to-wean?cursor=      ToWeanPage (keyset, 50 a page)  'A desmamar'
 *
 * 'A diagnosticar', 'Vazias' and 'Descarte sugerido' are the season's females page filtered by
 * status ('to_diagnose', 'empty', 'cull').
 */

/** The season's figures, for all its females or for one group. Percentages: 0–100, one decimal. */
export interface IndicatorFigures {
  exposed: number;
  /** Females with a service (IA or natural) in the season. */
  served: number;
  /** Pregnant (calved included) at their last check. */
  pregnant: number;
  calved: number;
  /** Calves of the season's calvings weaned. */
  weaned: number;
  serviceRate: number | null;
  conceptionRate: number | null;
  pregnancyRate: number | null;
  calvingRate: number | null;
  weaningRate: number | null;
  calvingIntervalDays: number | null;
  firstCalvingMonths: number | null;
  kgWeanedPerExposed: number | null;
  meanP205: number | null;
}

export interface GroupIndicators extends IndicatorFigures {
  group: FemaleGroup;
}

/** Services of one protocol, bull or semen, inseminator or round, and the pregnancies from them. */
export interface ServiceSplit {
  /** The protocol, the sire, the inseminator ('Não informado', 'Monta natural'), '1º serviço'. */
  label: string;
  served: number;
  pregnant: number;
  conceptionRate: number | null;
}

export interface SeasonIndicators {
  seasonId: string;
  overall: IndicatorFigures;
  /** 'Vaca', 'Novilha', 'Primípara': the groups with females exposed. */
  byGroup: GroupIndicators[];
  /** Conception by IATF round: the female's 1st, 2nd… service of the season. */
  byRound: ServiceSplit[];
  byProtocol: ServiceSplit[];
  bySire: ServiceSplit[];
  byInseminator: ServiceSplit[];
}

/** 'Previsão de partos': pregnant females by the month of their 'Previsão de parto'. */
export interface CalvingMonth {
  /** 'YYYY-MM' (a window's middle day). */
  month: string;
  heads: number;
  /** Of them, already calved. */
  calved: number;
}

/** 'A desmamar': a calf of the season's calvings over 7 months and not weaned. */
export interface CalfToWean {
  animalId: string;
  tag: string;
  name: string | null;
  sex: 'M' | 'F' | null;
  birthDate: string;
  ageMonths: number;
  motherId: string;
  motherTag: string;
}

export interface ToWeanPage {
  items: CalfToWean[];
  nextCursor: string | null;
}
