import type pg from 'pg';
import { csvHeader, csvRow } from '../../domain/export/csv';
import { weighingColumns } from '../../domain/export/datasets';
import { animalPerformance } from '../../domain/records/weighing';
import { openWeighingsCursor, type CursorWeighing } from './weighings-cursor';

/** An animal's lines, each with the animal's GMD over all its weighings (decision 017). */
function animalLines(weighings: CursorWeighing[]): string {
  const dailyGain = animalPerformance(weighings)?.dailyGain ?? null;
  let out = '';
  for (const w of weighings) {
    out += csvRow(weighingColumns, { ...w, id: '', batchId: null, animalDailyGain: dailyGain });
  }
  return out;
}

/**
 * The weighings CSV as a byte stream (issue 24 item 5): the BOM and header at once, then one
 * chunk per cursor batch, read only when the response asks for more (the stream's pull, which
 * the Node server calls as the socket drains: back-pressure). An animal's rows are held until
 * its last one is read, for its GMD. Cancelled (the download abandoned), the cursor's client
 * goes back to the pool.
 */
export function weighingsCsvStream(pool: pg.Pool, farmId: string): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  const cursor = openWeighingsCursor(pool, farmId);
  let animal: CursorWeighing[] = [];

  return new ReadableStream<Uint8Array>(
    {
      start(controller) {
        controller.enqueue(encoder.encode(csvHeader(weighingColumns)));
      },
      async pull(controller) {
        let out = '';
        // A batch of one animal's rows writes nothing yet: read on until a line is ready.
        while (out === '') {
          let batch: CursorWeighing[];
          try {
            batch = await cursor.next();
          } catch (err) {
            console.error('[export] weighings cursor failed:', (err as Error).message);
            controller.error(err);
            return;
          }
          if (batch.length === 0) {
            if (animal.length > 0) controller.enqueue(encoder.encode(animalLines(animal)));
            animal = [];
            controller.close();
            return;
          }
          for (const w of batch) {
            if (animal.length > 0 && animal[0]!.animalId !== w.animalId) {
              out += animalLines(animal);
              animal = [];
            }
            animal.push(w);
          }
        }
        controller.enqueue(encoder.encode(out));
      },
      async cancel() {
        animal = [];
        await cursor.close();
      },
    },
    // One chunk ahead at most: the next batch is read when the socket took this one.
    { highWaterMark: 1 },
  );
}
