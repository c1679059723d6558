import type { Position } from './geometry';

/*
 * Test-only builders of the files a CAR's shapefile zip holds (.shp, .shx, .dbf, .prj) and of the
 * zip itself, stored or deflated, so the reader's tests need no fixture files. Also a forward
 * Transverse Mercator (Snyder's series, USGS Professional Paper 1395, pp. 60–61), independent of
 * the Krüger series the reader inverts with.
 */

export type Ring = Position[];

const POLYGON_Z = 15;
const POLYGON_M = 25;

function ringsBox(rings: Ring[]): [number, number, number, number] {
  const points = rings.flat();
  const xs = points.map((p) => p[0]);
  const ys = points.map((p) => p[1]);
  return [Math.min(...xs), Math.min(...ys), Math.max(...xs), Math.max(...ys)];
}

/** One record's content: a null shape, or a polygon (with zeroed Z and M for types 15 and 25). */
function recordContent(rings: Ring[] | null, type: number): Uint8Array {
  if (!rings) return new Uint8Array(4);
  const points = rings.flat();
  const extra = type === POLYGON_Z ? 2 : type === POLYGON_M ? 1 : 0;
  const bytes = 44 + 4 * rings.length + 16 * points.length + extra * (16 + 8 * points.length);
  const view = new DataView(new ArrayBuffer(bytes));
  view.setInt32(0, type, true);
  ringsBox(rings).forEach((value, i) => view.setFloat64(4 + 8 * i, value, true));
  view.setInt32(36, rings.length, true);
  view.setInt32(40, points.length, true);
  let start = 0;
  rings.forEach((ring, i) => {
    view.setInt32(44 + 4 * i, start, true);
    start += ring.length;
  });
  const pointsAt = 44 + 4 * rings.length;
  points.forEach(([x, y], i) => {
    view.setFloat64(pointsAt + 16 * i, x, true);
    view.setFloat64(pointsAt + 16 * i + 8, y, true);
  });
  return new Uint8Array(view.buffer);
}

function shapeFile(type: number, bodyBytes: number): DataView {
  const view = new DataView(new ArrayBuffer(100 + bodyBytes));
  view.setInt32(0, 9994, false);
  view.setInt32(24, (100 + bodyBytes) / 2, false);
  view.setInt32(28, 1000, true);
  view.setInt32(32, type, true);
  return view;
}

/** A .shp of polygon records (each its rings, or null for a null shape). */
export function buildShp(records: (Ring[] | null)[], type: 5 | 15 | 25 = 5): Uint8Array {
  const contents = records.map((rings) => recordContent(rings, type));
  const body = contents.reduce((sum, c) => sum + 8 + c.byteLength, 0);
  const view = shapeFile(type, body);
  const all = records.flatMap((rings) => rings ?? []);
  if (all.length > 0) ringsBox(all).forEach((v, i) => view.setFloat64(36 + 8 * i, v, true));
  const out = new Uint8Array(view.buffer);
  let at = 100;
  contents.forEach((content, i) => {
    view.setInt32(at, i + 1, false);
    view.setInt32(at + 4, content.byteLength / 2, false);
    out.set(content, at + 8);
    at += 8 + content.byteLength;
  });
  return out;
}

/** A .shp of one point (type 1): a layer with no paddock. */
export function buildPointShp(x: number, y: number): Uint8Array {
  const view = shapeFile(1, 28);
  const content = new DataView(view.buffer, 100);
  content.setInt32(0, 1, false);
  content.setInt32(4, 10, false);
  content.setInt32(8, 1, true);
  content.setFloat64(12, x, true);
  content.setFloat64(20, y, true);
  return new Uint8Array(view.buffer);
}

/** The .shx index of a .shp (not read by the reader, but in every real zip). */
export function buildShx(shp: Uint8Array): Uint8Array {
  const source = new DataView(shp.buffer, shp.byteOffset, shp.byteLength);
  const offsets: [number, number][] = [];
  for (let at = 100; at < shp.byteLength; ) {
    const words = source.getInt32(at + 4, false);
    offsets.push([at / 2, words]);
    at += 8 + words * 2;
  }
  const out = new Uint8Array(100 + 8 * offsets.length);
  out.set(shp.subarray(0, 100));
  const view = new DataView(out.buffer);
  view.setInt32(24, out.byteLength / 2, false);
  offsets.forEach(([offset, words], i) => {
    view.setInt32(100 + 8 * i, offset, false);
    view.setInt32(104 + 8 * i, words, false);
  });
  return out;
}

/** Latin-1 bytes, as older GIS tools write a table's text. */
export const latin1 = (text: string) => Uint8Array.from(text, (c) => c.charCodeAt(0) & 0xff);
export const utf8 = (text: string) => new TextEncoder().encode(text);

/** A dBase III table of character columns. */
export function buildDbf(
  fields: { name: string; length: number }[],
  rows: string[][],
  encode: (text: string) => Uint8Array = latin1,
): Uint8Array {
  const headerBytes = 32 + 32 * fields.length + 1;
  const recordBytes = 1 + fields.reduce((sum, f) => sum + f.length, 0);
  const out = new Uint8Array(headerBytes + recordBytes * rows.length + 1).fill(0x20, headerBytes);
  const view = new DataView(out.buffer);
  out[0] = 0x03;
  view.setUint32(4, rows.length, true);
  view.setUint16(8, headerBytes, true);
  view.setUint16(10, recordBytes, true);
  fields.forEach((field, i) => {
    const at = 32 + 32 * i;
    out.set(latin1(field.name.slice(0, 10)), at);
    out[at + 11] = 'C'.charCodeAt(0);
    out[at + 16] = field.length;
  });
  out[headerBytes - 1] = 0x0d;
  rows.forEach((row, r) => {
    let at = headerBytes + r * recordBytes + 1;
    fields.forEach((field, i) => {
      out.set(encode(row[i] ?? '').subarray(0, field.length), at);
      at += field.length;
    });
  });
  out[out.length - 1] = 0x1a;
  return out;
}

const GRS80_GEOGCS =
  'GEOGCS["GCS_SIRGAS_2000",DATUM["D_SIRGAS_2000",SPHEROID["GRS_1980",6378137.0,298.257222101]],PRIMEM["Greenwich",0.0],UNIT["Degree",0.0174532925199433]]';

/** .prj texts as QGIS and ArcGIS write them (ESRI WKT), and others. */
export const PRJ = {
  sirgasDegrees: GRS80_GEOGCS,
  sirgasUtm22S: `PROJCS["SIRGAS_2000_UTM_Zone_22S",${GRS80_GEOGCS},PROJECTION["Transverse_Mercator"],PARAMETER["False_Easting",500000.0],PARAMETER["False_Northing",10000000.0],PARAMETER["Central_Meridian",-51.0],PARAMETER["Scale_Factor",0.9996],PARAMETER["Latitude_Of_Origin",0.0],UNIT["Meter",1.0]]`,
  /** No parameters: the zone in the name gives them. */
  wgs84Utm22S:
    'PROJCS["WGS 84 / UTM zone 22S",GEOGCS["WGS 84",DATUM["WGS_1984",SPHEROID["WGS 84",6378137,298.257223563]],PRIMEM["Greenwich",0],UNIT["degree",0.0174532925199433]],PROJECTION["Transverse_Mercator"],UNIT["metre",1]]',
  sirgasPolyconic: `PROJCS["SIRGAS_2000_Brazil_Polyconic",${GRS80_GEOGCS},PROJECTION["Polyconic"],PARAMETER["False_Easting",5000000.0],PARAMETER["False_Northing",10000000.0],PARAMETER["Central_Meridian",-54.0],PARAMETER["Latitude_Of_Origin",0.0],UNIT["Meter",1.0]]`,
  sad69Utm22S:
    'PROJCS["SAD_1969_UTM_Zone_22S",GEOGCS["GCS_South_American_1969",DATUM["D_South_American_1969",SPHEROID["GRS_1967_Truncated",6378160.0,298.25]],PRIMEM["Greenwich",0.0],UNIT["Degree",0.0174532925199433]],PROJECTION["Transverse_Mercator"],PARAMETER["False_Easting",500000.0],PARAMETER["False_Northing",10000000.0],PARAMETER["Central_Meridian",-51.0],PARAMETER["Scale_Factor",0.9996],PARAMETER["Latitude_Of_Origin",0.0],UNIT["Meter",1.0]]',
} as const;

/**
 * [easting, northing] of a longitude and latitude in a UTM zone on GRS80 (Snyder's forward
 * series: a millimetre within a few degrees of the central meridian).
 */
export function forwardUtm(lon: number, lat: number, zone: number, south: boolean): Position {
  const a = 6_378_137;
  const f = 1 / 298.257222101;
  const [e2, k0] = [2 * f - f * f, 0.9996];
  const [e4, e6, ep2] = [e2 * e2, e2 * e2 * e2, e2 / (1 - e2)];
  const phi = (lat * Math.PI) / 180;
  const A = (((lon - (zone * 6 - 183)) * Math.PI) / 180) * Math.cos(phi);
  const N = a / Math.sqrt(1 - e2 * Math.sin(phi) ** 2);
  const [T, C] = [Math.tan(phi) ** 2, ep2 * Math.cos(phi) ** 2];
  const M =
    a *
    ((1 - e2 / 4 - (3 * e4) / 64 - (5 * e6) / 256) * phi -
      ((3 * e2) / 8 + (3 * e4) / 32 + (45 * e6) / 1024) * Math.sin(2 * phi) +
      ((15 * e4) / 256 + (45 * e6) / 1024) * Math.sin(4 * phi) -
      ((35 * e6) / 3072) * Math.sin(6 * phi));
  const x =
    k0 *
    N *
    (A + ((1 - T + C) * A ** 3) / 6 + ((5 - 18 * T + T * T + 72 * C - 58 * ep2) * A ** 5) / 120);
  const y =
    k0 *
    (M +
      N *
        Math.tan(phi) *
        ((A * A) / 2 +
          ((5 - T + 9 * C + 4 * C * C) * A ** 4) / 24 +
          ((61 - 58 * T + T * T + 600 * C - 330 * ep2) * A ** 6) / 720));
  return [500_000 + x, (south ? 10_000_000 : 0) + y];
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(data: Uint8Array): number {
  let crc = 0xffffffff;
  for (const byte of data) crc = CRC_TABLE[(crc ^ byte) & 0xff]! ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

/** Raw deflate through the platform's CompressionStream. */
export async function deflateRaw(data: Uint8Array): Promise<Uint8Array> {
  const stream = new Blob([data.slice()])
    .stream()
    .pipeThrough(new CompressionStream('deflate-raw'));
  return new Uint8Array(await new Response(stream).arrayBuffer());
}

export interface ZipInput {
  path: string;
  data: Uint8Array | string;
  /** Deflated, else stored. */
  deflate?: boolean;
  /** A lie about the uncompressed size, for the zip bomb tests. */
  declaredSize?: number;
}

const MAX32 = 0xffffffff;

/** The central directory's record of an entry; with ZIP64, its sizes and offset in the extra field. */
function centralRecord(header: Uint8Array, name: Uint8Array, offset: number, zip64: boolean) {
  const extra = zip64 ? 4 + 24 : 0;
  const central = new Uint8Array(46 + name.byteLength + extra);
  const view = new DataView(central.buffer);
  view.setUint32(0, 0x02014b50, true);
  view.setUint16(4, 20, true);
  central.set(header, 6);
  view.setUint32(42, zip64 ? MAX32 : offset, true);
  central.set(name, 46);
  if (zip64) {
    const at = 46 + name.byteLength;
    const [compressed, size] = [view.getUint32(20, true), view.getUint32(24, true)];
    view.setUint16(30, extra, true);
    view.setUint16(at, 1, true);
    view.setUint16(at + 2, 24, true);
    view.setBigUint64(at + 4, BigInt(size), true);
    view.setBigUint64(at + 12, BigInt(compressed), true);
    view.setBigUint64(at + 20, BigInt(offset), true);
    view.setUint32(20, MAX32, true);
    view.setUint32(24, MAX32, true);
  }
  return central;
}

/** The end records: ZIP64's record and locator first when asked, then the classic one. */
function endRecords(count: number, directoryBytes: number, offset: number, zip64: boolean) {
  const end = new DataView(new ArrayBuffer(zip64 ? 56 + 20 + 22 : 22));
  let at = 0;
  if (zip64) {
    end.setUint32(0, 0x06064b50, true);
    end.setBigUint64(4, 44n, true);
    end.setBigUint64(24, BigInt(count), true);
    end.setBigUint64(32, BigInt(count), true);
    end.setBigUint64(40, BigInt(directoryBytes), true);
    end.setBigUint64(48, BigInt(offset), true);
    end.setUint32(56, 0x07064b50, true);
    end.setBigUint64(64, BigInt(offset + directoryBytes), true);
    end.setUint32(72, 1, true);
    at = 76;
  }
  end.setUint32(at, 0x06054b50, true);
  end.setUint16(at + 8, zip64 ? 0xffff : count, true);
  end.setUint16(at + 10, zip64 ? 0xffff : count, true);
  end.setUint32(at + 12, directoryBytes, true);
  end.setUint32(at + 16, zip64 ? MAX32 : offset, true);
  return new Uint8Array(end.buffer);
}

/** A zip of the files, each stored or deflated, with UTF-8 names; ZIP64 records when asked. */
export async function buildZip(
  files: ZipInput[],
  options: { zip64?: boolean } = {},
): Promise<Uint8Array> {
  const locals: Uint8Array[] = [];
  const centrals: Uint8Array[] = [];
  let offset = 0;
  for (const file of files) {
    const data = typeof file.data === 'string' ? utf8(file.data) : file.data;
    const body = file.deflate ? await deflateRaw(data) : data;
    const name = utf8(file.path);
    // The fields local and central headers share, from 'version needed' to the name's length.
    const header = new DataView(new ArrayBuffer(24));
    header.setUint16(0, 20, true);
    header.setUint16(2, 0x800, true);
    header.setUint16(4, file.deflate ? 8 : 0, true);
    header.setUint16(8, 0x21, true);
    // A lying entry (the zip bombs') skips the CRC: 50 MB of it takes seconds here.
    header.setUint32(10, file.declaredSize === undefined ? crc32(data) : 0, true);
    header.setUint32(14, body.byteLength, true);
    header.setUint32(18, file.declaredSize ?? data.byteLength, true);
    header.setUint16(22, name.byteLength, true);
    const headerBytes = new Uint8Array(header.buffer);
    const signature = new Uint8Array([0x50, 0x4b, 3, 4]);
    const local = concat([signature, headerBytes, new Uint8Array(2), name, body]);
    locals.push(local);
    centrals.push(centralRecord(headerBytes, name, offset, options.zip64 ?? false));
    offset += local.byteLength;
  }
  const directoryBytes = centrals.reduce((sum, c) => sum + c.byteLength, 0);
  const end = endRecords(files.length, directoryBytes, offset, options.zip64 ?? false);
  return concat([...locals, ...centrals, end]);
}

export function concat(parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((sum, part) => sum + part.byteLength, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.byteLength;
  }
  return out;
}
