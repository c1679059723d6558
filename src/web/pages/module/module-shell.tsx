import { BackToDashboard } from '../../components/back-to-dashboard';
import { ModuleHeading } from '../../components/module-layout';
import { ShellLoading, ShellPicture } from '../../components/shell-picture';
import { MODULE_HEADINGS, type HeadedModuleId } from '../../modules/headings';

/**
 * A module screen before its scripts run (decision 050, module-<id>.html): the frame, the way
 * back and the screen's title block, as the screen lays them out (ModuleLayout).
 */
export function ModuleShell({ moduleId }: { moduleId: HeadedModuleId }) {
  return (
    <ShellPicture status="Carregando o módulo...">
      <main className="mx-auto w-full max-w-6xl flex-1 px-4 py-6 sm:px-6 sm:py-8">
        <nav className="mb-4">
          <BackToDashboard />
        </nav>
        <ModuleHeading moduleId={moduleId} {...MODULE_HEADINGS[moduleId]} />
        <ShellLoading label="Carregando o módulo..." />
      </main>
    </ShellPicture>
  );
}
