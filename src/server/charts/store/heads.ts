import { sql, type SQL } from 'drizzle-orm';

/*
 * The registry's animals month by month, reconstructed from the animals' entry and exit dates
 * (decision 048), in one pass over the farm's animals: an animal is in the herd on day d when it
 * entered before d (entry date, else birth date, else the day registered) and had not left by
 * then (exit date null or on/after d) — the registry's part of the head count (decision 062,
 * farm-records/head-count.ts, which the herd's screens read). Only the sanitary months' cost per
 * head reads this now, over every animal not removed (those without sex included), as
 * /api/sanitary/costs counts them. An exit is never before its entry (the events refuse it), so
 * the heads on d are #(entered before d) − #(left before d): each entry and exit lands in one
 * month's bucket, and a running sum gives every month.
 */

/**
 * SQL rows (`month` YYYY-MM, `heads` int) for each month from `first` to `last` (first days,
 * YYYY-MM-DD): the heads on the month's first day (`at: 'opening'`) or at its end, that is on the
 * next month's first day (`at: 'closing'`). `knownSex`: only animals of known sex (the dashboard's
 * and the inventory's heads, decision 039).
 */
export function headsByMonth(
  farmId: string,
  first: string,
  last: string,
  at: 'opening' | 'closing',
  knownSex: boolean,
): SQL {
  // The month whose count a date x first counts in: x's own month for a closing count (x is
  // before the next month's first day), the month after it for an opening count.
  const bucket = (x: SQL) =>
    at === 'closing'
      ? sql`greatest(date_trunc('month', ${x})::date, ${first}::date)`
      : sql`greatest((date_trunc('month', ${x}) + interval '1 month')::date, ${first}::date)`;
  const x = sql`v.x`;
  return sql`
    select to_char(m.m, 'YYYY-MM') as month,
           (sum(coalesce(d.delta, 0)) over (order by m.m))::int as heads
    from generate_series(${first}::date, ${last}::date, interval '1 month') as m(m)
    left join (
      select t.b, sum(t.delta) as delta from (
        select ${bucket(x)} as b, v.delta
        from animals a
        cross join lateral (values
          (coalesce(a.entry_date, a.birth_date, a.created_at::date), 1), (a.exit_date, -1)
        ) as v(x, delta)
        where a.farm_id = ${farmId} and a.status <> 'removed' and v.x is not null
          ${knownSex ? sql`and a.sex is not null` : sql``}
      ) t
      where t.b <= ${last}::date
      group by t.b
    ) d on d.b = m.m::date
  `;
}
