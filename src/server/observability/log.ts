import { AsyncLocalStorage } from 'node:async_hooks';
import pino from 'pino';

/*
 * Structured logs (issue 44 item 3): one JSON object a line on standard output (pino), each with
 * the id of the request it belongs to (`requestId`, also the answer's X-Request-Id), so that a
 * SQL error in the log is found from the request a user reports, and the other way round.
 */

/** What the log knows of the request being answered (kept across its awaits). */
export interface RequestContext {
  id: string;
  method: string;
  path: string;
}

export const requestContext = new AsyncLocalStorage<RequestContext>();

/** A logger writing to `destination` (standard output by default). */
export function createLog(destination?: pino.DestinationStream) {
  return pino(
    {
      level: 'info',
      base: { service: 'arroba-certa' },
      timestamp: pino.stdTimeFunctions.isoTime,
      formatters: { level: (label) => ({ level: label }) },
      mixin: () => {
        const request = requestContext.getStore();
        return request ? { requestId: request.id, method: request.method, path: request.path } : {};
      },
    },
    destination,
  );
}

/** The app's log: 'info' until main.ts sets LOG_LEVEL's (setLogLevel). */
export const log = createLog();

/** The level of the log, from LOG_LEVEL (main.ts, once the environment is read). */
export function setLogLevel(level: 'debug' | 'info' | 'warn' | 'error'): void {
  log.level = level;
}
