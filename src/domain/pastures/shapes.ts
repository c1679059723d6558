import { ringAreaHectares, ringProblem, type Position } from './geometry';

/*
 * The farm's shapes brought in (issue 42 item 2): paddock boundaries from a GeoJSON file or a
 * Google Earth KML, read into named rings with their geodesic area, each checked
 * (geometry.ts). The CAR's shapefile (zip) is read into the same shape by shapefile.ts. Pure text
 * in, so the browser shows the preview and the server reads the same file the same way.
 */

export interface ImportedShape {
  /** The paddock's name in the file ('name' property, or KML's <name>); 'Pasto N' without one. */
  name: string;
  /** The outer boundary, closed, [longitude, latitude]. */
  ring: Position[];
  /** Its area on the Earth, in hectares. */
  areaHa: number;
  /** Why it cannot be kept, or null. */
  problem: string | null;
}

export type ShapesRead = { ok: true; shapes: ImportedShape[] } | { ok: false; message: string };

/** The most paddocks one file may bring. */
export const MAX_SHAPES = 2_000;

export const NOT_READ = 'Não foi possível ler o arquivo: envie um KML (Google Earth) ou GeoJSON.';
const NO_SHAPES = 'Nenhum contorno de pasto (polígono) encontrado no arquivo.';
const TOO_MANY = `O arquivo tem mais de ${MAX_SHAPES.toLocaleString('pt-BR')} contornos.`;

/** A named ring with its area, or the problem that keeps it out. */
export function importedShape(name: string, ring: Position[]): ImportedShape {
  const problem = ringProblem(ring, name);
  return { name, ring, areaHa: problem ? 0 : ringAreaHectares(ring), problem };
}

/** The shapes read, unless there are none or too many. */
export const finishShapes = (shapes: ImportedShape[]): ShapesRead =>
  shapes.length === 0
    ? { ok: false, message: NO_SHAPES }
    : shapes.length > MAX_SHAPES
      ? { ok: false, message: TOO_MANY }
      : { ok: true, shapes };

/** A GeoJSON position list as rings' positions, or null when it is not one. */
function positions(value: unknown): Position[] | null {
  if (!Array.isArray(value)) return null;
  const out: Position[] = [];
  for (const p of value) {
    if (!Array.isArray(p) || p.length < 2) return null;
    const [lon, lat] = p as unknown[];
    if (typeof lon !== 'number' || typeof lat !== 'number') return null;
    out.push([lon, lat]);
  }
  return out;
}

/** The outer rings of a GeoJSON geometry (a Polygon's first ring, each MultiPolygon part's). */
function outerRings(geometry: unknown): Position[][] {
  const g = geometry as { type?: unknown; coordinates?: unknown } | null;
  if (!g || typeof g !== 'object') return [];
  if (g.type === 'Polygon' && Array.isArray(g.coordinates)) {
    const ring = positions(g.coordinates[0]);
    return ring ? [ring] : [];
  }
  if (g.type === 'MultiPolygon' && Array.isArray(g.coordinates)) {
    return g.coordinates.flatMap((part: unknown) => {
      const ring = Array.isArray(part) ? positions(part[0]) : null;
      return ring ? [ring] : [];
    });
  }
  return [];
}

/** A GeoJSON FeatureCollection, Feature or bare Polygon. */
export function readGeoJson(text: string): ShapesRead {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return { ok: false, message: NOT_READ };
  }
  const root = json as { type?: unknown; features?: unknown } | null;
  if (!root || typeof root !== 'object') return { ok: false, message: NOT_READ };
  const features: unknown[] =
    root.type === 'FeatureCollection' && Array.isArray(root.features)
      ? root.features
      : root.type === 'Feature'
        ? [root]
        : [{ type: 'Feature', geometry: root, properties: {} }];
  const shapes: ImportedShape[] = [];
  for (const feature of features) {
    const f = feature as { geometry?: unknown; properties?: Record<string, unknown> | null };
    const props = f?.properties ?? {};
    const named = props.name ?? props.nome ?? props.NOME ?? props.Name;
    for (const ring of outerRings(f?.geometry)) {
      const name =
        typeof named === 'string' && named.trim() ? named.trim() : `Pasto ${shapes.length + 1}`;
      shapes.push(importedShape(name.slice(0, 80), ring));
      if (shapes.length > MAX_SHAPES) return finishShapes(shapes);
    }
  }
  return finishShapes(shapes);
}

const decodeXml = (text: string) =>
  text
    .replace(/<!\[CDATA\[([\s\S]*?)\]\]>/g, '$1')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&amp;/g, '&')
    .trim();

/**
 * A KML (Google Earth): each Placemark's <name> and the <outerBoundaryIs> ring of each of its
 * polygons ('lon,lat[,alt]' tuples separated by spaces).
 */
export function readKml(text: string): ShapesRead {
  if (!/<kml[\s>]/i.test(text)) return { ok: false, message: NOT_READ };
  const shapes: ImportedShape[] = [];
  for (const placemark of text.match(/<Placemark[\s>][\s\S]*?<\/Placemark>/gi) ?? []) {
    const named = /<name>([\s\S]*?)<\/name>/i.exec(placemark)?.[1];
    const outers = placemark.match(/<outerBoundaryIs>[\s\S]*?<\/outerBoundaryIs>/gi) ?? [];
    for (const outer of outers) {
      const coords = /<coordinates>([\s\S]*?)<\/coordinates>/i.exec(outer)?.[1] ?? '';
      const ring: Position[] = coords
        .trim()
        .split(/\s+/)
        .filter(Boolean)
        .map((tuple) => {
          const [lon, lat] = tuple.split(',').map(Number);
          return [lon ?? Number.NaN, lat ?? Number.NaN] as const;
        });
      const name = named && decodeXml(named) ? decodeXml(named) : `Pasto ${shapes.length + 1}`;
      shapes.push(importedShape(name.slice(0, 80), ring));
      if (shapes.length > MAX_SHAPES) return finishShapes(shapes);
    }
  }
  return finishShapes(shapes);
}

/** A file's text by what it looks like: KML's XML, else GeoJSON. */
export const readShapes = (text: string): ShapesRead =>
  /^\s*(<\?xml|<kml)/i.test(text) ? readKml(text) : readGeoJson(text);
