import { Suspense } from 'react';
import { Construction, Lock } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { FARM_PLAN_MODULE_MESSAGE, roleForbiddenMessage } from '@/domain/farms';
import { findModule, isModuleId } from '@/domain/modules';
import { ModuleLayout } from '../../components/module-layout';
import { buttonClasses } from '../../components/ui/button';
import { Card, CardContent } from '../../components/ui/card';
import { PageSpinner } from '../../components/ui/spinner';
import { useMe } from '../../lib/session';
import { isLoaded, moduleScreen } from '../../modules';
import { NotFoundPage } from '../not-found';

/**
 * /module/:moduleId: unknown ids are a 404; a module the member's role does not reach says so and
 * whom to ask ('Campo' never hears of plans); one outside the plan says so, with the plans only
 * to the farm's owner; otherwise the module's own screen (src/web/modules/<id>).
 */
export function ModulePage() {
  const { moduleId = '' } = useParams();
  const { data: me } = useMe();

  if (!isModuleId(moduleId)) return <NotFoundPage />;
  if (!me) return null;
  const info = findModule(moduleId);

  if (!me.modules.includes(moduleId)) {
    const { role, isOwner } = me.farm;
    const message =
      role === 'field'
        ? roleForbiddenMessage(role)
        : isOwner
          ? 'Este módulo não faz parte do seu plano.'
          : FARM_PLAN_MODULE_MESSAGE;
    return (
      <ModuleLayout title={info.name} moduleId={moduleId}>
        <Card>
          <CardContent className="flex flex-col items-start gap-4">
            <p className="flex items-center gap-2 text-stone-800">
              <Lock className="size-5 shrink-0 text-amber-700" aria-hidden="true" />
              {message}
            </p>
            {isOwner && (
              <Link to="/pricing?plan=PRO" className={buttonClasses()}>
                Ver Planos
              </Link>
            )}
          </CardContent>
        </Card>
      </ModuleLayout>
    );
  }

  const Screen = moduleScreen(moduleId);
  // Its code loaded (the route's loader, or before a server's page is taken over): no boundary,
  // so that React takes the screen over with the page, not in a later pass that a replayed
  // press would meet half done (decision 080).
  if (Screen && isLoaded(moduleId)) return <Screen />;
  if (Screen) {
    return (
      <Suspense fallback={<PageSpinner />}>
        <Screen />
      </Suspense>
    );
  }

  return (
    <ModuleLayout title={info.name} moduleId={moduleId} description={info.description}>
      <Card>
        <CardContent className="flex items-center gap-3 text-stone-700">
          <Construction className="size-5 shrink-0 text-green-700" aria-hidden="true" />
          <p>Este módulo estará disponível em breve.</p>
        </CardContent>
      </Card>
    </ModuleLayout>
  );
}
