import { describe, expect, it } from 'vitest';
import {
  ACCOUNT_GROUPS,
  ENTRY_SOURCE_LABELS,
  ENTRY_STATUS_LABELS,
  FALLBACK_ACCOUNT,
  GROUP_OF_KIND,
  HERD_EVENT_ACCOUNT,
  SEED_ACCOUNTS,
  entryTypeOf,
} from './constants';

const names = (kind: string) => SEED_ACCOUNTS.filter((a) => a.kind === kind).map((a) => a.name);

describe('the rural chart of accounts', () => {
  it('seeds the issue’s accounts, verbatim', () => {
    expect(names('income')).toEqual([
      'Venda de animais',
      'Venda de leite',
      'Arrendamento recebido',
      'Outras receitas',
    ]);
    expect(names('expense')).toEqual([
      'Funrural',
      'Compra de animais',
      'Suplementação e ração',
      'Sanidade',
      'Reprodução',
      'Mão de obra',
      'Combustível e lubrificantes',
      'Manutenção',
      'Energia',
      'Arrendamento',
      'Impostos e taxas',
      'Frete',
      'Outras despesas',
    ]);
    expect(names('investment')).toEqual(['Máquinas e benfeitorias']);
  });

  it('has unique English slugs and names', () => {
    const keys = SEED_ACCOUNTS.map((a) => a.key);
    expect(new Set(keys).size).toBe(keys.length);
    for (const key of keys) expect(key).toMatch(/^[a-z]+(-[a-z]+)*$/);
    expect(new Set(SEED_ACCOUNTS.map((a) => a.name)).size).toBe(SEED_ACCOUNTS.length);
  });

  it('puts each account in its group: the COE apart from the reposição, the Funrural and investments', () => {
    const group = (key: string) => SEED_ACCOUNTS.find((a) => a.key === key)?.group;
    expect(group('funrural')).toBe('deduction');
    expect(group('animal-purchases')).toBe('restocking');
    expect(group('machinery-improvements')).toBe('investment');
    expect(SEED_ACCOUNTS.filter((a) => a.group === 'coe')).toHaveLength(11);
    for (const a of SEED_ACCOUNTS) expect(ACCOUNT_GROUPS).toContain(a.group);
    expect(GROUP_OF_KIND).toEqual({ income: 'revenue', expense: 'coe', investment: 'investment' });
  });

  it('sends herd events and unguessed bank lines to seeded accounts', () => {
    const keys = new Set<string>(SEED_ACCOUNTS.map((a) => a.key));
    for (const key of Object.values(HERD_EVENT_ACCOUNT)) expect(keys.has(key)).toBe(true);
    for (const key of Object.values(FALLBACK_ACCOUNT)) expect(keys.has(key)).toBe(true);
  });

  it('says the words of an entry', () => {
    expect(ENTRY_STATUS_LABELS).toEqual({ realized: 'Realizado', planned: 'Previsto' });
    expect(ENTRY_SOURCE_LABELS).toEqual({ herd: 'Do rebanho', manual: 'Manual', bank: 'Extrato' });
    expect(entryTypeOf('investment')).toBe('expense');
    expect(entryTypeOf('income')).toBe('income');
  });
});
