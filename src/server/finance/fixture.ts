import type { AccountView, EntryCreated, EntryView } from '../../domain/finance/api';
import { json } from '../test/responses';
import { keyOf, reproFarm, type Who } from '../reproduction/fixture';

/*
 * The farm the finance route tests play on: the reproduction tests' farm (a Master owner with a
 * 'Gerente' and a 'Campo', an outsider who owns another farm; today is 15/06/2026 in São Paulo).
 */

export async function financeFarm(prefix: string) {
  const f = await reproFarm(prefix);
  const send = (
    who: Who,
    method: string,
    path: string,
    body?: unknown,
    key?: string,
    headers: Record<string, string> = {},
  ) =>
    f.t.sendAs(f.as[who], method, `/api/finance${path}`, body, {
      ...(key ? { 'Idempotency-Key': keyOf(key) } : {}),
      ...headers,
    });
  let chart: AccountView[] | null = null;
  /** The farm's accounts (seeded by the first read), by seeded key. */
  const accounts = async () => {
    chart ??= (await json<{ items: AccountView[] }>(send('owner', 'GET', '/accounts'), 200)).items;
    return chart;
  };
  const account = async (key: string) => (await accounts()).find((a) => a.key === key)!.id;
  /** An entry (an expense of R$ 100,00 in 'Outras despesas', realized today, unless told). */
  const entry = async (over: Record<string, unknown> = {}, who: Who = 'owner', key?: string) => {
    const type = (over.type as string | undefined) ?? 'expense';
    const body = {
      type,
      date: '2026-06-10',
      description: 'Lançamento de teste',
      amount: 100,
      accountId: await account(type === 'income' ? 'other-income' : 'other-expenses'),
      status: 'realized',
      ...over,
    };
    const made = await json<EntryCreated>(send(who, 'POST', '/entries', body, key), 201);
    return made.items[0]!;
  };
  const one = async (id: string) =>
    (
      await json<{ items: EntryView[] }>(send('owner', 'GET', `/entries?limit=100`), 200)
    ).items.find((e) => e.id === id);
  /** Rows of the finance tables, to tell that a refusal wrote nothing. */
  const rows = async () =>
    (
      await f.t.db.$client.query<{ n: string }>(`
        select (select count(*) from finance_entries) || '/' ||
          (select count(*) from finance_accounts) || '/' ||
          (select coalesce(sum(amount_cents), 0) from finance_entries) || '/' ||
          (select count(*) from finance_entries where undone_at is not null) || '/' ||
          (select count(*) from finance_settings) as n`)
    ).rows[0]!.n;
  return { ...f, send, accounts, account, entry, one, rows };
}
