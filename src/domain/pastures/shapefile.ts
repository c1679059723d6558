import { cpgEncoding, readDbfNames } from './dbf';
import { BRAZIL, type Position } from './geometry';
import { inverseTransverseMercator, readPrj, type Projection } from './projection';
import {
  finishShapes,
  importedShape,
  MAX_SHAPES,
  NOT_READ,
  readKml,
  readShapes,
  type ImportedShape,
  type ShapesRead,
} from './shapes';
import { readShpPolygons } from './shp';
import { decodeGuessing } from './text-encoding';
import {
  listZip,
  looksLikeZip,
  MAX_ENTRY_BYTES,
  MAX_ZIP_ENTRIES,
  readZipEntry,
  type ZipEntry,
  type ZipEntryRead,
} from './zip';

/** What one zip may hold and inflate to: its entries, each entry's bytes, all entries' bytes. */
export interface ZipLimits {
  entries: number;
  entryBytes: number;
  totalBytes: number;
}

export const ZIP_LIMITS: ZipLimits = {
  entries: MAX_ZIP_ENTRIES,
  entryBytes: MAX_ENTRY_BYTES,
  totalBytes: 100 * 1024 * 1024,
};

/*
 * The CAR's shapefile (issue 42 item 2): a zip of .shp (the shapes), .dbf (their table: the
 * paddocks' names), .prj (the coordinate system) and .cpg (the table's encoding), read into the
 * same named rings as a KML or GeoJSON (shapes.ts). Every .shp in the zip is read, in folders or
 * in zips inside it (one level: the CAR's downloads nest them), whatever the case of its
 * extension; a zip with a KML and no .shp (Google Earth's .kmz) is read as that KML. Pure bytes
 * in, so the browser previews the file and the server reads it the same way.
 */

export const SHAPES_FILE_NOT_READ =
  'Não foi possível ler o arquivo: envie um KML (Google Earth), GeoJSON ou o shapefile do CAR (.zip).';
export const NO_SHP = 'O arquivo zip não tem um shapefile (.shp).';
export const UNKNOWN_PROJECTION =
  'O arquivo está numa projeção que não reconhecemos: envie em SIRGAS 2000 (graus) ou UTM.';
const SHP_ALONE =
  'Envie o shapefile compactado num arquivo .zip, com os arquivos .shp, .dbf e .prj juntos.';
const damagedShp = (name: string) =>
  `O shapefile ${name} está danificado ou incompleto: exporte-o de novo.`;

type Failure = { ok: false; message: string };

interface ZipFile {
  path: string;
  read: () => Promise<ZipEntryRead>;
}

const extension = (path: string) => /\.([^./]*)$/.exec(path)?.[1]?.toLowerCase() ?? '';
const stem = (path: string) => path.replace(/\.[^./]*$/, '').toLowerCase();
/** macOS's copies of the files' metadata ('__MACOSX/', '._name'), not files of their own. */
const isMetadata = (path: string) => /(^|\/)(__MACOSX\/|\._)/.test(path);

/** The zip's files, and those of the zips inside it; the bytes they inflate to share a budget. */
async function collectFiles(
  bytes: Uint8Array,
  limits: ZipLimits,
): Promise<{ ok: true; files: ZipFile[] } | Failure> {
  const budget = { bytes: limits.totalBytes };
  const fileOf = (container: Uint8Array, entry: ZipEntry, path: string): ZipFile => ({
    path,
    read: async () => {
      const limit = Math.min(limits.entryBytes, budget.bytes);
      const read = await readZipEntry(container, entry, limit);
      if (read.ok) budget.bytes -= read.data.byteLength;
      return read;
    },
  });
  const outer = listZip(bytes, limits.entries);
  if (!outer.ok) return outer;
  let entryCount = outer.entries.length;
  const files: ZipFile[] = [];
  for (const entry of outer.entries) {
    if (isMetadata(entry.path)) continue;
    const file = fileOf(bytes, entry, entry.path);
    if (extension(entry.path) !== 'zip') {
      files.push(file);
      continue;
    }
    const read = await file.read();
    if (!read.ok) return read;
    const inner = listZip(read.data, limits.entries - entryCount);
    if (!inner.ok) return inner;
    entryCount += inner.entries.length;
    for (const innerEntry of inner.entries) {
      if (isMetadata(innerEntry.path)) continue;
      files.push(fileOf(read.data, innerEntry, `${entry.path}/${innerEntry.path}`));
    }
  }
  return { ok: true, files };
}

/** The text of the layer's file with that extension (.prj, .cpg), or null without one. */
async function siblingText(
  files: ZipFile[],
  shp: ZipFile,
  ext: string,
): Promise<string | null | Failure> {
  const file = files.find((f) => extension(f.path) === ext && stem(f.path) === stem(shp.path));
  if (!file) return null;
  const read = await file.read();
  return read.ok ? decodeGuessing(read.data) : read;
}

const isFailure = (value: unknown): value is Failure =>
  typeof value === 'object' && value !== null && (value as Failure).ok === false;

const inBrazilDegrees = (records: Position[][][]) =>
  records.every((rings) =>
    rings.every((ring) =>
      ring.every(
        ([x, y]) => x >= BRAZIL.west && x <= BRAZIL.east && y >= BRAZIL.south && y <= BRAZIL.north,
      ),
    ),
  );

/** From the file's coordinates to [longitude, latitude], or null for a projection we don't know. */
function converter(projection: Projection): ((p: Position) => Position) | null {
  if (projection.kind === 'geographic') return (p) => p;
  if (projection.kind === 'transverse-mercator') {
    const { tm } = projection;
    return ([x, y]) => inverseTransverseMercator(x, y, tm);
  }
  return null;
}

/** Without a .prj, degrees that fall in Brazil are taken as such; anything else is unknown. */
function projectionOf(prj: string | null, records: Position[][][]): Projection {
  if (prj !== null) return readPrj(prj);
  return inBrazilDegrees(records) ? { kind: 'geographic' } : { kind: 'unknown' };
}

/** One .shp's paddocks, added to `shapes`; a failure when the layer cannot be read. */
async function readLayer(
  files: ZipFile[],
  shp: ZipFile,
  shapes: ImportedShape[],
): Promise<Failure | null> {
  const data = await shp.read();
  if (!data.ok) return data;
  const polygons = readShpPolygons(data.data);
  if (!polygons.ok) {
    const fileName = shp.path.split('/').at(-1) ?? shp.path;
    // A layer of points or lines (a CAR's rivers, say) has no paddock: the others are read.
    return polygons.problem === 'damaged' ? { ok: false, message: damagedShp(fileName) } : null;
  }
  if (polygons.records.every((rings) => rings.length === 0)) return null;
  const prj = await siblingText(files, shp, 'prj');
  if (isFailure(prj)) return prj;
  const toLonLat = converter(projectionOf(prj, polygons.records));
  if (!toLonLat) return { ok: false, message: UNKNOWN_PROJECTION };
  const cpg = await siblingText(files, shp, 'cpg');
  if (isFailure(cpg)) return cpg;
  const dbf = files.find((f) => extension(f.path) === 'dbf' && stem(f.path) === stem(shp.path));
  const table = dbf ? await dbf.read() : null;
  if (table && !table.ok) return table;
  const names = table ? readDbfNames(table.data, cpgEncoding(cpg)) : [];
  for (const [i, rings] of polygons.records.entries()) {
    for (const ring of rings) {
      const name = names[i] ?? `Pasto ${shapes.length + 1}`;
      shapes.push(importedShape(name.slice(0, 80), ring.map(toLonLat)));
      if (shapes.length > MAX_SHAPES) return null;
    }
  }
  return null;
}

async function readZippedShapes(bytes: Uint8Array, limits: ZipLimits): Promise<ShapesRead> {
  const collected = await collectFiles(bytes, limits);
  if (!collected.ok) return collected;
  const { files } = collected;
  const layers = files.filter((f) => extension(f.path) === 'shp');
  if (layers.length === 0) {
    const kml = files.find((f) => extension(f.path) === 'kml');
    if (!kml) return { ok: false, message: NO_SHP };
    const read = await kml.read();
    return read.ok ? readKml(decodeGuessing(read.data)) : read;
  }
  const shapes: ImportedShape[] = [];
  for (const layer of layers) {
    const failure = await readLayer(files, layer, shapes);
    if (failure) return failure;
    if (shapes.length > MAX_SHAPES) break;
  }
  return finishShapes(shapes);
}

/**
 * A zipped ESRI shapefile (the CAR's) into named paddock boundaries in longitude and latitude.
 * Never throws: a file it cannot read gives a message in Portuguese. `limits` are the tests'.
 */
export async function readShapefileZip(
  bytes: Uint8Array,
  limits: ZipLimits = ZIP_LIMITS,
): Promise<ShapesRead> {
  if (!looksLikeZip(bytes)) return { ok: false, message: SHAPES_FILE_NOT_READ };
  try {
    return await readZippedShapes(bytes, limits);
  } catch {
    return { ok: false, message: SHAPES_FILE_NOT_READ };
  }
}

/**
 * Any file a producer sends for the paddocks' boundaries: a zip (by its first bytes or its name:
 * the CAR's shapefile, or a .kmz) or text (KML or GeoJSON, shapes.ts).
 */
export async function readShapesFile(name: string, bytes: Uint8Array): Promise<ShapesRead> {
  if (looksLikeZip(bytes) || /\.(zip|kmz)$/i.test(name)) return readShapefileZip(bytes);
  if (/\.(shp|shx|dbf|prj|cpg)$/i.test(name)) return { ok: false, message: SHP_ALONE };
  try {
    const read = readShapes(decodeGuessing(bytes));
    return read.ok || read.message !== NOT_READ
      ? read
      : { ok: false, message: SHAPES_FILE_NOT_READ };
  } catch {
    return { ok: false, message: SHAPES_FILE_NOT_READ };
  }
}
