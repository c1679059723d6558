import { z } from 'zod';
import { isIsoDate, isIsoMonth } from '../records/dates';
import type { DoseUnit } from './constants';

/*
 * What the sanitary records give out (issue 26 item 7, decision 044): the printable sanitary
 * record of an animal or a lot ('Ficha sanitária'), the sanitary cost of a month offered to
 * 'Controle mensal', and the queries of the CSV files. Shared by the browser and the server.
 */

const PERIOD_MESSAGE = 'Informe o período';
const day = z
  .string({ error: PERIOD_MESSAGE })
  .refine((d) => isIsoDate(d) && d >= '1980-01-01' && d <= '2100-12-31', {
    error: 'Data inválida',
  });

/** GET /api/export/sanitary-applications.csv: a period, both ends included. */
export const applicationsCsvQuerySchema = z
  .object({ from: day, to: day })
  .refine((q) => q.from <= q.to, {
    error: 'O início do período deve ser antes do fim',
    path: ['to'],
  });

/** GET /api/sanitary/costs: `?month=YYYY-MM` (2000-01 to 2100-12, the months the form takes). */
export const costsQuerySchema = z.object({
  month: z
    .string({ error: 'Mês inválido' })
    .refine((m) => isIsoMonth(m) && m >= '2000-01' && m <= '2100-12', { error: 'Mês inválido' }),
});

/**
 * The sanitary cost of a month: the costs of its applications not undone (each the dose × the
 * product's price when it was given), over the heads in the herd on the month's first day.
 * Money is null for 'Campo'.
 */
export interface SanitaryCost {
  month: string;
  /** Σ cost of the month's applications that had a price, R$ (null for 'Campo'). */
  total: number | null;
  /** Animals in the herd on the month's first day (as the monthly movements count them). */
  heads: number;
  /** total ÷ heads, R$ per head; null without heads or for 'Campo'. */
  perHead: number | null;
  /** Applications of the month (not undone). */
  applications: number;
  /** Of those, the ones without a price (their product had none when given). */
  unpriced: number;
}

/** The sanitary cost per head: null without heads. */
export function costPerHead(total: number, heads: number): number | null {
  return heads > 0 ? Math.round((total / heads) * 100) / 100 : null;
}

/** One application on a 'Ficha sanitária'. */
export interface SheetRow {
  id: string;
  date: string;
  tag: string;
  productName: string;
  dose: number;
  doseUnit: DoseUnit;
  /** 'Em carência até' (inclusive); null when the product has none. */
  withdrawalUntil: string | null;
  appliedBy: string | null;
  veterinarian: string | null;
  /** A dose before the registration: its date stands in for an unknown day (decision 063). */
  priorHistory: boolean;
}

/** A page of an animal's or a lot's sanitary record, oldest first. */
export interface SanitarySheet {
  kind: 'animal' | 'lot';
  /** The animal's brinco (and name), or the lot's name. */
  title: string;
  items: SheetRow[];
  /** Applications on the record (all pages). */
  total: number;
  nextCursor: string | null;
}

/** A page of a sheet: up to this many rows. */
export const SHEET_PAGE_MAX = 100;

/** 'Sanitário' rows read before printing: a record this small is printed whole. */
export const SHEET_PRINT_WHOLE_MAX = 500;

/** '2026-2' → '2º semestre de 2026'. */
export function semesterLabel(semester: string): string {
  return `${semester.endsWith('-1') ? '1º' : '2º'} semestre de ${semester.slice(0, 4)}`;
}

/** Vaccinated females read before printing the proof: a proof this small is printed whole. */
export const PROOF_PRINT_WHOLE_MAX = 1000;
