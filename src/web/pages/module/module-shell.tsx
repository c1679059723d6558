import { ModuleMain } from '../../components/module-layout';
import { ShellLoading, ShellPicture } from '../../components/shell-picture';
import { tabClasses, tabListClasses } from '../../components/page-tabs';
import { headedModule, moduleTabs, type HeadedModuleId } from '../../modules/headings';

/**
 * A module screen before its scripts run (decision 050, module-<id>.html): the frame, the way
 * back and the screen's title block, laid out by the screen's own ModuleMain; below 1024 px its
 * tabs, where it has some (issue 39), none of them chosen yet: the page is the same for every
 * ?aba=, and the screen marks the open one when it takes over.
 */
export function ModuleShell({ moduleId }: { moduleId: HeadedModuleId }) {
  const tabs = moduleTabs(moduleId);
  return (
    <ShellPicture status="Carregando o módulo...">
      <ModuleMain {...headedModule(moduleId)} compact={tabs.length > 0}>
        {tabs.length > 0 && (
          <div
            className={`${tabListClasses} mb-4`}
            style={{ gridTemplateColumns: `repeat(${tabs.length}, minmax(0, 1fr))` }}
          >
            {tabs.map((tab) => (
              <span key={tab.id} className={tabClasses}>
                {tab.label}
              </span>
            ))}
          </div>
        )}
        <ShellLoading label="Carregando o módulo..." />
      </ModuleMain>
    </ShellPicture>
  );
}
