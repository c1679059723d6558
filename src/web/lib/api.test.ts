import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  ApiError,
  apiFetch,
  errorMessage,
  isApiError,
  NETWORK_ERROR_MESSAGE,
  responseError,
} from './api';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

function answer(response: Response | Error) {
  const fetch = vi.fn(() =>
    response instanceof Error ? Promise.reject(response) : Promise.resolve(response),
  );
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

afterEach(() => vi.unstubAllGlobals());

describe('apiFetch', () => {
  it('sends JSON with the session cookie and reads JSON back', async () => {
    const fetch = answer(json(200, { id: 'l1' }));
    await expect(
      apiFetch('/api/lots', { method: 'POST', body: { name: 'Garrotes' } }),
    ).resolves.toEqual({ id: 'l1' });
    const [path, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(path).toBe('/api/lots');
    expect(init).toMatchObject({
      method: 'POST',
      credentials: 'same-origin',
      body: '{"name":"Garrotes"}',
    });
    const headers = init.headers as Headers;
    expect(headers.get('Accept')).toBe('application/json');
    expect(headers.get('Content-Type')).toBe('application/json');
  });

  it('sends no body and no Content-Type on a read', async () => {
    const fetch = answer(json(200, []));
    await apiFetch('/api/lots', { headers: { 'X-Farm': 'f-1' } });
    const init = (fetch.mock.calls[0] as unknown as [string, RequestInit])[1];
    expect(init.body).toBeUndefined();
    const headers = init.headers as Headers;
    expect(headers.has('Content-Type')).toBe(false);
    expect(headers.get('X-Farm')).toBe('f-1');
  });

  it('gives undefined for an empty answer', async () => {
    answer(new Response(null, { status: 204 }));
    await expect(apiFetch('/api/lots/l1', { method: 'DELETE' })).resolves.toBeUndefined();
  });

  it('throws the server’s code, message and field messages for a failed answer', async () => {
    answer(
      json(400, {
        error: {
          code: 'VALIDATION',
          message: 'Dados inválidos',
          fields: { name: 'Informe o nome' },
        },
      }),
    );
    const error = await apiFetch('/api/lots').catch((e: unknown) => e);
    expect(isApiError(error)).toBe(true);
    expect(error).toMatchObject({
      status: 400,
      code: 'VALIDATION',
      message: 'Dados inválidos',
      fields: { name: 'Informe o nome' },
    });
  });

  it('reads better-auth’s flat { code, message } answer', async () => {
    answer(json(401, { code: 'INVALID_EMAIL_OR_PASSWORD', message: 'E-mail ou senha inválidos' }));
    await expect(apiFetch('/api/auth/sign-in/email')).rejects.toMatchObject({
      status: 401,
      code: 'INVALID_EMAIL_OR_PASSWORD',
      message: 'E-mail ou senha inválidos',
    });
  });

  it('says to wait after too many tries when the server gives no message', async () => {
    answer(new Response('', { status: 429 }));
    await expect(apiFetch('/api/x')).rejects.toMatchObject({
      code: 'RATE_LIMITED',
      message: 'Muitas tentativas. Aguarde um pouco e tente novamente.',
    });
  });

  it('gives the unexpected-error message for a failure without a body', async () => {
    answer(new Response('', { status: 500 }));
    await expect(apiFetch('/api/x')).rejects.toMatchObject({
      status: 500,
      code: 'HTTP_ERROR',
      message: 'Erro inesperado. Tente novamente mais tarde.',
    });
  });

  it('refuses an HTML page where JSON was expected', async () => {
    answer(
      new Response('<!doctype html><html></html>', {
        status: 200,
        headers: { 'Content-Type': 'text/html' },
      }),
    );
    await expect(apiFetch('/api/x')).rejects.toMatchObject({
      status: 200,
      code: 'INVALID_RESPONSE',
    });
  });

  it('refuses a JSON answer that does not parse', async () => {
    answer(new Response('{"a":', { status: 200, headers: { 'Content-Type': 'application/json' } }));
    await expect(apiFetch('/api/x')).rejects.toMatchObject({ code: 'INVALID_RESPONSE' });
  });

  it('turns a network failure into status 0 with the offline message', async () => {
    answer(new TypeError('Failed to fetch'));
    await expect(apiFetch('/api/x')).rejects.toMatchObject({
      status: 0,
      code: 'NETWORK_ERROR',
      message: NETWORK_ERROR_MESSAGE,
    });
  });

  it('keeps a cancelled request a cancellation', async () => {
    answer(new DOMException('The operation was aborted.', 'AbortError'));
    const error = await apiFetch('/api/x').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DOMException);
    expect(isApiError(error)).toBe(false);
  });
});

describe('responseError', () => {
  it('reads a failed download’s answer as apiFetch would', async () => {
    const error = await responseError(
      json(403, { error: { code: 'PLAN_REQUIRED', message: 'Recurso do plano PRO' } }),
    );
    expect(error).toMatchObject({
      status: 403,
      code: 'PLAN_REQUIRED',
      message: 'Recurso do plano PRO',
    });
  });
});

describe('errorMessage', () => {
  it('shows an API error’s message and hides anything else behind the unexpected-error text', () => {
    expect(errorMessage(new ApiError(409, 'DUPLICATE', 'Brinco já cadastrado'))).toBe(
      'Brinco já cadastrado',
    );
    expect(errorMessage(new Error('TypeError: x is undefined'))).toBe(
      'Erro inesperado. Tente novamente mais tarde.',
    );
    expect(errorMessage('texto')).toBe('Erro inesperado. Tente novamente mais tarde.');
  });
});
