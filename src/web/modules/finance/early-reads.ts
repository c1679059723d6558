/*
 * What /financeiro asks first (page-queries.ts's prefetch) for the part `aba` names, as URLs
 * main.tsx asks before the app's code loads (lib/early-fetch.ts); web/early-pages.test.ts checks
 * that the page asks each of them. The paddocks' options only on a plan with 'Pastos', which is
 * not known yet: left to the page. No imports: main.tsx's chunk stays small.
 */
export function financeEarlyReads(aba: string | null): string[] {
  const part = aba ?? 'lancamentos';
  if (part === 'lancamentos')
    return ['/api/finance/accounts', '/api/finance/entries', '/api/lots?limit=100&figures=none'];
  if (part === 'fluxo')
    return ['/api/finance/accounts', '/api/finance/cash-flow', '/api/finance/due'];
  return [];
}
