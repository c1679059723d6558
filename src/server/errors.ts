import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { ZodError } from 'zod';
import type { ApiErrorBody } from '../domain/api';
import { log } from './observability/log';

/** An expected failure: an HTTP status, a stable code and a Portuguese message for the user. */
export class AppError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly code: string,
    message: string,
    readonly fields?: Record<string, string>,
  ) {
    super(message);
  }
}

export const VALIDATION_MESSAGE = 'Erro de validação';

export function errorBody(
  code: string,
  message: string,
  fields?: Record<string, string>,
): ApiErrorBody {
  return { error: fields ? { code, message, fields } : { code, message } };
}

/** The first message for each field of a zod error, keyed by the field's path. */
export function fieldErrors(error: ZodError): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.join('.') || '_';
    fields[key] ??= issue.message;
  }
  return fields;
}

const STATUS_MESSAGES: Partial<Record<number, [string, string]>> = {
  400: ['BAD_REQUEST', 'Requisição inválida.'],
  401: ['UNAUTHORIZED', 'Você precisa estar autenticado.'],
  403: ['FORBIDDEN', 'Você não tem permissão para acessar esta área'],
  404: ['NOT_FOUND', 'Não encontrado.'],
  405: ['METHOD_NOT_ALLOWED', 'Método não permitido.'],
  413: ['PAYLOAD_TOO_LARGE', 'Os dados enviados são grandes demais.'],
  429: ['RATE_LIMITED', 'Muitas tentativas. Aguarde um pouco e tente novamente.'],
};

/** Hono's onError: every failure leaves as the JSON error shape; only real bugs are 500s. */
export function handleError(err: Error, c: Context): Response {
  if (err instanceof AppError) {
    return c.json(errorBody(err.code, err.message, err.fields), err.status);
  }
  if (err instanceof ZodError) {
    return c.json(errorBody('VALIDATION', VALIDATION_MESSAGE, fieldErrors(err)), 400);
  }
  if (err instanceof HTTPException) {
    const [code, message] = STATUS_MESSAGES[err.status] ?? ['ERROR', 'Não foi possível concluir.'];
    return c.json(errorBody(code, message), err.status);
  }
  if (err instanceof SyntaxError) {
    return c.json(errorBody('INVALID_JSON', 'Os dados enviados não são um JSON válido.'), 400);
  }
  // With the request's id (observability/log.ts): a SQL error is found from the request.
  log.error({ err }, 'unexpected error');
  return c.json(errorBody('INTERNAL', 'Erro interno. Tente novamente mais tarde.'), 500);
}

export function notFoundJson(c: Context): Response {
  return c.json(errorBody('NOT_FOUND', 'Não encontrado.'), 404);
}
