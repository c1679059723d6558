import { afterEach, describe, expect, it } from 'vitest';
import { apiFetch } from './api';
import { vi } from 'vitest';
import {
  askEarly,
  dropEarly,
  EARLY_TTL_MS,
  readEarly,
  takeEarly,
  takeEarlyData,
} from './early-fetch';
import { recordingFetch } from '../test/recording-fetch';

// The stubbed fetch is undone after every test (setup.ts); the answers not taken, here.
afterEach(() => dropEarly());

describe('early reads', () => {
  it('gives a page its early answer once, and then asks the network', async () => {
    const asked = recordingFetch();
    askEarly(['/api/pastures/map']);
    await expect(apiFetch('/api/pastures/map')).resolves.toEqual(expect.any(Object));
    await apiFetch('/api/pastures/map');
    expect(asked).toEqual(['/api/pastures/map', '/api/pastures/map']);
  });

  it('never gives an answer asked before a write, nor a stale one', async () => {
    const asked = recordingFetch();
    askEarly(['/api/pastures/paddocks']);
    await apiFetch('/api/pastures/paddocks', { method: 'POST', body: { name: 'Sede 01' } });
    await apiFetch('/api/pastures/paddocks');
    // Asked early, written, then asked again: the last read went to the server.
    expect(asked).toEqual([
      '/api/pastures/paddocks',
      '/api/pastures/paddocks',
      '/api/pastures/paddocks',
    ]);

    askEarly(['/api/finance/due'], 1_000);
    expect(takeEarly('/api/finance/due', 1_000 + EARLY_TTL_MS + 1)).toBeUndefined();
  });

  it("reads an answer's JSON for the list drawn before React, and leaves the answer to be taken", async () => {
    const asked = recordingFetch();
    askEarly(['/api/weighings/animals?q=br&limit=20']);
    const url = '/api/weighings/animals?q=br&limit=20';
    await expect(readEarly(url)).resolves.toEqual(expect.objectContaining({ items: [] }));
    // apiFetch still takes the answer itself (its body unread).
    await expect(apiFetch(url)).resolves.toEqual(expect.objectContaining({ items: [] }));
    expect(asked).toEqual([url]);
    // Taken: neither the answer nor its data are given again.
    expect(takeEarlyData(url)).toBeUndefined();
  });

  it('gives the data read once to the first render, the answer taken with it', async () => {
    recordingFetch();
    const url = '/api/weighings/animals?q=b&limit=20';
    askEarly([url], 1_000);
    expect(takeEarlyData(url, 1_000)).toBeUndefined(); // not read yet
    await readEarly(url);
    expect(takeEarlyData(url, 1_000 + EARLY_TTL_MS + 1)).toBeUndefined(); // stale
    askEarly([url], 1_000);
    await readEarly(url);
    expect(takeEarlyData(url, 1_000)).toEqual(expect.objectContaining({ items: [] }));
    expect(takeEarlyData(url, 1_000)).toBeUndefined();
    expect(takeEarly(url, 1_000)).toBeUndefined();
    // A write drops what was read.
    askEarly([url], 1_000);
    await readEarly(url);
    dropEarly();
    expect(takeEarlyData(url, 1_000)).toBeUndefined();
  });

  it('reads nothing of a refused or failed answer, nor of one never asked', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn((url: string) =>
        url.includes('erro')
          ? Promise.reject(new TypeError('offline'))
          : Promise.resolve(
              new Response('{"error":{"code":"UNAUTHORIZED"}}', {
                status: 401,
                headers: { 'Content-Type': 'application/json' },
              }),
            ),
      ),
    );
    askEarly(['/api/a?q=1', '/api/erro?q=1']);
    await expect(readEarly('/api/a?q=1')).resolves.toBeUndefined();
    await expect(readEarly('/api/erro?q=1')).resolves.toBeUndefined();
    await expect(readEarly('/api/never')).resolves.toBeUndefined();
    expect(takeEarlyData('/api/a?q=1')).toBeUndefined();
  });
});
