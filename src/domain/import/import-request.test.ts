import { describe, expect, it } from 'vitest';
import {
  FILE_TOO_BIG_MESSAGE,
  IMPORT_BODY_MAX_BYTES,
  IMPORT_MAX_BYTES,
  MAX_IMPORT_LINES,
} from './import-request';

describe('the scale import file limit', () => {
  it('is 4 MB (12 MB of request body), and the message names it and the line limit in Portuguese', () => {
    expect(IMPORT_MAX_BYTES).toBe(4 * 1024 * 1024);
    expect(IMPORT_BODY_MAX_BYTES).toBe(12 * 1024 * 1024);
    expect(MAX_IMPORT_LINES).toBe(50_000);
    expect(FILE_TOO_BIG_MESSAGE).toBe(
      'Arquivo grande demais: o limite é 4 MB. Divida o arquivo e importe em partes de até 50.000 pesagens.',
    );
  });
});
