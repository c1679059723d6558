import { describe, expect, it } from 'vitest';
import type { SanitaryProduct, SanitaryProtocol } from '@/domain/sanitary/api';
import { SUGGESTED_PROTOCOLS } from '@/domain/sanitary/constants';
import { protocolSchema, productSchema } from '@/domain/sanitary/schemas';
import {
  describeProtocol,
  listMonths,
  priceText,
  productInput,
  productValues,
  protocolInput,
  protocolValues,
  withdrawalText,
} from './catalog-format';
import { ivermectin, ivermectinData, protocolWith } from './test-fixtures';

const protocol = (over: Partial<SanitaryProtocol> = {}): SanitaryProtocol =>
  protocolWith(ivermectin, over);

const PRODUCT_ID = ivermectin.id;
const product: SanitaryProduct = ivermectin;

describe('describeProtocol', () => {
  it('says the common calendar the way a producer does', () => {
    const [b19, clostridial, rabies, worming] = SUGGESTED_PROTOCOLS.map((p) =>
      describeProtocol({ ...p, category: null, lotName: null }),
    );
    expect(b19).toBe('Fêmeas de 3 a 8 meses · aos 3 meses · dose única');
    expect(clostridial).toBe(
      'Todos os animais a partir de 4 meses · aos 4 meses · reforço após 30 dias · depois todo ano',
    );
    expect(rabies).toBe('Todos os animais a partir de 3 meses · todo ano');
    expect(worming).toBe('Todos os animais · em maio, julho e setembro');
  });

  it('names a category in the plural, a lot, an upper age and other intervals', () => {
    expect(
      describeProtocol(
        protocol({ category: 'Novilha', sex: 'F', maxAgeMonths: 1, lotName: 'Maternidade' }),
      ),
    ).toBe('Novilhas até 1 mês do lote Maternidade · dose única');
    expect(describeProtocol(protocol({ sex: 'M', everyDays: 1 }))).toBe('Machos · a cada 1 dia');
    expect(describeProtocol(protocol({ firstAtAgeMonths: 0, boosterDays: 1 }))).toBe(
      'Todos os animais · ao nascer · reforço após 1 dia',
    );
    expect(describeProtocol(protocol({ firstAtAgeMonths: 1, everyDays: 1000 }))).toBe(
      'Todos os animais · com 1 mês · depois a cada 1.000 dias',
    );
  });
});

describe('the words of a product', () => {
  it('says the withdrawal, the price per dose unit and the months', () => {
    expect(withdrawalText(0)).toBe('Sem carência');
    expect(withdrawalText(1)).toBe('Carência de 1 dia');
    expect(withdrawalText(35)).toBe('Carência de 35 dias');
    expect(priceText(product)).toMatch(/^R\$\s0,40 por mL$/);
    expect(priceText({ ...product, pricePerDose: null })).toBeNull();
    expect(listMonths([5])).toBe('maio');
    expect(listMonths([1, 12])).toBe('janeiro e dezembro');
  });
});

describe('the product form', () => {
  it('gives back the product as the schema takes it', () => {
    const values = productValues(product);
    expect(values).toMatchObject({ withdrawalDays: '35', pricePerDose: '0,40' });
    expect(productSchema.parse(productInput(values, true))).toEqual(ivermectinData);
  });

  it('sends no price from who sees no money, and no brucellosis but for a vaccine', () => {
    const values = { ...productValues(product), brucellosis: 'B19' };
    expect(productInput(values, false)).toMatchObject({ pricePerDose: null, brucellosis: null });
    expect(productInput({ ...values, type: 'Vacina' }, true)).toMatchObject({ brucellosis: 'B19' });
  });

  it('refuses a negative withdrawal with the schema message', () => {
    const parsed = productSchema.safeParse(
      productInput(
        { ...productValues(null), name: 'X', type: 'Outro', withdrawalDays: '-3' },
        true,
      ),
    );
    expect(parsed.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['withdrawalDays', 'A carência não pode ser negativa'],
    ]);
  });
});

describe('the protocol form', () => {
  it('round-trips a protocol through the typed values', () => {
    const saved = protocol({
      name: 'Vermifugação',
      sex: 'F',
      minAgeMonths: 3,
      maxAgeMonths: 8,
      everyDays: 180,
      months: [5, 9],
      active: false,
      notes: 'Na seca',
    });
    const data = protocolSchema.parse(protocolInput(protocolValues(saved)));
    expect(data).toMatchObject({
      name: 'Vermifugação',
      productId: PRODUCT_ID,
      sex: 'F',
      minAgeMonths: 3,
      maxAgeMonths: 8,
      category: null,
      lotId: null,
      firstAtAgeMonths: null,
      boosterDays: null,
      everyDays: 180,
      months: [5, 9],
      active: false,
      notes: 'Na seca',
    });
  });

  it('starts a new one active, with the only product chosen, and says what is missing', () => {
    const values = protocolValues(null, PRODUCT_ID);
    expect(values).toMatchObject({ active: 'true', productId: PRODUCT_ID, months: '' });
    const parsed = protocolSchema.safeParse(
      protocolInput({ ...values, name: 'P', minAgeMonths: '9', maxAgeMonths: '3' }),
    );
    expect(
      Object.fromEntries(parsed.error!.issues.map((i) => [i.path.join('.'), i.message])),
    ).toEqual({
      maxAgeMonths: 'A faixa de idade está vazia: a idade inicial passa da final',
      firstAtAgeMonths:
        'Diga quando aplicar: numa idade, a cada tantos dias ou em meses escolhidos',
    });
  });
});
