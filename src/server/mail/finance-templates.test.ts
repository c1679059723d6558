import { describe, expect, it } from 'vitest';
import type { DueView } from '../../domain/finance/api';
import type { DueList } from '../../domain/finance/cash-flow';
import { financeLines, financeSubjectPart, LISTED_BILLS } from './finance-templates';
import { sanitaryReminderEmail } from './sanitary-templates';

/* The weekly e-mail's 'Contas a pagar' and 'Contas a receber' (issue 43 item 5). */

const ORIGIN = 'http://192.168.0.10:3000';

/** A list of bills due on the 20th onwards (the first `overdue` on the 10th), R$ 100,00 each. */
function list(type: 'income' | 'expense', count: number, overdue = 0): DueList {
  const items = Array.from({ length: Math.min(count, LISTED_BILLS) }, (_, i) => ({
    id: `${type}-${i}`,
    type,
    description: `${type === 'expense' ? 'Conta' : 'Recebimento'} ${i + 1}`,
    dueDate: i < overdue ? '2026-06-10' : `2026-06-${20 + i}`,
    amountCents: 10_000,
    overdue: i < overdue,
  }));
  return { items, count, total: count * 10_000, overdueTotal: overdue * 10_000 };
}

const due = (over: Partial<DueView> = {}): DueView => ({
  payable: list('expense', 0),
  receivable: list('income', 0),
  until: '2026-07-15',
  ...over,
});

const sanitary = {
  overdue: 2,
  nextWeek: 1,
  byProtocol: [
    { protocolName: 'Vermifugação', productName: 'Ivermectina 1%', overdue: 2, nextWeek: 1 },
  ],
};
const NOTHING = { overdue: 0, nextWeek: 0, byProtocol: [] };
const person = {
  to: 'dona@fazenda.com',
  name: 'Olga',
  url: `${ORIGIN}/sanidade`,
  reproductionUrl: `${ORIGIN}/reproducao`,
  financeUrl: `${ORIGIN}/financeiro?aba=fluxo`,
  farmName: 'Fazenda Boa Vista',
};

describe("the weekly e-mail's bills", () => {
  it('says in the subject how many bills each list has, leaving out an empty list', () => {
    expect(financeSubjectPart(due({ payable: list('expense', 3) }))).toBe(
      'Financeiro: 3 contas a pagar',
    );
    expect(financeSubjectPart(due({ receivable: list('income', 1) }))).toBe(
      'Financeiro: 1 conta a receber',
    );
    expect(
      financeSubjectPart(due({ payable: list('expense', 1200), receivable: list('income', 2) })),
    ).toBe('Financeiro: 1.200 contas a pagar e 2 a receber');
    expect(financeSubjectPart(due())).toBe('');
    expect(financeSubjectPart(undefined)).toBe('');
  });

  it('gives each list its count and total in pt-BR money, its first bills, and how many more', () => {
    const payable: DueList = {
      items: [
        {
          id: 'a',
          type: 'expense',
          description: 'Conserto da bomba do poço',
          dueDate: '2026-06-10',
          amountCents: 35_000,
          overdue: true,
        },
        {
          id: 'b',
          type: 'expense',
          description: 'Trator New Holland TL5 — parcela 1/24',
          dueDate: '2026-06-20',
          amountCents: 123_456_789,
          overdue: false,
        },
      ],
      count: 9,
      total: 999_999_999_99,
      overdueTotal: 35_000,
    };
    const lines = financeLines('Santa Rita', due({ payable }), `${ORIGIN}/financeiro?aba=fluxo`);
    expect(lines).toEqual([
      'As contas da fazenda Santa Rita até 15/07/2026 (as vencidas também):',
      'Contas a pagar: 9 contas, R$ 999.999.999,99 (R$ 350,00 vencidos)',
      '10/06/2026 — Conserto da bomba do poço — R$ 350,00 (vencida)',
      '20/06/2026 — Trator New Holland TL5 — parcela 1/24 — R$ 1.234.567,89',
      'e mais 7 contas',
      `Veja as contas e o fluxo de caixa no Financeiro: ${ORIGIN}/financeiro?aba=fluxo`,
    ]);
    expect(lines.join('\n')).not.toContain('Contas a receber');
  });

  it('lists no more than five bills, and a description on one line, cut when long', () => {
    const receivable = list('income', LISTED_BILLS + 1);
    receivable.items = receivable.items.map((b, i) =>
      i === 0 ? { ...b, description: `Venda\r\nde esterco ${'x'.repeat(200)}` } : b,
    );
    const lines = financeLines('Fazenda Boa Vista', due({ receivable }), null);
    expect(lines[0]).toBe('As contas da Fazenda Boa Vista até 15/07/2026 (as vencidas também):');
    expect(lines[1]).toBe('Contas a receber: 6 contas, R$ 600,00');
    expect(lines[2]).toMatch(/^20\/06\/2026 — Venda de esterco x+… — R\$ 100,00$/);
    expect(lines[2]!.split(' — ')[1]).toHaveLength(80);
    expect(lines.filter((l) => l.startsWith('2'))).toHaveLength(LISTED_BILLS);
    expect(lines.at(-2)).toBe('e mais 1 conta');
    // The e-mail's button is this part's: no address in the text line.
    expect(lines.at(-1)).toBe('Veja as contas e o fluxo de caixa no Financeiro:');
    expect(financeLines('Boa Vista', due(), null)).toEqual([]);
  });

  it('an e-mail of bills alone opens the cash flow; its descriptions are escaped in HTML', () => {
    const payable = list('expense', 1);
    payable.items[0]!.description = '<script>alert(1)</script> & "frete"';
    const mail = sanitaryReminderEmail({ ...person, ...NOTHING, finance: due({ payable }) });
    expect(mail.subject).toBe('Financeiro: 1 conta a pagar — Fazenda Boa Vista');
    expect(mail.text).toContain('Contas a pagar: 1 conta, R$ 100,00\n');
    expect(mail.text).toContain(`\n${ORIGIN}/financeiro?aba=fluxo\n`);
    expect(mail.text).not.toContain('/sanidade\n');
    expect(mail.html).toContain('Contas a pagar e a receber</h1>');
    expect(mail.html).toContain(`href="${ORIGIN}/financeiro?aba=fluxo"`);
    expect(mail.html).toContain('Abrir o fluxo de caixa');
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).toContain('&#60;script&#62;alert(1)&#60;/script&#62; &#38; &#34;frete&#34;');
  });

  it('after the sanitary part the bills come with their own link, the button stays the calendar', () => {
    const mail = sanitaryReminderEmail({
      ...person,
      ...sanitary,
      finance: due({ payable: list('expense', 2, 1), receivable: list('income', 1) }),
    });
    expect(mail.subject).toBe(
      'Sanidade: 2 aplicações atrasadas e 1 nos próximos 7 dias; ' +
        'Financeiro: 2 contas a pagar e 1 a receber — Fazenda Boa Vista',
    );
    expect(mail.text).toContain('Vermifugação (Ivermectina 1%): 2 atrasadas');
    expect(mail.text).toContain('Contas a pagar: 2 contas, R$ 200,00 (R$ 100,00 vencidos)');
    expect(mail.text).toContain('10/06/2026 — Conta 1 — R$ 100,00 (vencida)');
    expect(mail.text).toContain('21/06/2026 — Conta 2 — R$ 100,00\n');
    expect(mail.text).toContain('Contas a receber: 1 conta, R$ 100,00');
    expect(mail.text).toContain(
      `Veja as contas e o fluxo de caixa no Financeiro: ${ORIGIN}/financeiro?aba=fluxo`,
    );
    expect(mail.html).toContain(`href="${ORIGIN}/sanidade"`);
    expect(mail.html).toContain('Calendário sanitário da semana');
  });

  it('without bills the e-mail is the sanitary one, word for word', () => {
    const without = sanitaryReminderEmail({ ...person, ...sanitary });
    const empty = sanitaryReminderEmail({ ...person, ...sanitary, finance: due() });
    expect(empty).toEqual(without);
    expect(without.text).not.toMatch(/Contas a|Financeiro|R\$/);
    expect(without.subject).toBe(
      'Sanidade: 2 aplicações atrasadas e 1 nos próximos 7 dias — Fazenda Boa Vista',
    );
  });
});
