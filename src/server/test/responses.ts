import { expect } from 'vitest';

/** The body of a 400 whose `fields` failed validation, as every route answers it. */
export const validationError = (fields: Record<string, string>) => ({
  error: { code: 'VALIDATION', message: 'Erro de validação', fields },
});

/** The JSON body of a response that must have `status` (its text says why when it has not). */
export async function json<T>(res: Response | Promise<Response>, status: number): Promise<T> {
  const r = await res;
  const text = await r.text();
  expect(r.status, text).toBe(status);
  return JSON.parse(text) as T;
}
