import type { SanitaryProduct, SanitaryProtocol } from '@/domain/sanitary/api';
import type { ProductData } from '@/domain/sanitary/schemas';

/* Catalog records the sanitary module's tests start from (each test changes what it needs). */

/** 'Ivermectina 1%' as its form sends it: a wormer, 35 days of withdrawal, R$ 0,40 a dose. */
export const ivermectinData: ProductData = {
  name: 'Ivermectina 1%',
  type: 'Vermífugo',
  withdrawalDays: 35,
  doseUnit: 'mL',
  pricePerDose: 0.4,
  brucellosis: null,
};

/** 'Ivermectina 1%' in the catalog: one of the suggestions, not in use yet. */
export const ivermectin: SanitaryProduct = {
  id: '0b9d6a4e-3f0a-4c1e-9a57-2f7c1d1e8a01',
  ...ivermectinData,
  suggested: true,
  inUse: false,
};

/** A protocol with no rule filled in, of `product`, and what `over` sets. */
export const protocolWith = (
  product: { id: string; name: string },
  over: Partial<SanitaryProtocol>,
): SanitaryProtocol => ({
  id: 'c7e1a0d2-5b1f-4e8e-a0c4-8f1f3b2d9e11',
  name: 'Protocolo',
  productId: product.id,
  productName: product.name,
  sex: null,
  minAgeMonths: null,
  maxAgeMonths: null,
  category: null,
  lotId: null,
  lotName: null,
  firstAtAgeMonths: null,
  boosterDays: null,
  everyDays: null,
  months: null,
  active: true,
  notes: null,
  suggested: false,
  startsOn: '2026-11-25',
  ...over,
});
