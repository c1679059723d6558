import { queryOptions } from '@tanstack/react-query';
import type { ResultsView } from '@/domain/finance/api';
import { daysInMonth } from '@/domain/finance/calendar';
import { centsToReais } from '@/domain/finance/money';
import { planHas } from '@/domain/plans';
import type { MeResponse } from '@/domain/api';
import { apiFetch } from './api';
import { withQuery } from './pages';

/*
 * The Financeiro's results of a period (GET /api/finance/results, issue 43): read by the
 * finance module's 'Resultado' and by 'Preencher com o financeiro' of the monthly control and
 * the annual results, which import no module. The key is the finance module's
 * (['finance', 'results', period]): one cache entry, refreshed by every entry written.
 */

/** A year, or a period from–to ('YYYY-MM-DD', both ends included). */
export type FinancePeriod = { year: number } | { from: string; to: string };

export const financeResultsQuery = (period: FinancePeriod) =>
  queryOptions({
    queryKey: ['finance', 'results', period] as const,
    queryFn: ({ signal }) =>
      apiFetch<ResultsView>(
        withQuery(
          '/api/finance/results',
          'year' in period ? { year: String(period.year) } : period,
        ),
        { signal },
      ),
  });

/** A month ('YYYY-MM') as a period: its first to its last day. */
export function monthPeriod(month: string): FinancePeriod {
  const [year, mm] = month.split('-').map(Number);
  return {
    from: `${month}-01`,
    to: `${month}-${String(daysInMonth(year!, mm!)).padStart(2, '0')}`,
  };
}

/** Whether the member's farm has the Financeiro open to them: its plan, and not 'Campo'. */
export const hasFinance = (me: MeResponse | null | undefined) =>
  !!me && me.farm.seesMoney && planHas(me.farm.plan, 'finance');

type Groups = ResultsView['groups'];

/** Whether the book has any realized entry in the period. */
export const bookMoved = (groups: Groups) => Object.values(groups).some((cents) => cents !== 0);

/**
 * The monthly control's money from the book (R$): 'Receita Total' the gross revenue; 'Custos
 * Totais' what went out for the operation — the COE, the Funrural and the animals bought (the
 * month has no investment field); machines and improvements stay out.
 */
export function monthlyFromBook(groups: Groups) {
  return {
    totalRevenue: centsToReais(groups.revenue),
    totalCosts: centsToReais(groups.coe + groups.deduction + groups.restocking),
  };
}

/**
 * The annual results' money from the book (R$): 'Receita Total' the gross revenue, 'Custos
 * Totais' the COE and the Funrural, 'Investimento Total' the animals bought (as the herd's events
 * fill it); machines and improvements last beyond the year and stay out, as in the DRE.
 */
export function annualFromBook(groups: Groups) {
  return {
    totalInvestment: centsToReais(groups.restocking),
    totalRevenue: centsToReais(groups.revenue),
    totalCosts: centsToReais(groups.coe + groups.deduction),
  };
}
