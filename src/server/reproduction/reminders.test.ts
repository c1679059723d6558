import { describe, expect, it } from 'vitest';
import type { IatfProtocol } from '../../domain/reproduction/api';
import type { MailMessage } from '../mail/mailer';
import { sendSanitaryReminders } from '../sanitary/reminders';
import { json } from '../test/responses';
import { reproFarm } from './fixture';
import { iatfWeek } from './store/reminders';

/*
 * The weekly e-mail lists the IATF steps of the week (issue 41 item 3), on a farm with no
 * sanitary protocol too: to the owner and the 'Gerente', never to 'Campo'.
 */
describe('the IATF steps in the weekly e-mail', () => {
  it("lists 'D8: Retirada do dispositivo — 2 vacas' on its date, to the owner and Gerente", async () => {
    const f = await reproFarm('iatf-email');
    const season = await f.season('Estação 2026', '2026-06-01', '2026-08-31');
    const { items } = await json<{ items: IatfProtocol[] }>(
      f.send('field', 'GET', '/protocols'),
      200,
    );
    const protocol = items.find((p) => p.name === 'IATF convencional (D0-D8-D10)')!;
    const animalIds = [await f.animal(), await f.animal()];
    const batch = { seasonId: season, protocolId: protocol.id, animalIds };
    // D0 on 07/06: D8 and D10 fall in the week of Monday 15/06, D0 before it.
    await json(f.send('field', 'POST', '/batches', { ...batch, startsOn: '2026-06-07' }), 201);
    // Another batch long over: none of its steps is listed.
    await json(f.send('field', 'POST', '/batches', { ...batch, startsOn: '2026-05-01' }), 201);

    const sent: MailMessage[] = [];
    const count = await sendSanitaryReminders({
      db: f.t.db,
      mailer: { send: async (m) => void sent.push(m) },
      now: new Date('2026-06-15T10:00:00Z'),
      origin: 'http://192.168.0.10:3000',
      iatfWeek: (farmId, today) => iatfWeek(f.t.db, farmId, today),
    });

    expect(count).toBe(2);
    expect(sent.map((m) => m.to).sort()).toEqual(['dona@iatf-email.com', 'manager@iatf-email.com']);
    const mail = sent[0]!;
    expect(mail.subject).toMatch(/^IATF: 2 passos nos próximos 7 dias — /);
    expect(mail.text).toContain(
      '15/06/2026 — D8: Retirada do dispositivo — 2 vacas (IATF convencional (D0-D8-D10) — 07/06/2026)',
    );
    expect(mail.text).toContain('17/06/2026 — D10: Inseminação — 2 vacas');
    expect(mail.text).not.toContain('D0:');
    expect(mail.text).toContain('http://192.168.0.10:3000/reproducao');
    await f.t.close();
  });
});
