import { z } from 'zod';
import { isIsoDate } from '../records/dates';
import { cursorParam } from '../records/paging';
import { DUE_STATUSES } from './constants';

/* The query strings of the sanitary routes (issue 26), shared by the browser and the server. */

const limit = (max: number, fallback: number) =>
  z.coerce
    .number({ error: 'Limite inválido' })
    .int({ error: 'Limite inválido' })
    .min(1, { error: 'Limite inválido' })
    .max(max, { error: 'Limite inválido' })
    .default(fallback);
/** The server reads it back (src/server/cursor.ts). */
const cursor = cursorParam;
const day = z
  .string()
  .refine((d) => isIsoDate(d) && d >= '1980-01-01' && d <= '2100-12-31', { error: 'Data inválida' })
  .optional();

/** The active animals now in a paddock ('Pasto', issue 42): the due lists and the applications. */
const paddockId = z.uuid({ error: 'Pasto não encontrado' }).optional();

/** GET /api/sanitary/due/counts. */
export const dueCountsQuerySchema = z.object({ paddockId });

export const dueQuerySchema = z.object({
  status: z.enum(DUE_STATUSES, { error: 'Lista inválida' }).default('overdue'),
  protocolId: z.uuid({ error: 'Protocolo não encontrado' }).optional(),
  paddockId,
  cursor,
  limit: limit(100, 50),
});

export const applicationsQuerySchema = z
  .object({
    from: day,
    to: day,
    animalId: z.uuid({ error: 'Animal não encontrado' }).optional(),
    productId: z.uuid({ error: 'Produto não encontrado' }).optional(),
    paddockId,
    cursor,
    limit: limit(100, 50),
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, {
    error: 'O início do período deve ser antes do fim',
    path: ['to'],
  });

/** A semester: '2026-1' (January to June) or '2026-2' (July to December). */
export const SEMESTER = /^(\d{4})-([12])$/;

export const brucellosisQuerySchema = z.object({
  semester: z
    .string({ error: 'Semestre inválido' })
    .regex(SEMESTER, { error: 'Semestre inválido' })
    .refine((s) => Number(s.slice(0, 4)) >= 1980 && Number(s.slice(0, 4)) <= 2100, {
      error: 'Semestre inválido',
    }),
  cursor,
  limit: limit(500, 200),
});

/** The first and last day of a semester ('2026-2' → 2026-07-01 to 2026-12-31). */
export function semesterRange(semester: string): { from: string; to: string } {
  const year = semester.slice(0, 4);
  return semester.endsWith('-1')
    ? { from: `${year}-01-01`, to: `${year}-06-30` }
    : { from: `${year}-07-01`, to: `${year}-12-31` };
}

/** The semester of a day. */
export function semesterOf(date: string): string {
  return `${date.slice(0, 4)}-${Number(date.slice(5, 7)) <= 6 ? 1 : 2}`;
}
