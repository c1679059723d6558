import { z } from 'zod';
import { cursorParam, pageLimitSchema } from '../records/paging';
import { FEMALE_GROUPS, REPRO_STATUSES } from './constants';

/*
 * The query string of a season's females (GET /api/reproduction/seasons/:id/females, issue 41),
 * shared by the browser and the server. Besides the statuses, 'to_diagnose' is the list 'A
 * diagnosticar': served at least DIAGNOSE_AFTER_DAYS ago and not checked since; 'undiagnosed' is
 * the chute's 'Faltam diagnosticar': every female not counted in 'Diagnosticadas: 37 de 120' (no
 * conclusive check since her last service, served or not).
 */

export const FEMALE_FILTERS = [...REPRO_STATUSES, 'to_diagnose', 'undiagnosed'] as const;
export type FemaleFilter = (typeof FEMALE_FILTERS)[number];

/** A season's page of females holds 50 unless asked for fewer. */
export const FEMALE_PAGE = 50;

export const femalesQuerySchema = z.object({
  status: z.enum(FEMALE_FILTERS, { error: 'Situação inválida' }).optional(),
  group: z.enum(FEMALE_GROUPS, { error: 'Categoria inválida' }).optional(),
  /** The start of a brinco (or of a name), or an EID however written (matched whole). */
  q: z
    .string({ error: 'Busca inválida' })
    .trim()
    .max(40, { error: 'Busca muito longa' })
    .refine((s) => !s.includes('\u0000'), { error: 'Busca inválida' })
    .optional(),
  cursor: cursorParam,
  limit: pageLimitSchema.optional(),
});
export type FemalesQuery = z.output<typeof femalesQuerySchema>;

/** 'A desmamar' (GET /api/reproduction/seasons/:id/to-wean): oldest calves first, keyset. */
export const toWeanQuerySchema = z.object({
  cursor: cursorParam,
  limit: pageLimitSchema.optional(),
});
export type ToWeanQuery = z.output<typeof toWeanQuerySchema>;
