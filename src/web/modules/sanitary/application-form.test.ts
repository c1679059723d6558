import { describe, expect, it } from 'vitest';
import type { SanitaryProduct } from '@/domain/sanitary/api';
import { VET_REQUIRED_MESSAGE } from '@/domain/sanitary/schemas';
import {
  applicationFormSchema,
  applicationSummary,
  initialValues,
  targetPhrase,
  toApplicationInput,
  type DuePreset,
} from './application-form';

const TODAY = '2026-11-25';
const B19 = '0b7e6f0e-3f5a-4c1e-9d2a-5a8f3c2b1a01';
const IVER = '0b7e6f0e-3f5a-4c1e-9d2a-5a8f3c2b1a02';
const LOT = '0b7e6f0e-3f5a-4c1e-9d2a-5a8f3c2b1a03';
const COW = { id: '0b7e6f0e-3f5a-4c1e-9d2a-5a8f3c2b1a04', tag: 'V-12' };
const product = (id: string, over: Partial<SanitaryProduct> = {}): SanitaryProduct => ({
  id,
  name: 'Ivermectina 1%',
  type: 'Vermífugo',
  withdrawalDays: 35,
  doseUnit: 'mL',
  pricePerDose: null,
  brucellosis: null,
  suggested: false,
  inUse: false,
  ...over,
});
const PRODUCTS = [
  product(B19, { name: 'Vacina brucelose B19', brucellosis: 'B19', withdrawalDays: 0 }),
  product(IVER),
];
const DUE: DuePreset = {
  protocolId: '0b7e6f0e-3f5a-4c1e-9d2a-5a8f3c2b1a05',
  protocolName: 'Brucelose: fêmeas de 3 a 8 meses',
  status: 'overdue',
  productId: B19,
  count: 3,
};

/** The form's errors by path, as the form shows them (first message of each path). */
function errorsOf(values: Record<string, string>, animals = [COW], due?: DuePreset) {
  const parsed = applicationFormSchema(TODAY, PRODUCTS).safeParse(
    toApplicationInput(values, animals, due),
  );
  const found: Record<string, string> = {};
  for (const issue of parsed.error?.issues ?? []) found[issue.path.join('.')] ??= issue.message;
  return found;
}

describe('the application form', () => {
  it('sends the chosen target only, with the dose typed in pt-BR', () => {
    const values = { ...initialValues(TODAY), productId: IVER, dose: '2,5' };
    expect(toApplicationInput(values, [COW])).toMatchObject({
      productId: IVER,
      date: TODAY,
      dose: 2.5,
      target: { animalIds: [COW.id] },
    });
    expect(
      toApplicationInput({ ...values, target: 'lot', 'target.lotId': LOT }, [COW]).target,
    ).toEqual({ lotId: LOT });
    expect(
      toApplicationInput({ ...values, target: 'category', 'target.category': 'Bezerra' }, [])
        .target,
    ).toEqual({ category: 'Bezerra' });
    const due = initialValues(TODAY, { due: DUE });
    expect(due.productId).toBe(B19);
    expect(toApplicationInput(due, [], DUE).target).toEqual({
      dueProtocolId: DUE.protocolId,
      dueStatus: 'overdue',
    });
    // The list filtered by 'Pasto': its animals in that paddock only.
    const paddock = { id: '9b7e6f0e-3f5a-4c1e-9d2a-5a8f3c2b1a09', name: 'Invernada Norte' };
    expect(toApplicationInput(due, [], { ...DUE, paddock }).target).toEqual({
      dueProtocolId: DUE.protocolId,
      dueStatus: 'overdue',
      paddockId: paddock.id,
    });
    expect(errorsOf(due, [], { ...DUE, paddock })).not.toHaveProperty('target');
  });

  it('puts each message on its field', () => {
    const values = initialValues(TODAY);
    expect(errorsOf(values, [])).toEqual({
      productId: 'Escolha o produto',
      dose: 'Campo obrigatório',
      'target.animalIds': 'Selecione pelo menos um animal',
    });
    expect(errorsOf({ ...values, productId: IVER, dose: '5', target: 'lot' })).toEqual({
      'target.lotId': 'Lote não encontrado.',
    });
    expect(errorsOf({ ...values, productId: IVER, dose: '5', target: 'category' })).toEqual({
      target: 'Escolha os animais',
    });
    expect(errorsOf({ ...values, productId: IVER, dose: '5', date: '2026-11-26' })).toEqual({
      date: 'A data não pode ser depois de hoje',
    });
  });

  it('asks the veterinarian for a brucellosis vaccine only', () => {
    const values = { ...initialValues(TODAY, { due: DUE }), dose: '2' };
    expect(errorsOf(values, [], DUE)).toEqual({ veterinarian: VET_REQUIRED_MESSAGE });
    expect(errorsOf({ ...values, veterinarian: 'Dra. Ana (CRMV-GO 1234)' }, [], DUE)).toEqual({});
    expect(errorsOf({ ...initialValues(TODAY), productId: IVER, dose: '5' })).toEqual({});
  });

  it('names what waits on the device', () => {
    const values = initialValues(TODAY);
    const many = ['B-1', 'B-2', 'B-3', 'B-4'].map((tag, i) => ({ id: String(i), tag }));
    expect(targetPhrase(values, many.slice(0, 2))).toBe('em B-1, B-2');
    expect(targetPhrase(values, many)).toBe('em 4 animais (B-1, B-2, B-3…)');
    expect(targetPhrase({ ...values, target: 'lot' }, [], { lot: 'Recria' })).toBe(
      'no lote Recria',
    );
    expect(targetPhrase({ ...values, target: 'category', 'target.category': 'Vaca' }, [])).toBe(
      'na categoria Vaca',
    );
    expect(targetPhrase({ ...values, target: 'due' }, [], { due: DUE })).toBe(
      'em 3 animais de Atrasadas (Brucelose: fêmeas de 3 a 8 meses)',
    );
    const paddock = { id: '9b7e6f0e-3f5a-4c1e-9d2a-5a8f3c2b1a09', name: 'Invernada Norte' };
    expect(targetPhrase({ ...values, target: 'due' }, [], { due: { ...DUE, paddock } })).toBe(
      'em 3 animais de Atrasadas (Brucelose: fêmeas de 3 a 8 meses) no pasto Invernada Norte',
    );
    expect(applicationSummary('Ivermectina 1%', 'no lote Recria', '2026-11-21')).toBe(
      'Ivermectina 1% no lote Recria (21/11/2026)',
    );
  });
});
