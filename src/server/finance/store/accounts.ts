import { sql } from 'drizzle-orm';
import type { AccountView, FinanceSettings } from '../../../domain/finance/api';
import {
  DEFAULT_FUNRURAL_RATE,
  GROUP_OF_KIND,
  type AccountGroup,
  type AccountKind,
} from '../../../domain/finance/constants';
import type {
  AccountCreateData,
  AccountRenameData,
  FinanceSettingsData,
} from '../../../domain/finance/schemas';
import type { Db } from '../../db/client';
import { insertOnce } from '../../db/insert-once';
import { isUniqueViolation } from '../../db/last-write-wins';
import { financeAccounts } from '../../db/schema';
import { farmMemo } from '../../farm-records';
import {
  ACCOUNT_NAME_TAKEN,
  ACCOUNT_NOT_FOUND,
  conflict,
  notFound,
  seedAccounts,
  type FinanceWriteContext,
} from './shared';

/* The farm's plano de contas (seeded the first time it is read) and its finance settings. */

interface AccountRow extends Record<string, unknown> {
  id: string;
  key: string | null;
  name: string;
  kind: AccountKind;
  account_group: AccountGroup;
  entries: number;
  archived: boolean;
}

const toAccount = (r: AccountRow): AccountView => ({
  id: r.id,
  key: r.key,
  name: r.name,
  kind: r.kind,
  group: r.account_group,
  entries: r.entries,
  archived: r.archived,
});

async function named<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(ACCOUNT_NAME_TAKEN);
    throw error;
  }
}

/*
 * The chart with each account's count of entries, kept between the farm's changes (decision 049,
 * scope 'finance'): the counts are a pass over the book's account index (~50 ms at 50,000
 * entries), asked by every visit to /financeiro (its filter and form).
 */
const chartMemo = farmMemo<AccountView[]>('finance');

export function accountQueries(db: Db) {
  /** The farm's accounts (`id` alone when given): the seeded in the chart's order, then its own. */
  const read = async (farmId: string, id?: string) => {
    const { rows } = await db.execute<AccountRow>(sql`
      select a.id, a.key, a.name, a.kind, a.account_group, a.archived_at is not null as archived,
        (select count(*)::int from finance_entries e where e.farm_id = a.farm_id
          and e.account_id = a.id and e.undone_at is null) as entries
      from finance_accounts a
      where a.farm_id = ${farmId} ${id ? sql`and a.id = ${id}::uuid` : sql``}
      order by a.position nulls last, lower(a.name), a.id`);
    return rows.map(toAccount);
  };
  const one = async (farmId: string, id: string) => {
    const [account] = await read(farmId, id);
    if (!account) throw notFound(ACCOUNT_NOT_FOUND);
    return account;
  };
  /** Archives or restores an account (never deleted: its entries keep naming it). */
  const archive = async (farmId: string, id: string, archived: boolean) => {
    const { rows } = await db.execute(sql`
      update finance_accounts set updated_at = now(),
        archived_at = ${archived ? sql`coalesce(archived_at, now())` : sql`null`}
      where farm_id = ${farmId} and id = ${id}::uuid returning id`);
    if (!rows[0]) throw notFound(ACCOUNT_NOT_FOUND);
    return one(farmId, id);
  };

  return {
    /** 'Plano de contas': written the first time the farm reads it. */
    async accounts(farmId: string) {
      return chartMemo(db, farmId, '', async () => {
        await seedAccounts(db, farmId);
        return read(farmId);
      });
    },

    /** 'Nova conta' (once per Idempotency-Key); its group follows its kind; a name taken is a 409. */
    async createAccount(ctx: FinanceWriteContext, input: AccountCreateData) {
      await seedAccounts(db, ctx.farmId);
      const { row, replayed } = await named(() =>
        insertOnce(db, financeAccounts, {
          farmId: ctx.farmId,
          userId: ctx.userId,
          name: input.name,
          kind: input.kind,
          group: GROUP_OF_KIND[input.kind],
          idempotencyKey: ctx.idempotencyKey,
        }),
      );
      return { account: await one(ctx.farmId, row.id), replayed };
    },

    /** 'Renomear conta': a seeded one keeps its key and group. */
    async renameAccount(farmId: string, id: string, input: AccountRenameData) {
      const { rows } = await named(() =>
        db.execute(sql`
          update finance_accounts set name = ${input.name}, updated_at = now()
          where farm_id = ${farmId} and id = ${id}::uuid returning id`),
      );
      if (!rows[0]) throw notFound(ACCOUNT_NOT_FOUND);
      return one(farmId, id);
    },

    archiveAccount: (farmId: string, id: string) => archive(farmId, id, true),
    restoreAccount: (farmId: string, id: string) => archive(farmId, id, false),

    /** The farm's settings: the Funrural rate, 1,5 % until it sets its own. */
    async settings(farmId: string): Promise<FinanceSettings> {
      const { rows } = await db.execute<{ rate: number }>(sql`
        select funrural_rate::float8 as rate from finance_settings where farm_id = ${farmId}`);
      return { funruralRate: rows[0]?.rate ?? DEFAULT_FUNRURAL_RATE };
    },

    /**
     * Saves the settings. A new rate is the one of the sales recorded or changed from now on:
     * the Funrural lines already in the book keep the rate they were written at.
     */
    async saveSettings(farmId: string, input: FinanceSettingsData): Promise<FinanceSettings> {
      await db.execute(sql`
        insert into finance_settings (farm_id, funrural_rate) values (${farmId}, ${input.funruralRate})
        on conflict (farm_id) do update set funrural_rate = excluded.funrural_rate,
          updated_at = now()`);
      return { funruralRate: input.funruralRate };
    },
  };
}
