import { describe, expect, it } from 'vitest';
import { inverseTransverseMercator, readPrj, type TransverseMercator } from './projection';
import { PRJ } from './shapefile-test-helpers';

const utm = (zone: number, south: boolean): TransverseMercator => ({
  centralMeridian: zone * 6 - 183,
  scaleFactor: 0.9996,
  falseEasting: 500_000,
  falseNorthing: south ? 10_000_000 : 0,
});

describe('readPrj', () => {
  it('reads degrees and UTM on SIRGAS 2000 or WGS 84, by parameters or by the zone in the name', () => {
    expect(readPrj(PRJ.sirgasDegrees)).toEqual({ kind: 'geographic' });
    expect(readPrj(PRJ.sirgasUtm22S)).toEqual({ kind: 'transverse-mercator', tm: utm(22, true) });
    expect(readPrj(PRJ.wgs84Utm22S)).toEqual({ kind: 'transverse-mercator', tm: utm(22, true) });
    expect(readPrj(PRJ.wgs84Utm22S.replace('22S', '23N'))).toEqual({
      kind: 'transverse-mercator',
      tm: utm(23, false),
    });
  });

  it('reads WKT2 (PROJCRS) as newer tools write it', () => {
    const wkt2 =
      'PROJCRS["SIRGAS 2000 / UTM zone 23S",BASEGEOGCRS["SIRGAS 2000",DATUM["Sistema de Referencia Geocentrico para las AmericaS 2000",ELLIPSOID["GRS 1980",6378137,298.257222101,LENGTHUNIT["metre",1]]],PRIMEM["Greenwich",0,ANGLEUNIT["degree",0.0174532925199433]]],CONVERSION["UTM zone 23S",METHOD["Transverse Mercator",ID["EPSG",9807]],PARAMETER["Latitude of natural origin",0,ANGLEUNIT["degree",0.0174532925199433]],PARAMETER["Longitude of natural origin",-45,ANGLEUNIT["degree",0.0174532925199433]],PARAMETER["Scale factor at natural origin",0.9996,SCALEUNIT["unity",1]],PARAMETER["False easting",500000,LENGTHUNIT["metre",1]],PARAMETER["False northing",10000000,LENGTHUNIT["metre",1]]],CS[Cartesian,2],AXIS["(E)",east,ORDER[1],LENGTHUNIT["metre",1]],AXIS["(N)",north,ORDER[2],LENGTHUNIT["metre",1]]]';
    expect(readPrj(wkt2)).toEqual({ kind: 'transverse-mercator', tm: utm(23, true) });
  });

  it('calls anything else unknown: other projections, older datums, feet, no WKT', () => {
    for (const wkt of [
      PRJ.sirgasPolyconic,
      PRJ.sad69Utm22S,
      PRJ.sirgasUtm22S.replace('UNIT["Meter",1.0]]', 'UNIT["Foot_US",0.3048006096012192]]'),
      PRJ.sirgasUtm22S.replace('"Latitude_Of_Origin",0.0', '"Latitude_Of_Origin",-10'),
      PRJ.wgs84Utm22S.replace('UTM zone 22S', 'Transverse Mercator'),
      '',
      'LOCAL_CS["Sem projeção"]',
    ]) {
      expect(readPrj(wkt)).toEqual({ kind: 'unknown' });
    }
  });
});

describe('inverseTransverseMercator', () => {
  it("matches PROJ's UTM reference points on GRS80 (zone 30: 1° and 5° from the meridian)", () => {
    // PROJ's test/gie and unit tests: +proj=utm +ellps=GRS80 +zone=30, (2°, 1°) and (-2°, 1°).
    const zone30 = utm(30, false);
    const near = inverseTransverseMercator(611263.81227890507, 110547.10569680421, zone30);
    expect(near[0]).toBeCloseTo(-2, 9);
    expect(near[1]).toBeCloseTo(1, 9);
    const far = inverseTransverseMercator(1057002.4054912981, 110955.14117594929, zone30);
    expect(far[0]).toBeCloseTo(2, 9);
    expect(far[1]).toBeCloseTo(1, 9);
    const south = inverseTransverseMercator(
      611263.81227890507,
      10_000_000 - 110547.10569680421,
      utm(30, true),
    );
    expect(south[0]).toBeCloseTo(-2, 9);
    expect(south[1]).toBeCloseTo(-1, 9);
  });

  it('puts E 500000, N 7500000 of zone 22S on 51° W, 22.6068568° S', () => {
    const [lon, lat] = inverseTransverseMercator(500_000, 7_500_000, utm(22, true));
    expect(lon).toBe(-51);
    expect(lat).toBeCloseTo(-22.6068568, 7);
  });
});
