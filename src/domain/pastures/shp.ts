import type { Position } from './geometry';

/*
 * An ESRI shapefile's geometry (.shp, the 1998 ESRI white paper): a 100-byte header, then records
 * of a big-endian header and a little-endian shape. Polygons (types 5, and 15 and 25 with Z or M
 * values after the points, which are skipped) are read into their outer rings: in the format a
 * polygon's outer rings run clockwise and its holes counter-clockwise.
 */

/** Polygon, PolygonZ, PolygonM. */
const POLYGON_TYPES = new Set([5, 15, 25]);
const FILE_CODE = 9994;
const HEADER_BYTES = 100;

export type ShpRead =
  | {
      ok: true;
      /** Each record's outer rings, in the file's coordinates; [] for a null shape. */
      records: Position[][][];
    }
  | { ok: false; problem: 'damaged' | 'not-polygons' };

const DAMAGED = { ok: false, problem: 'damaged' } as const;

/** Twice the ring's signed area: positive counter-clockwise, negative clockwise. */
function signedArea2(ring: readonly Position[]): number {
  if (ring.length < 3) return 0;
  // From the first corner, so UTM's millions of metres keep their precision.
  const [x0, y0] = ring[0]!;
  let total = 0;
  for (let i = 1; i + 1 < ring.length; i++) {
    const [x1, y1] = ring[i]!;
    const [x2, y2] = ring[i + 1]!;
    total += (x1 - x0) * (y2 - y0) - (x2 - x0) * (y1 - y0);
  }
  return total;
}

/**
 * The outer rings of a polygon's rings: the clockwise ones. A record with none was written the
 * other way round (some tools do): then every ring is taken as an outer one.
 */
export function outerRings(rings: Position[][]): Position[][] {
  const clockwise = rings.filter((ring) => signedArea2(ring) < 0);
  return clockwise.length > 0 ? clockwise : rings;
}

/** One polygon record's rings, or null when it does not fit in its bytes. */
function readPolygon(view: DataView, start: number, stop: number): Position[][] | null {
  if (start + 44 > stop) return null;
  const partCount = view.getInt32(start + 36, true);
  const pointCount = view.getInt32(start + 40, true);
  const pointsAt = start + 44 + 4 * partCount;
  if (partCount < 0 || pointCount < 0 || pointsAt + 16 * pointCount > stop) return null;
  const starts: number[] = [];
  for (let i = 0; i < partCount; i++) starts.push(view.getInt32(start + 44 + 4 * i, true));
  const rings: Position[][] = [];
  for (let i = 0; i < partCount; i++) {
    const first = starts[i]!;
    const end = i + 1 < partCount ? starts[i + 1]! : pointCount;
    if (first < 0 || end > pointCount || end < first) return null;
    const ring: Position[] = [];
    for (let p = first; p < end; p++) {
      const at = pointsAt + 16 * p;
      ring.push([view.getFloat64(at, true), view.getFloat64(at + 8, true)]);
    }
    rings.push(ring);
  }
  return rings;
}

/** The shapefile's polygons; 'not-polygons' for a file of points or lines. */
export function readShpPolygons(bytes: Uint8Array): ShpRead {
  if (bytes.byteLength < HEADER_BYTES) return DAMAGED;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (view.getInt32(0, false) !== FILE_CODE) return DAMAGED;
  const fileBytes = view.getInt32(24, false) * 2;
  if (fileBytes < HEADER_BYTES || fileBytes > bytes.byteLength) return DAMAGED;
  const type = view.getInt32(32, true);
  if (type !== 0 && !POLYGON_TYPES.has(type)) return { ok: false, problem: 'not-polygons' };
  const records: Position[][][] = [];
  for (let at = HEADER_BYTES; at < fileBytes; ) {
    if (at + 12 > fileBytes) return DAMAGED;
    const start = at + 8;
    const stop = start + view.getInt32(at + 4, false) * 2;
    if (stop > fileBytes || stop < start + 4) return DAMAGED;
    const recordType = view.getInt32(start, true);
    if (recordType === 0) {
      records.push([]);
    } else {
      const rings = POLYGON_TYPES.has(recordType) ? readPolygon(view, start, stop) : null;
      if (!rings) return DAMAGED;
      records.push(outerRings(rings));
    }
    at = stop;
  }
  return { ok: true, records };
}
