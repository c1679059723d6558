import type { DueStatus, SanitaryProduct } from '@/domain/sanitary/api';
import { DUE_STATUS_LABELS } from '@/domain/sanitary/constants';
import { applicationSchemaUntil, VET_REQUIRED_MESSAGE } from '@/domain/sanitary/schemas';
import { formatDateBR } from '@/domain/records/dates';
import { parseDecimal } from '@/domain/number';

/*
 * 'Registrar aplicação' as typed (issue 26): the form's text values, the animals picked, or the
 * due list it was opened for, turned into what the shared schema checks and the server stores.
 */

/** Who receives it: picked animals, a lot, a category, or a protocol's due list. */
export type TargetMode = 'animals' | 'lot' | 'category' | 'due';

export const TARGET_LABELS: Record<Exclude<TargetMode, 'due'>, string> = {
  animals: 'Animais',
  lot: 'Lote',
  category: 'Categoria',
};

export interface PickedAnimal {
  id: string;
  tag: string;
}

/** The due list 'Registrar para todos' names: its protocol, its list and its product. */
/** A paddock the sanitary lists are filtered by ('Pasto'). */
export interface PaddockChoice {
  id: string;
  name: string;
}

export interface DuePreset {
  protocolId: string;
  protocolName: string;
  status: DueStatus;
  productId: string;
  /** Heads in the list when the button was pressed. */
  count: number;
  /** The list filtered by 'Pasto': only the animals now in this paddock ('Pastos', issue 42). */
  paddock?: PaddockChoice;
}

/** Typed values, keyed by the schema's paths (so that its messages land on their fields). */
export type ApplicationValues = Record<string, string>;

export function initialValues(
  today: string,
  preset: { due?: DuePreset; appliedBy?: string } = {},
): ApplicationValues {
  return {
    productId: preset.due?.productId ?? '',
    date: today,
    dose: '',
    appliedBy: preset.appliedBy ?? '',
    veterinarian: '',
    notes: '',
    // The target's mode: its own message ('Escolha os animais') shows under the choice.
    target: preset.due ? 'due' : 'animals',
    // Not typed: present so that the schema's messages of these paths show on their fields.
    'target.animalIds': '',
    'target.lotId': '',
    'target.category': '',
  };
}

/** The body the schema checks: the chosen target only. */
export function toApplicationInput(
  values: ApplicationValues,
  animals: readonly PickedAnimal[],
  due?: DuePreset,
) {
  const mode = values.target as TargetMode;
  const target =
    mode === 'due' && due
      ? {
          dueProtocolId: due.protocolId,
          dueStatus: due.status,
          ...(due.paddock ? { paddockId: due.paddock.id } : {}),
        }
      : mode === 'lot'
        ? { lotId: values['target.lotId'] }
        : mode === 'category'
          ? values['target.category']
            ? { category: values['target.category'] }
            : {}
          : { animalIds: animals.map((a) => a.id) };
  return {
    productId: values.productId,
    date: values.date,
    dose: parseDecimal(values.dose ?? ''),
    appliedBy: values.appliedBy,
    veterinarian: values.veterinarian,
    notes: values.notes,
    target,
  };
}

/**
 * The shared schema, with the one rule that needs the product: a brucellosis vaccine names the
 * veterinarian responsible (the server says the same).
 */
export function applicationFormSchema(today: string, products: readonly SanitaryProduct[]) {
  return applicationSchemaUntil(today).superRefine((data, ctx) => {
    const product = products.find((p) => p.id === data.productId);
    if (product?.brucellosis && !data.veterinarian) {
      ctx.addIssue({ code: 'custom', path: ['veterinarian'], message: VET_REQUIRED_MESSAGE });
    }
  });
}

const heads = (n: number) => (n === 1 ? '1 animal' : `${n} animais`);

/**
 * Who receives it, as a sentence goes on after the product: 'no lote Recria', 'na categoria
 * Bezerra', 'em B-12, B-13', 'em 3 animais de Atrasadas (Brucelose…)'.
 */
export function targetPhrase(
  values: ApplicationValues,
  animals: readonly PickedAnimal[],
  names: { lot?: string; due?: DuePreset } = {},
): string {
  switch (values.target as TargetMode) {
    case 'lot':
      return `no lote ${names.lot ?? ''}`.trim();
    case 'category':
      return `na categoria ${values['target.category'] ?? ''}`.trim();
    case 'due':
      return names.due
        ? `em ${heads(names.due.count)} de ${DUE_STATUS_LABELS[names.due.status]} (${names.due.protocolName})${names.due.paddock ? ` no pasto ${names.due.paddock.name}` : ''}`
        : '';
    default: {
      const tags = animals.slice(0, 3).map((a) => a.tag);
      return animals.length <= 3
        ? `em ${tags.join(', ')}`
        : `em ${heads(animals.length)} (${tags.join(', ')}…)`;
    }
  }
}

/** How the outbox names it while it waits: 'Ivermectina 1% no lote Recria (21/11/2026)'. */
export const applicationSummary = (productName: string, phrase: string, date: string) =>
  `${productName} ${phrase} (${formatDateBR(date)})`;
