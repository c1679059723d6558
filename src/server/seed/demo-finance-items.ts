import { shiftMonth } from '../../domain/finance/calendar';
import type { EntryType, SeedAccountKey } from '../../domain/finance/constants';
import type { Cents } from '../../domain/finance/money';
import { formatNumber } from '../../domain/format';
import { formatMonthShortBR } from '../../domain/records/dates';
import { demoHash } from './demo-paddocks';

/*
 * What the demo farm's cash book holds (demo-finance-book.ts writes it month by month): a beef
 * ranch's recurring costs and receitas, and its purchases in 'Parcelas', each sized by the herd
 * at 2024–2026 prices of Mato Grosso do Sul.
 */

/** Whole centavos of `reais` (the demo's prices have at most a few decimals). */
export const cents = (reais: number): Cents => Math.max(1, Math.round(reais * 100));
/** 0.9 to 1.1, picked by `key`: no two months cost the same. */
export const noise = (key: string) => 0.9 + (demoHash(key) % 21) / 100;
const n0 = (n: number) => formatNumber(n, 0);
const DRY_MONTHS = new Set([5, 6, 7, 8, 9, 10]);

/** One recurring cost or income of a month: its day, account and what it says. */
export interface Recurring {
  id: string;
  account: SeedAccountKey;
  type?: EntryType;
  day: number;
  /** A bill that arrives ahead (a boleto, the payroll): foreseen for the next weeks. */
  foreseen?: boolean;
  /** Whether the month has it (1–12). */
  in?: (month: number) => boolean;
  what: (ctx: MonthContext) => { description: string; reais: number; center?: Center };
}

export interface MonthContext {
  month: string;
  /** 1–12. */
  m: number;
  /** Prices rise about 6 % a year from the first month. */
  price: number;
  heads: number;
  staff: number;
  noise: number;
  lot: (i: number) => Center;
  paddock: (i: number) => Center;
}

export type Center = { lotId: string | null; paddockId: string | null; name: string | null };
export const FARM: Center = { lotId: null, paddockId: null, name: null };
const at = (c: Center, text: string) => (c.name ? `${text} — ${c.name}` : text);

export const RECURRING: Recurring[] = [
  {
    id: 'folha',
    account: 'labour',
    day: 5,
    foreseen: true,
    what: (x) => ({
      description: `Folha de pagamento — ${x.staff} funcionários (${formatMonthShortBR(shiftMonth(x.month, -1))})`,
      reais: x.staff * 2_900 * x.price,
    }),
  },
  {
    id: 'encargos',
    account: 'labour',
    day: 20,
    foreseen: true,
    what: (x) => ({ description: 'INSS e FGTS da folha', reais: x.staff * 2_900 * 0.28 * x.price }),
  },
  {
    id: '13',
    account: 'labour',
    day: 18,
    in: (m) => m === 12,
    what: (x) => ({ description: '13º salário', reais: x.staff * 2_900 * x.price }),
  },
  {
    id: 'sal',
    account: 'feed',
    day: 12,
    foreseen: true,
    what: (x) => {
      const bags = Math.max(2, Math.ceil((x.heads * 0.08 * 30 * x.noise) / 25));
      return {
        description: `Sal mineral — ${n0(bags)} sacos de 25 kg`,
        reais: bags * 105 * x.price,
      };
    },
  },
  {
    id: 'proteinado',
    account: 'feed',
    day: 18,
    in: (m) => DRY_MONTHS.has(m),
    what: (x) => {
      const kg = Math.max(200, Math.round(x.heads * 0.4 * 0.3 * 30 * x.noise));
      const lot = x.lot(x.m);
      return {
        description: at(lot, `Proteinado de seca — ${n0(kg)} kg`),
        reais: kg * 2.4 * x.price,
        center: lot,
      };
    },
  },
  {
    id: 'vacinas',
    account: 'animal-health',
    day: 8,
    in: (m) => m === 5 || m === 11,
    what: (x) => ({
      description: `Vacinas clostridioses e raiva — ${n0(x.heads)} doses`,
      reais: Math.max(30, x.heads) * 2.1 * x.price,
    }),
  },
  {
    id: 'vermifugo',
    account: 'animal-health',
    day: 14,
    in: (m) => m === 3 || m === 7 || m === 10,
    what: (x) => ({
      description: 'Vermífugo e carrapaticida',
      reais: Math.max(30, x.heads) * 3.2 * x.noise * x.price,
    }),
  },
  {
    id: 'farmacia',
    account: 'animal-health',
    day: 22,
    what: (x) => ({
      description: 'Farmácia veterinária (antibióticos, mata-bicheira, seringas)',
      reais: (150 + x.heads * 0.35) * x.noise * x.price,
    }),
  },
  {
    id: 'diesel',
    account: 'fuel',
    day: 3,
    what: (x) => {
      const litres = Math.max(200, Math.round((x.heads * 0.5 * x.noise) / 50) * 50);
      return { description: `Óleo diesel — ${n0(litres)} L`, reais: litres * 6.1 * x.price };
    },
  },
  {
    id: 'energia',
    account: 'energy',
    day: 15,
    foreseen: true,
    what: (x) => ({
      description: 'Energia elétrica — Energisa MS',
      reais: (650 + x.heads * 0.06) * (DRY_MONTHS.has(x.m) ? 1.2 : 1) * x.noise * x.price,
    }),
  },
  {
    id: 'manutencao',
    account: 'maintenance',
    day: 25,
    what: (x) => {
      const jobs = [
        'Manutenção de cercas',
        'Limpeza de bebedouros',
        'Roçada de pasto',
        'Revisão do trator',
        'Peças da roçadeira',
        'Conserto do curral',
      ];
      const job = jobs[demoHash(x.month) % jobs.length]!;
      const center = jobs.indexOf(job) < 3 ? x.paddock(demoHash(`${x.month} pasto`)) : FARM;
      return {
        description: at(center, job),
        reais: Math.max(400, x.heads * x.noise) * x.price,
        center,
      };
    },
  },
  {
    id: 'arrendamento',
    account: 'lease',
    day: 10,
    foreseen: true,
    what: (x) => {
      const heads = Math.max(10, Math.round(x.heads * 0.15));
      return {
        description: `Arrendamento de pasto — Sítio Santa Clara (${n0(heads)} cabeças)`,
        reais: heads * 38 * x.price,
      };
    },
  },
  {
    id: 'itr',
    account: 'taxes',
    day: 30,
    in: (m) => m === 9,
    foreseen: true,
    what: (x) => ({
      description: `ITR ${x.month.slice(0, 4)}`,
      reais: 300 + x.heads * 1.2 * x.price,
    }),
  },
  {
    id: 'ipva',
    account: 'taxes',
    day: 20,
    in: (m) => m === 1,
    what: (x) => ({ description: 'IPVA da caminhonete', reais: 3_800 * x.price }),
  },
  {
    id: 'sindicato',
    account: 'taxes',
    day: 15,
    in: (m) => m === 3,
    what: (x) => ({ description: 'Contribuição ao sindicato rural', reais: 650 * x.price }),
  },
  {
    id: 'frete',
    account: 'freight',
    day: 16,
    in: (m) => m % 2 === 0,
    what: (x) => {
      const heads = Math.max(5, Math.round(x.heads * 0.04 * x.noise));
      return { description: `Frete de gado — ${n0(heads)} cabeças`, reais: heads * 45 * x.price };
    },
  },
  {
    id: 'contador',
    account: 'other-expenses',
    day: 10,
    foreseen: true,
    what: (x) => ({ description: 'Honorários do contador', reais: 1_400 * x.price }),
  },
  {
    id: 'internet',
    account: 'other-expenses',
    day: 7,
    what: (x) => ({ description: 'Internet via satélite', reais: 320 * x.price }),
  },
  {
    id: 'pastejo',
    account: 'lease-received',
    type: 'income',
    day: 10,
    foreseen: true,
    what: (x) => {
      const heads = Math.max(10, Math.round(x.heads * 0.05));
      return {
        description: `Aluguel de pasto — gado de terceiros (${n0(heads)} cabeças)`,
        reais: heads * 42 * x.price,
      };
    },
  },
  {
    id: 'esterco',
    account: 'other-income',
    type: 'income',
    day: 20,
    in: (m) => m % 4 === 2,
    foreseen: true,
    what: (x) => ({
      description: 'Venda de esterco curtido',
      reais: (500 + x.heads * 0.8) * x.noise * x.price,
    }),
  },
];

/**
 * The last month numbered `m` (1–12) before today's month, or `yearsBack` years before that:
 * a purchase made then keeps its month (and its key) while the runs of a year go by.
 * @example
 * monthBefore('2026-11-25', 9)    //=> '2026-09'
 * monthBefore('2026-11-25', 11)   //=> '2025-11'
 * monthBefore('2026-11-25', 9, 1) //=> '2025-09'
 */
export function monthBefore(today: string, m: number, yearsBack = 0): string {
  const current = Number(today.slice(5, 7));
  const year = Number(today.slice(0, 4)) - (m < current ? 0 : 1) - yearsBack;
  return `${year}-${String(m).padStart(2, '0')}`;
}

/** A purchase paid in 'Parcelas', one a month from the month after it. */
export interface Purchase {
  id: string;
  account: SeedAccountKey;
  /** The month it was made ('YYYY-MM', from today's), its day, and how many instalments. */
  month: (today: string) => string;
  day: number;
  count: number;
  what: (x: MonthContext) => { description: string; reais: number; center?: Center };
}

export const clamp = (v: number, min: number, max: number) => Math.min(max, Math.max(min, v));

export const PURCHASES: Purchase[] = [
  {
    id: 'trator',
    account: 'machinery-improvements',
    // The September before last: 13 to 24 months ago, part paid, part ahead.
    month: (today) => monthBefore(today, 9, 1),
    day: 8,
    count: 24,
    what: (x) => ({
      description: 'Trator New Holland TL5.100 (financiado)',
      reais: clamp(x.heads * 20, 60_000, 480_000),
    }),
  },
  {
    id: 'adubo',
    account: 'maintenance',
    // Before the rains' end: the last March.
    month: (today) => monthBefore(today, 3),
    day: 20,
    count: 4,
    what: (x) => {
      const center = x.paddock(7);
      return {
        description: at(center, 'Calcário e adubo para pastagem'),
        reais: clamp(x.heads * 6, 12_000, 200_000),
        center,
      };
    },
  },
  // The breeding seasons' semen and protocols, bought each October (the last two).
  ...[0, 1].map(
    (back): Purchase => ({
      id: 'iatf',
      account: 'reproduction',
      month: (today) => monthBefore(today, 10, back),
      day: 10,
      count: 3,
      what: (x) => ({
        description: 'Sêmen e protocolos de IATF',
        reais: Math.max(20, Math.round(x.heads * 0.3)) * 55 * x.price,
      }),
    }),
  ),
];
