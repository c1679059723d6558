import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { toast } from 'sonner';
import { ANA, location, renderInApp } from '../test/app';
import { useRefreshFarmData, useSwitchFarm } from './active-farm';
import { notify, whenToastShown } from './notify';
import { ME_QUERY_KEY, useSignOut } from './session';
import { useRequest } from './use-request';

let answer: () => Response | Promise<Response>;
const sent: Array<[string, RequestInit]> = [];
beforeEach(() => {
  sent.length = 0;
  answer = () => new Response(null, { status: 204 });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (path: string, init: RequestInit) => {
      sent.push([path, init]);
      return answer();
    }),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
  localStorage.clear();
});

/** Runs `use` inside the app's providers, on a page at '/rebanho'; gives its client too. */
function inApp<T>(use: () => T) {
  const value: { current: T } = { current: undefined as T };
  function Probe() {
    value.current = use();
    return null;
  }
  const { client } = renderInApp(<Probe />, { path: '/rebanho' });
  return { result: value, client };
}

describe('useRequest', () => {
  it('is pending until the request and its onSuccess have settled', async () => {
    let finish: (v: string) => void = () => {};
    let after: () => void = () => {};
    const onSuccess = vi.fn(() => new Promise<void>((r) => (after = r)));
    const { result } = renderHook(() =>
      useRequest((_email: string) => new Promise<string>((r) => (finish = r)), { onSuccess }),
    );
    expect(result.current.isPending).toBe(false);
    act(() => result.current.run('ana@fazenda.test'));
    expect(result.current.isPending).toBe(true);
    await act(async () => finish('ok'));
    expect(onSuccess).toHaveBeenCalledWith('ok', 'ana@fazenda.test');
    expect(result.current.isPending).toBe(true);
    await act(async () => after());
    expect(result.current.isPending).toBe(false);
  });

  it('hands a failure to onError with the input, and is no longer pending', async () => {
    const onError = vi.fn();
    const failure = new Error('E-mail ou senha inválidos');
    const { result } = renderHook(() => useRequest(() => Promise.reject(failure), { onError }));
    await act(async () => result.current.run('x'));
    expect(onError).toHaveBeenCalledWith(failure, 'x');
    expect(result.current.isPending).toBe(false);
  });
});

describe('notify', () => {
  it('toasts through sonner, then mounts the Toaster the page registered', async () => {
    const mount = vi.fn();
    whenToastShown(mount);
    await notify.error('Erro ao entrar', { description: 'Tente de novo' });
    expect(toast.error).toHaveBeenCalledWith('Erro ao entrar', { description: 'Tente de novo' });
    expect(mount).toHaveBeenCalledTimes(1);
    whenToastShown(null);
    await notify.success('Conta criada');
    expect(toast.success).toHaveBeenCalledWith('Conta criada', undefined);
    expect(mount).toHaveBeenCalledTimes(1);
  });
});

describe('useSignOut', () => {
  it('signs out, forgets the remembered session, goes to the landing page and empties the cache', async () => {
    localStorage.setItem('arroba-certa:me', JSON.stringify(ANA));
    const { result, client } = inApp(useSignOut);
    client.setQueryData(['lots'], [{ id: 'l1' }]);
    act(() => result.current.mutate());
    await waitFor(() => expect(location.pathname).toBe('/'));
    await waitFor(() => expect(client.getQueryData(['lots'])).toBeUndefined());
    expect(sent[0]![0]).toBe('/api/auth/sign-out');
    expect(sent[0]![1].method).toBe('POST');
    expect(localStorage.getItem('arroba-certa:me')).toBeNull();
    expect(toast.error).not.toHaveBeenCalled();
  });

  it('takes a 4xx as a session already gone', async () => {
    answer = () => new Response('', { status: 401 });
    const { result } = inApp(useSignOut);
    act(() => result.current.mutate());
    await waitFor(() => expect(location.pathname).toBe('/'));
  });

  it('stays signed in, and says so, when offline or the server failed', async () => {
    answer = () => Promise.reject(new TypeError('Failed to fetch'));
    const { result, client } = inApp(useSignOut);
    act(() => result.current.mutate());
    await waitFor(() => expect(toast.error).toHaveBeenCalled());
    expect(vi.mocked(toast.error).mock.calls[0]![0]).toBe('Erro ao sair');
    expect(location.pathname).toBe('/rebanho');
    expect(client.getQueryData(ME_QUERY_KEY)).toEqual(ANA);
  });
});

describe('useSwitchFarm', () => {
  it('makes the farm the active one, says so, and reads everything again', async () => {
    const { result, client } = inApp(useSwitchFarm);
    client.setQueryData(['lots'], [{ id: 'l1' }]);
    act(() => result.current.mutate({ id: 'f-2', name: 'Fazenda Serra' }));
    await waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith('Fazenda ativa: Fazenda Serra.'),
    );
    expect(sent[0]![0]).toBe('/api/farms/active');
    expect(sent[0]![1]).toMatchObject({ method: 'PUT', body: '{"farmId":"f-2"}' });
    await waitFor(() => expect(client.getQueryData(['lots'])).toBeUndefined());
  });

  it('says when the farm could not be changed, with the server’s words', async () => {
    answer = () =>
      new Response(JSON.stringify({ error: { code: 'FORBIDDEN', message: 'Sem acesso' } }), {
        status: 403,
        headers: { 'Content-Type': 'application/json' },
      });
    const { result } = inApp(useSwitchFarm);
    act(() => result.current.mutate({ id: 'f-2', name: 'Fazenda Serra' }));
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith('Não foi possível trocar de fazenda', {
        description: 'Sem acesso',
      }),
    );
  });

  it('keeps the session’s answer while dropping the rest (useRefreshFarmData)', async () => {
    const { result, client } = inApp(useRefreshFarmData);
    client.setQueryData(['weighings'], []);
    answer = () =>
      new Response(JSON.stringify(ANA), { headers: { 'Content-Type': 'application/json' } });
    await act(() => result.current());
    expect(client.getQueryData(['weighings'])).toBeUndefined();
    expect(client.getQueryData(ME_QUERY_KEY)).toEqual(ANA);
  });
});
