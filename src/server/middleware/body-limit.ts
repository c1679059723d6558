import { bodyLimit } from 'hono/body-limit';
import { AppError } from '../errors';

/**
 * A request body of at most `maxSize` bytes, else 413 PAYLOAD_TOO_LARGE with `message` (the
 * API's 256 KB, and the larger files the imports take).
 */
export function bodyUpTo(maxSize: number, message: string) {
  return bodyLimit({
    maxSize,
    onError: () => {
      throw new AppError(413, 'PAYLOAD_TOO_LARGE', message);
    },
  });
}
