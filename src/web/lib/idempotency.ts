/**
 * A random UUID (v4) naming one save, sent as `Idempotency-Key` so that the server stores a
 * repeated request (a double click, a retry) once. Built on getRandomValues because
 * crypto.randomUUID exists only on https and localhost, and the app is also opened over plain
 * http at the farm office PC's address.
 */
export function newIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40; // version 4
  bytes[8] = (bytes[8]! & 0x3f) | 0x80; // RFC 4122 variant
  const hex = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
