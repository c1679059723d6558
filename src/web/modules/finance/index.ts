/*
 * Module 'finance' — 'Financeiro' (issue 43): the page at /financeiro, loaded when first visited:
 * 'Lançamentos' ('Nova receita', 'Nova despesa', paid, undone, exported, printed), 'Fluxo de
 * caixa' with 'Contas a pagar' and 'Contas a receber', 'Resultado' with the 'DRE do ano',
 * 'Importar extrato' (OFX) with the lines 'A conferir', 'Plano de contas' and 'Configurações'
 * (the Funrural rate). The owner's and a Gerente's; Pro, Master and the trial.
 * Where the rest of it lives:
 *   server routes  mounted in app.ts at /api/finance
 *   domain         src/domain/finance/ (api.ts the answers and routes, schemas.ts the inputs,
 *                  constants.ts the accounts and words, queries.ts the list's query, money.ts
 *                  centavos, ofx*.ts the statement read in the browser)
 *   tests          *.test.tsx here
 */
export { FinanceScreen as FinancePage } from './screens';
