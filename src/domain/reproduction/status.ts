import type { DiagnosisResult, FemaleGroup, ReproStatus } from './constants';
import { attributeService, expectedCalving, type CalvingWindow, type Service } from './calving';

/*
 * A female's state in a breeding season (issue 41, decision 067), from her records of the season:
 * status, last service, last diagnosis, the pregnancy's service and 'Previsão de parto'. The
 * store keeps this state on her exposure, recomputed in each write's transaction; the two states
 * that move with time or with the herd ('Parida', 'Descarte sugerido') are read on top of it.
 */

/** One record of the season, as the state needs it. */
export type SeasonRecord =
  | (Service & { order?: number })
  | {
      id: string;
      kind: 'diagnosis';
      date: string;
      result: DiagnosisResult;
      gestationDays: number | null;
      order?: number;
    }
  | { id: string; kind: 'abortion'; date: string; order?: number };

/** What her records say (stored on the exposure). */
export interface SeasonState {
  /** 'empty', 'inseminated', 'covered' or 'pregnant' ('calved' and 'cull' are read: readStatus). */
  status: Exclude<ReproStatus, 'calved' | 'cull'>;
  lastService: Service | null;
  lastDiagnosis: {
    id: string;
    date: string;
    result: DiagnosisResult;
    gestationDays: number | null;
  } | null;
  /** A conclusive diagnosis (pregnant or empty) after her last service, or with none. */
  diagnosed: boolean;
  /** The service her pregnancy is attributed to, while pregnant. */
  pregnancyService: Service | null;
  expectedCalving: CalvingWindow | null;
}

/** On one day: services first, then checks, then an abortion (the order a day's work goes). */
const DAY_ORDER = { insemination: 0, natural_service: 0, diagnosis: 1, abortion: 2 } as const;

function sorted(records: readonly SeasonRecord[]) {
  return [...records].sort(
    (a, b) =>
      (a.date < b.date ? -1 : a.date > b.date ? 1 : 0) ||
      DAY_ORDER[a.kind] - DAY_ORDER[b.kind] ||
      (a.order ?? 0) - (b.order ?? 0),
  );
}

const isService = (r: SeasonRecord): r is Service & { order?: number } =>
  r.kind === 'insemination' || r.kind === 'natural_service';

/**
 * Her state from the season's records (undone ones left out), of a female of `breed`: the last of
 * her services, conclusive checks and abortions decides — an abortion makes her 'Vazia'; a check
 * says 'Prenhe' or 'Vazia'; a service after the last check makes her 'Inseminada' or 'Coberta';
 * nothing, 'Vazia'. An inconclusive check changes no status (she is still to check). A pregnancy
 * is attributed to a service by attributeService and gives 'Previsão de parto'.
 */
export function seasonState(records: readonly SeasonRecord[], breed: string | null): SeasonState {
  const all = sorted(records);
  const services = all.filter(isService);
  const diagnoses = all.filter((r) => r.kind === 'diagnosis');
  const last = [...all]
    .reverse()
    .find((r) => r.kind !== 'diagnosis' || r.result !== 'inconclusive');
  const lastService = services.at(-1) ?? null;
  const lastDiagnosis = diagnoses.at(-1) ?? null;
  const state: SeasonState = {
    status: 'empty',
    lastService: lastService && plain(lastService),
    lastDiagnosis: lastDiagnosis && {
      id: lastDiagnosis.id,
      date: lastDiagnosis.date,
      result: lastDiagnosis.result,
      gestationDays: lastDiagnosis.gestationDays,
    },
    diagnosed: !!last && last.kind === 'diagnosis',
    pregnancyService: null,
    expectedCalving: null,
  };
  if (!last || last.kind === 'abortion') return state;
  if (isService(last)) {
    return { ...state, status: last.kind === 'insemination' ? 'inseminated' : 'covered' };
  }
  if (last.kind === 'diagnosis' && last.result === 'pregnant') {
    const before = services.filter((s) => s.date <= last.date).map(plain);
    const service = attributeService(before, last.date, last.gestationDays);
    return {
      ...state,
      status: 'pregnant',
      pregnancyService: service,
      expectedCalving: service && expectedCalving(service, breed, last.date, last.gestationDays),
    };
  }
  return state;
}

function plain(s: Service): Service {
  return { id: s.id, kind: s.kind, date: s.date, endsOn: s.endsOn };
}

/** What the read adds to the stored state. */
export interface ReadFacts {
  group: FemaleGroup;
  /** Her first calving after her pregnancy's service (the herd's 'Registrar nascimento'). */
  calvedOn: string | null;
  seasonEndsOn: string;
  today: string;
  /** She ended her season before, the one just before this, 'Vazia'. */
  emptyBefore: boolean;
}

/**
 * The status as the lists read it: 'Parida' once a pregnant female has calved; 'Descarte
 * sugerido' for a heifer still 'Vazia' once her season ended, or a cow (primiparous included)
 * 'Vazia' at the end of two seasons running. The same rule in SQL: store/state-sql.ts.
 */
export function readStatus(stored: SeasonState['status'], f: ReadFacts): ReproStatus {
  if (stored === 'pregnant' && f.calvedOn !== null) return 'calved';
  if (stored !== 'empty' || f.today <= f.seasonEndsOn) return stored;
  if (f.group === 'heifer' || f.emptyBefore) return 'cull';
  return 'empty';
}

/** Her group when exposed: no calf yet, 'Novilha'; one, 'Primípara'; more, 'Vaca'. */
export function femaleGroupOf(calvings: number): FemaleGroup {
  return calvings === 0 ? 'heifer' : calvings === 1 ? 'primiparous' : 'cow';
}
