/*
 * A small zip reader for the CAR's shapefile (issue 42 item 2): the central directory, then each
 * entry 'stored' or 'deflate'd, inflated by the platform's DecompressionStream (the browser's and
 * Node's alike), so no library is needed. ZIP64 offsets and sizes are followed; encrypted entries
 * and other compressions are refused. Against zip bombs: at most MAX_ZIP_ENTRIES entries, and
 * inflating stops as soon as an entry passes its byte limit, whatever size the zip declares.
 */

import { decodeCp1252 } from './text-encoding';

/** The most entries a zip may hold (a CAR's shapefile has a few dozen at most). */
export const MAX_ZIP_ENTRIES = 200;
/** The most bytes one entry may inflate to. */
export const MAX_ENTRY_BYTES = 50 * 1024 * 1024;

export const ZIP_TOO_MANY_ENTRIES = `O arquivo zip tem arquivos demais (no máximo ${MAX_ZIP_ENTRIES}).`;
export const ZIP_TOO_BIG =
  'O arquivo zip é grande demais descompactado: cada arquivo dentro dele pode ter até 50 MB, e todos juntos até 100 MB.';
export const ZIP_DAMAGED =
  'O arquivo zip está danificado ou incompleto: baixe-o ou compacte-o de novo.';
const ZIP_ENCRYPTED = 'O arquivo zip está protegido por senha: envie-o sem senha.';
const ZIP_METHOD =
  'O arquivo zip usa uma compressão que não conseguimos abrir: compacte-o de novo num zip comum.';

export interface ZipEntry {
  /** The path inside the zip, with '/' between folders. */
  path: string;
  /** 0 stored, 8 deflate. */
  method: number;
  flags: number;
  compressedSize: number;
  /** The uncompressed size the zip declares. */
  size: number;
  localOffset: number;
}

export type ZipListing = { ok: true; entries: ZipEntry[] } | { ok: false; message: string };
export type ZipEntryRead = { ok: true; data: Uint8Array } | { ok: false; message: string };

const EOCD = 0x06054b50;
const ZIP64_LOCATOR = 0x07064b50;
const ZIP64_EOCD = 0x06064b50;
const CENTRAL = 0x02014b50;
const LOCAL = 0x04034b50;
const MAX16 = 0xffff;
const MAX32 = 0xffffffff;

const viewOf = (bytes: Uint8Array) =>
  new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);

/** Whether the bytes start like a zip (a local file header, or an empty zip's end record). */
export const looksLikeZip = (bytes: Uint8Array) =>
  bytes.length >= 4 &&
  bytes[0] === 0x50 &&
  bytes[1] === 0x4b &&
  ((bytes[2] === 3 && bytes[3] === 4) || (bytes[2] === 5 && bytes[3] === 6));

/** A 64-bit little-endian count, or NaN when it passes what a number holds exactly. */
function uint64(view: DataView, at: number): number {
  const value = view.getBigUint64(at, true);
  return value > BigInt(Number.MAX_SAFE_INTEGER) ? Number.NaN : Number(value);
}

/** The end-of-central-directory record's position (it ends with a comment of up to 64 KiB). */
function findEnd(view: DataView): number {
  const last = view.byteLength - 22;
  for (let at = last; at >= 0 && at >= last - MAX16; at--) {
    if (view.getUint32(at, true) === EOCD) return at;
  }
  return -1;
}

interface Directory {
  count: number;
  offset: number;
}

function readDirectory(view: DataView, end: number): Directory | null {
  let count = view.getUint16(end + 10, true);
  let offset = view.getUint32(end + 16, true);
  if (count === MAX16 || offset === MAX32) {
    const locator = end - 20;
    if (locator < 0 || view.getUint32(locator, true) !== ZIP64_LOCATOR) return null;
    const at = uint64(view, locator + 8);
    if (!(at + 56 <= view.byteLength) || view.getUint32(at, true) !== ZIP64_EOCD) return null;
    count = uint64(view, at + 32);
    offset = uint64(view, at + 48);
  }
  return Number.isFinite(count) && Number.isFinite(offset) ? { count, offset } : null;
}

/** The ZIP64 extra field's values for the sizes and offset the header left at 0xFFFFFFFF. */
function applyZip64(view: DataView, extraAt: number, extraEnd: number, entry: ZipEntry): boolean {
  const wanted = (['size', 'compressedSize', 'localOffset'] as const).filter(
    (key) => entry[key] === MAX32,
  );
  if (wanted.length === 0) return true;
  for (let at = extraAt; at + 4 <= extraEnd; ) {
    const id = view.getUint16(at, true);
    const length = view.getUint16(at + 2, true);
    if (id === 1 && at + 4 + 8 * wanted.length <= extraEnd) {
      wanted.forEach((key, i) => (entry[key] = uint64(view, at + 4 + 8 * i)));
      return wanted.every((key) => Number.isFinite(entry[key]));
    }
    at += 4 + length;
  }
  return false;
}

const decodeName = (raw: Uint8Array, utf8: boolean) =>
  utf8 ? new TextDecoder().decode(raw) : decodeCp1252(raw);

/** The zip's entries (folders left out), from its central directory. */
export function listZip(bytes: Uint8Array, maxEntries = MAX_ZIP_ENTRIES): ZipListing {
  const view = viewOf(bytes);
  const end = view.byteLength >= 22 ? findEnd(view) : -1;
  const directory = end < 0 ? null : readDirectory(view, end);
  if (!directory) return { ok: false, message: ZIP_DAMAGED };
  if (directory.count > maxEntries) return { ok: false, message: ZIP_TOO_MANY_ENTRIES };
  const entries: ZipEntry[] = [];
  let at = directory.offset;
  for (let i = 0; i < directory.count; i++) {
    if (at + 46 > view.byteLength || view.getUint32(at, true) !== CENTRAL) {
      return { ok: false, message: ZIP_DAMAGED };
    }
    const flags = view.getUint16(at + 8, true);
    const nameLength = view.getUint16(at + 28, true);
    const extraLength = view.getUint16(at + 30, true);
    const commentLength = view.getUint16(at + 32, true);
    const next = at + 46 + nameLength + extraLength + commentLength;
    if (next > view.byteLength) return { ok: false, message: ZIP_DAMAGED };
    const raw = bytes.subarray(at + 46, at + 46 + nameLength);
    const entry: ZipEntry = {
      path: decodeName(raw, (flags & 0x800) !== 0).replace(/\\/g, '/'),
      method: view.getUint16(at + 10, true),
      flags,
      compressedSize: view.getUint32(at + 20, true),
      size: view.getUint32(at + 24, true),
      localOffset: view.getUint32(at + 42, true),
    };
    const extraAt = at + 46 + nameLength;
    if (!applyZip64(view, extraAt, extraAt + extraLength, entry)) {
      return { ok: false, message: ZIP_DAMAGED };
    }
    if (!entry.path.endsWith('/')) entries.push(entry);
    at = next;
  }
  return { ok: true, entries };
}

const TOO_BIG = Symbol('too big');

/** Inflates raw deflate data, stopping once the output passes `limit` bytes; null when corrupt. */
async function inflateRaw(
  data: Uint8Array,
  limit: number,
): Promise<Uint8Array | typeof TOO_BIG | null> {
  const stream = new DecompressionStream('deflate-raw');
  const writer = stream.writable.getWriter();
  // Their failures are the reader's too, and seen there.
  writer.write(data.slice()).catch(() => undefined);
  writer.close().catch(() => undefined);
  const reader = stream.readable.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      total += value.byteLength;
      if (total > limit) {
        await reader.cancel().catch(() => undefined);
        return TOO_BIG;
      }
      chunks.push(value);
    }
  } catch {
    return null;
  }
  const out = new Uint8Array(total);
  let offset = 0;
  for (const chunk of chunks) {
    out.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return out;
}

/**
 * One entry's bytes, refused when it declares or inflates to more than `limit` bytes
 * (MAX_ENTRY_BYTES unless the caller has less left).
 */
export async function readZipEntry(
  bytes: Uint8Array,
  entry: ZipEntry,
  limit = MAX_ENTRY_BYTES,
): Promise<ZipEntryRead> {
  if (entry.flags & 1) return { ok: false, message: ZIP_ENCRYPTED };
  if (entry.method !== 0 && entry.method !== 8) return { ok: false, message: ZIP_METHOD };
  if (entry.size > limit) return { ok: false, message: ZIP_TOO_BIG };
  const view = viewOf(bytes);
  const at = entry.localOffset;
  if (at + 30 > view.byteLength || view.getUint32(at, true) !== LOCAL) {
    return { ok: false, message: ZIP_DAMAGED };
  }
  const start = at + 30 + view.getUint16(at + 26, true) + view.getUint16(at + 28, true);
  const stop = start + entry.compressedSize;
  if (stop > view.byteLength) return { ok: false, message: ZIP_DAMAGED };
  const raw = bytes.subarray(start, stop);
  if (entry.method === 0) {
    return raw.byteLength === entry.size
      ? { ok: true, data: raw }
      : { ok: false, message: ZIP_DAMAGED };
  }
  const data = await inflateRaw(raw, limit);
  if (data === TOO_BIG) return { ok: false, message: ZIP_TOO_BIG };
  if (!data || data.byteLength !== entry.size) return { ok: false, message: ZIP_DAMAGED };
  return { ok: true, data };
}
