import { describe, expect, it } from 'vitest';
import { sanitaryReminderEmail, sanitarySubject } from './sanitary-templates';

describe('the weekly sanitary e-mail', () => {
  it('says in its subject what is overdue and what comes, leaving out an empty part', () => {
    const farmName = 'Fazenda Boa Vista';
    expect(sanitarySubject({ farmName, overdue: 12, nextWeek: 30 })).toBe(
      'Sanidade: 12 aplicações atrasadas e 30 nos próximos 7 dias — Fazenda Boa Vista',
    );
    expect(sanitarySubject({ farmName, overdue: 1, nextWeek: 0 })).toBe(
      'Sanidade: 1 aplicação atrasada — Fazenda Boa Vista',
    );
    expect(sanitarySubject({ farmName, overdue: 0, nextWeek: 20000 })).toBe(
      'Sanidade: 20.000 aplicações nos próximos 7 dias — Fazenda Boa Vista',
    );
  });

  it('counts per protocol, names ten of them and sums up the rest', () => {
    const byProtocol = Array.from({ length: 12 }, (_, i) => ({
      protocolName: `Protocolo ${i + 1}`,
      productName: 'Vacina',
      overdue: i === 0 ? 1500 : 1,
      nextWeek: i === 0 ? 0 : 2,
    }));
    const mail = sanitaryReminderEmail({
      to: 'dona@fazenda.com',
      name: 'Olga',
      url: 'http://192.168.0.10:3000/sanidade',
      farmName: 'Santa Rita',
      overdue: 1511,
      nextWeek: 22,
      byProtocol,
    });
    expect(mail.text).toContain('aplicações da fazenda Santa Rita atrasadas');
    expect(mail.text).toContain('Protocolo 1 (Vacina): 1.500 atrasadas\n');
    expect(mail.text).toContain('Protocolo 2 (Vacina): 1 atrasada, 2 nos próximos 7 dias');
    expect(mail.text).not.toContain('Protocolo 11');
    expect(mail.text).toContain('Outros 2 protocolos: 6 aplicações');
    expect(mail.html).toContain('href="http://192.168.0.10:3000/sanidade"');
  });
});
