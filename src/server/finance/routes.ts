import { Hono, type Context } from 'hono';
import type { EntryCreated, EntryPage } from '../../domain/finance/api';
import { FINANCE_MANAGER_MESSAGE } from '../../domain/finance/constants';
import {
  cashFlowQuerySchema,
  ENTRY_PAGE,
  entriesQuerySchema,
  resultsQuerySchema,
} from '../../domain/finance/queries';
import {
  accountCreateSchema,
  accountRenameSchema,
  entrySchemaUntil,
  entryUpdateSchemaUntil,
  financeSettingsSchema,
  settleSchemaUntil,
} from '../../domain/finance/schemas';
import { undoEventSchema } from '../../domain/herd/schemas';
import { todayIn } from '../../domain/records/dates';
import type { Access, AccessEnv } from '../access/access';
import { CURSORS, readCursor } from '../cursor';
import { idParam, parseBody, parseQuery } from '../validate';
import { writeContextOf } from '../write-context';
import type { FinanceStore, FinanceViewer } from './store';
import { ACCOUNT_NOT_FOUND, ENTRY_NOT_FOUND } from './store/shared';

/**
 * 'Financeiro' (issue 43, decision 072) under /api/finance: the entries, the plano de contas, the
 * cash flow, the bills due, the year's figures and the settings (the bank statements are in
 * bank-routes.ts). Pro, Master and the trial (a lapsed plan reads); the owner and a Gerente only,
 * on every route ('Campo': 403, it carries money). Writes are once per `Idempotency-Key`.
 */
export function financeRoutes(deps: { access: Access; store: FinanceStore; now: () => Date }) {
  const { access, store, now } = deps;
  const manager = () =>
    access({ farmPage: true, feature: 'finance', manager: FINANCE_MANAGER_MESSAGE });
  const today = () => todayIn(now());
  const writeContext = (c: Context<AccessEnv>) => writeContextOf(c, today());
  const viewer = (c: Context<AccessEnv>): FinanceViewer => ({
    role: c.get('farm').role,
    userId: c.get('user').id,
  });
  const entryId = (c: Context<AccessEnv>) => idParam(c, ENTRY_NOT_FOUND);
  const accountId = (c: Context<AccessEnv>) => idParam(c, ACCOUNT_NOT_FOUND);

  return new Hono<AccessEnv>()
    .get('/entries', manager(), async (c) => {
      const { cursor, limit, ...filters } = parseQuery(c, entriesQuerySchema);
      const after = readCursor(CURSORS.weighings, cursor);
      const page = await store.entries(c.get('farm').id, viewer(c), filters, {
        limit: limit ?? ENTRY_PAGE,
        after,
      });
      const body: EntryPage = {
        items: page.items,
        totals: page.totals,
        nextCursor: page.last && CURSORS.weighings.encode(page.last),
      };
      return c.json(body);
    })
    .post('/entries', manager(), async (c) => {
      const ctx = writeContext(c);
      const input = await parseBody(c, entrySchemaUntil(ctx.today));
      const { items, replayed } = await store.createEntry(ctx, input, viewer(c));
      const body: EntryCreated = { items };
      return c.json(body, replayed ? 200 : 201);
    })
    .put('/entries/:id', manager(), async (c) => {
      const id = entryId(c);
      const ctx = writeContext(c);
      const input = await parseBody(c, entryUpdateSchemaUntil(ctx.today));
      return c.json(await store.updateEntry(ctx, id, input, viewer(c)));
    })
    .post('/entries/:id/settle', manager(), async (c) => {
      const id = entryId(c);
      const ctx = writeContext(c);
      const input = await parseBody(c, settleSchemaUntil(ctx.today));
      return c.json(await store.settleEntry(ctx, id, input, viewer(c)));
    })
    .post('/entries/:id/undo', manager(), async (c) => {
      const id = entryId(c);
      const { reason } = await parseBody(c, undoEventSchema);
      await store.undoEntry(writeContext(c), id, reason);
      return c.body(null, 204);
    })
    .get('/accounts', manager(), async (c) =>
      c.json({ items: await store.accounts(c.get('farm').id) }),
    )
    .post('/accounts', manager(), async (c) => {
      const input = await parseBody(c, accountCreateSchema);
      const { account, replayed } = await store.createAccount(writeContext(c), input);
      return c.json(account, replayed ? 200 : 201);
    })
    .put('/accounts/:id', manager(), async (c) => {
      const id = accountId(c);
      const input = await parseBody(c, accountRenameSchema);
      return c.json(await store.renameAccount(c.get('farm').id, id, input));
    })
    .post('/accounts/:id/archive', manager(), async (c) =>
      c.json(await store.archiveAccount(c.get('farm').id, accountId(c))),
    )
    .post('/accounts/:id/restore', manager(), async (c) =>
      c.json(await store.restoreAccount(c.get('farm').id, accountId(c))),
    )
    .get('/cash-flow', manager(), async (c) => {
      const query = parseQuery(c, cashFlowQuerySchema);
      return c.json(await store.cashFlow(c.get('farm').id, today(), query));
    })
    .get('/due', manager(), async (c) => c.json(await store.due(c.get('farm').id, today())))
    .get('/results', manager(), async (c) => {
      const query = parseQuery(c, resultsQuerySchema);
      const period =
        query.year !== undefined
          ? { from: `${query.year}-01-01`, to: `${query.year}-12-31`, year: query.year }
          : { from: query.from!, to: query.to! };
      return c.json(await store.results(c.get('farm').id, today(), period));
    })
    .get('/settings', manager(), async (c) => c.json(await store.settings(c.get('farm').id)))
    .put('/settings', manager(), async (c) => {
      const input = await parseBody(c, financeSettingsSchema);
      return c.json(await store.saveSettings(c.get('farm').id, input));
    });
}
