import { ModuleMain } from '../../components/module-layout';
import { ShellLoading, ShellPicture } from '../../components/shell-picture';
import { headedModule, type HeadedModuleId } from '../../modules/headings';

/**
 * A module screen before its scripts run (decision 050, module-<id>.html): the frame, the way
 * back and the screen's title block, laid out by the screen's own ModuleMain.
 */
export function ModuleShell({ moduleId }: { moduleId: HeadedModuleId }) {
  return (
    <ShellPicture status="Carregando o módulo...">
      <ModuleMain {...headedModule(moduleId)}>
        <ShellLoading label="Carregando o módulo..." />
      </ModuleMain>
    </ShellPicture>
  );
}
