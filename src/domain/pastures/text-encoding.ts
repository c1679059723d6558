/*
 * Text in the files farms send: UTF-8, or Windows-1252 (Latin-1 with a few more letters), which
 * older GIS tools still write in a shapefile's table. Decoded by hand: TextDecoder's
 * 'windows-1252' depends on how the platform was built.
 */

/** Windows-1252's characters for the bytes 0x80–0x9F (the rest are Latin-1's code points). */
const CP1252_HIGH = [
  0x20ac, 0x81, 0x201a, 0x192, 0x201e, 0x2026, 0x2020, 0x2021, 0x2c6, 0x2030, 0x160, 0x2039, 0x152,
  0x8d, 0x17d, 0x8f, 0x90, 0x2018, 0x2019, 0x201c, 0x201d, 0x2022, 0x2013, 0x2014, 0x2dc, 0x2122,
  0x161, 0x203a, 0x153, 0x9d, 0x17e, 0x178,
];

export function decodeCp1252(bytes: Uint8Array): string {
  let out = '';
  for (const byte of bytes) {
    out += String.fromCharCode(byte >= 0x80 && byte < 0xa0 ? CP1252_HIGH[byte - 0x80]! : byte);
  }
  return out;
}

const strictUtf8 = new TextDecoder('utf-8', { fatal: true });

/** The bytes as UTF-8, or null when they are not valid UTF-8. */
export function decodeUtf8Strict(bytes: Uint8Array): string | null {
  try {
    return strictUtf8.decode(bytes);
  } catch {
    return null;
  }
}

/**
 * UTF-8 when the bytes are valid UTF-8 (Latin-1 text with accents almost never is), else
 * Windows-1252. A leading byte-order mark is dropped.
 */
export const decodeGuessing = (bytes: Uint8Array) => decodeUtf8Strict(bytes) ?? decodeCp1252(bytes);
