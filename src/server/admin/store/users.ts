import { sql } from 'drizzle-orm';
import {
  ADMIN_PAGE_SIZE,
  type AdminUsersQuery,
  type AdminUsersResponse,
} from '../../../domain/admin/admin';
import type { SubscriptionPlan, SubscriptionStatus } from '../../../domain/plans';
import type { Db } from '../../db/client';

interface Row extends Record<string, unknown> {
  total: string;
  active: string;
  inactive: string;
  overdue: string;
  filtered_total: string | null;
  id: string | null;
  name: string | null;
  email: string | null;
  email_verified: boolean | null;
  plan: string | null;
  animal_limit: number | null;
  status: string | null;
  trial_ends_at: Date | null;
  created_at: Date | null;
}

/** `like` pattern of a search text, its wildcards taken literally. */
const likePattern = (q: string) => `%${q.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;

/** The effective status of a subscription row `s` (admins `r` active), as resolveAccess reads it. */
const effectiveStatus = (at: string) => sql`
  case
    when r.user_id is not null then 'active'
    when s.user_id is null then null
    when s.trial_ends_at is not null and s.trial_ends_at <= ${at}::timestamptz then 'inactive'
    when s.cancel_at_period_end and s.current_period_end <= ${at}::timestamptz then 'inactive'
    else s.status
  end`;

/**
 * The admin panel's page of users and its four counters in one SQL round trip. Status is the
 * effective one the rest of the app uses (resolveAccess): admins active, a trial past its end and
 * a cancelled subscription past its paid period inactive. Without a search or a filter the page is
 * read straight from the newest-first index; the counters read the narrow subscription rows only.
 */
export async function listAdminUsers(
  db: Db,
  query: AdminUsersQuery,
  now: Date,
): Promise<AdminUsersResponse> {
  const at = now.toISOString();
  const offset = (query.page - 1) * ADMIN_PAGE_SIZE;
  const status = effectiveStatus(at);
  const filtered = query.q !== '' || query.status !== undefined;
  const pattern = likePattern(query.q);

  // The expression of the trigram index users_search_trgm_idx (migration 0007).
  const search = sql`(${query.q} = '' or (u.name || ' ' || u.email) ilike ${pattern})`;
  // The subscription joins only when the status filter needs them.
  const pageIds = !filtered
    ? sql`
      select u.id, u.created_at, null::bigint as filtered_total
      from users u
      order by u.created_at desc, u.id
      limit ${ADMIN_PAGE_SIZE} offset ${offset}`
    : query.status === undefined
      ? sql`
      select u.id, u.created_at, count(*) over () as filtered_total
      from users u
      where ${search}
      order by u.created_at desc, u.id
      limit ${ADMIN_PAGE_SIZE} offset ${offset}`
      : sql`
      select u.id, u.created_at, count(*) over () as filtered_total
      from users u
      left join user_subscriptions s on s.user_id = u.id
      left join user_roles r on r.user_id = u.id and r.role = 'admin'
      where ${search} and ${status} = ${query.status}::text
      order by u.created_at desc, u.id
      limit ${ADMIN_PAGE_SIZE} offset ${offset}`;

  const result = await db.execute<Row>(sql`
    with counters as (
      select (select count(*) from users) as total,
        count(*) filter (where st = 'active') as active,
        count(*) filter (where st = 'inactive') as inactive,
        count(*) filter (where st = 'overdue') as overdue
      from (
        select ${status} as st
        from user_subscriptions s
        left join user_roles r on r.user_id = s.user_id and r.role = 'admin'
      ) x
    ),
    page as (${pageIds})
    select counters.*, page.filtered_total, u.id, u.name, u.email, u.email_verified, u.created_at,
      s.trial_ends_at,
      case when r.user_id is not null then 'ADMIN' else s.plan end as plan,
      case when r.user_id is not null then 999999 else s.animal_limit end as animal_limit,
      ${status} as status
    from counters
    left join page on true
    left join users u on u.id = page.id
    left join user_subscriptions s on s.user_id = u.id
    left join user_roles r on r.user_id = u.id and r.role = 'admin'
    order by page.created_at desc, page.id
  `);
  const rows = result.rows;
  const first = rows[0];
  const total = Number(first?.total ?? 0);
  return {
    users: rows
      .filter((r) => r.id !== null)
      .map((r) => ({
        id: r.id!,
        name: r.name!,
        email: r.email!,
        emailVerified: r.email_verified === true,
        plan: r.plan as SubscriptionPlan | null,
        animalLimit: r.animal_limit,
        status: r.status as SubscriptionStatus | null,
        trialEndsAt: r.trial_ends_at ? new Date(r.trial_ends_at).toISOString() : null,
        createdAt: new Date(r.created_at!).toISOString(),
      })),
    total: filtered ? Number(first?.filtered_total ?? 0) : total,
    page: query.page,
    pageSize: ADMIN_PAGE_SIZE,
    counters: {
      total,
      active: Number(first?.active ?? 0),
      inactive: Number(first?.inactive ?? 0),
      overdue: Number(first?.overdue ?? 0),
    },
  };
}
