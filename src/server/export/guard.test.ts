import { afterEach, describe, expect, it, vi } from 'vitest';
import { endWhenStalled, exportGuard, PIECE_BYTES, whenSettled } from './guard';
import { exportSlots } from './slots';

/*
 * The export guard's parts without a database (issue 38 item 3): the caps' counting, the stall
 * guard on a stream whose pace the test sets, and the end of a file signalled once.
 */

afterEach(() => {
  vi.useRealTimers();
});

/** A source whose chunks the test hands out; `cancelled` says why it was cancelled. */
function source() {
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  const state = { cancelled: undefined as unknown, pulls: 0 };
  const stream = new ReadableStream<Uint8Array>(
    {
      start: (c) => void (controller = c),
      pull: () => void (state.pulls += 1),
      cancel: (reason) => void (state.cancelled = reason ?? 'cancelled'),
    },
    { highWaterMark: 0 },
  );
  return { stream, state, give: (bytes: number) => controller.enqueue(new Uint8Array(bytes)) };
}

describe('exportSlots', () => {
  it('counts per account and in all; a release counts once', () => {
    const slots = exportSlots({ perAccount: 2, total: 3 });
    const a1 = slots.take('a');
    const a2 = slots.take('a');
    expect(a1 && a2).toBeTruthy();
    expect(slots.take('a')).toBeNull();
    const b1 = slots.take('b');
    expect(b1).toBeTruthy();
    expect(slots.take('c')).toBeNull();
    a1!();
    a1!();
    expect(slots.held()).toEqual({ total: 2, accounts: 2 });
    expect(slots.take('c')).toBeTruthy();
    expect(slots.take('b')).toBeNull();
  });
});

describe('endWhenStalled', () => {
  it('hands out pieces of at most 16 KB, each when asked', async () => {
    const { stream, give } = source();
    const reader = endWhenStalled(stream, 30_000, 'test').getReader();
    give(PIECE_BYTES * 2 + 10);
    const sizes = [];
    for (let i = 0; i < 3; i++) sizes.push((await reader.read()).value!.byteLength);
    expect(sizes).toEqual([PIECE_BYTES, PIECE_BYTES, 10]);
    await reader.cancel();
  });

  it('ends the download and cancels its source when the client takes nothing for the stall time', async () => {
    vi.useFakeTimers();
    const { stream, state, give } = source();
    const reader = endWhenStalled(stream, 30_000, 'test').getReader();
    give(100);
    await reader.read();
    // Taking a piece within the time keeps it going.
    await vi.advanceTimersByTimeAsync(29_000);
    give(100);
    await reader.read();
    await vi.advanceTimersByTimeAsync(29_000);
    expect(state.cancelled).toBeUndefined();
    await vi.advanceTimersByTimeAsync(1_000);
    expect(state.cancelled).toBeInstanceOf(Error);
    await expect(reader.read()).rejects.toThrow(/stalled/);
  });

  it('does not count the wait for its source (a slow FETCH) as the client’s', async () => {
    vi.useFakeTimers();
    const { stream, state, give } = source();
    const reader = endWhenStalled(stream, 30_000, 'test').getReader();
    const reading = reader.read();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(state.cancelled).toBeUndefined();
    give(5);
    expect((await reading).value!.byteLength).toBe(5);
    await reader.cancel();
  });

  it('a client that hangs up cancels the source', async () => {
    const { stream, state } = source();
    await endWhenStalled(stream, 30_000, 'test').cancel('gone');
    expect(state.cancelled).toBe('gone');
  });
});

describe('whenSettled', () => {
  it('says once that the file ended: cancelled (after its cancel), failed, or read whole', async () => {
    const ends: string[] = [];
    let cancelDone = false;
    const slow = new ReadableStream<Uint8Array>({
      pull: (c) => c.enqueue(new Uint8Array(1)),
      // The cursor's rollback: the end is signalled only after it.
      cancel: () => Promise.resolve().then(() => void (cancelDone = true)),
    });
    const cancelled = whenSettled(slow, () => ends.push(`cancelled after rollback: ${cancelDone}`));
    const reader = cancelled.getReader();
    await reader.read();
    await reader.cancel();
    await reader.cancel();
    expect(ends).toEqual(['cancelled after rollback: true']);

    const failing = new ReadableStream<Uint8Array>({ pull: (c) => c.error(new Error('lost')) });
    const failed = whenSettled(failing, () => ends.push('failed')).getReader();
    await expect(failed.read()).rejects.toThrow('lost');
    expect(ends.at(-1)).toBe('failed');

    const whole = new ReadableStream<Uint8Array>({ pull: (c) => c.close() });
    const finished = whenSettled(whole, () => ends.push('whole')).getReader();
    expect((await finished.read()).done).toBe(true);
    expect(ends).toEqual(['cancelled after rollback: true', 'failed', 'whole']);
  });
});

describe('whenSettled, cancelled while a batch is read', () => {
  it('signals the end after the source’s cancel (the rollback), not when the read comes back', async () => {
    const ends: string[] = [];
    let rollBack!: () => void;
    const fetching = new ReadableStream<Uint8Array>(
      {
        // A FETCH still running when the client hangs up.
        pull: () => new Promise<void>(() => {}),
        cancel: () =>
          new Promise<void>((done) => {
            rollBack = () => {
              ends.push('rolled back');
              done();
            };
          }),
      },
      { highWaterMark: 0 },
    );
    const reader = whenSettled(fetching, () => ends.push('settled')).getReader();
    const reading = reader.read();
    // The FETCH is under way (the pull started) when the client hangs up.
    await new Promise((r) => setImmediate(r));
    const cancelled = reader.cancel();
    expect((await reading).done).toBe(true);
    await new Promise((r) => setImmediate(r));
    expect(ends).toEqual([]);
    rollBack();
    await cancelled;
    expect(ends).toEqual(['rolled back', 'settled']);
  });
});

describe('exportGuard', () => {
  it('opens nothing when refused, and frees the slot when the file ends', async () => {
    const guard = exportGuard({ perAccount: 1, total: 1, stallMs: 30_000 });
    let opened = 0;
    const open = () => {
      opened += 1;
      return new ReadableStream<Uint8Array>({ pull: (c) => c.close() });
    };
    const first = guard.start('a', 'test', open)!;
    expect(guard.start('a', 'test', open)).toBeNull();
    expect(guard.start('b', 'test', open)).toBeNull();
    expect(opened).toBe(1);
    expect(await new Response(first).text()).toBe('');
    expect(guard.held()).toEqual({ total: 0, accounts: 0 });
  });
});
