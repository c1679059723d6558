import { VALID_INPUTS } from '../../../domain/schemas.fixture';
import { IMPORT_BODY_MAX_BYTES, MAX_IMPORT_LINES } from '../../../domain/import/import-request';
import type { BodyShape } from './arbitraries';

/* The valid bodies of the fuzzed routes (routes.ts), and the wrong values of their headers and
 * path parameters. */

export const FAKE_UUID = '00000000-0000-4000-8000-000000000000';

/** A page cursor as the app's lists encode it: the key's parts, JSON in base64url. */
export const cursorOf = (parts: unknown) =>
  Buffer.from(JSON.stringify(parts)).toString('base64url');
/** Cursors no paged list may take: empty, not base64url, cut, too long, not JSON, too short. */
export const BROKEN_CURSORS = [
  '',
  '!!',
  '%E0%A4%A',
  'A'.repeat(601),
  Buffer.from('{').toString('base64url'),
  cursorOf([1, 2]),
];

/** Wrong values of the headers the session routes read. */
const JUNK_HEADER = [
  '',
  ' ',
  'x',
  'x'.repeat(8000),
  "'; drop table users; --",
  '<script>',
  'Ã©Ã£o',
  '\tsp\t',
];
export const USER_HEADER = { 'X-User-Id': JUNK_HEADER };
export const RECORD_HEADERS = {
  ...USER_HEADER,
  'X-Farm-Id': [...JUNK_HEADER, 'other-farm', FAKE_UUID],
  'Idempotency-Key': [...JUNK_HEADER, `${FAKE_UUID}0`, FAKE_UUID.replaceAll('0', 'g')],
};
export const KEY_HEADER = {
  authorization: [
    '',
    'Bearer',
    'Bearer ',
    'Bearer x',
    'Basic YWxhZGRpbjpvcGVuc2VzYW1l',
    `Bearer ${'a'.repeat(300)}`,
    "Bearer '; drop table apikey; --",
    'Bearer ac_Ã©',
  ],
};

export const MONTHS = ['2025-13', '2025-00', '1999-12', '2101-01', '2025-1', '0000-00', '202503'];
export const YEARS = [
  '2019',
  '2101',
  '20250',
  '2025.0',
  '+2025',
  '0x7E9',
  '%202025',
  '2e3',
  '0000',
];

export const month = () => ({ month: '2025-03' });
export const year = () => ({ year: '2025' });
export const farm = (ids: { farm: string }) => ({ id: ids.farm });
export const monthly: BodyShape = { valid: VALID_INPUTS.monthlyFigures };
export const annual: BodyShape = { valid: VALID_INPUTS.annualFigures };
export const herd: BodyShape = { valid: VALID_INPUTS.inventory, optional: ['location'] };
export const weighing: BodyShape = {
  valid: { ...VALID_INPUTS.weighing, batchId: null },
  optional: ['notes', 'batchId'],
  wrong: { batchId: ['abc', 123, FAKE_UUID.replace('4', '9') + 'x'] },
};
export const lot: BodyShape = {
  valid: {
    name: 'Lote Fuzz',
    quantity: 10,
    initialWeight: 250,
    finalWeight: 400,
    purchasePrice: 3000,
    purchaseDate: '2025-01-01',
  },
  optional: ['finalWeight'],
};
export const farmBody: BodyShape = {
  valid: { name: 'Fazenda Fuzz', city: 'Goiânia', state: 'GO', areaHectares: 100 },
  optional: ['city', 'state', 'areaHectares'],
  wrong: { state: ['XX', 'go', 'Goiás'] },
};
export const importBody = (save: boolean): BodyShape => ({
  valid: { weighings: [], batchId: null },
  optional: ['batchId'],
  limit: IMPORT_BODY_MAX_BYTES,
  wrong: {
    weighings: [
      Array(MAX_IMPORT_LINES + 1).fill(0),
      // The save refuses the whole list when one item is wrong; the preview answers per item.
      ...(save
        ? [
            [{}],
            [null],
            [
              {
                animalId: 'A',
                weighingDate: '2025-02-30',
                weight: 1,
                importKey: 'abcdef0123456789',
              },
            ],
            [{ animalId: 'A', weighingDate: '2025-01-02', weight: 1, importKey: 'NOPE' }],
          ]
        : []),
    ],
    batchId: ['abc', 123, FAKE_UUID],
  },
});
export const importItem: BodyShape = {
  valid: { ...VALID_INPUTS.weighing, importKey: 'abcdef0123456789' },
  optional: ['notes'],
  wrong: { importKey: ['ABCDEF0123456789', 'abc', ''] },
};
export const bulkItem: BodyShape = {
  valid: { ...VALID_INPUTS.weighing, idempotencyKey: 'fuzz-item' },
  optional: ['notes'],
  wrong: { idempotencyKey: [''] },
};
export const v1Weighing: BodyShape = {
  valid: { ...VALID_INPUTS.weighing, idempotencyKey: 'fuzz-1' },
  optional: ['notes', 'idempotencyKey'],
};
