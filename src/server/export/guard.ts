import { AppError } from '../errors';
import { exportSlots, type ExportLimits } from './slots';
import { log } from '../observability/log';

/*
 * What keeps slow downloads from stalling anyone else (issue 38 item 3, decision 055): a cap on
 * the exports running at once (per account and in all, no more than the exports' own pool), and
 * a stall guard that ends a download whose client takes no bytes for 30 s. Ending it cancels the
 * file's stream, whose cursor rolls its transaction back and gives its connection back; the
 * slot is freed once that is done, whichever way the download ended.
 */

export const EXPORT_BUSY_MESSAGE = 'Há uma exportação em andamento. Aguarde ela terminar.';
/** The Retry-After of a refused export: about as long as the stall guard waits. */
export const EXPORT_RETRY_AFTER_SECONDS = 30;
/** No bytes taken by the client for this long ends the download. */
export const EXPORT_STALL_MS = 30_000;
/**
 * The largest piece handed to the response at once. Node's response asks for the next piece
 * only when the socket took the last one whole: a cursor batch of 100-200 KB given at once would
 * make a client reading 1 KB/s look stalled for minutes; 16 KB pieces (Node's own buffer size)
 * let each one taken count.
 */
export const PIECE_BYTES = 16 * 1024;

export const exportBusy = () => new AppError(429, 'EXPORT_BUSY', EXPORT_BUSY_MESSAGE);

export interface ExportGuardOptions extends ExportLimits {
  stallMs: number;
}

/**
 * `source` as it is: `settled` is called once when it ended (read to the end, failed, or
 * cancelled and its cancel done: for a cursor's file, once its connection is back in the pool).
 */
export function whenSettled(
  source: ReadableStream<Uint8Array>,
  settled: () => void,
): ReadableStream<Uint8Array> {
  const reader = source.getReader();
  let ended = false;
  // Set as a cancel starts: a read pending then comes back 'done' before the source's cancel
  // (the rollback) has run, and must not count as the end.
  let cancelling = false;
  const end = () => {
    if (ended) return;
    ended = true;
    settled();
  };
  return new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        try {
          const read = await reader.read();
          if (ended || cancelling) return;
          if (read.done) {
            controller.close();
            end();
          } else controller.enqueue(read.value);
        } catch (err) {
          if (ended || cancelling) return;
          controller.error(err);
          end();
        }
      },
      async cancel(reason) {
        cancelling = true;
        try {
          await reader.cancel(reason);
        } finally {
          end();
        }
      },
    },
    { highWaterMark: 0 },
  );
}

/**
 * `source` handed out in pieces of at most PIECE_BYTES, each only when the consumer (the HTTP
 * response) asks for one; when it has not asked for `stallMs` after the last piece (or from the
 * start), the download is ended: `source` is cancelled and this stream errors, which makes the
 * server drop the connection. Waiting on `source` itself (a slow FETCH) is not the client's
 * stall and does not count.
 */
export function endWhenStalled(
  source: ReadableStream<Uint8Array>,
  stallMs: number,
  label: string,
): ReadableStream<Uint8Array> {
  const reader = source.getReader();
  let rest: Uint8Array | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let ended = false;
  let stream!: ReadableStreamDefaultController<Uint8Array>;

  const stop = () => clearTimeout(timer);
  const arm = () => {
    stop();
    timer = setTimeout(stalled, stallMs);
    // A download left waiting must not keep a stopping process alive.
    timer.unref?.();
  };
  function stalled() {
    if (ended) return;
    ended = true;
    rest = undefined;
    log.warn(`[export] ${label}: no bytes taken for ${stallMs} ms, download ended`);
    stream.error(new Error(`export stalled: no bytes taken for ${stallMs} ms`));
    reader.cancel(new Error('export stalled')).catch(() => {});
  }

  return new ReadableStream<Uint8Array>(
    {
      start(controller) {
        stream = controller;
        arm();
      },
      async pull(controller) {
        stop();
        if (!rest) {
          let read: ReadableStreamReadResult<Uint8Array>;
          try {
            read = await reader.read();
          } catch (err) {
            if (!ended) {
              ended = true;
              controller.error(err);
            }
            return;
          }
          if (ended) return;
          if (read.done) {
            ended = true;
            controller.close();
            return;
          }
          rest = read.value;
        }
        const piece = rest.subarray(0, PIECE_BYTES);
        rest = rest.byteLength > PIECE_BYTES ? rest.subarray(PIECE_BYTES) : undefined;
        controller.enqueue(piece);
        arm();
      },
      async cancel(reason) {
        ended = true;
        stop();
        rest = undefined;
        await reader.cancel(reason);
      },
    },
    { highWaterMark: 0 },
  );
}

/** The exports of this process: who may start one, and each one's stall guard. */
export function exportGuard(options: ExportGuardOptions) {
  const slots = exportSlots(options);
  return {
    /**
     * Starts `account`'s export, or returns null when a cap is reached (nothing is opened then).
     * `open` makes the file's stream; `encode` may wrap it (gzip) before the stall guard, which
     * stays outermost so it watches what the client takes.
     */
    start(
      account: string,
      label: string,
      open: () => ReadableStream<Uint8Array>,
      encode: (file: ReadableStream<Uint8Array>) => ReadableStream<Uint8Array> = (file) => file,
    ): ReadableStream<Uint8Array> | null {
      const release = slots.take(account);
      if (!release) return null;
      let file: ReadableStream<Uint8Array>;
      try {
        file = whenSettled(open(), release);
      } catch (err) {
        release();
        throw err;
      }
      return endWhenStalled(encode(file), options.stallMs, label);
    },
    /** Exports running now, in all and accounts with one (tests: none left after they end). */
    held: slots.held,
  };
}

export type ExportGuard = ReturnType<typeof exportGuard>;
