import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { MeResponse } from '@/domain/api';
import { fetchMe, rememberMe } from './me';
import { displayName } from './session';

const KEY = 'arroba-certa:me';
const ANA = {
  user: { id: 'u-ana', name: 'Ana Prado' },
  farm: { id: 'f-1', name: 'Fazenda Boa Vista' },
} as unknown as MeResponse;

function answer(response: Response | Error) {
  vi.stubGlobal(
    'fetch',
    vi.fn(() => (response instanceof Error ? Promise.reject(response) : Promise.resolve(response))),
  );
}
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

beforeEach(() => localStorage.clear());
afterEach(() => vi.unstubAllGlobals());

describe('fetchMe', () => {
  it('gives the server’s answer and remembers it for the offline app', async () => {
    answer(json(200, ANA));
    await expect(fetchMe()).resolves.toEqual(ANA);
    expect(JSON.parse(localStorage.getItem(KEY)!)).toEqual(ANA);
  });

  it('reads no session (null) and forgets the remembered one', async () => {
    localStorage.setItem(KEY, JSON.stringify(ANA));
    answer(json(200, null));
    await expect(fetchMe()).resolves.toBeNull();
    expect(localStorage.getItem(KEY)).toBeNull();
  });

  it('reads a 401 as no session, forgetting the remembered one', async () => {
    localStorage.setItem(KEY, JSON.stringify(ANA));
    answer(json(401, { error: { code: 'UNAUTHORIZED', message: 'x' } }));
    await expect(fetchMe()).resolves.toBeNull();
    expect(localStorage.getItem(KEY)).toBeNull();
  });

  it('offline, opens with the answer remembered from the last visit', async () => {
    rememberMe(ANA);
    answer(new TypeError('Failed to fetch'));
    await expect(fetchMe()).resolves.toEqual(ANA);
  });

  it('offline with nothing remembered, or an answer from before farms, fails as offline', async () => {
    answer(new TypeError('Failed to fetch'));
    await expect(fetchMe()).rejects.toMatchObject({ status: 0, code: 'NETWORK_ERROR' });
    localStorage.setItem(KEY, JSON.stringify({ user: { id: 'u-ana' } }));
    await expect(fetchMe()).rejects.toMatchObject({ status: 0 });
    localStorage.setItem(KEY, '{not json');
    await expect(fetchMe()).rejects.toMatchObject({ status: 0 });
  });

  it('does not use the remembered answer for a server failure', async () => {
    rememberMe(ANA);
    answer(new Response('', { status: 500 }));
    await expect(fetchMe()).rejects.toMatchObject({ status: 500 });
  });
});

describe('rememberMe', () => {
  it('keeps going when the storage refuses', () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    expect(() => rememberMe(ANA)).not.toThrow();
  });
});

describe('displayName', () => {
  it('is the user’s name, or "Produtor" when it is blank or nobody is signed in', () => {
    expect(displayName(ANA)).toBe('Ana Prado');
    expect(displayName({ ...ANA, user: { ...ANA.user, name: '   ' } })).toBe('Produtor');
    expect(displayName(null)).toBe('Produtor');
    expect(displayName(undefined)).toBe('Produtor');
  });
});
