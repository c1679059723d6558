import { describe, expect, it } from 'vitest';
import {
  animalSchemaUntil,
  birthSchemaUntil,
  deathSchemaUntil,
  saleSchemaUntil,
  transferSchemaUntil,
} from './schemas';

const today = '2026-01-15';
const messages = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((i) => i.message) ?? [];

describe('animalSchemaUntil', () => {
  const schema = animalSchemaUntil(today);
  it('takes a brinco and a sex, the rest optional', () => {
    const animal = schema.parse({ tag: ' 123 ', sex: 'F' });
    expect(animal).toMatchObject({ tag: '123', sex: 'F', eid: null, breeder: false, lotId: null });
  });
  it('keeps the 15 digits of an EID however written', () => {
    expect(schema.parse({ tag: '1', sex: 'M', eid: '982 000123456789' }).eid).toBe(
      '982000123456789',
    );
    expect(messages(schema.safeParse({ tag: '1', sex: 'M', eid: '98200' }))).toEqual([
      'O EID deve ter 15 dígitos',
    ]);
  });
  it('refuses a birth in the future, a category of the other sex, NUL', () => {
    expect(messages(schema.safeParse({ tag: '1', sex: 'M', birthDate: '2026-01-16' }))).toEqual([
      'A data de nascimento não pode ser depois de hoje',
    ]);
    expect(messages(schema.safeParse({ tag: '1', sex: 'M', category: 'Vaca' }))).toEqual([
      'Categoria não combina com o sexo',
    ]);
    expect(schema.safeParse({ tag: '1\u0000', sex: 'M' }).success).toBe(false);
    expect(messages(schema.safeParse({ tag: '', sex: 'M' }))).toEqual(['Brinco é obrigatório']);
  });
});

describe('event schemas', () => {
  const animalId = '00000000-0000-4000-8000-000000000001';
  it('a birth needs the mother, a date not in the future and the calf’s brinco', () => {
    expect(
      birthSchemaUntil(today).safeParse({ motherId: animalId, date: today, tag: 'B1', sex: 'M' })
        .success,
    ).toBe(true);
    expect(
      messages(
        birthSchemaUntil(today).safeParse({
          motherId: animalId,
          date: '2026-01-16',
          tag: 'B1',
          sex: 'M',
        }),
      ),
    ).toEqual(['A data não pode ser depois de hoje']);
  });
  it('a sale priced per arroba needs the weight; the same animal twice is refused', () => {
    expect(
      messages(
        saleSchemaUntil(today).safeParse({
          date: today,
          animalIds: [animalId],
          priceKind: 'arroba',
          price: 300,
        }),
      ),
    ).toEqual(['Informe o peso para esse preço']);
    expect(
      messages(saleSchemaUntil(today).safeParse({ date: today, animalIds: [animalId, animalId] })),
    ).toEqual(['Animal repetido na seleção']);
  });
  it('a death needs one of the causes', () => {
    expect(
      deathSchemaUntil(today).safeParse({ animalId, date: today, cause: 'Raio' }).success,
    ).toBe(true);
    expect(
      messages(deathSchemaUntil(today).safeParse({ animalId, date: today, cause: 'x' })),
    ).toEqual(['Informe a causa']);
  });
  it('a transfer needs a destination', () => {
    expect(
      messages(transferSchemaUntil(today).safeParse({ date: today, animalIds: [animalId] })),
    ).toEqual(['Escolha o destino']);
    expect(
      transferSchemaUntil(today).safeParse({ date: today, animalIds: [animalId], toLotId: null })
        .success,
    ).toBe(true);
  });
});
