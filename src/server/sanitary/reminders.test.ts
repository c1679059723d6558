import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AnimalDetail } from '../../domain/herd/api';
import { connectDatabase, type Database } from '../db/client';
import { financeStore } from '../finance/store';
import type { MailMessage, Mailer } from '../mail/mailer';
import { createTestApp } from '../test/test-app';
import { sendSanitaryReminders } from './reminders';
import { mondayOf } from './store/reminders';

/*
 * The weekly sanitary e-mail (issue 26 item 6): to the owner and each 'Gerente' who did not turn
 * it off, once per farm and week even when two instances run the job at once; nothing to
 * 'Campo', nothing when nothing is due, nothing on a plan without the sanitary records.
 */
let t: Awaited<ReturnType<typeof createTestApp>>;
let second: Database;
let owner: string;
const ORIGIN = 'http://192.168.0.10:3000';
const MONDAY = new Date('2026-06-15T10:00:00Z'); // 07:00 in São Paulo
const DAY = 24 * 60 * 60 * 1000;

const call = async (cookie: string, method: string, path: string, body?: unknown) => {
  const res = await t.request(path, {
    method,
    headers: { cookie },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  expect(res.status, `${method} ${path}: ${text}`).toBeLessThan(300);
  return JSON.parse(text || 'null') as unknown;
};

/** A mailbox that takes its time, so that two runs overlap. */
function mailbox(fail?: (m: MailMessage) => boolean) {
  const sent: MailMessage[] = [];
  const mailer: Mailer = {
    send: async (m) => {
      await new Promise((r) => setTimeout(r, 30));
      if (fail?.(m)) throw new Error('SMTP fora do ar');
      sent.push(m);
    },
  };
  return { sent, mailer };
}
// With the Financeiro wired as main.ts does: these farms have no bills, so no such part.
const run = (mailer: Mailer, now = MONDAY, db = t.db) =>
  sendSanitaryReminders({
    db,
    mailer,
    now,
    origin: ORIGIN,
    financeDue: (farmId, today, listed) => financeStore(db).due(farmId, today, listed),
  });

/** A farm with a worming every 30 days for every animal, from 2026-05-01. */
async function farmWithProtocol(cookie: string, animals: number) {
  t.clock.now = new Date('2026-05-01T15:00:00Z');
  const product = (await call(cookie, 'POST', '/api/sanitary/products', {
    name: 'Ivermectina 1%',
    type: 'Vermífugo',
    withdrawalDays: 35,
    doseUnit: 'mL',
  })) as { id: string };
  await call(cookie, 'POST', '/api/sanitary/protocols', {
    name: 'Vermifugação',
    productId: product.id,
    everyDays: 30,
  });
  const ids: string[] = [];
  for (let i = 1; i <= animals; i++) {
    const a = (await call(cookie, 'POST', '/api/animals', {
      tag: `V-${i}`,
      sex: i % 2 ? 'F' : 'M',
      entryDate: '2026-04-01',
    })) as AnimalDetail;
    ids.push(a.id);
  }
  return { productId: product.id, ids };
}

beforeAll(async () => {
  t = await createTestApp();
  second = connectDatabase(t.databaseUrl, { max: 2 });
  const MASTER = { plan: 'MASTER', status: 'active', trialEndsAt: null } as const;
  owner = await t.createUser({ name: 'Olga Dona', email: 'dona@sanidade.com' });
  await t.setSubscription('dona@sanidade.com', MASTER);
  const farm = await t.farmOf('dona@sanidade.com');
  const join = async (email: string, role: 'manager' | 'field') => {
    const { id } = (await call(owner, 'POST', `/api/farms/${farm}/invitations`, {
      email,
      role,
    })) as { id: string };
    const cookie = await t.createUser({ name: email.split('@')[0], email });
    await call(cookie, 'POST', `/api/invitations/${id}/accept`);
    return cookie;
  };
  await join('gerente@sanidade.com', 'manager');
  const quiet = await join('gerente-sem-email@sanidade.com', 'manager');
  await join('campo@sanidade.com', 'field');
  await call(quiet, 'PUT', '/api/sanitary/settings', { weeklyEmail: false });

  // Overdue since 2026-05-01: V-1 and V-2; V-3 wormed on 2026-05-20 is due on 2026-06-19.
  const { productId, ids } = await farmWithProtocol(owner, 3);
  t.clock.now = new Date('2026-05-20T15:00:00Z');
  await call(owner, 'POST', '/api/sanitary/applications', {
    productId,
    date: '2026-05-20',
    dose: 5,
    target: { animalIds: [ids[2]] },
  });

  // A Pro farm whose protocol has no animal yet, and a farm back on Starter with animals due.
  const pro = await t.createUser({ email: 'pro@sanidade.com' });
  await t.setSubscription('pro@sanidade.com', { plan: 'PRO', status: 'active', trialEndsAt: null });
  await farmWithProtocol(pro, 0);
  const starter = await t.createUser({ email: 'starter@sanidade.com' });
  await farmWithProtocol(starter, 2);
  await t.setSubscription('starter@sanidade.com', {
    plan: 'STARTER',
    status: 'active',
    trialEndsAt: null,
  });
});
afterAll(async () => {
  await second?.close();
  await t?.close();
});

describe('the weekly sanitary e-mail', () => {
  it('the week is its Monday', () => {
    expect(mondayOf('2026-06-15')).toBe('2026-06-15');
    expect(mondayOf('2026-06-21')).toBe('2026-06-15'); // Sunday
    expect(mondayOf('2026-06-17')).toBe('2026-06-15');
    expect(mondayOf('2026-03-01')).toBe('2026-02-23');
  });

  it('a failed send leaves the week unclaimed, so the retry sends it', async () => {
    const broken = mailbox((m) => m.to === 'gerente@sanidade.com');
    await expect(run(broken.mailer)).rejects.toThrow('without their sanitary e-mail');
    const { rows } = await t.db.execute(sql`select 1 from sanitary_reminder_weeks`);
    expect(rows).toHaveLength(0);
  });

  it('two instances at once: one e-mail per person and farm-week, none to Campo or opted out', async () => {
    const box = mailbox();
    const counts = await Promise.all([run(box.mailer), run(box.mailer, MONDAY, second.db)]);
    expect(counts.sort()).toEqual([0, 2]);
    // Not the opted-out Gerente, not Campo; not the Pro farm (nothing due), not the Starter one.
    expect(box.sent.map((m) => m.to).sort()).toEqual(['dona@sanidade.com', 'gerente@sanidade.com']);
    const mail = box.sent[0]!;
    expect(mail.subject).toBe(
      'Sanidade: 2 aplicações atrasadas e 1 nos próximos 7 dias — Fazenda de Olga',
    );
    expect(mail.text).toContain(
      'Vermifugação (Ivermectina 1%): 2 atrasadas, 1 nos próximos 7 dias',
    );
    expect(mail.text).toContain(`${ORIGIN}/sanidade`);
    expect(mail.text).not.toContain('V-1'); // counts, not animals
    expect(mail.text).not.toMatch(/Contas a|Financeiro/); // no bills: no such part
    expect(mail.html).toContain(`href="${ORIGIN}/sanidade"`);
    const { rows } = await t.db.execute<{ week: string; recipients: number }>(
      sql`select week::text as week, recipients from sanitary_reminder_weeks`,
    );
    expect(rows).toEqual([{ week: '2026-06-15', recipients: 2 }]);

    // Later that week (a retry, another instance's schedule): nothing more.
    expect(await run(box.mailer, new Date(MONDAY.getTime() + 2 * DAY))).toBe(0);
    expect(box.sent).toHaveLength(2);
  });

  it('goes out again the next week, while anything is due', async () => {
    const box = mailbox();
    expect(await run(box.mailer, new Date(MONDAY.getTime() + 7 * DAY))).toBe(2);
    // 2026-06-22: V-3 (due 2026-06-19) is overdue too.
    expect(box.sent[0]!.subject).toBe('Sanidade: 3 aplicações atrasadas — Fazenda de Olga');
  });
});
