import { describe, expect, it } from 'vitest';
import { readGeoJson, readKml, readShapes } from './shapes';

const ring = [
  [-49.3, -15.8],
  [-49.29, -15.8],
  [-49.29, -15.79],
  [-49.3, -15.79],
  [-49.3, -15.8],
];

describe('readShapes', () => {
  it('reads a GeoJSON FeatureCollection: names, rings and their area', () => {
    const text = JSON.stringify({
      type: 'FeatureCollection',
      features: [
        {
          type: 'Feature',
          properties: { name: 'Pasto do Córrego' },
          geometry: { type: 'Polygon', coordinates: [ring] },
        },
        {
          type: 'Feature',
          properties: {},
          geometry: { type: 'MultiPolygon', coordinates: [[ring], [ring]] },
        },
        {
          type: 'Feature',
          properties: { name: 'Sede' },
          geometry: { type: 'Point', coordinates: [-49.3, -15.8] },
        },
      ],
    });
    const read = readShapes(text);
    expect(read.ok).toBe(true);
    if (!read.ok) return;
    expect(read.shapes.map((s) => s.name)).toEqual(['Pasto do Córrego', 'Pasto 2', 'Pasto 3']);
    expect(read.shapes[0]!.areaHa).toBeCloseTo(119.2, 0);
    expect(read.shapes.every((s) => s.problem === null)).toBe(true);
  });

  it('reads a Google Earth KML: each Placemark, its name decoded', () => {
    const coords = ring.map(([lon, lat]) => `${lon},${lat},0`).join(' ');
    const text = `<?xml version="1.0" encoding="UTF-8"?>
<kml xmlns="http://www.opengis.net/kml/2.2"><Document>
<Placemark><name><![CDATA[Piquete 1 & 2]]></name><Polygon><outerBoundaryIs><LinearRing>
<coordinates>
  ${coords}
</coordinates></LinearRing></outerBoundaryIs></Polygon></Placemark>
<Placemark><name>Aberto</name><Polygon><outerBoundaryIs><LinearRing><coordinates>-49.3,-15.8 -49.29,-15.8 -49.29,-15.79</coordinates></LinearRing></outerBoundaryIs></Polygon></Placemark>
</Document></kml>`;
    const read = readShapes(text);
    expect(read.ok).toBe(true);
    if (!read.ok) return;
    expect(read.shapes[0]).toMatchObject({ name: 'Piquete 1 & 2', problem: null });
    expect(read.shapes[0]!.areaHa).toBeCloseTo(119.2, 0);
    expect(read.shapes[1]).toMatchObject({
      name: 'Aberto',
      areaHa: 0,
      problem: 'O contorno de Aberto não está fechado.',
    });
  });

  it('says so when the file is neither, or holds no polygon', () => {
    expect(readShapes('isto não é um mapa')).toEqual({
      ok: false,
      message: 'Não foi possível ler o arquivo: envie um KML (Google Earth) ou GeoJSON.',
    });
    expect(readGeoJson('{"type":"FeatureCollection","features":[]}')).toEqual({
      ok: false,
      message: 'Nenhum contorno de pasto (polígono) encontrado no arquivo.',
    });
    expect(readKml('<kml></kml>')).toMatchObject({ ok: false });
    expect(readGeoJson('null')).toMatchObject({ ok: false });
  });
});
