import { z } from 'zod';
import { optionalField } from '../optional-field';
import { int, num, positiveMoney } from '../calculators/common';
import { CATEGORIES, SEXES } from '../herd/constants';
import {
  isoDate,
  MAX_ANIMALS_PER_EVENT,
  FUTURE_DATE_MESSAGE,
  undoEventSchema,
} from '../herd/schemas';
import { optionalText, text } from '../text';
import {
  BRUCELLOSIS_VACCINES,
  DOSE_UNITS,
  DUE_STATUSES,
  MAX_WITHDRAWAL_DAYS,
  PRODUCT_TYPES,
} from './constants';

/*
 * What the sanitary records' forms and routes accept (issue 26): products, protocols of the
 * calendar, applications. Shared by the browser and the server; dates are checked against São
 * Paulo's today with the `...Until(today)` builders, as the herd's are.
 */

export const NEGATIVE_WITHDRAWAL_MESSAGE = 'A carência não pode ser negativa';
export const DOSE_MESSAGE = 'A dose deve ser maior que zero';
export const EMPTY_AGE_WINDOW_MESSAGE =
  'A faixa de idade está vazia: a idade inicial passa da final';
export const NO_SCHEDULE_MESSAGE =
  'Diga quando aplicar: numa idade, a cada tantos dias ou em meses escolhidos';
export const VET_REQUIRED_MESSAGE =
  'Informe o veterinário responsável pela vacinação contra brucelose';

const nullable = optionalField;

const wholeDays = (message: string, max: number, tooHigh: string) =>
  int(message).min(0, { error: message }).max(max, { error: tooHigh });

/** 'Produtos sanitários': one product. */
export const productSchema = z.object({
  name: text('Informe o nome do produto')
    .min(1, { error: 'Informe o nome do produto' })
    .max(80, { error: 'Nome muito longo' }),
  type: z.enum(PRODUCT_TYPES, { error: 'Escolha o tipo' }),
  withdrawalDays: int('Informe a carência em dias inteiros')
    .min(0, { error: NEGATIVE_WITHDRAWAL_MESSAGE })
    .max(MAX_WITHDRAWAL_DAYS, { error: 'Carência de no máximo 365 dias' }),
  doseUnit: z.enum(DOSE_UNITS, { error: 'Escolha a unidade da dose' }),
  /** R$ per dose unit; 'Campo' sends none (and is never shown one). */
  pricePerDose: nullable(positiveMoney('O preço deve ser maior que zero')),
  /** A brucellosis vaccine, for the semester proof: B19 or RB51. */
  brucellosis: nullable(z.enum(BRUCELLOSIS_VACCINES, { error: 'Vacina inválida' })),
});
export type ProductInput = z.input<typeof productSchema>;
export type ProductData = z.output<typeof productSchema>;

const ageMonths = () =>
  nullable(
    int('Idade em meses inválida')
      .min(0, { error: 'Idade em meses inválida' })
      .max(360, { error: 'Idade em meses inválida' }),
  );

/** 'Calendário sanitário': a protocol — what, for whom, when. */
export const protocolSchema = z
  .object({
    name: text('Informe o nome')
      .min(1, { error: 'Informe o nome' })
      .max(100, { error: 'Nome muito longo' }),
    productId: z.uuid({ error: 'Escolha o produto' }),
    sex: nullable(z.enum(SEXES, { error: 'Sexo inválido' })),
    minAgeMonths: ageMonths(),
    maxAgeMonths: ageMonths(),
    category: nullable(z.enum(CATEGORIES, { error: 'Categoria inválida' })),
    lotId: nullable(z.uuid({ error: 'Lote não encontrado.' })),
    firstAtAgeMonths: ageMonths(),
    boosterDays: nullable(
      wholeDays('Reforço em dias inteiros', 3650, 'Reforço de no máximo 3.650 dias').refine(
        (d) => d > 0,
        { error: 'O reforço deve ser depois de pelo menos 1 dia' },
      ),
    ),
    everyDays: nullable(
      wholeDays('Intervalo em dias inteiros', 3650, 'Intervalo de no máximo 3.650 dias').refine(
        (d) => d > 0,
        { error: 'O intervalo deve ser de pelo menos 1 dia' },
      ),
    ),
    months: nullable(
      z
        .array(
          int('Mês inválido').min(1, { error: 'Mês inválido' }).max(12, { error: 'Mês inválido' }),
          {
            error: 'Meses inválidos',
          },
        )
        .max(12, { error: 'Meses inválidos' })
        .transform((list) => [...new Set(list)].sort((a, b) => a - b)),
    ).transform((list) => (list && list.length > 0 ? list : null)),
    active: z.boolean({ error: 'Valor inválido' }).default(true),
    notes: optionalText('Observações inválidas', 500, 'Observações muito longas'),
  })
  .superRefine((p, ctx) => {
    if (p.minAgeMonths !== null && p.maxAgeMonths !== null && p.minAgeMonths > p.maxAgeMonths) {
      ctx.addIssue({ code: 'custom', path: ['maxAgeMonths'], message: EMPTY_AGE_WINDOW_MESSAGE });
    }
    if (p.firstAtAgeMonths === null && p.everyDays === null && p.months === null) {
      ctx.addIssue({ code: 'custom', path: ['firstAtAgeMonths'], message: NO_SCHEDULE_MESSAGE });
    }
    if (
      p.firstAtAgeMonths !== null &&
      p.maxAgeMonths !== null &&
      p.firstAtAgeMonths > p.maxAgeMonths
    ) {
      ctx.addIssue({
        code: 'custom',
        path: ['firstAtAgeMonths'],
        message: 'A idade da primeira dose passa da idade final',
      });
    }
  });
export type ProtocolInput = z.input<typeof protocolSchema>;
export type ProtocolData = z.output<typeof protocolSchema>;

/** Who receives an application: chosen animals, a lot's, or every active animal of a category. */
const targetSchema = z.union(
  [
    z.object({
      animalIds: z
        .array(z.uuid({ error: 'Animal não encontrado' }), { error: 'Selecione os animais' })
        .min(1, { error: 'Selecione pelo menos um animal' })
        .max(MAX_ANIMALS_PER_EVENT, { error: 'Selecione no máximo 5.000 animais de uma vez' })
        .refine((ids) => new Set(ids).size === ids.length, { error: 'Animal repetido na seleção' }),
    }),
    z.object({ lotId: z.uuid({ error: 'Lote não encontrado.' }) }),
    z.object({ category: z.enum(CATEGORIES, { error: 'Categoria inválida' }) }),
    z.object({
      /** Every animal due for this protocol in 'Atrasadas' or 'Próximos 30 dias'. */
      dueProtocolId: z.uuid({ error: 'Protocolo não encontrado' }),
      dueStatus: z.enum(DUE_STATUSES, { error: 'Lista inválida' }),
      /** Only those now in this paddock (the list filtered by 'Pasto', issue 42). */
      paddockId: z.uuid({ error: 'Pasto não encontrado' }).optional(),
    }),
  ],
  { error: 'Escolha os animais' },
);
export type ApplicationTarget = z.output<typeof targetSchema>;

/** 'Registrar aplicação' on `today` ('YYYY-MM-DD', São Paulo). */
export function applicationSchemaUntil(today: string) {
  return z.object({
    productId: z.uuid({ error: 'Escolha o produto' }),
    date: isoDate('Data é obrigatória').refine((d) => d <= today, { error: FUTURE_DATE_MESSAGE }),
    dose: num().gt(0, { error: DOSE_MESSAGE }).max(1000, { error: 'Dose muito alta' }),
    appliedBy: optionalText('Nome inválido', 80, 'Nome muito longo'),
    veterinarian: optionalText('Veterinário inválido', 120, 'Nome muito longo'),
    notes: optionalText('Observações inválidas', 500, 'Observações muito longas'),
    target: targetSchema,
  });
}
export type ApplicationInput = z.input<ReturnType<typeof applicationSchemaUntil>>;
export type ApplicationData = z.output<ReturnType<typeof applicationSchemaUntil>>;

/**
 * 'Marcar como vacinadas antes do cadastro' (issue 39 item 6, decision 063): the animals of a
 * protocol's 'Histórico anterior ao cadastro' — all of them, a category's or a lot's — had the
 * first dose before they were registered.
 */
export const priorHistorySchema = z
  .object({
    protocolId: z.uuid({ error: 'Protocolo não encontrado' }),
    category: nullable(z.enum(CATEGORIES, { error: 'Categoria inválida' })),
    lotId: nullable(z.uuid({ error: 'Lote não encontrado.' })),
    /** Only the active animals now in this paddock (the list filtered by 'Pasto', issue 42). */
    paddockId: nullable(z.uuid({ error: 'Pasto não encontrado' })),
  })
  .refine((p) => !(p.category && p.lotId), {
    path: ['lotId'],
    error: 'Escolha a categoria ou o lote, não os dois',
  });
export type PriorHistoryInput = z.input<typeof priorHistorySchema>;
export type PriorHistoryData = z.output<typeof priorHistorySchema>;

/**
 * Undoing an application: the reason, and whether the whole recording it was part of (a lot's, a
 * list's, a marking before the registration) goes with it (decision 063).
 */
export const undoApplicationSchema = undoEventSchema.extend({
  wholeGroup: z.boolean({ error: 'Valor inválido' }).default(false),
});

/** The weekly reminder, per person and farm. */
export const reminderSettingsSchema = z.object({
  weeklyEmail: z.boolean({ error: 'Valor inválido' }),
});
