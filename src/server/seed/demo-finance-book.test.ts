import { describe, expect, it } from 'vitest';
import { monthOf, shiftMonth } from '../../domain/finance/calendar';
import { SEED_ACCOUNTS, type SeedAccountKey } from '../../domain/finance/constants';
import { MAX_CENTS } from '../../domain/finance/money';
import { hasNoControlCharacters } from '../../domain/text';
import { demoFinanceBook, type DemoFinanceEntry } from './demo-finance-book';

/* The demo farm's cash book (issue 43 item 7): pure, no database. */

const TODAY = '2026-11-25';
const lots = Array.from({ length: 6 }, (_, i) => ({
  id: `lot-${i + 1}`,
  name: `Lote 00${i + 1}`,
}));
const paddocks = Array.from({ length: 24 }, (_, i) => ({
  id: `pasto-${i + 1}`,
  name: `Norte ${String(i + 1).padStart(2, '0')}`,
}));
const book = (heads = 20_000, today = TODAY) => demoFinanceBook({ today, heads, lots, paddocks });

/** Each month's realized spending of the COE accounts (the chart's 'coe' group), in reais. */
function coeByMonth(entries: DemoFinanceEntry[]) {
  const coe = new Set<SeedAccountKey>(
    SEED_ACCOUNTS.filter((a) => a.group === 'coe').map((a) => a.key),
  );
  const months = new Map<string, number>();
  for (const e of entries) {
    if (e.status !== 'realized' || !coe.has(e.account)) continue;
    const month = monthOf(e.settledOn!);
    months.set(month, (months.get(month) ?? 0) + e.cents / 100);
  }
  return months;
}

describe('the demo farm’s cash book', () => {
  it('is the same for the same options, and each entry has its own key and number', () => {
    const entries = book();
    expect(book()).toEqual(entries);
    const keys = entries.map((e) => `${e.key}#${e.number}`);
    expect(new Set(keys).size).toBe(entries.length);
    expect(entries.length).toBeGreaterThan(300);
    expect(entries.length).toBeLessThan(600);
  });

  it('covers two years up to today; realized ones by today, foreseen ones in the weeks ahead', () => {
    const entries = book();
    const realized = entries.filter((e) => e.status === 'realized');
    const months = new Set(realized.map((e) => monthOf(e.settledOn!)));
    expect(months.size).toBe(24);
    expect([...months].sort()[0]).toBe(shiftMonth('2026-11', -23));
    for (const e of realized) {
      expect(e.settledOn! <= TODAY).toBe(true);
      expect(e.dueDate).toBeNull();
      expect(e.date <= e.settledOn!).toBe(true);
    }
    const planned = entries.filter((e) => e.status === 'planned');
    for (const e of planned) {
      expect(e.settledOn).toBeNull();
      expect(e.dueDate! >= e.date).toBe(true);
      expect(e.date <= TODAY).toBe(true);
    }
    // The next 30 days hold bills to pay and to receive; one is overdue.
    const soon = planned.filter((e) => e.dueDate! >= TODAY && e.dueDate! <= '2026-12-25');
    expect(soon.filter((e) => e.type === 'expense').length).toBeGreaterThan(5);
    expect(soon.filter((e) => e.type === 'income').length).toBeGreaterThan(0);
    expect(planned.filter((e) => e.dueDate! < TODAY)).toEqual([
      expect.objectContaining({ description: 'Conserto da bomba do poço artesiano' }),
    ]);
  });

  it('spreads the costs over the chart of accounts, never typing what the herd feeds', () => {
    const entries = book();
    const used = new Set(entries.map((e) => e.account));
    for (const key of [
      'labour',
      'feed',
      'animal-health',
      'reproduction',
      'fuel',
      'energy',
      'maintenance',
      'lease',
      'taxes',
      'freight',
      'other-expenses',
      'machinery-improvements',
      'other-income',
    ] as const) {
      expect(used.has(key), key).toBe(true);
    }
    // Sales, purchases, their Funrural and the applications are 'Do rebanho' (the triggers').
    for (const key of ['animal-sales', 'animal-purchases', 'funrural'] as const) {
      expect(used.has(key), key).toBe(false);
    }
    const kinds = new Map(SEED_ACCOUNTS.map((a) => [a.key, a.kind]));
    for (const e of entries) {
      expect(e.type, e.description).toBe(kinds.get(e.account) === 'income' ? 'income' : 'expense');
      expect(Number.isSafeInteger(e.cents) && e.cents > 0 && e.cents <= MAX_CENTS).toBe(true);
      expect(e.description.length).toBeLessThanOrEqual(200);
      expect(hasNoControlCharacters(e.description)).toBe(true);
    }
    expect(
      entries.some((e) => e.description.startsWith('Folha de pagamento — 50 funcionários')),
    ).toBe(true);
    expect(entries.some((e) => e.description === 'Sal mineral — 1.920 sacos de 25 kg')).toBe(false);
    expect(entries.some((e) => /^Sal mineral — [\d.]+ sacos de 25 kg$/.test(e.description))).toBe(
      true,
    );
  });

  it('costs what a ranch costs: R$ 25–90 a head a month, more in the dry season', () => {
    for (const heads of [20_000, 2_000]) {
      const months = coeByMonth(book(heads));
      for (const [month, reais] of months) {
        const perHead = reais / heads;
        expect(perHead, `${heads} heads, ${month}`).toBeGreaterThan(25);
        expect(perHead, `${heads} heads, ${month}`).toBeLessThan(90);
      }
      const dry = coeByMonth(book(heads)).get('2026-07')!;
      const rainy = coeByMonth(book(heads)).get('2026-02')!;
      expect(dry).toBeGreaterThan(rainy);
    }
    // A farm of 50 heads still has its two hands and its bills.
    expect(book(50).length).toBeGreaterThan(300);
  });

  it("'Parcelas': the tractor in 24, the fertiliser in 4, the semen each October in 3, adding up", () => {
    const entries = book();
    const groups = new Map<string, DemoFinanceEntry[]>();
    for (const e of entries.filter((x) => x.count > 1)) {
      groups.set(e.key, [...(groups.get(e.key) ?? []), e]);
    }
    const byName = [...groups.values()].map((g) => [g[0]!.description, g.length]);
    expect(byName).toEqual([
      ['Trator New Holland TL5.100 (financiado)', 24],
      [expect.stringMatching(/^Calcário e adubo para pastagem — Norte \d\d$/), 4],
      ['Sêmen e protocolos de IATF', 3],
      ['Sêmen e protocolos de IATF', 3],
    ]);
    for (const group of groups.values()) {
      expect(group.map((e) => e.number)).toEqual(group.map((_, i) => i + 1));
      expect(new Set(group.map((e) => e.date)).size).toBe(1);
      const dues = group.map((e) => e.settledOn ?? e.dueDate!);
      expect([...dues].sort()).toEqual(dues);
    }
    // The tractor, bought 14 months ago: 14 paid, 10 ahead; R$ 400.000,00 in all.
    const tractor = groups.get('demo:financeiro:2025-09:trator')!;
    expect(tractor.filter((e) => e.status === 'realized')).toHaveLength(14);
    expect(tractor.reduce((sum, e) => sum + e.cents, 0)).toBe(40_000_000);
    expect(tractor[0]!.account).toBe('machinery-improvements');
    expect(entries.some((e) => e.account === 'machinery-improvements' && e.count === 1)).toBe(true);
  });

  it('puts costs on lots and paddocks, never both', () => {
    const entries = book();
    const onLots = entries.filter((e) => e.lotId);
    const onPaddocks = entries.filter((e) => e.paddockId);
    expect(onLots.length).toBeGreaterThan(5);
    expect(onPaddocks.length).toBeGreaterThan(5);
    expect(entries.filter((e) => e.lotId && e.paddockId)).toEqual([]);
    expect(
      onLots.every((e) => e.description.endsWith(lots.find((l) => l.id === e.lotId)!.name)),
    ).toBe(true);
    // Without lots nor paddocks, everything is the farm's.
    const bare = demoFinanceBook({ today: TODAY, heads: 100, lots: [], paddocks: [] });
    expect(bare.every((e) => e.lotId === null && e.paddockId === null)).toBe(true);
  });

  it('a later run finds the keys of what it had: nothing is written twice', () => {
    const now = book();
    const later = book(20_000, '2026-12-20');
    const keys = new Set(later.map((e) => `${e.key}#${e.number}`));
    const first = shiftMonth('2026-12', -23);
    const missing = now.filter(
      (e) => e.key.split(':')[2]! >= first && !keys.has(`${e.key}#${e.number}`),
    );
    // Only the bill overdue today is today's: a later run has its own.
    expect(missing.map((e) => e.description)).toEqual(['Conserto da bomba do poço artesiano']);
    expect(later.length).toBeGreaterThan(now.length - 30);
  });
});
