import type { ExposureCategory } from '@/domain/reproduction/constants';
import { formatBRL } from '@/domain/format';
import { parseDecimal } from '@/domain/number';
import { roundTo } from '@/domain/round';
import { femalesText } from './repro-format';

/*
 * The reproduction forms as typed (issue 41): their text values turned into what the shared
 * schemas (src/domain/reproduction/schemas.ts) check and the server stores. Pure, tested apart.
 */

/** Form values as typed, keyed by the schema's paths (so that its messages land on their fields). */
export type Values = Record<string, string>;

/** A female (or calf) the record is for. */
export interface Picked {
  id: string;
  tag: string;
}

const ids = (animals: readonly Picked[]) => animals.map((a) => a.id);

/** 'Expor fêmeas': by the females picked, a lot, or a category. */
export type ExposeMode = 'animals' | 'lot' | 'category';

export const EXPOSE_MODES: { value: ExposeMode; label: string }[] = [
  { value: 'category', label: 'As fêmeas de uma categoria' },
  { value: 'lot', label: 'As fêmeas de um lote' },
  { value: 'animals', label: 'Fêmeas escolhidas uma por uma' },
];

export const exposeInitial = (): Values => ({
  mode: 'category',
  category: '',
  lotId: '',
  animalIds: '',
});

/** The body of POST /seasons/:id/exposures: the chosen way only. */
export function toExposeInput(values: Values, animals: readonly Picked[]) {
  switch (values.mode as ExposeMode) {
    case 'lot':
      return { lotId: values.lotId || null };
    case 'category':
      return { category: (values.category || null) as ExposureCategory | null };
    default:
      return { animalIds: ids(animals) };
  }
}

/**
 * 'Registrar inseminação': the day, 'Touro ou sêmen' (a semen's name; new ones are added), who,
 * and 'Custo por animal (R$)' (the owner's and a Gerente's only).
 */
export const inseminationInitial = (today: string, inseminator = ''): Values => ({
  date: today,
  sire: '',
  'sire.semen': '',
  inseminator,
  cost: '',
  animalIds: '',
});

export function toInseminationInput(
  values: Values,
  animals: readonly Picked[],
  batchId: string | null,
  seesMoney = false,
) {
  return {
    // A whole batch: its females, found by the server.
    ...(batchId ? {} : { animalIds: ids(animals) }),
    date: values.date,
    sire: { bullId: null, semen: values['sire.semen'] ?? '' },
    inseminator: values.inseminator,
    batchId,
    // 'Campo' sends no money (the server would refuse it): none, whatever the field held.
    cost: seesMoney ? (parseDecimal(values.cost) ?? null) : null,
  };
}

/**
 * The line under 'Custo por animal (R$)': where the cost goes, and its total once it reads as
 * money for the females picked ('R$ 256,50 para 3 fêmeas').
 */
export function serviceCostHint(costText: string | undefined, heads: number | null): string {
  const where = "Sêmen, protocolo e mão de obra, por fêmea. Entra no Financeiro em 'Reprodução'.";
  const cost = parseDecimal(costText);
  if (!heads || cost === undefined || !(cost > 0) || !Number.isFinite(cost)) return where;
  const total = formatBRL(roundTo(cost * heads, 2));
  return `${total} para ${femalesText(heads)}. Entra no Financeiro em 'Reprodução'.`;
}

/** 'Registrar cobertura': the bull ('Touro': one of the herd, or a name) from 'Início' to 'Fim'. */
export const coverInitial = (today: string): Values => ({
  bull: '',
  // Not typed: present so that the schema's messages of these paths show on the 'Touro' field.
  bullId: '',
  bullName: '',
  startsOn: today,
  endsOn: '',
  animalIds: '',
});

/**
 * The body of POST /natural-services: `bullId` when the text is the brinco of a bull of the herd
 * (`bullOf` finds him), else the name as typed.
 */
export function toCoverInput(
  values: Values,
  animals: readonly Picked[],
  bullOf: (text: string) => string | null,
) {
  const typed = (values.bull ?? '').trim();
  const bullId = typed ? bullOf(typed) : null;
  return {
    animalIds: ids(animals),
    bullId,
    bullName: bullId ? null : typed,
    startsOn: values.startsOn,
    endsOn: values.endsOn,
  };
}

/** 'Registrar diagnóstico': the result and, when 'Prenhe', 'Dias de gestação' (optional). */
export const diagnosisInitial = (today: string): Values => ({
  date: today,
  result: '',
  gestationDays: '',
});

export function toDiagnosisInput(values: Values, animalId: string) {
  return {
    animalId,
    date: values.date,
    result: values.result || undefined,
    // Typed and then another result chosen: the days are not sent (they are for a pregnancy).
    gestationDays:
      values.result === 'pregnant' ? (parseDecimal(values.gestationDays ?? '') ?? null) : null,
  };
}

export const abortionInitial = (today: string): Values => ({ date: today, notes: '' });

export const toAbortionInput = (values: Values, animalId: string) => ({
  animalId,
  date: values.date,
  notes: values.notes,
});

/** 'Registrar desmame' of one calf: 'Peso' and 'Data'. */
export const weaningInitial = (today: string): Values => ({
  date: today,
  'calves.0.weight': '',
});

export const toWeaningInput = (values: Values, calfId: string) => ({
  date: values.date,
  calves: [{ animalId: calfId, weight: parseDecimal(values['calves.0.weight'] ?? '') }],
});

/** 'Iniciar protocolo': the protocol, D0's date and the batch's name ('Lote de IATF'). */
export const startProtocolInitial = (today: string, protocolId = ''): Values => ({
  protocolId,
  startsOn: today,
  name: '',
  animalIds: '',
});

export const toStartProtocolInput = (
  values: Values,
  seasonId: string,
  animals: readonly Picked[],
) => ({
  seasonId,
  protocolId: values.protocolId,
  startsOn: values.startsOn,
  name: values.name,
  animalIds: ids(animals),
});
