import { z } from 'zod';
import { cursorParam } from '../records/paging';
import { text } from '../text';
import { CATEGORIES, SEXES, STATUSES } from './constants';

/*
 * The queries of the herd's reads (decision 036): GET /api/animals, /api/animals/options and
 * /api/animals/:id/timeline. Cursors are opaque (base64url of the last row's key, made by the
 * server and read back by src/server/cursor.ts); anything else is a 400.
 */

export const ANIMAL_PAGE_MAX = 100;
export const ANIMAL_PAGE_DEFAULT = 50;
export const ANIMAL_OPTIONS_MAX = 20;
export const TIMELINE_PAGE_DEFAULT = 50;

const LIMIT_MESSAGE = 'Limite inválido';

const limit = (fallback: number) =>
  z
    .string()
    .regex(/^\d{1,3}$/, { error: LIMIT_MESSAGE })
    .transform(Number)
    .refine((n) => n >= 1 && n <= ANIMAL_PAGE_MAX, { error: LIMIT_MESSAGE })
    .optional()
    .transform((n) => n ?? fallback);

const cursor = cursorParam;

const search = text('Busca inválida').max(60, { error: 'Busca muito longa' }).optional();

export const HERD_SORTS = ['tag', 'age', 'category', 'lot', 'weight'] as const;
export type HerdSort = (typeof HERD_SORTS)[number];
export const STATUS_FILTERS = [...STATUSES, 'all'] as const;
export type StatusFilter = (typeof STATUS_FILTERS)[number];
/** 'none' in the category filter: the animals whose category is unknown ('Sem categoria'). */
export const NO_CATEGORY = 'none';

/** 'none' in the sex filter: the animals whose sex is not known (decision 039). */
export const NO_SEX = 'none';

/**
 * GET /api/animals. `lot` is a lot's id, or 'none' for the animals out of any lot; `sex` 'none'
 * for the animals without a sex; `withdrawal=1` the animals in a withdrawal today ('Em
 * carência', issue 26).
 */
export const animalListQuerySchema = z.object({
  q: search,
  category: z.enum([...CATEGORIES, NO_CATEGORY], { error: 'Categoria inválida' }).optional(),
  sex: z.enum([...SEXES, NO_SEX], { error: 'Sexo inválido' }).optional(),
  lot: z.union([z.uuid(), z.literal('none')], { error: 'Lote não encontrado.' }).optional(),
  withdrawal: z.literal('1', { error: 'Filtro inválido' }).optional(),
  status: z.enum(STATUS_FILTERS, { error: 'Situação inválida' }).default('active'),
  sort: z.enum(HERD_SORTS, { error: 'Ordem inválida' }).default('tag'),
  dir: z.enum(['asc', 'desc'], { error: 'Ordem inválida' }).default('asc'),
  cursor,
  limit: limit(ANIMAL_PAGE_DEFAULT),
});
export type AnimalListQuery = z.output<typeof animalListQuerySchema>;

/** GET /api/animals/options: ≤20 animals matching brinco, EID (any writing) or name. */
export const animalOptionsQuerySchema = z.object({
  q: search,
  sex: z.enum(SEXES, { error: 'Sexo inválido' }).optional(),
  status: z.enum(STATUS_FILTERS, { error: 'Situação inválida' }).default('active'),
});

/** GET /api/animals/:id/timeline. */
export const timelineQuerySchema = z.object({
  cursor,
  limit: limit(TIMELINE_PAGE_DEFAULT),
});

/** GET /api/animal-events/unpriced ('Preço a informar', decision 061): a page of 50 by default. */
export const unpricedQuerySchema = z.object({ cursor, limit: limit(ANIMAL_PAGE_DEFAULT) });
