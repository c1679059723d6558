import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { SUGGESTED_PRODUCTS, SUGGESTED_PROTOCOLS } from '../../../domain/sanitary/constants';
import type { SanitaryProduct, SanitaryProtocol } from '../../../domain/sanitary/api';
import type { ProductData, ProtocolData } from '../../../domain/sanitary/schemas';
import type pg from 'pg';
import { overClient, type Db } from '../../db/client';
import { AppError } from '../../errors';
import { protocolRule, type ProtocolColumns, type Tx } from '../../farm-records';
import {
  invalid,
  PRODUCT_NOT_FOUND,
  PROTOCOL_NOT_FOUND,
  type SanitaryWriteContext,
} from './shared';

/*
 * The farm's products ('Produtos sanitários') and protocols ('Calendário sanitário'), and the
 * suggestions a farm starts with (made once, the first time its sanitary records are read).
 */

const monthsArray = (months: readonly number[] | null) =>
  sql`${months ? `{${months.join(',')}}` : null}::int[]`;

const IN_USE_MESSAGE =
  'Este produto já tem aplicações registradas: ele fica no histórico e não pode ser excluído.';

type ProductRow = {
  id: string;
  name: string;
  type: SanitaryProduct['type'];
  withdrawal_days: number;
  dose_unit: SanitaryProduct['doseUnit'];
  price_per_dose: string | null;
  brucellosis: SanitaryProduct['brucellosis'];
  suggested: boolean;
  in_use: boolean;
};

const toProduct = (r: ProductRow, withMoney: boolean): SanitaryProduct => ({
  id: r.id,
  name: r.name,
  type: r.type,
  withdrawalDays: r.withdrawal_days,
  doseUnit: r.dose_unit,
  pricePerDose: withMoney && r.price_per_dose !== null ? Number(r.price_per_dose) : null,
  brucellosis: r.brucellosis,
  suggested: r.suggested,
  inUse: r.in_use,
});

type ProtocolRow = ProtocolColumns & { lot_name: string | null };

const toProtocol = (r: ProtocolRow): SanitaryProtocol => ({
  id: r.id,
  name: r.name,
  productId: r.product_id,
  productName: r.product_name,
  ...protocolRule(r),
  lotName: r.lot_name,
  active: r.active,
  notes: r.notes,
  suggested: r.suggested,
  startsOn: r.starts_on,
});

/**
 * Makes the farm's suggested products and protocols unless it has had them (the first caller
 * wins the `farm_sanitary` row), inside the caller's transaction `tx`. The demo seeder uses it.
 */
export async function insertSuggestions(tx: Pick<Db, 'execute'>, farmId: string, today: string) {
  const { rows } = await tx.execute(sql`
    insert into farm_sanitary (farm_id) values (${farmId}) on conflict do nothing returning 1
  `);
  if (rows.length === 0) return false;
  const ids = new Map<string, string>();
  for (const p of SUGGESTED_PRODUCTS) {
    const id = randomUUID();
    ids.set(p.key, id);
    await tx.execute(sql`
      insert into sanitary_products (id, farm_id, name, type, withdrawal_days, dose_unit,
        brucellosis, suggestion, suggested)
      values (${id}::uuid, ${farmId}, ${p.name}, ${p.type}, ${p.withdrawalDays}, ${p.doseUnit},
        ${p.brucellosis}, ${p.key}, true)
    `);
  }
  for (const p of SUGGESTED_PROTOCOLS) {
    await tx.execute(sql`
      insert into sanitary_protocols (farm_id, name, product_id, sex, min_age_months,
        max_age_months, first_at_age_months, booster_days, every_days, months, active, notes,
        suggested, starts_on)
      values (${farmId}, ${p.name}, ${ids.get(p.productKey)!}::uuid, ${p.sex},
        ${p.minAgeMonths}::int, ${p.maxAgeMonths}::int, ${p.firstAtAgeMonths}::int,
        ${p.boosterDays}::int, ${p.everyDays}::int, ${monthsArray(p.months)}, ${p.active},
        ${p.notes}, true, ${today}::date)
    `);
  }
  return true;
}

/** insertSuggestions on a client inside the demo seeder's transaction. */
export const insertSuggestionsOn = (client: pg.ClientBase, farmId: string, today: string) =>
  insertSuggestions(overClient(client), farmId, today);

/** Makes the farm's suggestions once, in a transaction of its own (after a cheap look). */
export async function seedSuggestions(db: Db, farmId: string, today: string) {
  if (seededFarms.has(farmId)) return;
  const { rows: done } = await db.execute(
    sql`select 1 from farm_sanitary where farm_id = ${farmId}`,
  );
  if (done.length === 0) await db.transaction((tx) => insertSuggestions(tx, farmId, today));
  if (seededFarms.size >= SEEDED_MAX) seededFarms.delete(seededFarms.values().next().value!);
  seededFarms.add(farmId);
}

/**
 * Farms this process saw with their suggestions made (a farm_sanitary row goes only with its
 * farm), so the page's GETs skip the look-up; bounded, the first remembered forgotten first.
 */
const seededFarms = new Set<string>();
const SEEDED_MAX = 10_000;

async function assertLot(tx: Tx, farmId: string, lotId: string | null) {
  if (!lotId) return;
  const { rows } = await tx.execute(
    sql`select 1 from lots where farm_id = ${farmId} and id = ${lotId}::uuid`,
  );
  if (!rows[0]) throw invalid({ lotId: 'Lote não encontrado.' });
}

async function assertProduct(tx: Tx, farmId: string, productId: string) {
  const { rows } = await tx.execute(
    sql`select 1 from sanitary_products where farm_id = ${farmId} and id = ${productId}::uuid`,
  );
  if (!rows[0]) throw invalid({ productId: PRODUCT_NOT_FOUND });
}

export function catalogQueries(db: Db) {
  async function product(farmId: string, id: string, withMoney: boolean) {
    const { rows } = await db.execute<ProductRow>(sql`
      select p.id, p.name, p.type, p.withdrawal_days, p.dose_unit, p.price_per_dose,
        p.brucellosis, p.suggested,
        exists (select 1 from sanitary_dose_summaries s
          where s.farm_id = p.farm_id and s.product_id = p.id) as in_use
      from sanitary_products p where p.farm_id = ${farmId} and p.id = ${id}::uuid
    `);
    return rows[0] ? toProduct(rows[0], withMoney) : undefined;
  }

  async function protocol(farmId: string, id: string) {
    const { rows } = await db.execute<ProtocolRow>(sql`
      select r.id, r.name, r.product_id, p.name as product_name, r.sex, r.min_age_months,
        r.max_age_months, r.category, r.lot_id, l.name as lot_name, r.first_at_age_months,
        r.booster_days, r.every_days, r.months, r.active, r.notes, r.suggested,
        r.starts_on::text as starts_on
      from sanitary_protocols r
      join sanitary_products p on p.farm_id = r.farm_id and p.id = r.product_id
      left join lots l on l.farm_id = r.farm_id and l.id = r.lot_id
      where r.farm_id = ${farmId} and ${id === '*' ? sql`true` : sql`r.id = ${id}::uuid`}
      order by r.active desc, r.name, r.id
    `);
    return rows.map(toProtocol);
  }

  return {
    seedSuggestions: (farmId: string, today: string) => seedSuggestions(db, farmId, today),

    async products(farmId: string, withMoney: boolean): Promise<SanitaryProduct[]> {
      // In use: a dose of it not undone (the summaries' key starts with farm and product: one
      // index probe per product, not a count of every application).
      const { rows } = await db.execute<ProductRow>(sql`
        select p.id, p.name, p.type, p.withdrawal_days, p.dose_unit, p.price_per_dose,
          p.brucellosis, p.suggested,
          exists (select 1 from sanitary_dose_summaries s
            where s.farm_id = p.farm_id and s.product_id = p.id) as in_use
        from sanitary_products p
        where p.farm_id = ${farmId}
        order by p.name, p.id
      `);
      return rows.map((r) => toProduct(r, withMoney));
    },

    product,

    /** Adds a product; once per Idempotency-Key. */
    async createProduct(ctx: SanitaryWriteContext, input: ProductData) {
      const { rows } = await db.execute<{ id: string }>(sql`
        insert into sanitary_products (farm_id, user_id, name, type, withdrawal_days, dose_unit,
          price_per_dose, brucellosis, idempotency_key)
        values (${ctx.farmId}, ${ctx.userId}, ${input.name}, ${input.type},
          ${input.withdrawalDays}, ${input.doseUnit},
          ${ctx.withMoney ? input.pricePerDose : null}, ${input.brucellosis}, ${ctx.idempotencyKey})
        on conflict (farm_id, idempotency_key) do nothing
        returning id
      `);
      const id =
        rows[0]?.id ??
        (
          await db.execute<{ id: string }>(sql`
            select id from sanitary_products
            where farm_id = ${ctx.farmId} and idempotency_key = ${ctx.idempotencyKey}
          `)
        ).rows[0]!.id;
      return (await product(ctx.farmId, id, ctx.withMoney))!;
    },

    /** Edits a product (and confirms a suggestion); 'Campo' never reaches it (manager route). */
    async updateProduct(ctx: SanitaryWriteContext, id: string, input: ProductData) {
      const { rows } = await db.execute(sql`
        update sanitary_products set name = ${input.name}, type = ${input.type},
          withdrawal_days = ${input.withdrawalDays}, dose_unit = ${input.doseUnit},
          price_per_dose = ${input.pricePerDose}, brucellosis = ${input.brucellosis},
          suggested = false, updated_at = now()
        where farm_id = ${ctx.farmId} and id = ${id}::uuid
        returning 1
      `);
      if (!rows[0]) throw new AppError(404, 'NOT_FOUND', PRODUCT_NOT_FOUND);
      return (await product(ctx.farmId, id, ctx.withMoney))!;
    },

    /** Deletes a product never applied (and its protocols); 409 when it is in the history. */
    async deleteProduct(farmId: string, id: string) {
      const { rows: used } = await db.execute(sql`
        select 1 from sanitary_applications where farm_id = ${farmId} and product_id = ${id}::uuid
        limit 1
      `);
      if (used[0]) throw new AppError(409, 'PRODUCT_IN_USE', IN_USE_MESSAGE);
      const { rows } = await db.execute(sql`
        delete from sanitary_products where farm_id = ${farmId} and id = ${id}::uuid returning 1
      `);
      if (!rows[0]) throw new AppError(404, 'NOT_FOUND', PRODUCT_NOT_FOUND);
    },

    protocols: (farmId: string) => protocol(farmId, '*'),

    async createProtocol(ctx: SanitaryWriteContext, input: ProtocolData) {
      const id = await db.transaction(async (tx) => {
        await assertProduct(tx, ctx.farmId, input.productId);
        await assertLot(tx, ctx.farmId, input.lotId);
        const { rows } = await tx.execute<{ id: string }>(sql`
          insert into sanitary_protocols (farm_id, user_id, name, product_id, sex, min_age_months,
            max_age_months, category, lot_id, first_at_age_months, booster_days, every_days,
            months, active, notes, starts_on, idempotency_key)
          values (${ctx.farmId}, ${ctx.userId}, ${input.name}, ${input.productId}::uuid,
            ${input.sex}, ${input.minAgeMonths}::int, ${input.maxAgeMonths}::int,
            ${input.category}, ${input.lotId}::uuid, ${input.firstAtAgeMonths}::int,
            ${input.boosterDays}::int, ${input.everyDays}::int, ${monthsArray(input.months)},
            ${input.active}, ${input.notes}, ${ctx.today}::date, ${ctx.idempotencyKey})
          on conflict (farm_id, idempotency_key) do nothing
          returning id
        `);
        if (rows[0]) return rows[0].id;
        const { rows: again } = await tx.execute<{ id: string }>(sql`
          select id from sanitary_protocols
          where farm_id = ${ctx.farmId} and idempotency_key = ${ctx.idempotencyKey}
        `);
        return again[0]!.id;
      });
      return (await protocol(ctx.farmId, id))[0]!;
    },

    async updateProtocol(ctx: SanitaryWriteContext, id: string, input: ProtocolData) {
      await db.transaction(async (tx) => {
        await assertProduct(tx, ctx.farmId, input.productId);
        await assertLot(tx, ctx.farmId, input.lotId);
        const { rows } = await tx.execute(sql`
          update sanitary_protocols set name = ${input.name}, product_id = ${input.productId}::uuid,
            sex = ${input.sex}, min_age_months = ${input.minAgeMonths}::int,
            max_age_months = ${input.maxAgeMonths}::int, category = ${input.category},
            lot_id = ${input.lotId}::uuid, first_at_age_months = ${input.firstAtAgeMonths}::int,
            booster_days = ${input.boosterDays}::int, every_days = ${input.everyDays}::int,
            months = ${monthsArray(input.months)}, active = ${input.active},
            notes = ${input.notes}, suggested = false, updated_at = now()
          where farm_id = ${ctx.farmId} and id = ${id}::uuid
          returning 1
        `);
        if (!rows[0]) throw new AppError(404, 'NOT_FOUND', PROTOCOL_NOT_FOUND);
      });
      return (await protocol(ctx.farmId, id))[0]!;
    },

    async deleteProtocol(farmId: string, id: string) {
      const { rows } = await db.execute(sql`
        delete from sanitary_protocols where farm_id = ${farmId} and id = ${id}::uuid returning 1
      `);
      if (!rows[0]) throw new AppError(404, 'NOT_FOUND', PROTOCOL_NOT_FOUND);
    },
  };
}
