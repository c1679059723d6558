import { decodeCp1252, decodeUtf8Strict } from '../pastures/text-encoding';

/*
 * An OFX file's bytes into text. OFX 1.x names its charset in the header (`ENCODING:USASCII` +
 * `CHARSET:1252`, most Brazilian banks; `ENCODING:UTF-8`), OFX 2.x in the XML declaration
 * (`encoding="UTF-8"`). Windows-1252 is decoded by hand (pastures/text-encoding.ts): Node's
 * TextDecoder('windows-1252') is Latin-1 on some builds, which loses '€', '“' and '–'.
 */

/** The largest file taken: a year of a busy account is far below. */
export const OFX_MAX_BYTES = 10 * 1024 * 1024;

export const OFX_FILE_TOO_BIG_MESSAGE =
  'O arquivo passa de 10 MB: exporte o extrato de um período menor.';
export const OFX_EMPTY_MESSAGE = 'O arquivo está vazio.';

export type OfxCharset = 'utf-8' | 'windows-1252';

export type OfxDecoding =
  | {
      ok: true;
      text: string;
      /** What the text was decoded as. */
      charset: OfxCharset;
      /** What the header says; null when it says nothing this reader knows. */
      declared: OfxCharset | null;
    }
  | { ok: false; message: string };

/**
 * The charset the header names: UTF-8, Windows-1252 (or its Latin-1 subset), or null when it
 * names none (or one this reader does not know).
 * @example
 * headerCharset('OFXHEADER:100\nENCODING:USASCII\nCHARSET:1252\n') //=> 'windows-1252'
 * headerCharset('<?xml version="1.0" encoding="UTF-8"?>')          //=> 'utf-8'
 */
export function headerCharset(header: string): OfxCharset | null {
  const encoding = /ENCODING\s*[:=]\s*["']?([\w-]+)/i.exec(header)?.[1]?.toUpperCase();
  if (encoding === 'UTF-8' || encoding === 'UTF8') return 'utf-8';
  if (encoding && /^(ISO-?8859-1|LATIN-?1|WINDOWS-1252|CP1252)$/.test(encoding)) {
    return 'windows-1252';
  }
  const charset = /CHARSET\s*:\s*([\w-]+)/i.exec(header)?.[1]?.toUpperCase();
  if (charset && /^(1252|WINDOWS-1252|CP1252|ISO-?8859-1|8859-1|LATIN-?1)$/.test(charset)) {
    return 'windows-1252';
  }
  if (charset === 'UTF-8' || charset === 'UTF8') return 'utf-8';
  return null;
}

/** Whether the bytes hold any byte above ASCII (then the charset matters). */
function hasHighBytes(bytes: Uint8Array): boolean {
  for (const byte of bytes) if (byte >= 0x80) return true;
  return false;
}

/**
 * An OFX file's text, decoded in the charset its header names, unless the bytes contradict it.
 * Brazilian banks often declare `CHARSET:1252` over a UTF-8 body (and a few the reverse): bytes
 * that are valid UTF-8 with accents are read as UTF-8 whatever the header says (Windows-1252
 * text with accents is almost never valid UTF-8: 'ção' is E7 E3 6F), and bytes that are not valid
 * UTF-8 as Windows-1252. So the header decides only where the bytes cannot (plain ASCII, where
 * both read the same). A leading byte-order mark is dropped. Refuses an empty file or one over
 * 10 MB.
 * @example
 * decodeOfx(new TextEncoder().encode('OFXHEADER:100\nCHARSET:1252\n<OFX>ação')).text
 * //=> 'OFXHEADER:100\nCHARSET:1252\n<OFX>ação'
 */
export function decodeOfx(bytes: Uint8Array): OfxDecoding {
  if (bytes.length === 0) return { ok: false, message: OFX_EMPTY_MESSAGE };
  if (bytes.length > OFX_MAX_BYTES) return { ok: false, message: OFX_FILE_TOO_BIG_MESSAGE };
  const header = decodeCp1252(bytes.subarray(0, 1024)).split(/<OFX>/i)[0] ?? '';
  const declared = headerCharset(header);
  if (!hasHighBytes(bytes)) {
    return { ok: true, text: decodeCp1252(bytes), charset: declared ?? 'utf-8', declared };
  }
  const utf8 = decodeUtf8Strict(bytes);
  const text = utf8 ?? decodeCp1252(bytes);
  return {
    ok: true,
    text: text.replace(/^\uFEFF/, ''),
    charset: utf8 === null ? 'windows-1252' : 'utf-8',
    declared,
  };
}
