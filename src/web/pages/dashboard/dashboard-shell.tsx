import { ShellLoading, ShellPicture } from '../../components/shell-picture';
import { DashboardMain } from './dashboard-frame';
import { HerdCard } from './herd-card';

/**
 * /dashboard before its scripts run (decision 050, dashboard.html): the page's frame and the
 * parts that are the same for everyone, the greeting's band and the 'Rebanho' card.
 */
export function DashboardShell() {
  return (
    <ShellPicture status="Carregando seu painel...">
      <DashboardMain>
        <ShellLoading label="Carregando seu painel..." />
        <div className="grid gap-4 lg:grid-cols-2">
          <HerdCard />
        </div>
      </DashboardMain>
    </ShellPicture>
  );
}
