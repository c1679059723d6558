import { sql } from 'drizzle-orm';
import type { UnpricedEvent } from '../../../domain/herd/api';
import { PURCHASE_CARCASS_YIELD, valuePerHead } from '../../../domain/herd/pricing';
import type { EventPriceInput } from '../../../domain/herd/schemas';
import type { Db } from '../../db/client';
import { AppError } from '../../errors';
import { saleYield } from './events';
import { notFound } from './rows';
import { EVENT_NOT_FOUND } from './undo';
import { herdTransaction } from '../../farm-records';

/*
 * 'Preço a informar' (issue 39 item 8, decision 061): the sales and purchases recorded without a
 * price — 'Campo' records them so — listed for the owner and a 'Gerente', who complete them. An
 * event is one group of rows (one per animal); its price is given to all of them at once.
 */

/** The keyset of the list: the event's date, then its group. */
export type UnpricedKey = [string, string];

/** The rows of a sale or purchase still without a price (the partial index's predicate). */
const waiting = sql`e.kind in ('sale', 'purchase') and e.undone_at is null
  and (e.details ->> 'price') is null`;

interface UnpricedRow extends Record<string, unknown> {
  group_id: string;
  id: string;
  kind: 'sale' | 'purchase';
  date: string;
  heads: number;
  tags: string[];
  details: Record<string, unknown> | null;
  recorded_by: string | null;
}

const numberOrNull = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) ? v : null);
const textOrNull = (v: unknown) => (typeof v === 'string' && v !== '' ? v : null);

function toUnpriced(r: UnpricedRow): UnpricedEvent {
  const d = r.details ?? {};
  return {
    id: r.id,
    kind: r.kind,
    date: r.date,
    heads: Number(r.heads),
    tags: r.tags,
    weight: numberOrNull(d.weight),
    carcassWeight: numberOrNull(d.carcassWeight),
    party: textOrNull(r.kind === 'sale' ? d.buyer : d.seller),
    recordedBy: r.recorded_by,
  };
}

export function pricingQueries(db: Db) {
  return {
    /** How many sales and purchases of the farm wait for a price (the dashboard's line). */
    async unpricedCounts(farmId: string) {
      const { rows } = await db.execute<{ sales: number; purchases: number }>(sql`
        select count(distinct e.group_id) filter (where e.kind = 'sale')::int as sales,
               count(distinct e.group_id) filter (where e.kind = 'purchase')::int as purchases
        from animal_events e
        where e.farm_id = ${farmId} and ${waiting}
      `);
      return rows[0] ?? { sales: 0, purchases: 0 };
    },

    /** A page of them, newest first by (date, group): each with its heads and first brincos. */
    async unpriced(farmId: string, after: UnpricedKey | undefined, limit: number) {
      const { rows } = await db.execute<UnpricedRow>(sql`
        select e.group_id, min(e.id::text) as id, e.kind, e.event_date::text as date,
               count(*)::int as heads,
               (array_agg(a.tag order by a.tag))[1:5] as tags,
               (array_agg(e.details order by e.id))[1] as details,
               u.name as recorded_by
        from animal_events e
        join animals a on a.farm_id = e.farm_id and a.id = e.animal_id
        left join users u on u.id = e.user_id
        where e.farm_id = ${farmId} and ${waiting}
          ${after ? sql`and (e.event_date, e.group_id) < (${after[0]}::date, ${after[1]}::uuid)` : sql``}
        group by e.group_id, e.kind, e.event_date, u.name
        order by e.event_date desc, e.group_id desc
        limit ${limit + 1}
      `);
      const items = rows.slice(0, limit).map(toUnpriced);
      const last = rows[limit - 1];
      const next: UnpricedKey | null =
        rows.length > limit && last ? [last.date, last.group_id] : null;
      return { items, next };
    },

    /**
     * 'Informar preço': the price of a sale or purchase recorded without one, given to every row
     * of the event under the herd lock, with who gave it and when (kept in its details). A
     * purchase by the arroba counts the reposição arroba (live ÷ 30); a sale the yield sent, the
     * farm's or 52 %, or the romaneio's carcass weight (decision 060). 409 when it was undone or
     * priced meanwhile: a price is given once, by the owner or a 'Gerente'.
     */
    price(
      ctx: { farmId: string; userId: string; userName: string; now: Date },
      eventId: string,
      terms: EventPriceInput,
    ) {
      return herdTransaction(db, [ctx.farmId], async (tx) => {
        const { rows } = await tx.execute<{
          group_id: string;
          kind: string;
          details: Record<string, unknown> | null;
          undone_at: Date | null;
        }>(sql`
          select group_id, kind, details, undone_at from animal_events
          where farm_id = ${ctx.farmId} and id = ${eventId}::uuid
        `);
        const event = rows[0];
        if (!event) throw notFound(EVENT_NOT_FOUND);
        if (event.kind !== 'sale' && event.kind !== 'purchase') {
          throw new AppError(409, 'NOT_PRICEABLE', 'Só vendas e compras têm preço.');
        }
        if (event.undone_at) throw new AppError(409, 'UNDONE', 'Este evento foi desfeito.');
        const stored = event.details?.price;
        if (stored !== null && stored !== undefined) {
          const what = event.kind === 'sale' ? 'Esta venda' : 'Esta compra';
          throw new AppError(409, 'PRICED', `${what} já tem preço.`);
        }
        const sale = event.kind === 'sale';
        const carcassWeight = sale ? terms.carcassWeight : null;
        const carcassYield = sale
          ? await saleYield(tx, ctx.farmId, { ...terms, carcassWeight })
          : terms.priceKind === 'arroba'
            ? PURCHASE_CARCASS_YIELD
            : null;
        const value = valuePerHead({ ...terms, carcassWeight, carcassYield });
        const priced = {
          priceKind: terms.priceKind,
          price: terms.price,
          weight: terms.weight,
          carcassWeight,
          carcassYield,
          value,
          pricedBy: ctx.userId,
          pricedByName: ctx.userName,
          pricedAt: ctx.now.toISOString(),
        };
        const updated = await tx.execute(sql`
          update animal_events set details = details || ${JSON.stringify(priced)}::jsonb
          where farm_id = ${ctx.farmId} and group_id = ${event.group_id}::uuid
            and undone_at is null
        `);
        return { count: updated.rowCount ?? 0, value };
      });
    },
  };
}
