import { AccountsSection } from './accounts-section';
import { CashFlowSection } from './cash-flow-section';
import { EntriesSection } from './entries-section';
import { FinancePage } from './finance-page';
import { ImportSection } from './ofx-import';
import { ResultsSection } from './results-section';
import { SettingsSection } from './settings-section';

/*
 * /financeiro with its parts in place: the list, the cash flow with the bills due, the results
 * with the DRE, the bank statement's import with the lines to review, the chart of accounts and
 * the settings.
 */
export function FinanceScreen() {
  return (
    <FinancePage
      lancamentos={EntriesSection}
      fluxo={CashFlowSection}
      resultado={ResultsSection}
      extrato={ImportSection}
      contas={AccountsSection}
      configuracoes={SettingsSection}
    />
  );
}
