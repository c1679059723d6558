import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MailMessage } from '../../mail/mailer';
import { createTestApp } from '../../test/test-app';
import { sendTrialReminders } from './trial-reminders';

/** 'Trial ending in 2 days' (issue 8, point 7): once per trial, never lost on a mail failure. */
let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const NOW = new Date('2026-03-10T15:00:00Z');
const HOUR = 60 * 60 * 1000;
const sent: MailMessage[] = [];
const mailer = { send: async (m: MailMessage) => void sent.push(m) };
const run = (now = NOW, via = mailer) =>
  sendTrialReminders({ db: t.db, mailer: via, now, origin: 'http://192.168.0.10:3000' });

async function account(email: string, trialEndsAt: Date | null) {
  await t.createUser({ email });
  await t.setSubscription(email, { trialEndsAt });
}

describe('sendTrialReminders', () => {
  it('tells each trial ending within two days, once', async () => {
    await account('acaba-amanha@fazenda.com', new Date(NOW.getTime() + 36 * HOUR));
    await account('acaba-em-5-dias@fazenda.com', new Date(NOW.getTime() + 5 * 24 * HOUR));
    await account('ja-acabou@fazenda.com', new Date(NOW.getTime() - HOUR));
    await account('pagante@fazenda.com', null);

    expect(await run()).toBe(1);
    expect(sent.map((m) => m.to)).toEqual(['acaba-amanha@fazenda.com']);
    expect(sent[0]!.subject).toBe('Seu teste grátis do Arroba Certa termina em 2 dias');
    expect(sent[0]!.text).toContain('12/03/2026');
    expect(sent[0]!.text).toContain('http://192.168.0.10:3000/pricing?plan=PRO');

    expect(await run(new Date(NOW.getTime() + HOUR))).toBe(0); // the next hourly run
    expect(sent).toHaveLength(1);
    // Three days later the 5-day trial is within two days of its end.
    expect(await run(new Date(NOW.getTime() + 3 * 24 * HOUR + HOUR))).toBe(1);
    expect(sent.at(-1)!.to).toBe('acaba-em-5-dias@fazenda.com');
  });

  it('a failed e-mail is not marked as sent, so the retry sends it', async () => {
    await account('falha@fazenda.com', new Date(NOW.getTime() + 10 * HOUR));
    const broken = { send: () => Promise.reject(new Error('SMTP fora do ar')) };
    await expect(run(NOW, broken)).rejects.toThrow('not sent');
    const before = sent.length;
    expect(await run()).toBe(1);
    expect(sent.slice(before).map((m) => m.to)).toEqual(['falha@fazenda.com']);
  });
});
