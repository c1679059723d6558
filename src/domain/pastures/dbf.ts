import { decodeCp1252, decodeGuessing, decodeUtf8Strict } from './text-encoding';

/*
 * A shapefile's table (.dbf, dBase III): one record a shape, in the same order. Only the
 * paddock's name is read, from the first of the usual name columns that has a value.
 */

/** The columns that name a paddock, the first with a value wins (dBase names have ≤ 10 letters). */
export const NAME_FIELDS = [
  'NOME',
  'NOME_PASTO',
  'PASTO',
  'NAME',
  'IDENTIFICA',
  'DESCRICAO',
  'NOM_TEMA',
  'COD_IMOVEL',
] as const;

/** How the table's text is encoded: from the .cpg when there is one, else a guess. */
export type DbfEncoding = 'utf-8' | 'windows-1252' | 'guess';

/** The encoding a .cpg names ('UTF-8', '65001'; anything else is taken as Windows-1252). */
export function cpgEncoding(cpg: string | null): DbfEncoding {
  if (cpg === null) return 'guess';
  const name = cpg
    .trim()
    .toUpperCase()
    .replace(/[^A-Z0-9]/g, '');
  return name === 'UTF8' || name === '65001' ? 'utf-8' : 'windows-1252';
}

function decode(bytes: Uint8Array, encoding: DbfEncoding): string {
  if (encoding === 'windows-1252') return decodeCp1252(bytes);
  if (encoding === 'utf-8') return decodeUtf8Strict(bytes) ?? new TextDecoder().decode(bytes);
  return decodeGuessing(bytes);
}

interface Field {
  name: string;
  offset: number;
  length: number;
}

/** The table's columns, each with its offset in a record (after the deletion flag). */
function readFields(view: DataView, headerBytes: number): Field[] {
  const fields: Field[] = [];
  let offset = 1;
  for (let at = 32; at + 32 <= headerBytes && view.getUint8(at) !== 0x0d; at += 32) {
    let name = '';
    for (let i = 0; i < 11 && view.getUint8(at + i) !== 0; i++) {
      name += String.fromCharCode(view.getUint8(at + i));
    }
    const length = view.getUint8(at + 16);
    fields.push({ name: name.trim().toUpperCase(), offset, length });
    offset += length;
  }
  return fields;
}

/**
 * Each record's paddock name (null when its name columns are empty, or the table has none).
 * A damaged table gives what could be read: names are not worth refusing a file over.
 */
export function readDbfNames(bytes: Uint8Array, encoding: DbfEncoding): (string | null)[] {
  if (bytes.byteLength < 32) return [];
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const recordCount = view.getUint32(4, true);
  const headerBytes = view.getUint16(8, true);
  const recordBytes = view.getUint16(10, true);
  if (headerBytes > bytes.byteLength || recordBytes === 0) return [];
  const fields = readFields(view, headerBytes);
  const named = NAME_FIELDS.map((name) => fields.find((field) => field.name === name)).filter(
    (field): field is Field => field !== undefined && field.offset + field.length <= recordBytes,
  );
  const available = Math.floor((bytes.byteLength - headerBytes) / recordBytes);
  const names: (string | null)[] = [];
  for (let r = 0; r < Math.min(recordCount, available); r++) {
    const record = headerBytes + r * recordBytes;
    const values = named.map((field) =>
      decode(bytes.subarray(record + field.offset, record + field.offset + field.length), encoding)
        .replace(/\0/g, '')
        .trim(),
    );
    names.push(values.find((value) => value !== '') ?? null);
  }
  return names;
}
