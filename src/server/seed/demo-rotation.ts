import { randomUUID } from 'node:crypto';
import {
  CONTINUOUS_RANGES,
  ROTATIONAL_HEIGHTS,
  seasonOf,
  type Forage,
} from '../../domain/pastures/constants';
import { DEMO_RETIROS, demoHash } from './demo-paddocks';

/*
 * Who grazes where on the demo farm (issue 42 item 7), planned before anything is written: each
 * lot rotates through a module of paddocks of its retiro, 20–45 days in each, from the herd's
 * arrival to today; the calves weaned each month go together to one of the Sede's 'Recria'
 * paddocks; the grass heights a careful manager measures (rotational paddocks as the lot goes in
 * and out and while resting, continuous ones monthly). Pure but for the moves' ids.
 */

export interface RotationPaddock {
  id: string;
  name: string;
  retiro: string;
  recria: boolean;
  forage: Forage;
  rotational: boolean;
  restDays: number | null;
}

/** A lot in a paddock from `from` to `to` (null: still there), put there by `moveId`. */
export interface LotPeriod {
  lotId: string;
  /** Null for the first: the lot's animals go in as they arrive (no move of the lot). */
  moveId: string | null;
  paddockId: string;
  from: string;
  to: string | null;
  nextMoveId: string | null;
}

/** The weaning of a month: its calves moved on its first day to a 'Recria'. */
export interface Weaning {
  on: string;
  moveId: string;
  paddockId: string;
}

export interface Height {
  paddockId: string;
  measuredOn: string;
  heightCm: number;
}

const addDays = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
const daysBetween = (a: string, b: string) => (Date.parse(b) - Date.parse(a)) / 86_400_000;
const pick = (key: string, min: number, max: number) => min + (demoHash(key) % (max - min + 1));
const retiroOrder = (retiro: string) => DEMO_RETIROS.findIndex(([name]) => name === retiro);

/**
 * Each lot's module: lots go to the retiros in turn, and a retiro's paddocks are split into as
 * many modules as it has lots (at least 4 paddocks in each; lots share a module beyond that).
 * With fewer lots than retiros a lot takes the paddocks of several.
 */
export function lotModules(paddocks: RotationPaddock[], lotNumbers: number[]) {
  const grazed = paddocks.filter((p) => !p.recria);
  const retiros = [...new Set(grazed.map((p) => p.retiro))].sort(
    (a, b) => retiroOrder(a) - retiroOrder(b),
  );
  const of = (retiro: string) => grazed.filter((p) => p.retiro === retiro);
  const modules = new Map<number, RotationPaddock[]>();
  if (retiros.length === 0) return modules;
  const count = lotNumbers.length;
  lotNumbers.forEach((number, i) => {
    if (count < retiros.length) {
      modules.set(number, retiros.filter((_, r) => r % count === i).flatMap(of));
      return;
    }
    const r = (number - 1) % retiros.length;
    const own = of(retiros[r]!);
    const lots = lotNumbers.filter((n) => (n - 1) % retiros.length === r).length;
    const split = Math.max(1, Math.min(lots, Math.floor(own.length / 4)));
    const module = Math.floor((number - 1) / retiros.length) % split;
    modules.set(
      number,
      own.filter((_, j) => j % split === module),
    );
  });
  return modules;
}

/** A lot's periods: from `start`, a move every 20–45 days (the first after 30–45) until today. */
export function lotPeriods(
  lot: { id: string; number: number },
  module: RotationPaddock[],
  start: string,
  today: string,
): LotPeriod[] {
  if (module.length === 0) return [];
  const offset = pick(`lote ${lot.number} início`, 0, module.length - 1);
  const periods: LotPeriod[] = [
    {
      lotId: lot.id,
      moveId: null,
      paddockId: module[offset]!.id,
      from: start,
      to: null,
      nextMoveId: null,
    },
  ];
  let day = addDays(start, pick(`lote ${lot.number} chegada`, 30, 45));
  for (let k = 1; day <= today && module.length > 1; k++) {
    const last = periods.at(-1)!;
    const moveId = randomUUID();
    last.to = day;
    last.nextMoveId = moveId;
    const paddockId = module[(offset + k) % module.length]!.id;
    periods.push({ lotId: lot.id, moveId, paddockId, from: day, to: null, nextMoveId: null });
    day = addDays(day, pick(`lote ${lot.number} mudança ${k}`, 20, 45));
  }
  return periods;
}

/** A weaning on the first of each month from `start` to today, to the 'Recria's in turn. */
export function weanings(paddocks: RotationPaddock[], start: string, today: string): Weaning[] {
  const recrias = paddocks.filter((p) => p.recria);
  if (recrias.length === 0) return [];
  const out: Weaning[] = [];
  const first = new Date(`${start.slice(0, 7)}-01T00:00:00Z`);
  for (let m = 1; ; m++) {
    const on = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + m, 1))
      .toISOString()
      .slice(0, 10);
    if (on > today) return out;
    out.push({ on, moveId: randomUUID(), paddockId: recrias[m % recrias.length]!.id });
  }
}

/**
 * The heights of the last year: a rotational paddock's as each lot went in (about its entry
 * height) and came out (about its exit height), and a few days ago when resting (grown back with
 * its rest); with `monthly`, every continuous one on the 10th of each month (high in 'Águas', low
 * in 'Seca').
 */
export function demoHeights(
  paddocks: RotationPaddock[],
  periods: LotPeriod[],
  today: string,
  monthly: boolean,
): Height[] {
  const since = addDays(today, -365);
  const out: Height[] = [];
  const byId = new Map(paddocks.map((p) => [p.id, p]));
  const occupied = new Set(periods.filter((p) => p.to === null).map((p) => p.paddockId));
  const lastExit = new Map<string, string>();
  for (const period of periods) {
    const p = byId.get(period.paddockId);
    const target = p && ROTATIONAL_HEIGHTS[p.forage];
    if (!p?.rotational || !target) continue;
    const key = `${p.name} ${period.from}`;
    if (period.moveId && period.from >= since) {
      const heightCm = target.entry + pick(`${key} entrada`, -3, 8);
      out.push({ paddockId: p.id, measuredOn: period.from, heightCm });
    }
    if (period.to && period.to >= since && period.to <= today) {
      const heightCm = target.exit + pick(`${key} saída`, -3, 5);
      out.push({ paddockId: p.id, measuredOn: period.to, heightCm });
      if (period.to > (lastExit.get(p.id) ?? '')) lastExit.set(p.id, period.to);
    }
  }
  for (const [id, exit] of lastExit) {
    const p = byId.get(id)!;
    const target = ROTATIONAL_HEIGHTS[p.forage]!;
    if (occupied.has(id) || !p.restDays || daysBetween(exit, today) < 7) continue;
    const on = addDays(today, -pick(`${p.name} medida`, 0, 5));
    const grown = Math.min(1.15, daysBetween(exit, on) / p.restDays);
    const heightCm = Math.round(target.exit + (target.entry - target.exit) * grown);
    out.push({ paddockId: id, measuredOn: on, heightCm });
  }
  if (!monthly) return out;
  for (const p of paddocks) {
    const range = CONTINUOUS_RANGES[p.forage];
    if (p.rotational || !range) continue;
    for (let back = 11; back >= 0; back--) {
      const day = new Date(Date.parse(`${today.slice(0, 7)}-10T00:00:00Z`));
      day.setUTCMonth(day.getUTCMonth() - back);
      const on = day.toISOString().slice(0, 10);
      if (on > today) continue;
      const share = (seasonOf(on) === 'rainy' ? 60 : 15) + pick(`${p.name} ${on}`, 0, 35);
      const heightCm = Math.round(range.min + ((range.max - range.min) * share) / 100);
      out.push({ paddockId: p.id, measuredOn: on, heightCm });
    }
  }
  return out;
}
