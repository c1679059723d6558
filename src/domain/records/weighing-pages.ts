import { z } from 'zod';
import { text } from '../text';
import type { AnimalSummary } from './herd-performance';
import { cursorParam } from './paging';
import type { Weighing } from './weighing';
import { weighingSchema } from './weighing';

/**
 * The pages of the weighing screen (issue 24, decision 031): the farm's weighings newest first,
 * the per-animal summaries searched by part of an id, and one animal's history. Every list is
 * keyset-paged with an opaque cursor the server makes (base64url of the last row's sort key).
 */

/** Rows of a page: at most, and when the request names none. */
export const WEIGHING_PAGE_MAX = 100;
export const WEIGHING_PAGE_DEFAULT = 50;
/** One animal's history: its latest weighings, at most this many (older ones are summarised). */
export const ANIMAL_HISTORY_MAX = 100;

const LIMIT_MESSAGE = 'Limite inválido';

const limit = z
  .string()
  .regex(/^\d{1,3}$/, { error: LIMIT_MESSAGE })
  .transform(Number)
  .refine((n) => n >= 1 && n <= WEIGHING_PAGE_MAX, { error: LIMIT_MESSAGE })
  .optional()
  .transform((n) => n ?? WEIGHING_PAGE_DEFAULT);

/** The cursor as text (src/server/cursor.ts checks it when it reads it back). */
const cursor = cursorParam;

const animal = weighingSchema.shape.animalId;

/** GET /api/weighings: `animal` narrows to one animal. */
export const weighingListQuerySchema = z.object({
  cursor,
  limit,
  animal: animal.optional(),
});

/** GET /api/weighings/animals: `q` is part of an id (any case); `lot` narrows to a lot's weighings. */
export const animalSummaryQuerySchema = z.object({
  cursor,
  limit,
  q: text('Busca inválida').max(40, { error: 'Busca muito longa' }).optional(),
  lot: z.uuid({ error: 'Lote não encontrado.' }).optional(),
  /** The animals now in a paddock ('Pastos', issue 42). */
  paddock: z.uuid({ error: 'Pasto não encontrado' }).optional(),
});

/** GET /api/weighings/history: one animal. */
export const animalHistoryQuerySchema = z.object({ animal });

/** A page of any list: `nextCursor` asks for the following one, null on the last. */
export interface Page<T> {
  items: T[];
  nextCursor: string | null;
}

/** The herd's (or a lot's) figures over all its animals, computed by the database. */
export interface HerdTotals {
  animals: number;
  /** The mean of the animals' GMDs (kg/day), over those weighed at least twice; null if none. */
  averageDailyGain: number | null;
}

/**
 * GET /api/weighings/animals: a page of animals; the first page of the herd or of a lot (no
 * search, no cursor) carries the totals over every animal of it, for the herd report's heading
 * and for what its paper says of the rows it prints.
 */
export interface AnimalFiguresPage extends Page<AnimalFigures> {
  totals?: HerdTotals;
}

/** One animal's figures over all its weighings (or a lot's), computed by the database: the herd
 * report's line (herd-performance.ts) with the first weight too. */
export interface AnimalFigures extends AnimalSummary {
  firstWeight: number;
}

/** GET /api/weighings/history: the summary (null for an animal never weighed) and its latest
 * weighings, oldest first (all of them when `summary.weighings` ≤ ANIMAL_HISTORY_MAX). */
export interface AnimalHistory {
  summary: AnimalFigures | null;
  items: Weighing[];
}
