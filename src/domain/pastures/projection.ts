import type { Position } from './geometry';

/*
 * A shapefile's coordinate system (its .prj, in WKT) and the way back to longitude and latitude
 * (issue 42 item 2). The CAR's files are in SIRGAS 2000, in degrees or in UTM metres; WGS 84 sits
 * within centimetres of it, so both are taken. UTM (any Transverse Mercator from the equator on
 * their ellipsoid) is inverted with Krüger's series on GRS80, good to well under a millimetre
 * inside a zone. Other projections and older datums (SAD69, Córrego Alegre: tens of metres
 * away) are refused rather than drawn in the wrong place.
 */

export interface TransverseMercator {
  /** Degrees. */
  centralMeridian: number;
  scaleFactor: number;
  /** Metres. */
  falseEasting: number;
  /** Metres: 10,000,000 in the southern UTM zones. */
  falseNorthing: number;
}

export type Projection =
  | { kind: 'geographic' }
  | { kind: 'transverse-mercator'; tm: TransverseMercator }
  | { kind: 'unknown' };

const UNKNOWN: Projection = { kind: 'unknown' };
const DEGREE = Math.PI / 180;

/** GRS80 (SIRGAS 2000's ellipsoid); WGS 84's differs in the 10th digit of the flattening. */
const GRS80 = { a: 6_378_137, inverseFlattening: 298.257222101 } as const;

/** Letters and digits only, lowercase: 'Transverse_Mercator' and 'Transverse Mercator' alike. */
const squash = (text: string) => text.toLowerCase().replace(/[^a-z0-9]/g, '');

const NUMBER = '([-+]?[0-9]*\\.?[0-9]+(?:[eE][-+]?[0-9]+)?)';

/** Whether the WKT's ellipsoid is GRS80 or WGS 84 (by its numbers, else by the datum's name). */
function onGrs80(wkt: string): boolean {
  const spheroid = new RegExp(
    `(?:SPHEROID|ELLIPSOID)\\[\\s*"[^"]*"\\s*,\\s*${NUMBER}\\s*,\\s*${NUMBER}`,
    'i',
  ).exec(wkt);
  if (spheroid) {
    const [a, inverseFlattening] = [Number(spheroid[1]), Number(spheroid[2])];
    return Math.abs(a - GRS80.a) < 0.5 && Math.abs(inverseFlattening - 298.257) < 0.001;
  }
  return /SIRGAS|WGS[\s_]*(19)?84/i.test(wkt);
}

/** The factor of the WKT's last unit (the projected system's, after its geographic base's). */
function lastUnitFactor(wkt: string): number | null {
  const units = [
    ...wkt.matchAll(new RegExp(`\\b(?:LENGTH)?UNIT\\[\\s*"[^"]*"\\s*,\\s*${NUMBER}`, 'gi')),
  ];
  const last = units.at(-1);
  return last ? Number(last[1]) : null;
}

/** The WKT's parameters by squashed name. */
function parameters(wkt: string): Map<string, number> {
  const found = new Map<string, number>();
  for (const match of wkt.matchAll(
    new RegExp(`PARAMETER\\[\\s*"([^"]+)"\\s*,\\s*${NUMBER}`, 'gi'),
  )) {
    found.set(squash(match[1]!), Number(match[2]));
  }
  return found;
}

const pick = (found: Map<string, number>, ...names: string[]) =>
  names.map((name) => found.get(name)).find((value) => value !== undefined);

function transverseMercator(wkt: string): Projection {
  const method = /(?:PROJECTION|METHOD)\[\s*"([^"]+)"/i.exec(wkt)?.[1];
  if (!method || squash(method) !== 'transversemercator') return UNKNOWN;
  const unit = lastUnitFactor(wkt);
  if (unit !== null && Math.abs(unit - 1) > 1e-9) return UNKNOWN;
  const found = parameters(wkt);
  const zone = /UTM[\s_]*(?:zone[\s_]*)?(\d{1,2})\s*([NS])\b/i.exec(wkt);
  const zoneNumber = zone ? Number(zone[1]) : null;
  const south = zone?.[2]?.toUpperCase() === 'S';
  const origin = pick(found, 'latitudeoforigin', 'latitudeofnaturalorigin') ?? 0;
  const centralMeridian =
    pick(found, 'centralmeridian', 'longitudeofnaturalorigin', 'longitudeoforigin') ??
    (zoneNumber !== null && zoneNumber >= 1 && zoneNumber <= 60 ? zoneNumber * 6 - 183 : undefined);
  if (centralMeridian === undefined || origin !== 0) return UNKNOWN;
  return {
    kind: 'transverse-mercator',
    tm: {
      centralMeridian,
      scaleFactor: pick(found, 'scalefactor', 'scalefactoratnaturalorigin') ?? 0.9996,
      falseEasting: pick(found, 'falseeasting') ?? 500_000,
      falseNorthing: pick(found, 'falsenorthing') ?? (south ? 10_000_000 : 0),
    },
  };
}

/**
 * The coordinate system a .prj names: geographic degrees or a Transverse Mercator (UTM), on
 * SIRGAS 2000 or WGS 84; anything else is 'unknown'.
 *
 * @example
 * readPrj('PROJCS["SIRGAS 2000 / UTM zone 22S",GEOGCS["SIRGAS 2000",…],PROJECTION["Transverse_Mercator"],…]')
 * //=> { kind: 'transverse-mercator', tm: { centralMeridian: -51, scaleFactor: 0.9996, falseEasting: 500000, falseNorthing: 10000000 } }
 */
export function readPrj(wkt: string): Projection {
  const text = wkt.trim();
  if (!onGrs80(text)) return UNKNOWN;
  if (/^PROJ(?:CS|CRS|ECTEDCRS)\s*\[/i.test(text)) return transverseMercator(text);
  if (/^GEO(?:GCS|GCRS|DCRS|GRAPHICCRS)\s*\[/i.test(text)) {
    const unit = lastUnitFactor(text);
    return unit === null || Math.abs(unit - DEGREE) < 1e-9 ? { kind: 'geographic' } : UNKNOWN;
  }
  return UNKNOWN;
}

/** Krüger's series to n³ (as in Karney, 'Transverse Mercator with an accuracy of a few nanometers', 2011), for GRS80. */
const SERIES = (() => {
  const f = 1 / GRS80.inverseFlattening;
  const n = f / (2 - f);
  const [n2, n3] = [n * n, n * n * n];
  return {
    rectifyingRadius: (GRS80.a / (1 + n)) * (1 + n2 / 4 + (n2 * n2) / 64),
    beta: [n / 2 - (2 * n2) / 3 + (37 * n3) / 96, n2 / 48 + n3 / 15, (17 * n3) / 480],
    delta: [2 * n - (2 * n2) / 3 - 2 * n3, (7 * n2) / 3 - (8 * n3) / 5, (56 * n3) / 15],
  };
})();

/**
 * Easting and northing (metres) in a Transverse Mercator on GRS80 back to [longitude, latitude]
 * in degrees.
 *
 * @example
 * inverseTransverseMercator(500_000, 7_500_000, { centralMeridian: -51, scaleFactor: 0.9996, falseEasting: 500_000, falseNorthing: 10_000_000 })
 * //=> [-51, -22.579…]
 */
export function inverseTransverseMercator(
  easting: number,
  northing: number,
  tm: TransverseMercator,
): Position {
  const scale = tm.scaleFactor * SERIES.rectifyingRadius;
  const xi = (northing - tm.falseNorthing) / scale;
  const eta = (easting - tm.falseEasting) / scale;
  let xiPrime = xi;
  let etaPrime = eta;
  SERIES.beta.forEach((b, i) => {
    const k = 2 * (i + 1);
    xiPrime -= b * Math.sin(k * xi) * Math.cosh(k * eta);
    etaPrime -= b * Math.cos(k * xi) * Math.sinh(k * eta);
  });
  const chi = Math.asin(Math.sin(xiPrime) / Math.cosh(etaPrime));
  let latitude = chi;
  SERIES.delta.forEach((d, i) => (latitude += d * Math.sin(2 * (i + 1) * chi)));
  const longitude = Math.atan2(Math.sinh(etaPrime), Math.cos(xiPrime));
  return [tm.centralMeridian + longitude / DEGREE, latitude / DEGREE];
}
