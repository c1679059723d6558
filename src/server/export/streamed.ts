import type { Context } from 'hono';
import { csvFileName } from '../../domain/export/csv';
import { EXPORT_DATASETS, type ExportDataset } from '../../domain/export/datasets';
import { todayIn } from '../../domain/records/dates';
import type { AccessEnv } from '../access/access';
import { acceptsGzip, gzipEachChunk } from './gzip-stream';
import { EXPORT_RETRY_AFTER_SECONDS, exportBusy, type ExportGuard } from './guard';

/*
 * How a CSV file leaves the server, for every route that gives one (export/routes.ts, and a
 * module's own file such as the book's, finance/csv-routes.ts): its name and type, and — for
 * the files streamed from a cursor — the caps and the stall guard of decision 055.
 */

/**
 * A CSV download's headers: its type and its name, `<dataset>[-<part>]-<farm>-<São Paulo
 * today>.csv` (the part names a semester: 'comprovante-brucelose-2026-2-...').
 */
export function csvHeaders(
  c: Context<AccessEnv>,
  dataset: ExportDataset,
  now: Date,
  part?: string,
) {
  const base = part ? `${EXPORT_DATASETS[dataset]}-${part}` : EXPORT_DATASETS[dataset];
  const name = csvFileName(base, c.get('farm').name, todayIn(now));
  return {
    'content-type': 'text/csv; charset=utf-8',
    'content-disposition': `attachment; filename="${name}"`,
  };
}

/**
 * A file streamed from a cursor, gzipped here and flushed batch by batch (gzip-stream.ts); it
 * holds a connection while the client reads, so it runs only within the caps (429 beyond them,
 * before anything is opened) and ends when the client stops taking it (guard.ts).
 */
export function streamedCsv(
  c: Context<AccessEnv>,
  deps: { guard: ExportGuard; now: () => Date },
  name: ExportDataset,
  open: () => ReadableStream<Uint8Array>,
  part?: string,
) {
  const headers = csvHeaders(c, name, deps.now(), part);
  const gzip = acceptsGzip(c.req.header('accept-encoding'));
  const file = deps.guard.start(c.get('user').id, name, open, gzip ? gzipEachChunk : undefined);
  if (!file) {
    c.header('retry-after', String(EXPORT_RETRY_AFTER_SECONDS));
    throw exportBusy();
  }
  if (!gzip) return c.body(file, 200, headers);
  return c.body(file, 200, { ...headers, 'Content-Encoding': 'gzip', Vary: 'Accept-Encoding' });
}
