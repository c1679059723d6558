import { afterEach, describe, expect, it } from 'vitest';
import { apiFetch } from './api';
import { askEarly, dropEarly, EARLY_TTL_MS, takeEarly } from './early-fetch';
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
});
