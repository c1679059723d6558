import { describe, expect, it } from 'vitest';
import { AppError } from './errors';
import { idempotencyKeyOf } from './idempotency';

describe('idempotencyKeyOf', () => {
  it('is null without the header, and the UUID in lower case with it', () => {
    expect(idempotencyKeyOf(undefined)).toBeNull();
    expect(idempotencyKeyOf(' 0F8FAD5B-D9CB-469F-A165-70867728950E ')).toBe(
      '0f8fad5b-d9cb-469f-a165-70867728950e',
    );
  });

  it('refuses anything that is not a UUID with a 400 INVALID_IDEMPOTENCY_KEY', () => {
    // A NUL cannot reach a route (fetch's Headers and Node's parser refuse it): checked here.
    for (const header of [
      '',
      'abc',
      '0f8fad5b-d9cb-469f-a165-70867728950e\u0000',
      '0f8fad5b\u0000d9cb-469f-a165-70867728950e',
      '0f8fad5b-d9cb-469f-a165-70867728950e,0f8fad5b-d9cb-469f-a165-70867728950e',
      'x'.repeat(10_240),
    ]) {
      let error: unknown;
      try {
        idempotencyKeyOf(header);
      } catch (e) {
        error = e;
      }
      expect(error, JSON.stringify(header.slice(0, 60))).toBeInstanceOf(AppError);
      expect(error).toMatchObject({
        status: 400,
        code: 'INVALID_IDEMPOTENCY_KEY',
        message: 'Chave de idempotência inválida.',
      });
    }
  });
});
