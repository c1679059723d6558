import { z } from 'zod';
import { MAX_MONEY, MAX_MONEY_MESSAGE, int, positive, positiveMoney } from '../calculators/common';
import { isIsoDate } from '../records/dates';
import { optionalText, text } from '../text';
import { BREEDS, CATEGORIES, CATEGORY_SEX, DEATH_CAUSES, ORIGINS, SEXES } from './constants';
import { readEid } from './eid';
import { carcassYieldSchema, PRICE_KINDS } from './pricing';

export { PRICE_KIND_LABELS, PRICE_KINDS, type PriceKind } from './pricing';

/*
 * What the herd registry's forms and routes accept (issue 25): the animal ('Cadastrar animal')
 * and its events. Shared by the browser and the server; dates are checked against São Paulo's
 * today with the `...Until(today)` builders, as the weighing schema does.
 */

export const FUTURE_DATE_MESSAGE = 'A data não pode ser depois de hoje';
export const FUTURE_BIRTH_MESSAGE = 'A data de nascimento não pode ser depois de hoje';
/** Most rows a many-animal event (purchase, sale, transfer) takes at once. */
export const MAX_ANIMALS_PER_EVENT = 5000;

export const id = (message: string) => z.uuid({ error: message });
export const optionalId = (message: string) =>
  z
    .uuid({ error: message })
    .nullish()
    .or(z.literal('').transform(() => null))
    .transform((v) => v ?? null);

/** A calendar date, 'YYYY-MM-DD', from 1980 to 2100. */
export function isoDate(required: string) {
  return z
    .string({ error: required })
    .min(1, { error: required })
    .refine(isIsoDate, { error: 'Data inválida' })
    .refine((d) => d >= '1980-01-01' && d <= '2100-12-31', { error: 'Data inválida' });
}

const optionalDate = () =>
  z
    .string({ error: 'Data inválida' })
    .refine((d) => d === '' || (isIsoDate(d) && d >= '1980-01-01' && d <= '2100-12-31'), {
      error: 'Data inválida',
    })
    .nullish()
    .transform((d) => (d ? d : null));

/** A brinco: the visual ear tag, as written (trimmed), up to 30 characters. */
export const tagSchema = text('Brinco é obrigatório')
  .min(1, { error: 'Brinco é obrigatório' })
  .max(30, { error: 'Brinco muito longo' });

/** An optional EID: any way of writing 15 digits (eid.ts) becomes the 15 digits. */
export const eidSchema = z
  .string({ error: 'O EID deve ter 15 dígitos' })
  .nullish()
  .transform((raw, ctx) => {
    if (!raw || !raw.trim()) return null;
    const reading = readEid(raw);
    if (!reading.ok) {
      ctx.addIssue({ code: 'custom', message: reading.message });
      return z.NEVER;
    }
    return reading.eid;
  });

const sisbovSchema = z
  .string({ error: 'O SISBOV deve ter 15 dígitos' })
  .nullish()
  .transform((raw, ctx) => {
    const digits = (raw ?? '').replace(/[\s.-]/g, '');
    if (!digits) return null;
    if (!/^\d{15}$/.test(digits)) {
      ctx.addIssue({ code: 'custom', message: 'O SISBOV deve ter 15 dígitos' });
      return z.NEVER;
    }
    return digits;
  });

const sexSchema = z.enum(SEXES, { error: 'Informe o sexo' });
const breedSchema = z
  .enum(BREEDS, { error: 'Raça inválida' })
  .nullish()
  .or(z.literal('').transform(() => null))
  .transform((v) => v ?? null);
const categorySchema = z
  .enum(CATEGORIES, { error: 'Categoria inválida' })
  .nullish()
  .or(z.literal('').transform(() => null))
  .transform((v) => v ?? null);

const birthWeight = () =>
  positive('Peso deve ser maior que zero').max(100, { error: 'Peso ao nascer muito alto' });
export const headWeight = () =>
  positive('Peso deve ser maior que zero').max(1500, { error: 'Peso muito alto' });

/** The fields of an animal ('Cadastrar animal'); `ageMonths` stands for an unknown birth date. */
const animalFields = {
  tag: tagSchema,
  eid: eidSchema,
  sisbov: sisbovSchema,
  name: optionalText('Nome inválido', 60, 'Nome muito longo'),
  sex: sexSchema,
  breed: breedSchema,
  /** 'YYYY-MM-DD'; or null with `ageMonths`. */
  birthDate: optionalDate(),
  /** An estimated age in whole months, when the birth date is not known. */
  ageMonths: int('Idade em meses inválida')
    .min(0, { error: 'Idade em meses inválida' })
    .max(360, { error: 'Idade em meses inválida' })
    .nullish()
    .transform((v) => v ?? null),
  /** The producer's category, over the derived one; must fit the sex. */
  category: categorySchema,
  /** A breeding male ('Touro'). */
  breeder: z.boolean({ error: 'Valor inválido' }).default(false),
  coat: optionalText('Pelagem inválida', 40, 'Pelagem muito longa'),
  motherId: optionalId('Mãe não encontrada'),
  /** Free text: the bull's brinco or name, or a semen code. */
  father: optionalText('Pai inválido', 60, 'Pai muito longo'),
  lotId: optionalId('Lote não encontrado.'),
  pasture: optionalText('Pasto inválido', 60, 'Pasto muito longo'),
  origin: z
    .enum(ORIGINS, { error: 'Origem inválida' })
    .nullish()
    .transform((v) => v ?? null),
  /** When the animal came into the herd (bought); defaults to the birth date or today. */
  entryDate: optionalDate(),
  notes: optionalText('Observações inválidas', 500, 'Observações muito longas'),
};

function animalRules(today: string) {
  return (
    a: {
      sex: 'M' | 'F';
      category: (typeof CATEGORIES)[number] | null;
      birthDate: string | null;
      ageMonths: number | null;
      entryDate: string | null;
    },
    ctx: z.RefinementCtx,
  ) => {
    if (a.category && CATEGORY_SEX[a.category] !== a.sex) {
      ctx.addIssue({
        code: 'custom',
        path: ['category'],
        message: 'Categoria não combina com o sexo',
      });
    }
    if (a.birthDate && a.birthDate > today) {
      ctx.addIssue({ code: 'custom', path: ['birthDate'], message: FUTURE_BIRTH_MESSAGE });
    }
    if (a.entryDate && a.entryDate > today) {
      ctx.addIssue({ code: 'custom', path: ['entryDate'], message: FUTURE_DATE_MESSAGE });
    }
    if (a.birthDate && a.entryDate && a.entryDate < a.birthDate) {
      ctx.addIssue({
        code: 'custom',
        path: ['entryDate'],
        message: 'A entrada não pode ser antes do nascimento',
      });
    }
  };
}

/** 'Cadastrar animal' on `today` ('YYYY-MM-DD', São Paulo). */
export function animalSchemaUntil(today: string) {
  return z.object(animalFields).superRefine(animalRules(today));
}

/** 'Editar animal': the same fields; the server applies them over the stored animal. */
export const animalUpdateSchemaUntil = animalSchemaUntil;

export type AnimalInput = z.input<ReturnType<typeof animalSchemaUntil>>;
export type AnimalData = z.output<ReturnType<typeof animalSchemaUntil>>;

export const eventDate = (today: string) =>
  isoDate('Data é obrigatória').refine((d) => d <= today, { error: FUTURE_DATE_MESSAGE });
const gta = () => optionalText('GTA inválida', 30, 'Número da GTA muito longo');
export const animalIds = () =>
  z
    .array(id('Animal não encontrado'), { error: 'Selecione os animais' })
    .min(1, { error: 'Selecione pelo menos um animal' })
    .max(MAX_ANIMALS_PER_EVENT, { error: 'Selecione no máximo 5.000 animais de uma vez' })
    .refine((ids) => new Set(ids).size === ids.length, { error: 'Animal repetido na seleção' });

/** 'Registrar nascimento': a calf of `motherId`, linked to her. */
export function birthSchemaUntil(today: string) {
  return z.object({
    motherId: id('Mãe não encontrada'),
    date: eventDate(today),
    tag: tagSchema,
    eid: eidSchema,
    name: animalFields.name,
    sex: sexSchema,
    breed: breedSchema,
    birthWeight: birthWeight()
      .nullish()
      .transform((v) => v ?? null),
    father: animalFields.father,
    lotId: animalFields.lotId,
    pasture: animalFields.pasture,
    notes: animalFields.notes,
  });
}

const price = () =>
  positiveMoney('Preço deve ser maior que zero')
    .nullish()
    .transform((v) => v ?? null);
const priceKind = (fallback: (typeof PRICE_KINDS)[number]) =>
  z.enum(PRICE_KINDS, { error: 'Forma de preço inválida' }).default(fallback);

/** 'Peso de carcaça (kg)' per head, from the romaneio. */
const carcassWeight = () =>
  positive('Peso de carcaça deve ser maior que zero')
    .max(1000, { error: 'Peso de carcaça muito alto' })
    .nullish()
    .transform((v) => v ?? null);

/** A price per kg or per arroba needs a weight to count from (a sale's carcass weight will do). */
function weightForPrice(
  p: {
    priceKind: string;
    price: number | null;
    weight: number | null;
    carcassWeight?: number | null;
  },
  ctx: z.RefinementCtx,
) {
  const needs = p.priceKind === 'kg' || (p.priceKind === 'arroba' && !p.carcassWeight);
  if (p.price !== null && needs && p.weight === null) {
    ctx.addIssue({ code: 'custom', path: ['weight'], message: 'Informe o peso para esse preço' });
  }
}

/** The terms of a price: kind, price, weights and yield (a sale's, or the price given later). */
const saleTerms = () => ({
  /** kg per head (average). */
  weight: headWeight()
    .nullish()
    .transform((v) => v ?? null),
  priceKind: priceKind('arroba'),
  price: price(),
  carcassYield: carcassYieldSchema()
    .nullish()
    .transform((v) => v ?? null),
  carcassWeight: carcassWeight(),
});

function saleTermRules(
  s: {
    priceKind: string;
    price: number | null;
    weight: number | null;
    carcassWeight: number | null;
  },
  ctx: z.RefinementCtx,
) {
  weightForPrice(s, ctx);
  if (s.carcassWeight !== null && s.weight !== null && s.carcassWeight > s.weight) {
    ctx.addIssue({
      code: 'custom',
      path: ['carcassWeight'],
      message: 'O peso de carcaça não pode passar do peso vivo',
    });
  }
}

/**
 * 'Registrar compra': one or many animals that enter the herd. The form turns a range of brincos
 * or a pasted list into `tags` (herd-tags.ts). Prices are per head or per arroba; 'Campo' sends none.
 */
export function purchaseSchemaUntil(today: string) {
  return z
    .object({
      date: eventDate(today),
      tags: z
        .array(tagSchema, { error: 'Informe os brincos' })
        .min(1, { error: 'Informe pelo menos um brinco' })
        .max(MAX_ANIMALS_PER_EVENT, { error: 'No máximo 5.000 animais por compra' })
        .refine((tags) => new Set(tags).size === tags.length, {
          error: 'Brinco repetido na lista',
        }),
      sex: sexSchema,
      breed: breedSchema,
      birthDate: optionalDate(),
      ageMonths: animalFields.ageMonths,
      /** kg per head (average), at purchase. */
      weight: headWeight()
        .nullish()
        .transform((v) => v ?? null),
      priceKind: priceKind('head'),
      price: price(),
      seller: optionalText('Vendedor inválido', 80, 'Nome do vendedor muito longo'),
      gta: gta(),
      lotId: animalFields.lotId,
      pasture: animalFields.pasture,
      notes: animalFields.notes,
    })
    .superRefine((p, ctx) => {
      if (p.birthDate && p.birthDate > p.date) {
        ctx.addIssue({
          code: 'custom',
          path: ['birthDate'],
          message: 'A compra não pode ser antes do nascimento',
        });
      }
      weightForPrice(p, ctx);
    });
}

/** 'Registrar venda': selected animals (or a lot's), leaving the active herd. */
export function saleSchemaUntil(today: string) {
  return z
    .object({
      date: eventDate(today),
      animalIds: animalIds(),
      buyer: optionalText('Comprador inválido', 80, 'Nome do comprador muito longo'),
      ...saleTerms(),
      gta: gta(),
      notes: animalFields.notes,
      /** The producer confirmed a sale inside a withdrawal period (issue 26). */
      confirmWithdrawal: z.boolean().default(false),
    })
    .superRefine(saleTermRules);
}

/**
 * 'Informar preço' of a sale or purchase recorded without one ('Preço a informar': recorded by
 * 'Campo', issue 39 item 8): the owner or a 'Gerente' completes it. The weights sent replace the
 * event's (the dialog starts from them).
 */
export const eventPriceSchema = z
  .object({
    ...saleTerms(),
    price: z
      .number({ error: 'Informe o preço' })
      .gt(0, { error: 'Preço deve ser maior que zero' })
      .max(MAX_MONEY, { error: MAX_MONEY_MESSAGE }),
  })
  .superRefine(saleTermRules);
export type EventPriceInput = z.output<typeof eventPriceSchema>;

/** 'Registrar morte'. */
export function deathSchemaUntil(today: string) {
  return z.object({
    animalId: id('Animal não encontrado'),
    date: eventDate(today),
    cause: z.enum(DEATH_CAUSES, { error: 'Informe a causa' }),
    note: optionalText('Observação inválida', 500, 'Observação muito longa'),
  });
}

/**
 * 'Transferir': to a lot (null takes the animals out of their lot), a pasture, or another farm of
 * the same account (Master). At least one destination.
 */
export function transferSchemaUntil(today: string) {
  return z
    .object({
      date: eventDate(today),
      animalIds: animalIds(),
      /** undefined: the lot stays; null: out of any lot. */
      toLotId: z.uuid({ error: 'Lote não encontrado.' }).nullable().optional(),
      toPasture: optionalText('Pasto inválido', 60, 'Pasto muito longo').optional(),
      /** A farm's id (better-auth's, not a uuid). */
      toFarmId: z
        .string({ error: 'Fazenda não encontrada' })
        .regex(/^[A-Za-z0-9_-]{1,100}$/, { error: 'Fazenda não encontrada' })
        .optional(),
      notes: animalFields.notes,
    })
    .refine(
      (t) => t.toLotId !== undefined || t.toPasture !== undefined || t.toFarmId !== undefined,
      { error: 'Escolha o destino', path: ['toLotId'] },
    );
}

/** Undoing an event entered by mistake: the reason is kept in the animal's history. */
export const undoEventSchema = z.object({
  reason: text('Informe o motivo')
    .min(3, { error: 'Informe o motivo' })
    .max(300, { error: 'Motivo muito longo' }),
});
