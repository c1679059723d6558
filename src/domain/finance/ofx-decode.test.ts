import { describe, expect, it } from 'vitest';
import {
  OFX_EMPTY_MESSAGE,
  OFX_FILE_TOO_BIG_MESSAGE,
  OFX_MAX_BYTES,
  decodeOfx,
  headerCharset,
} from './ofx-decode';
import { parseOfx } from './ofx';
import { sgmlStatement, xmlStatement } from './ofx.fixture';

/** Text to Windows-1252 bytes (Latin-1 code points, plus '€' and '–'). */
const CP1252_EXTRA: Record<string, number> = { '€': 0x80, '–': 0x96 };
function cp1252(text: string): Uint8Array {
  return Uint8Array.from([...text].map((c) => CP1252_EXTRA[c] ?? c.charCodeAt(0)));
}
const utf8 = (text: string) => new TextEncoder().encode(text);

function decoded(bytes: Uint8Array) {
  const result = decodeOfx(bytes);
  if (!result.ok) throw new Error(result.message);
  return result;
}

describe('headerCharset', () => {
  it.each([
    ['OFXHEADER:100\r\nENCODING:USASCII\r\nCHARSET:1252\r\n', 'windows-1252'],
    ['OFXHEADER:100\nENCODING:USASCII\nCHARSET:ISO-8859-1\n', 'windows-1252'],
    ['OFXHEADER:100\nENCODING:USASCII\nCHARSET:8859-1\n', 'windows-1252'],
    ['OFXHEADER:100\nENCODING:UTF-8\nCHARSET:NONE\n', 'utf-8'],
    ['<?xml version="1.0" encoding="UTF-8"?><?OFX OFXHEADER="200"?>', 'utf-8'],
    ["<?xml version='1.0' encoding='ISO-8859-1'?>", 'windows-1252'],
    ['OFXHEADER:100\nENCODING:USASCII\nCHARSET:NONE\n', null],
    ['', null],
  ])('reads %j as %s', (header, charset) => {
    expect(headerCharset(header)).toBe(charset);
  });
});

describe('decodeOfx', () => {
  const memo = 'PAG BOLETO RAÇÃO – SUPLEMENTAÇÃO €';

  it('reads Windows-1252 as the header says', () => {
    const result = decoded(cp1252(sgmlStatement([{ date: '20250105', amount: '-1', memo }])));
    expect(result.charset).toBe('windows-1252');
    expect(result.declared).toBe('windows-1252');
    const parsed = parseOfx(result.text);
    expect(parsed.ok && parsed.statements[0]!.transactions[0]!.description).toBe(memo);
  });

  it('reads UTF-8 under a CHARSET:1252 header (banks mislabel their files)', () => {
    const result = decoded(utf8(sgmlStatement([{ date: '20250105', amount: '-1', memo }])));
    expect(result).toMatchObject({ charset: 'utf-8', declared: 'windows-1252' });
    expect(result.text).toContain(memo);
  });

  it('reads OFX 2.x UTF-8 and drops the byte-order mark', () => {
    const text = xmlStatement([{ date: '20250203', amount: '-5', fitId: '1', memo: 'Ração' }]);
    const result = decoded(utf8(`\uFEFF${text}`));
    expect(result.charset).toBe('utf-8');
    expect(result.text).toBe(text);
  });

  it('reads Windows-1252 under a UTF-8 header when the bytes are not UTF-8', () => {
    const text = 'OFXHEADER:100\nENCODING:UTF-8\n\n<OFX><MEMO>Ração';
    expect(decoded(cp1252(text))).toMatchObject({ charset: 'windows-1252', text });
  });

  it('needs no charset for plain ASCII', () => {
    const result = decoded(utf8('OFXHEADER:100\nCHARSET:NONE\n<OFX>'));
    expect(result).toMatchObject({ charset: 'utf-8', declared: null });
  });

  it('refuses an empty file and one over 10 MB', () => {
    expect(decodeOfx(new Uint8Array())).toEqual({ ok: false, message: OFX_EMPTY_MESSAGE });
    expect(decodeOfx(new Uint8Array(OFX_MAX_BYTES + 1))).toEqual({
      ok: false,
      message: OFX_FILE_TOO_BIG_MESSAGE,
    });
  });

  it('decodes any bytes without throwing', () => {
    const noise = Uint8Array.from({ length: 4096 }, (_, i) => (i * 131 + 7) % 256);
    const result = decoded(noise);
    expect(result.charset).toBe('windows-1252');
    expect(parseOfx(result.text).ok).toBe(false);
  });
});
