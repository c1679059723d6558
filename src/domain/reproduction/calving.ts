import { daysBetween } from '../records/dates';
import { addDays } from '../sanitary/due';
import { BREED_GROUP, GESTATION_DAYS, type BreedGroup } from './constants';

/*
 * Which service a pregnancy comes from, and when she calves (issue 41, decision 067): the
 * attribution rule (Ideagri's) and 'Previsão de parto'.
 */

/** A service a pregnancy may be attributed to: an insemination on a day, or a bull in a window. */
export interface Service {
  id: string;
  kind: 'insemination' | 'natural_service';
  /** The insemination's day, or the bull's entry. */
  date: string;
  /** The bull's exit (natural service); null while he is still in, or for an insemination. */
  endsOn: string | null;
}

/** 'Previsão de parto': one day (from = to), or a window for a bull's weeks with her. */
export interface CalvingWindow {
  from: string;
  to: string;
}

/** How far (days) a service may lie from the conception the days of gestation point to. */
export const ATTRIBUTION_TOLERANCE_DAYS = 10;

/** The breed group of a registry breed; unknown or 'Outra' is zebu (Nelore herds). */
export function breedGroupOf(breed: string | null | undefined): BreedGroup {
  return (breed && BREED_GROUP[breed as keyof typeof BREED_GROUP]) || 'zebu';
}

/** Gestation days of a breed (zebu 293, taurine 283, crossbred 288). */
export function gestationDaysOf(breed: string | null | undefined): number {
  return GESTATION_DAYS[breedGroupOf(breed)];
}

/** The day she conceived, by an ultrasound's days of gestation on the diagnosis day. */
export function conceptionDate(diagnosisDate: string, gestationDays: number): string {
  return addDays(diagnosisDate, -gestationDays);
}

/** The last day a service could have made her pregnant, as known on `asOf`. */
function lastDayOf(s: Service, asOf: string): string {
  if (s.kind === 'insemination') return s.date;
  return s.endsOn && s.endsOn < asOf ? s.endsOn : asOf;
}

/** Days from `day` to the service (0 inside a bull's window). */
function distance(s: Service, day: string, asOf: string): number {
  if (day < s.date) return daysBetween(day, s.date);
  const last = lastDayOf(s, asOf);
  return day > last ? daysBetween(last, day) : 0;
}

/**
 * The service a pregnant diagnosis on `diagnosisDate` is attributed to (Ideagri's rule): of the
 * services before the diagnosis, the one nearest to the conception the days of gestation point to,
 * if within ±10 days (the later on a tie); else the last one begun before that conception; else the
 * nearest. Without days of gestation: the last service before the diagnosis. Null without any.
 */
export function attributeService(
  services: readonly Service[],
  diagnosisDate: string,
  gestationDays: number | null,
): Service | null {
  const before = services
    .filter((s) => s.date <= diagnosisDate)
    .sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
  if (before.length === 0) return null;
  if (gestationDays === null) return before.at(-1)!;
  const conceived = conceptionDate(diagnosisDate, gestationDays);
  const byDistance = before.map((s) => ({ s, d: distance(s, conceived, diagnosisDate) }));
  const nearest = byDistance.reduce((best, x) => (x.d <= best.d ? x : best));
  if (nearest.d <= ATTRIBUTION_TOLERANCE_DAYS) return nearest.s;
  const earlier = before.filter((s) => s.date <= conceived);
  return earlier.at(-1) ?? nearest.s;
}

/**
 * 'Previsão de parto' of a pregnancy attributed to `service`: its day + the breed's gestation. A
 * natural service with days of gestation: the conception they point to, kept inside the bull's
 * window; without them, the window from his entry to his exit (or the diagnosis, while he is
 * still in), each + gestation.
 */
export function expectedCalving(
  service: Service,
  breed: string | null | undefined,
  diagnosisDate: string,
  gestationDays: number | null,
): CalvingWindow {
  const days = gestationDaysOf(breed);
  if (service.kind === 'insemination') {
    const day = addDays(service.date, days);
    return { from: day, to: day };
  }
  const last = lastDayOf(service, diagnosisDate);
  if (gestationDays === null) {
    return { from: addDays(service.date, days), to: addDays(last, days) };
  }
  const conceived = conceptionDate(diagnosisDate, gestationDays);
  const inWindow = conceived < service.date ? service.date : conceived > last ? last : conceived;
  const day = addDays(inWindow, days);
  return { from: day, to: day };
}
