import { describe, expect, it } from 'vitest';
import { FILE_TOO_BIG_MESSAGE, IMPORT_MAX_BYTES, MAX_IMPORT_LINES } from './import-request';

describe('the scale import file limit', () => {
  it('is 2 MB, and the message names it and the line limit in Portuguese', () => {
    expect(IMPORT_MAX_BYTES).toBe(2 * 1024 * 1024);
    expect(MAX_IMPORT_LINES).toBe(5000);
    expect(FILE_TOO_BIG_MESSAGE).toBe(
      'Arquivo grande demais: o limite é 2 MB. Divida o arquivo e importe em partes de até 5.000 pesagens.',
    );
  });
});
