import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import type { WindowCount } from './rules';

/*
 * The limits' counters (decision 058), in better-auth's `rate_limits` table beside its sign-in
 * counters, so every app instance shares them. Our keys start with 'limit:' (better-auth's are
 * '<address>|<path>'); a row's id is random, as better-auth's are (with the key both unique, an
 * id equal to the key made two first requests of a key at once fail on the primary key, which ON
 * CONFLICT (key) does not watch); `last_request` holds, for our rows, the start of
 * the row's window (a counter) or the time of the e-mail it stands for (a slot). Each call is one
 * statement.
 */

export function limitsStore(db: Db) {
  return {
    /**
     * Counts one request on each key, in fixed windows of `windowMs` that start with the first
     * request after the last window ended; gives each key's count and window start.
     */
    async count(
      keys: string[],
      windowMs: number,
      nowMs: number,
    ): Promise<Map<string, WindowCount>> {
      const expired = sql`rate_limits.last_request <= ${nowMs - windowMs}::bigint`;
      const { rows } = await db.execute<{ key: string; count: number; started_at: string }>(sql`
        insert into rate_limits (id, key, count, last_request)
        select gen_random_uuid()::text, k, 1, ${nowMs}::bigint from unnest(${sql.param(keys)}::text[]) as k
        on conflict (key) do update set
          count = case when ${expired} then 1 else rate_limits.count + 1 end,
          last_request = case when ${expired} then excluded.last_request
            else rate_limits.last_request end
        returning key, count, last_request::text as started_at`);
      return new Map(rows.map((r) => [r.key, { count: r.count, startedAt: Number(r.started_at) }]));
    },

    /**
     * Takes one of `slots` (the keys of at most N e-mails in any `windowMs`) when its oldest is
     * at least `windowMs` old: a rolling window, exact where a fixed one would let 2N through
     * across its edge. `oldestAt` is when the oldest slot was taken (0: never); whoever loses a
     * race for the same slot is refused, never let past the limit.
     */
    async takeSlot(
      slots: string[],
      windowMs: number,
      nowMs: number,
    ): Promise<{ taken: boolean; oldestAt: number }> {
      const { rows } = await db.execute<{ taken: number; oldest_at: string }>(sql`
        with oldest as (
          select s.key, coalesce(r.last_request, 0) as at
          from unnest(${sql.param(slots)}::text[]) as s(key)
          left join rate_limits r on r.key = s.key
          order by 2, 1
          limit 1
        ), taken as (
          insert into rate_limits (id, key, count, last_request)
          select gen_random_uuid()::text, key, 1, ${nowMs}::bigint from oldest where at <= ${nowMs - windowMs}::bigint
          on conflict (key) do update
            set count = rate_limits.count + 1, last_request = excluded.last_request
            where rate_limits.last_request <= ${nowMs - windowMs}::bigint
          returning key
        )
        select (select count(*) from taken)::int as taken,
          (select at from oldest)::text as oldest_at`);
      const row = rows[0];
      return { taken: (row?.taken ?? 0) > 0, oldestAt: Number(row?.oldest_at ?? 0) };
    },
  };
}

export type LimitsStore = ReturnType<typeof limitsStore>;
