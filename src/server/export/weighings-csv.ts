import type pg from 'pg';
import { csvHeader, csvRow, CSV_EOL } from '../../domain/export/csv';
import { weighingColumns, type WeighingExportRow } from '../../domain/export/datasets';
import { animalPerformance } from '../../domain/records/weighing';
import { openWeighingsCursor, type CursorRow } from './weighings-cursor';

/** The last column, 'GMD do animal (kg/dia)', written by its own definition (decision 017). */
const gmdColumn = weighingColumns.slice(-1);

/** An animal's GMD cell (and the line's end) from its first row: first and last weighing. */
function gmdCell([, firstDate, firstWeight, lastDate, lastWeight, count]: CursorRow): string {
  const performance =
    Number(count) >= 2
      ? animalPerformance([
          { weighingDate: firstDate!, weight: Number(firstWeight), notes: null },
          { weighingDate: lastDate!, weight: Number(lastWeight), notes: null },
        ])
      : null;
  // The column reads the GMD only.
  const row = { animalDailyGain: performance?.dailyGain ?? null } as WeighingExportRow;
  return csvRow(gmdColumn, row);
}

/**
 * The weighings CSV as a byte stream (issue 24 item 5): the BOM and header at once, then one
 * chunk per cursor batch, read only when the response asks for more (the stream's pull, which
 * the Node server calls as the socket drains: back-pressure). The database writes each line's
 * cells; each animal's first row brings what its GMD needs, appended to all its lines.
 * Cancelled (the download abandoned), the cursor's client goes back to the pool.
 */
export function weighingsCsvStream(pool: pg.Pool, farmId: string): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  const cursor = openWeighingsCursor(pool, farmId);
  let gmd = CSV_EOL;

  return new ReadableStream<Uint8Array>(
    {
      start(controller) {
        controller.enqueue(encoder.encode(csvHeader(weighingColumns)));
      },
      async pull(controller) {
        let batch: CursorRow[];
        try {
          batch = await cursor.next();
        } catch (err) {
          console.error('[export] weighings cursor failed:', (err as Error).message);
          controller.error(err);
          return;
        }
        if (batch.length === 0) {
          controller.close();
          return;
        }
        let out = '';
        for (const row of batch) {
          if (row[1] !== null) gmd = gmdCell(row);
          out += row[0] + gmd;
        }
        controller.enqueue(encoder.encode(out));
      },
      async cancel() {
        await cursor.close();
      },
    },
    // One chunk ahead at most: the next batch is read when the socket took this one.
    { highWaterMark: 1 },
  );
}
