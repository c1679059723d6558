import { AsyncLocalStorage } from 'node:async_hooks';
import pino from 'pino';

/*
 * Structured logs (issue 44 item 3): one JSON object a line on standard output (pino), each with
 * the id of the request it belongs to (`requestId`, also the answer's X-Request-Id), so that a
 * SQL error in the log is found from the request a user reports, and the other way round.
 * LOG_FORMAT=text (the default outside production) prints the same records as plain lines for a
 * person at a terminal: the message, then its fields (decision 077).
 */

/** What the log knows of the request being answered (kept across its awaits). */
export interface RequestContext {
  id: string;
  method: string;
  path: string;
}

export const requestContext = new AsyncLocalStorage<RequestContext>();

export type LogFormat = 'json' | 'text';

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

/** What the text format leaves out of a record's line (said by the line's place or stream). */
const UNSHOWN = new Set(['level', 'time', 'service', 'msg', 'err']);

/** A JSON record as a person reads it: 'message key=value …', then an error's stack. */
export function textLine(json: string): { level: string; text: string } {
  const record = JSON.parse(json) as Record<string, unknown>;
  const fields = Object.entries(record)
    .filter(([key]) => !UNSHOWN.has(key))
    .map(([key, value]) => `${key}=${typeof value === 'string' ? value : JSON.stringify(value)}`);
  const err = record.err as { stack?: string; message?: string } | undefined;
  const text = [String(record.msg ?? ''), ...fields].join(' ');
  return {
    level: String(record.level),
    text: err ? `${text}\n${err.stack ?? err.message ?? ''}` : text,
  };
}

let format: LogFormat = 'text';

/** Standard output as JSON, or the console as text (warnings and errors on standard error). */
const destination: pino.DestinationStream = {
  write(line: string) {
    if (format === 'json') {
      process.stdout.write(line);
      return;
    }
    const { level, text } = textLine(line);
    if (level === 'error' || level === 'fatal') console.error(text);
    else if (level === 'warn') console.warn(text);
    else console.log(text);
  },
};

/** The app's log: 'info' and text until main.ts configures it from the environment. */
export const log = createLog(destination);

/** The log's level and format, from LOG_LEVEL and LOG_FORMAT (main.ts). */
export function configureLog(options: {
  level: 'debug' | 'info' | 'warn' | 'error';
  format: LogFormat;
}): void {
  log.level = options.level;
  format = options.format;
}

/** How the log is written now (the console mailer prints a mail as a record or as text). */
export const logFormat = (): LogFormat => format;
