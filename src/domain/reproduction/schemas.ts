import { z } from 'zod';
import { int } from '../calculators/common';
import { animalIds, eventDate, headWeight, id, isoDate, optionalId } from '../herd/schemas';
import { centsToReais } from '../finance/money';
import { amountField } from '../finance/schemas';
import { optionalField } from '../optional-field';
import { daysBetween } from '../records/dates';
import { optionalText, text } from '../text';
import { DIAGNOSIS_RESULTS, EXPOSURE_CATEGORIES } from './constants';

/*
 * What the reproduction module's forms and routes accept (issue 41, decision 067). Shared by the
 * browser and the server; dates of what happened are checked against São Paulo's today with the
 * `...Until(today)` builders, as the herd's are.
 */

export const SEASON_END_MESSAGE = 'O fim deve ser depois do início';
export const SEASON_TOO_LONG_MESSAGE = 'Uma estação tem no máximo 365 dias';
export const EXPOSE_WHAT_MESSAGE = 'Escolha as fêmeas, um lote ou uma categoria';
export const GESTATION_ONLY_PREGNANT_MESSAGE = 'Dias de gestação só para prenhe';

/** 'Nova estação': 'Nome', 'Início', 'Fim' (planned; may lie ahead). */
export const seasonSchema = z
  .object({
    name: text('Informe o nome')
      .min(1, { error: 'Informe o nome' })
      .max(80, { error: 'Nome muito longo' }),
    startsOn: isoDate('Informe o início'),
    endsOn: isoDate('Informe o fim'),
  })
  .refine((s) => s.endsOn > s.startsOn, { error: SEASON_END_MESSAGE, path: ['endsOn'] })
  .refine((s) => daysBetween(s.startsOn, s.endsOn) <= 365, {
    error: SEASON_TOO_LONG_MESSAGE,
    path: ['endsOn'],
  });
export type SeasonInput = z.input<typeof seasonSchema>;
export type SeasonData = z.output<typeof seasonSchema>;

/** 'Expor fêmeas': by selection, by lot or by category — exactly one of them. */
export const exposeSchema = z
  .object({
    animalIds: animalIds().optional(),
    lotId: optionalId('Lote não encontrado.').optional(),
    category: z.enum(EXPOSURE_CATEGORIES, { error: 'Categoria inválida' }).nullish(),
  })
  .refine(
    (e) =>
      [e.animalIds?.length ? 1 : 0, e.lotId ? 1 : 0, e.category ? 1 : 0].reduce((a, b) => a + b) ===
      1,
    { error: EXPOSE_WHAT_MESSAGE, path: ['animalIds'] },
  );
export type ExposeData = z.output<typeof exposeSchema>;

const protocolStepSchema = z.object({
  day: int('Dia inválido')
    .min(0, { error: 'Dia inválido' })
    .max(60, { error: 'Dia de no máximo 60' }),
  action: text('Diga o que é feito')
    .min(1, { error: 'Diga o que é feito' })
    .max(120, { error: 'Texto muito longo' }),
  products: optionalText('Produtos inválidos', 200, 'Texto muito longo'),
  insemination: z.boolean({ error: 'Valor inválido' }).default(false),
});

/** An IATF protocol: a name and its steps, in day order, one of them the insemination. */
export const protocolSchema = z
  .object({
    name: text('Informe o nome')
      .min(1, { error: 'Informe o nome' })
      .max(100, { error: 'Nome muito longo' }),
    steps: z
      .array(protocolStepSchema, { error: 'Informe os passos' })
      .min(1, { error: 'Informe pelo menos um passo' })
      .max(12, { error: 'No máximo 12 passos' }),
  })
  .refine((p) => p.steps.every((s, i) => i === 0 || s.day > p.steps[i - 1]!.day), {
    error: 'Os passos devem estar em ordem de dia, sem repetir',
    path: ['steps'],
  })
  .refine((p) => p.steps.filter((s) => s.insemination).length === 1, {
    error: 'Marque o passo da inseminação',
    path: ['steps'],
  });
export type ProtocolData = z.output<typeof protocolSchema>;

/** 'Iniciar protocolo': a 'Lote de IATF' of the season's selected females, D0 on `startsOn`. */
export function startProtocolSchemaUntil(today: string) {
  return z.object({
    seasonId: id('Estação não encontrada'),
    protocolId: id('Protocolo não encontrado'),
    name: optionalText('Nome inválido', 80, 'Nome muito longo'),
    // D0 may be planned a week ahead; not further.
    startsOn: isoDate('Informe a data do D0').refine((d) => daysBetween(today, d) <= 7, {
      error: 'O D0 pode ser no máximo 7 dias à frente',
    }),
    animalIds: animalIds(),
  });
}
export type StartProtocolData = z.output<ReturnType<typeof startProtocolSchemaUntil>>;

/** 'Touro ou sêmen': a bull of the registry, or a semen's name (added to 'Sêmen' if new). */
const sire = () =>
  z.object({
    bullId: optionalId('Touro não encontrado'),
    semen: optionalText('Nome inválido', 80, 'Nome muito longo'),
  });

/** The most 'Custo por animal (R$)' takes: R$ 100.000,00 (an embryo costs a few thousand). */
export const MAX_SERVICE_COST_CENTS = 10_000_000;
export const SERVICE_COST_TOO_HIGH_MESSAGE = 'Custo de no máximo R$ 100.000,00 por animal';

/**
 * 'Custo por animal (R$)' of a service (semen dose, protocol, labour): optional; reais > 0 with at
 * most 2 decimals, out as reais to the centavo, as a sale's value is kept. Money: the owner's
 * and a Gerente's only ('Campo' sends none: 403, decision 073).
 */
const serviceCost = () =>
  optionalField(
    amountField(MAX_SERVICE_COST_CENTS, SERVICE_COST_TOO_HIGH_MESSAGE).transform(centsToReais),
  );

/**
 * 'Registrar inseminação': females picked, or a whole 'Lote de IATF' at once (`batchId` with no
 * `animalIds`: the batch's females not inseminated yet), on one day, with an optional cost per
 * female (in the book as 'Reprodução', decision 073).
 */
export function inseminationSchemaUntil(today: string) {
  return z
    .object({
      animalIds: animalIds()
        .optional()
        .transform((ids) => ids ?? []),
      date: eventDate(today),
      sire: sire(),
      inseminator: optionalText('Nome inválido', 80, 'Nome muito longo'),
      batchId: optionalId('Lote de IATF não encontrado'),
      cost: serviceCost(),
    })
    .refine((s) => s.animalIds.length > 0 || s.batchId !== null, {
      error: 'Selecione pelo menos um animal',
      path: ['animalIds'],
    })
    .refine((s) => !!s.sire.bullId !== !!s.sire.semen, {
      error: 'Informe o touro ou o sêmen',
      path: ['sire'],
    });
}
export type InseminationData = z.output<ReturnType<typeof inseminationSchemaUntil>>;

/** 'Registrar cobertura': natural service or repasse, the bull in from 'Início' to 'Fim'. */
export function naturalServiceSchemaUntil(today: string) {
  return z
    .object({
      animalIds: animalIds(),
      bullId: optionalId('Touro não encontrado'),
      bullName: optionalText('Nome inválido', 80, 'Nome muito longo'),
      startsOn: eventDate(today),
      endsOn: isoDate('Data inválida')
        .nullish()
        .or(z.literal('').transform(() => null))
        .transform((v) => v ?? null),
    })
    .refine((s) => !!s.bullId !== !!s.bullName, { error: 'Informe o touro', path: ['bullId'] })
    .refine((s) => !s.endsOn || s.endsOn >= s.startsOn, {
      error: SEASON_END_MESSAGE,
      path: ['endsOn'],
    });
}
export type NaturalServiceData = z.output<ReturnType<typeof naturalServiceSchemaUntil>>;

/** 'Registrar diagnóstico' (and the chute's targets): 'Dias de gestação' only when pregnant. */
export function diagnosisSchemaUntil(today: string) {
  return z
    .object({
      animalId: id('Animal não encontrado'),
      date: eventDate(today),
      result: z.enum(DIAGNOSIS_RESULTS, { error: 'Escolha o resultado' }),
      gestationDays: int('Dias de gestação inválidos')
        .min(20, { error: 'Dias de gestação: de 20 a 300' })
        .max(300, { error: 'Dias de gestação: de 20 a 300' })
        .nullish()
        .transform((v) => v ?? null),
    })
    .refine((d) => d.result === 'pregnant' || d.gestationDays === null, {
      error: GESTATION_ONLY_PREGNANT_MESSAGE,
      path: ['gestationDays'],
    });
}
export type DiagnosisData = z.output<ReturnType<typeof diagnosisSchemaUntil>>;

/** 'Registrar aborto'. */
export function abortionSchemaUntil(today: string) {
  return z.object({
    animalId: id('Animal não encontrado'),
    date: eventDate(today),
    notes: optionalText('Observação inválida', 300, 'Observação muito longa'),
  });
}
export type AbortionData = z.output<ReturnType<typeof abortionSchemaUntil>>;

/** 'Registrar desmame': one calf or a batch, each with its 'Peso', on one day. */
export function weaningSchemaUntil(today: string) {
  return z.object({
    date: eventDate(today),
    calves: z
      .array(z.object({ animalId: id('Animal não encontrado'), weight: headWeight() }), {
        error: 'Informe os bezerros',
      })
      .min(1, { error: 'Informe pelo menos um bezerro' })
      .max(5000, { error: 'No máximo 5.000 bezerros de uma vez' })
      .refine((c) => new Set(c.map((x) => x.animalId)).size === c.length, {
        error: 'Animal repetido na seleção',
      }),
  });
}
export type WeaningData = z.output<ReturnType<typeof weaningSchemaUntil>>;

/** A 'Sêmen' of the list: touro, raça, central. */
export const semenSchema = z.object({
  bull: text('Informe o touro')
    .min(1, { error: 'Informe o touro' })
    .max(80, { error: 'Nome muito longo' }),
  breed: optionalText('Raça inválida', 40, 'Raça muito longa'),
  center: optionalText('Central inválida', 80, 'Nome muito longo'),
});
export type SemenData = z.output<typeof semenSchema>;
