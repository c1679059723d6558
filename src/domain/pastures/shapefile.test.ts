import { describe, expect, it } from 'vitest';
import { ringAreaHectares, type Position } from './geometry';
import {
  NO_SHP,
  readShapefileZip,
  readShapesFile,
  SHAPES_FILE_NOT_READ,
  UNKNOWN_PROJECTION,
} from './shapefile';
import {
  buildDbf,
  buildPointShp,
  buildShp,
  buildShx,
  buildZip,
  forwardUtm,
  PRJ,
  utf8,
  type Ring,
  type ZipInput,
} from './shapefile-test-helpers';
import { MAX_SHAPES, type ShapesRead } from './shapes';

/** A 1 km by 1 km paddock near Goiânia, clockwise (the shapefile's outer rings). */
const outer: Ring = [
  [-49.3, -15.8],
  [-49.3, -15.79],
  [-49.29, -15.79],
  [-49.29, -15.8],
  [-49.3, -15.8],
];
/** A hole inside it, counter-clockwise. */
const hole: Ring = [
  [-49.298, -15.798],
  [-49.292, -15.798],
  [-49.292, -15.792],
  [-49.298, -15.792],
  [-49.298, -15.798],
];
/** Another paddock east of the first, clockwise. */
const east: Ring = outer.map(([lon, lat]) => [lon + 0.02, lat]);

const NOME = [{ name: 'NOME', length: 40 }];

/** The files of one layer: .shp, .shx, .dbf (when names are given) and .prj (unless null). */
function layer(
  base: string,
  records: (Ring[] | null)[],
  options: { names?: string[]; prj?: string | null; type?: 5 | 15 | 25; deflate?: boolean } = {},
): ZipInput[] {
  const shp = buildShp(records, options.type);
  const files: ZipInput[] = [
    { path: `${base}.shp`, data: shp, deflate: options.deflate ?? true },
    { path: `${base}.shx`, data: buildShx(shp) },
  ];
  if (options.names) {
    const rows = options.names.map((name) => [name]);
    files.push({ path: `${base}.dbf`, data: buildDbf(NOME, rows), deflate: true });
  }
  const prj = options.prj === undefined ? PRJ.sirgasDegrees : options.prj;
  if (prj !== null) files.push({ path: `${base}.prj`, data: prj });
  return files;
}

async function readZip(files: ZipInput[]): Promise<ShapesRead> {
  return readShapefileZip(await buildZip(files));
}

function shapesOf(read: ShapesRead) {
  if (!read.ok) throw new Error(read.message);
  return read.shapes;
}

function expectNear(ring: readonly Position[], expected: readonly Position[], tolerance: number) {
  expect(ring).toHaveLength(expected.length);
  ring.forEach(([lon, lat], i) => {
    expect(Math.abs(lon - expected[i]![0])).toBeLessThan(tolerance);
    expect(Math.abs(lat - expected[i]![1])).toBeLessThan(tolerance);
  });
}

describe('readShapefileZip: geometry', () => {
  it('reads a polygon in SIRGAS 2000 degrees: its ring, area and name (stored and deflated entries)', async () => {
    const shapes = shapesOf(await readZip(layer('pastos', [[outer]], { names: ['Pasto Água'] })));
    expect(shapes).toEqual([
      { name: 'Pasto Água', ring: outer, areaHa: ringAreaHectares(outer), problem: null },
    ]);
    expect(shapes[0]!.areaHa).toBeCloseTo(119.2, 0);
    const stored = await readZip(layer('pastos', [[outer]], { deflate: false }));
    expect(shapesOf(stored)[0]).toMatchObject({ name: 'Pasto 1', ring: outer });
  });

  it('drops the holes and makes each outer ring of a multi-part polygon a paddock', async () => {
    const records = [[outer, hole, east], null, [east]];
    const shapes = shapesOf(
      await readZip(layer('pastos', records, { names: ['Retiro', 'Sem forma', ''] })),
    );
    expect(shapes.map((s) => [s.name, s.ring])).toEqual([
      ['Retiro', outer],
      ['Retiro', east],
      ['Pasto 3', east],
    ]);
  });

  it('reads PolygonZ and PolygonM files, and rings written counter-clockwise', async () => {
    for (const type of [15, 25] as const) {
      const shapes = shapesOf(await readZip(layer('pastos', [[outer, hole]], { type })));
      expect(shapes.map((s) => s.ring)).toEqual([outer]);
    }
    const reversed = [...outer].reverse();
    const shapes = shapesOf(await readZip(layer('pastos', [[reversed]])));
    expect(shapes.map((s) => s.ring)).toEqual([reversed]);
  });

  it('converts SIRGAS 2000 / UTM zone 22S to longitude and latitude', async () => {
    // E 500000, N 7500000 is on the central meridian (51° W): latitude 22.6068568° S (our
    // forward series gives back N within a millimetre; PROJ's tests pin the inverse elsewhere).
    const square: Ring = [
      [500_000, 7_500_000],
      [500_000, 7_501_000],
      [501_000, 7_501_000],
      [501_000, 7_500_000],
      [500_000, 7_500_000],
    ];
    const [first] = shapesOf(await readZip(layer('utm', [[square]], { prj: PRJ.sirgasUtm22S })));
    expect(first!.ring[0]![0]).toBe(-51);
    expect(first!.ring[0]![1]).toBeCloseTo(-22.6068568, 6);
    const back = forwardUtm(first!.ring[0]![0], first!.ring[0]![1], 22, true);
    expect(Math.abs(back[1] - 7_500_000)).toBeLessThan(0.001);
    // 100 ha on the grid is 100.08 ha on the ground; geometry.ts's sphere adds 0.5 % here.
    expect(first!.areaHa).toBeGreaterThan(100);
    expect(first!.areaHa).toBeLessThan(101);
    expect(first!.problem).toBeNull();
  });

  it('gives back the longitude and latitude a UTM point was made from (1e-6°), by parameters or zone name', async () => {
    const lonLat: Ring = [
      [-50.5, -22.5],
      [-50.5, -22.49],
      [-50.49, -22.49],
      [-50.49, -22.5],
      [-50.5, -22.5],
    ];
    const utm = lonLat.map(([lon, lat]) => forwardUtm(lon, lat, 22, true));
    for (const prj of [PRJ.sirgasUtm22S, PRJ.wgs84Utm22S]) {
      const [shape] = shapesOf(await readZip(layer('utm', [[utm]], { prj })));
      expectNear(shape!.ring, lonLat, 1e-6);
    }
  });
});

describe('readShapefileZip: the zip and the table', () => {
  it('reads every .shp, in folders and in any case, skipping layers without polygons', async () => {
    const files = [
      ...layer('CAR/Pastos/PASTOS', [[outer]], { names: ['Pasto do Córrego'] }).map((f) => ({
        ...f,
        path: f.path.replace(/\.(\w+)$/, (ext) => ext.toUpperCase()),
      })),
      ...layer('CAR/piquetes', [[east]], { names: ['Piquete 1'] }),
      { path: 'CAR/hidrografia.shp', data: buildPointShp(-49.3, -15.8) },
      { path: '__MACOSX/CAR/._piquetes.shp', data: 'metadados do macOS' },
    ];
    const shapes = shapesOf(await readZip(files));
    expect(shapes.map((s) => s.name)).toEqual(['Pasto do Córrego', 'Piquete 1']);
  });

  it('reads the zips inside the zip (the CAR downloads nest them)', async () => {
    const inner = await buildZip(layer('AREA_IMOVEL', [[outer]], { names: ['Fazenda'] }));
    const shapes = shapesOf(
      await readZip([{ path: 'SHAPE_5208707/AREA_IMOVEL.ZIP', data: inner, deflate: true }]),
    );
    expect(shapes.map((s) => s.name)).toEqual(['Fazenda']);
  });

  it('decodes the names as Windows-1252, or UTF-8 when the .cpg says so or the bytes are', async () => {
    const names = (data: Uint8Array, cpg?: string) =>
      readZip([
        ...layer('p', [[outer]]),
        { path: 'p.dbf', data },
        ...(cpg ? [{ path: 'p.cpg', data: cpg }] : []),
      ]).then((read) => shapesOf(read)[0]!.name);
    const accented = 'Pasto Água Limpa ção';
    expect(await names(buildDbf(NOME, [[accented]]))).toBe(accented);
    expect(await names(buildDbf(NOME, [[accented]]), 'ISO-8859-1')).toBe(accented);
    expect(await names(buildDbf(NOME, [[accented]], utf8), 'UTF-8')).toBe(accented);
    expect(await names(buildDbf(NOME, [[accented]], utf8))).toBe(accented);
    // The .cpg wins over the guess: these Windows-1252 letters happen to be valid UTF-8.
    expect(await names(buildDbf(NOME, [['PASTO Ã©']]), '1252')).toBe('PASTO Ã©');
    expect(
      await names(
        buildDbf(
          NOME,
          [['Pasto €']],
          (t) => new Uint8Array([...t].map((c) => (c === '€' ? 0x80 : c.charCodeAt(0)))),
        ),
      ),
    ).toBe('Pasto €');
  });

  it('takes the first name column with a value, in any case', async () => {
    const fields = [
      { name: 'AREA_HA', length: 10 },
      { name: 'descricao', length: 20 },
      { name: 'nome_pasto', length: 20 },
    ];
    const dbf = buildDbf(fields, [
      ['12.5', 'Beira do rio', 'Pasto 7'],
      ['3', 'Só descrição', ''],
      ['1', '', ''],
    ]);
    const read = await readZip([
      ...layer('p', [[outer], [east], [outer]]),
      { path: 'p.dbf', data: dbf },
    ]);
    expect(shapesOf(read).map((s) => s.name)).toEqual(['Pasto 7', 'Só descrição', 'Pasto 3']);
  });

  it('refuses more paddocks than a file may bring', async () => {
    const records = Array.from({ length: MAX_SHAPES + 1 }, () => [outer]);
    expect(await readZip(layer('p', records))).toEqual({
      ok: false,
      message: 'O arquivo tem mais de 2.000 contornos.',
    });
  });
});

describe('readShapefileZip: projections', () => {
  it('refuses projections other than degrees and UTM on SIRGAS 2000 / WGS 84', async () => {
    for (const prj of [PRJ.sirgasPolyconic, PRJ.sad69Utm22S, 'isto não é WKT']) {
      expect(await readZip(layer('p', [[outer]], { prj }))).toEqual({
        ok: false,
        message: UNKNOWN_PROJECTION,
      });
    }
  });

  it('without a .prj, takes degrees inside Brazil as they are and refuses anything else', async () => {
    expect(shapesOf(await readZip(layer('p', [[outer]], { prj: null })))[0]!.ring).toEqual(outer);
    const metres: Ring = outer.map(([lon, lat]) => forwardUtm(lon, lat, 22, true));
    expect(await readZip(layer('p', [[metres]], { prj: null }))).toEqual({
      ok: false,
      message: UNKNOWN_PROJECTION,
    });
  });
});

describe('readShapefileZip: files it cannot read', () => {
  it('says so for a file that is not a zip, and for a zip without a .shp', async () => {
    const notZip = { ok: false, message: SHAPES_FILE_NOT_READ };
    expect(await readShapefileZip(utf8('isto não é um zip'))).toEqual(notZip);
    expect(await readShapefileZip(new Uint8Array())).toEqual(notZip);
    expect(await readZip([{ path: 'leia-me.txt', data: 'oi' }])).toEqual({
      ok: false,
      message: NO_SHP,
    });
    expect(await readZip([])).toEqual({ ok: false, message: NO_SHP });
  });

  it('says a damaged .shp is damaged, however it is cut, and never throws', async () => {
    const shp = buildShp([[outer, hole], [east]]);
    for (let cut = 0; cut < shp.byteLength; cut += 7) {
      const read = await readZip([{ path: 'p.shp', data: shp.subarray(0, cut) }]);
      expect(read).toEqual({
        ok: false,
        message: 'O shapefile p.shp está danificado ou incompleto: exporte-o de novo.',
      });
    }
    const zip = await buildZip(layer('p', [[outer]], { names: ['A'] }));
    for (let cut = 0; cut < zip.byteLength; cut += 5) {
      const read = await readShapefileZip(zip.subarray(0, cut));
      expect(read.ok).toBe(false);
    }
  });
});

describe('readShapesFile', () => {
  it('reads a zip by its bytes or name, and KML or GeoJSON as text', async () => {
    const zip = await buildZip(layer('p', [[outer]], { names: ['Do zip'] }));
    expect(shapesOf(await readShapesFile('pastos.bin', zip))[0]!.name).toBe('Do zip');
    const coords = outer.map(([lon, lat]) => `${lon},${lat}`).join(' ');
    const kml = `<?xml version="1.0"?><kml><Placemark><name>Do KML</name><Polygon><outerBoundaryIs><LinearRing><coordinates>${coords}</coordinates></LinearRing></outerBoundaryIs></Polygon></Placemark></kml>`;
    expect(shapesOf(await readShapesFile('pastos.kml', utf8(kml)))[0]!.name).toBe('Do KML');
    const kmz = await buildZip([{ path: 'doc.kml', data: kml, deflate: true }]);
    expect(shapesOf(await readShapesFile('pastos.kmz', kmz))[0]!.name).toBe('Do KML');
    const geojson = { type: 'Polygon', coordinates: [outer] };
    const read = await readShapesFile('p.geojson', utf8(JSON.stringify(geojson)));
    expect(shapesOf(read)[0]!.ring).toEqual(outer);
  });

  it('names the files it takes when it can read none of them', async () => {
    const notRead = { ok: false, message: SHAPES_FILE_NOT_READ };
    expect(await readShapesFile('mapa.zip', utf8('não sou um zip'))).toEqual(notRead);
    expect(await readShapesFile('mapa.txt', utf8('nem KML nem GeoJSON'))).toEqual(notRead);
    expect(await readShapesFile('pastos.shp', buildShp([[outer]]))).toEqual({
      ok: false,
      message:
        'Envie o shapefile compactado num arquivo .zip, com os arquivos .shp, .dbf e .prj juntos.',
    });
  });
});
