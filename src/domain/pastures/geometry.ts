/*
 * A paddock's shape (issue 42 item 2): its area in hectares on the Earth (geodesic, not on a
 * flat map: a degree of longitude shrinks away from the equator) and the checks a boundary
 * passes before it is kept — closed, at least three corners, not crossing itself, inside Brazil.
 * Positions are [longitude, latitude] in degrees (GeoJSON's order; KML's and the CAR's too).
 */

export type Position = readonly [number, number];

/** The WGS 84 equatorial radius (m), as GeoJSON tools (Turf) use for areas. */
const EARTH_RADIUS_M = 6_378_137;
const rad = (deg: number) => (deg * Math.PI) / 180;

/** Brazil's extreme points, with a margin (IBGE: 5°16′N, 33°45′S, 34°47′W, 73°59′W). */
export const BRAZIL = { west: -74.5, east: -28.5, south: -34.2, north: 5.7 } as const;

/** The ring without its closing position (the first repeated at the end). */
const openRing = (ring: readonly Position[]) => (isClosed(ring) ? ring.slice(0, -1) : ring);

export const isClosed = (ring: readonly Position[]) =>
  ring.length > 1 && ring[0]![0] === ring.at(-1)![0] && ring[0]![1] === ring.at(-1)![1];

/**
 * The area of a ring in hectares, on a sphere of the WGS 84 radius (the spherical excess: within
 * about 0.3 % of the ellipsoid for a farm's paddocks). A hole is a ring of its own, subtracted
 * by the caller.
 */
export function ringAreaHectares(ring: readonly Position[]): number {
  const points = openRing(ring);
  const n = points.length;
  if (n < 3) return 0;
  let total = 0;
  for (let i = 0; i < n; i++) {
    const before = points[(i + n - 1) % n]!;
    const here = points[i]!;
    const after = points[(i + 1) % n]!;
    total += (rad(after[0]) - rad(before[0])) * Math.sin(rad(here[1]));
  }
  return Math.abs((total * EARTH_RADIUS_M * EARTH_RADIUS_M) / 2) / 10_000;
}

/** Whether segments ab and cd cross (touching at an end counts; collinear overlaps too). */
function crosses(a: Position, b: Position, c: Position, d: Position): boolean {
  const side = (p: Position, q: Position, r: Position) =>
    Math.sign((q[0] - p[0]) * (r[1] - p[1]) - (q[1] - p[1]) * (r[0] - p[0]));
  const within = (p: Position, q: Position, r: Position) =>
    Math.min(p[0], q[0]) <= r[0] &&
    r[0] <= Math.max(p[0], q[0]) &&
    Math.min(p[1], q[1]) <= r[1] &&
    r[1] <= Math.max(p[1], q[1]);
  const [d1, d2, d3, d4] = [side(c, d, a), side(c, d, b), side(a, b, c), side(a, b, d)];
  if (d1 !== d2 && d3 !== d4 && d1 !== 0 && d2 !== 0 && d3 !== 0 && d4 !== 0) return true;
  return (
    (d1 === 0 && within(c, d, a)) ||
    (d2 === 0 && within(c, d, b)) ||
    (d3 === 0 && within(a, b, c)) ||
    (d4 === 0 && within(a, b, d))
  );
}

/** The most corners a paddock's boundary may have (a farm's CAR file has far fewer). */
export const MAX_RING_POSITIONS = 5_000;

/**
 * Why a boundary cannot be kept, in the producer's words, or null when it can. `name` is the
 * paddock's, for the message.
 */
export function ringProblem(ring: readonly Position[], name: string): string | null {
  if (ring.length > MAX_RING_POSITIONS) {
    return `O contorno de ${name} tem pontos demais (no máximo ${MAX_RING_POSITIONS.toLocaleString('pt-BR')}).`;
  }
  if (ring.some((p) => !Number.isFinite(p[0]) || !Number.isFinite(p[1]))) {
    return `O contorno de ${name} tem uma coordenada inválida.`;
  }
  if (!isClosed(ring)) return `O contorno de ${name} não está fechado.`;
  const points = openRing(ring);
  if (points.length < 3) return `O contorno de ${name} precisa de pelo menos 3 pontos.`;
  const outside = points.some(
    ([lon, lat]) =>
      lon < BRAZIL.west || lon > BRAZIL.east || lat < BRAZIL.south || lat > BRAZIL.north,
  );
  if (outside) {
    return `O contorno de ${name} está fora do Brasil: confira as coordenadas (longitude, latitude).`;
  }
  const n = points.length;
  for (let i = 0; i < n; i++) {
    for (let j = i + 1; j < n; j++) {
      // Neighbouring sides share a corner: not a crossing.
      if (j === i + 1 || (i === 0 && j === n - 1)) continue;
      if (crosses(points[i]!, points[(i + 1) % n]!, points[j]!, points[(j + 1) % n]!)) {
        return `O contorno de ${name} se cruza: confira a ordem dos pontos.`;
      }
    }
  }
  if (ringAreaHectares(ring) === 0) return `O contorno de ${name} não tem área.`;
  return null;
}
