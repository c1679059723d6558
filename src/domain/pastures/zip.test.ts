import { describe, expect, it } from 'vitest';
import { readShapefileZip, ZIP_LIMITS } from './shapefile';
import { buildShp, buildZip, concat, deflateRaw } from './shapefile-test-helpers';
import {
  listZip,
  looksLikeZip,
  MAX_ENTRY_BYTES,
  readZipEntry,
  ZIP_DAMAGED,
  ZIP_TOO_BIG,
  ZIP_TOO_MANY_ENTRIES,
} from './zip';

const shp = buildShp([
  [
    [
      [-49.3, -15.8],
      [-49.3, -15.79],
      [-49.29, -15.79],
      [-49.29, -15.8],
      [-49.3, -15.8],
    ],
  ],
]);

describe('listZip and readZipEntry', () => {
  it('lists the files (not the folders) and reads them stored or deflated', async () => {
    const zip = await buildZip([
      { path: 'pasta/', data: '' },
      { path: 'pasta/a.txt', data: 'guardado' },
      { path: 'pasta/b.txt', data: 'comprimido '.repeat(50), deflate: true },
    ]);
    expect(looksLikeZip(zip)).toBe(true);
    const listing = listZip(zip);
    if (!listing.ok) throw new Error(listing.message);
    expect(listing.entries.map((e) => [e.path, e.method])).toEqual([
      ['pasta/a.txt', 0],
      ['pasta/b.txt', 8],
    ]);
    const texts = await Promise.all(
      listing.entries.map(async (entry) => {
        const read = await readZipEntry(zip, entry);
        return read.ok ? new TextDecoder().decode(read.data) : read.message;
      }),
    );
    expect(texts).toEqual(['guardado', 'comprimido '.repeat(50)]);
  });

  it('follows ZIP64 records for the sizes, offsets and count', async () => {
    const files = [
      { path: 'a.txt', data: 'primeiro' },
      { path: 'b.txt', data: 'segundo '.repeat(20), deflate: true },
    ];
    const listing = listZip(await buildZip(files, { zip64: true }));
    expect(listing).toEqual(listZip(await buildZip(files)));
    expect(listing.ok && listing.entries[1]).toMatchObject({ path: 'b.txt', size: 160 });
  });

  it('refuses encrypted entries and compressions other than deflate', async () => {
    const zip = await buildZip([{ path: 'a.shp', data: shp }]);
    const listing = listZip(zip);
    if (!listing.ok) throw new Error(listing.message);
    const entry = listing.entries[0]!;
    expect(await readZipEntry(zip, { ...entry, flags: 1 })).toEqual({
      ok: false,
      message: 'O arquivo zip está protegido por senha: envie-o sem senha.',
    });
    expect(await readZipEntry(zip, { ...entry, method: 12 })).toEqual({
      ok: false,
      message:
        'O arquivo zip usa uma compressão que não conseguimos abrir: compacte-o de novo num zip comum.',
    });
  });

  it('says a zip is damaged when its deflated data is corrupt or its sizes lie', async () => {
    const zip = await buildZip([{ path: 'a.shp', data: shp, deflate: true }]);
    const listing = listZip(zip);
    if (!listing.ok) throw new Error(listing.message);
    const [entry] = listing.entries;
    const corrupt = zip.slice();
    corrupt.fill(0xff, 40, 60);
    expect(await readZipEntry(corrupt, entry!)).toEqual({ ok: false, message: ZIP_DAMAGED });
    expect(await readZipEntry(zip, { ...entry!, size: entry!.size - 1 })).toEqual({
      ok: false,
      message: ZIP_DAMAGED,
    });
    expect(listZip(zip.subarray(0, zip.byteLength - 30))).toEqual({
      ok: false,
      message: ZIP_DAMAGED,
    });
  });
});

describe('zip bombs', () => {
  it('refuses a zip of more than 200 entries', async () => {
    const files = Array.from({ length: 201 }, (_, i) => ({ path: `f${i}.txt`, data: 'x' }));
    expect(await readShapefileZip(await buildZip(files))).toEqual({
      ok: false,
      message: ZIP_TOO_MANY_ENTRIES,
    });
  });

  it('refuses an entry declaring more than 50 MB, before inflating it', async () => {
    const zip = await buildZip([{ path: 'a.shp', data: shp, declaredSize: MAX_ENTRY_BYTES + 1 }]);
    expect(await readShapefileZip(zip)).toEqual({ ok: false, message: ZIP_TOO_BIG });
  });

  // Deflating 50 MB here takes about a second, more on a busy machine.
  it(
    'stops inflating an entry that passes 50 MB, whatever it declares',
    { timeout: 30_000 },
    async () => {
      const bomb = new Uint8Array(MAX_ENTRY_BYTES + 1024);
      bomb.set(shp);
      const zip = await buildZip([
        { path: 'a.shp', data: bomb, deflate: true, declaredSize: 1000 },
      ]);
      expect(zip.byteLength).toBeLessThan(100_000);
      expect(await readShapefileZip(zip)).toEqual({ ok: false, message: ZIP_TOO_BIG });
    },
  );

  it('counts the entries and bytes of the zips inside the zip with the outer ones', async () => {
    const limits = { ...ZIP_LIMITS, entries: 5, totalBytes: 3000 };
    const inner = await buildZip([
      { path: 'a.shp', data: shp },
      { path: 'b.txt', data: 'x'.repeat(2000) },
    ]);
    const twice = await buildZip([
      { path: 'um.zip', data: inner, deflate: true },
      { path: 'dois.zip', data: inner, deflate: true },
    ]);
    expect(await readShapefileZip(twice, limits)).toEqual({ ok: false, message: ZIP_TOO_BIG });
    const many = await buildZip([
      { path: 'um.zip', data: inner },
      ...['a', 'b', 'c'].map((name) => ({ path: `${name}.txt`, data: name })),
    ]);
    expect(await readShapefileZip(many, { ...limits, totalBytes: 1e6 })).toEqual({
      ok: false,
      message: ZIP_TOO_MANY_ENTRIES,
    });
  });

  it('deflates with the platform (the test builder is sound)', async () => {
    const data = concat([new Uint8Array(10), new TextEncoder().encode('fim')]);
    expect((await deflateRaw(data)).byteLength).toBeGreaterThan(0);
  });
});
