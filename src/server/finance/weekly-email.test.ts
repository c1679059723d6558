import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AccountView, DueView } from '../../domain/finance/api';
import { formatCents } from '../../domain/finance/money';
import { isPagePath } from '../../domain/routes';
import type { MailMessage } from '../mail/mailer';
import { sendSanitaryReminders, weeklyEmailFor } from '../sanitary/reminders';
import { json } from '../test/responses';
import { financeFarm } from './fixture';
import { financeStore } from './store';

/*
 * 'Contas a pagar' and 'Contas a receber' in the weekly e-mail (issue 43 item 5): the bills the
 * screen's /due lists, to the owner and the 'Gerente' of a farm on a plan with the Financeiro —
 * never to 'Campo', nor on Starter or a lapsed plan — with the link to the cash flow at the app's
 * address. Today is Monday 15/06/2026 in São Paulo.
 */

const ORIGIN = 'http://192.168.0.10:3000';
const MONDAY = new Date('2026-06-15T10:00:00Z'); // 07:00 in São Paulo
const NEXT_MONDAY = new Date('2026-06-22T10:00:00Z');

let f: Awaited<ReturnType<typeof financeFarm>>;
beforeAll(async () => {
  f = await financeFarm('conta-email');
});
afterAll(() => f.t.close());

async function run(now = MONDAY) {
  const sent: MailMessage[] = [];
  const store = financeStore(f.t.db);
  const count = await sendSanitaryReminders({
    db: f.t.db,
    mailer: { send: async (m) => void sent.push(m) },
    now,
    origin: ORIGIN,
    financeDue: (farmId, today, listed) => store.due(farmId, today, listed),
  });
  expect(count).toBe(sent.length);
  return sent;
}

const planned = (over: Record<string, unknown>) =>
  f.entry({ status: 'planned', date: '2026-06-01', ...over });

describe('the bills in the weekly e-mail', () => {
  it('lists the next 30 days’ bills (the overdue too) to the owner and the Gerente, never Campo', async () => {
    await planned({ description: 'Conserto da bomba do poço', amount: 350, dueDate: '2026-06-10' });
    await planned({ description: 'Energia — Energisa', amount: 1234.56, dueDate: '2026-06-25' });
    await planned({
      description: 'Trator New Holland TL5',
      amount: 1234567.89,
      dueDate: '2026-07-10',
      accountId: await f.account('machinery-improvements'),
    });
    await planned({
      type: 'income',
      description: 'Venda de esterco',
      amount: 800,
      dueDate: '2026-06-30',
      accountId: await f.account('other-income'),
    });
    // None of these: after the 30 days, paid already, undone.
    await planned({ description: 'Seguro da caminhonete', amount: 999, dueDate: '2026-07-16' });
    await f.entry({ description: 'Sal mineral pago', amount: 777, date: '2026-06-12' });
    const undone = await planned({ description: 'Lançada por engano', dueDate: '2026-06-20' });
    const reason = { reason: 'Lançado por engano' };
    expect((await f.send('owner', 'POST', `/entries/${undone.id}/undo`, reason)).status).toBe(204);

    const sent = await run();
    expect(sent.map((m) => m.to).sort()).toEqual([
      'dona@conta-email.com',
      'manager@conta-email.com',
    ]);
    const mail = sent.find((m) => m.to === 'manager@conta-email.com')!;
    expect(mail.subject).toMatch(/^Financeiro: 3 contas a pagar e 1 a receber — /);
    // The totals are the screen's (GET /due), in pt-BR money.
    const due = await json<DueView>(f.send('owner', 'GET', '/due'), 200);
    expect(due.payable.total).toBe(123_615_245);
    expect(mail.text).toContain(
      `Contas a pagar: 3 contas, ${formatCents(due.payable.total)} (R$ 350,00 vencidos)`,
    );
    expect(mail.text).toContain('Contas a pagar: 3 contas, R$ 1.236.152,45 (R$ 350,00 vencidos)');
    expect(mail.text).toContain(
      [
        '10/06/2026 — Conserto da bomba do poço — R$ 350,00 (vencida)',
        '25/06/2026 — Energia — Energisa — R$ 1.234,56',
        '10/07/2026 — Trator New Holland TL5 — R$ 1.234.567,89',
        'Contas a receber: 1 conta, R$ 800,00',
        '30/06/2026 — Venda de esterco — R$ 800,00',
      ].join('\n'),
    );
    expect(mail.text).not.toMatch(/Seguro|Sal mineral|engano/);
    expect(mail.text).toContain(`\n${ORIGIN}/financeiro?aba=fluxo\n`);
    expect(mail.html).toContain(`href="${ORIGIN}/financeiro?aba=fluxo"`);
    expect(isPagePath(new URL(`${ORIGIN}/financeiro?aba=fluxo`).pathname)).toBe(true);
    expect(mail.text).not.toContain('localhost');

    // Once a week: a later run of the same week sends nothing.
    expect(await run(new Date('2026-06-17T10:00:00Z'))).toEqual([]);
  });

  it('Campo never gets money: a part of bills alone is no e-mail for that role', () => {
    const parts = {
      farmName: 'Fazenda Boa Vista',
      overdue: 0,
      nextWeek: 0,
      byProtocol: [],
      finance: {
        payable: {
          items: [
            {
              id: 'a',
              type: 'expense' as const,
              description: 'Energia',
              dueDate: '2026-06-20',
              amountCents: 50_000,
              overdue: false,
            },
          ],
          count: 1,
          total: 50_000,
          overdueTotal: 0,
        },
        receivable: { items: [], count: 0, total: 0, overdueTotal: 0 },
        until: '2026-07-15',
      },
    };
    const as = (role: 'owner' | 'manager' | 'field') =>
      weeklyEmailFor({ email: `${role}@f.com`, name: '', role }, parts, ORIGIN);
    expect(as('field')).toBeNull();
    expect(as('owner')?.text).toContain('Energia — R$ 500,00');
    expect(as('manager')?.text).toContain('Energia — R$ 500,00');
    // With something else to say, 'Campo''s e-mail leaves the bills out.
    const withSanitary = {
      ...parts,
      overdue: 1,
      byProtocol: [{ protocolName: 'Raiva', productName: 'Vacina', overdue: 1, nextWeek: 0 }],
    };
    const field = weeklyEmailFor(
      { email: 'c@f.com', name: '', role: 'field' },
      withSanitary,
      ORIGIN,
    );
    expect(field?.text).toContain('Raiva (Vacina): 1 atrasada');
    expect(field?.subject).not.toContain('Financeiro');
    expect(`${field?.text}${field?.html}`).not.toMatch(/R\$|Contas a|financeiro/);
  });

  it('nothing on Starter or a lapsed plan; a farm without bills nor protocols gets nothing', async () => {
    // Another farm, on the trial, with one bill of its own: only its owner hears of it.
    const outsider = 'outro@conta-email.com';
    const chart = await json<{ items: AccountView[] }>(f.send('outsider', 'GET', '/accounts'), 200);
    const body = {
      type: 'expense',
      date: '2026-06-15',
      description: 'Frete do vizinho',
      amount: 4321,
      accountId: chart.items.find((a) => a.key === 'freight')!.id,
      status: 'planned',
      dueDate: '2026-06-29',
    };
    await json(f.send('outsider', 'POST', '/entries', body), 201);
    await f.t.setSubscription('dona@conta-email.com', { plan: 'STARTER' });
    await f.t.setSubscription(outsider, { plan: 'PRO', status: 'active', trialEndsAt: null });
    const sent = await run(NEXT_MONDAY);
    expect(sent.map((m) => m.to)).toEqual([outsider]);
    expect(sent[0]!.text).toContain('29/06/2026 — Frete do vizinho — R$ 4.321,00');
    expect(sent[0]!.text).not.toContain('Energia');

    await f.t.setSubscription(outsider, { plan: 'PRO', status: 'inactive' });
    await f.t.setSubscription('dona@conta-email.com', { plan: 'MASTER', status: 'overdue' });
    expect(await run(new Date('2026-06-29T10:00:00Z'))).toEqual([]);
  });
});
