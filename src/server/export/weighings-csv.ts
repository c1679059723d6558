import type pg from 'pg';
import { csvHeader } from '../../domain/export/csv';
import { weighingColumns } from '../../domain/export/datasets';
import { openWeighingsCursor } from './weighings-cursor';
import { log } from '../observability/log';

/**
 * The weighings CSV as a byte stream (issue 24 item 5): the BOM and header at once, then one
 * chunk per cursor batch, read only when the response asks for more (the stream's pull, which
 * the Node server calls as the socket drains: back-pressure). The database writes the lines
 * (weighings-cursor.ts). Cancelled (the download abandoned), the cursor's client goes back to
 * the pool.
 */
export function weighingsCsvStream(pool: pg.Pool, farmId: string): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  const cursor = openWeighingsCursor(pool, farmId);

  return new ReadableStream<Uint8Array>(
    {
      start(controller) {
        controller.enqueue(encoder.encode(csvHeader(weighingColumns)));
      },
      async pull(controller) {
        let lines: string | null;
        try {
          lines = await cursor.next();
        } catch (err) {
          log.error({ err }, '[export] weighings cursor failed');
          controller.error(err);
          return;
        }
        if (lines === null) controller.close();
        else controller.enqueue(encoder.encode(lines));
      },
      async cancel() {
        await cursor.close();
      },
    },
    // One chunk ahead at most: the next batch is read when the socket took this one.
    { highWaterMark: 1 },
  );
}
