import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AnimalData } from '@/domain/herd/schemas';
import { entryLabel } from '../../offline/entry-label';
import { entriesOfUser } from '../../offline/outbox';
import {
  resetSyncStoreForTests,
  setSyncListeners,
  setSyncUser,
  submitRecord,
  syncNow,
} from '../../offline/sync-store';
import { freshDatabase, ofAna, stubBrowser } from '../../offline/test-helpers';
import { animalWrite } from './animal-write';

const cow: AnimalData = {
  tag: '123',
  eid: null,
  sisbov: null,
  name: 'Mimosa',
  sex: 'F',
  breed: 'Nelore',
  birthDate: '2022-03-01',
  ageMonths: null,
  category: null,
  breeder: false,
  coat: null,
  motherId: null,
  father: null,
  lotId: null,
  pasture: null,
  origin: 'born',
  entryDate: null,
  notes: null,
};

/** What the fake server answers next, and what it was sent. */
let answers: (() => Response)[] = [];
const sent: { method: string; path: string; key: string; body: unknown }[] = [];
let browser: ReturnType<typeof stubBrowser>;

beforeEach(async () => {
  resetSyncStoreForTests();
  await freshDatabase();
  answers = [];
  sent.length = 0;
  vi.stubGlobal('fetch', (path: string, init: RequestInit) => {
    sent.push({
      method: init.method!,
      path,
      key: new Headers(init.headers).get('Idempotency-Key')!,
      body: JSON.parse(String(init.body)),
    });
    const next = answers.shift();
    if (!next) return Promise.reject(new TypeError('Failed to fetch'));
    return Promise.resolve(next());
  });
  browser = stubBrowser(false);
  setSyncListeners({});
  await setSyncUser('ana');
});
afterEach(() => {
  vi.unstubAllGlobals();
  resetSyncStoreForTests();
});

describe('animalWrite', () => {
  it('registers with POST and edits with PATCH, named by the brinco', () => {
    expect(animalWrite(cow)).toEqual({
      kind: 'herd',
      method: 'POST',
      path: '/api/animals',
      body: cow,
      summary: 'Cadastro do animal 123',
    });
    expect(animalWrite(cow, 'a1')).toMatchObject({
      method: 'PATCH',
      path: '/api/animals/a1',
      summary: 'Alteração do animal 123',
    });
  });
});

describe('an animal saved without a connection', () => {
  it('waits on the device, then is sent once with its key when the connection returns', async () => {
    expect(await submitRecord(ofAna(animalWrite(cow)))).toEqual({
      type: 'queued',
      reason: 'offline',
    });
    const [waiting] = await entriesOfUser('ana');
    expect(waiting).toMatchObject({ kind: 'herd', method: 'POST', state: 'pending', body: cow });
    expect(entryLabel(waiting!)).toBe('Cadastro do animal 123');
    expect(sent).toEqual([]);

    browser.setOnline(true, false);
    answers.push(() => Response.json({ id: 'a1', tag: '123' }, { status: 201 }));
    await syncNow();
    expect(sent).toEqual([{ method: 'POST', path: '/api/animals', key: waiting!.key, body: cow }]);
    expect(await entriesOfUser('ana')).toEqual([]);
    // Nothing left to send: another run asks nothing.
    await syncNow();
    expect(sent).toHaveLength(1);
  });

  it('an edit goes out as a PATCH of that animal', async () => {
    await submitRecord(ofAna(animalWrite({ ...cow, name: 'Estrela' }, 'a1')));
    browser.setOnline(true, false);
    answers.push(() => Response.json({ id: 'a1', name: 'Estrela' }));
    await syncNow();
    expect(sent).toMatchObject([{ method: 'PATCH', path: '/api/animals/a1' }]);
    expect(await entriesOfUser('ana')).toEqual([]);
  });

  it('refused on sync (brinco taken meanwhile): kept, marked refused, the person told', async () => {
    const refused = vi.fn();
    setSyncListeners({ onBackgroundRefused: refused });
    await submitRecord(ofAna(animalWrite(cow)));
    browser.setOnline(true, false);
    const message = 'Já existe um animal ativo com o brinco 123';
    answers.push(() =>
      Response.json(
        { error: { code: 'TAG_TAKEN', message, fields: { tag: message } } },
        { status: 409 },
      ),
    );
    await syncNow();
    const [left] = await entriesOfUser('ana');
    expect(left).toMatchObject({ state: 'refused', refusal: { status: 409, code: 'TAG_TAKEN' } });
    expect(refused).toHaveBeenCalledWith(
      expect.objectContaining({ key: left!.key }),
      expect.objectContaining({ message }),
    );
  });
});
