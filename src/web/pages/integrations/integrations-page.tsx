import { useQuery } from '@tanstack/react-query';
import { BookOpen } from 'lucide-react';
import { isMultiFarmPlan } from '@/domain/farms';
import { LoadFailed, LoadingCard } from '../../components/load-state';
import { MasterPlanNote, OwnerOnlyNote } from '../../components/master-plan-note';
import { PageShell } from '../../components/page-shell';
import { buttonClasses } from '../../components/ui/button';
import { ApiError } from '../../lib/api';
import { useMe } from '../../lib/session';
import { ApiKeyList } from './api-key-list';
import { CreateApiKey } from './create-api-key';
import { apiKeysQuery } from './integrations-api';

/** /integracoes: the farm's API keys for other systems (the owner; creating needs Master). */
export function IntegrationsPage() {
  const { data: me } = useMe();
  if (!me) return null;
  return (
    <PageShell
      title="Integrações"
      description="Chaves de acesso para outros sistemas lerem ou lançarem os dados da fazenda pela API."
    >
      <a
        href="/api/v1/docs"
        target="_blank"
        rel="noreferrer"
        className={buttonClasses({ variant: 'outline', size: 'sm', className: 'w-fit' })}
      >
        <BookOpen aria-hidden="true" />
        Documentação da API
      </a>
      {me.farm.isOwner ? (
        <Keys farmId={me.farm.id} canCreate={isMultiFarmPlan(me.farm.plan)} />
      ) : (
        <OwnerOnlyNote>
          Só o proprietário da fazenda cria e revoga chaves de integração. Se precisa de uma, fale
          com ele.
        </OwnerOnlyNote>
      )}
    </PageShell>
  );
}

function Keys({ farmId, canCreate }: { farmId: string; canCreate: boolean }) {
  const keys = useQuery(apiKeysQuery(farmId));
  return (
    <>
      {canCreate ? (
        <CreateApiKey farmId={farmId} />
      ) : (
        <MasterPlanNote>
          Integrações pela API fazem parte do plano Master. Seus dados continuam disponíveis.
        </MasterPlanNote>
      )}
      {keys.isPending ? (
        <LoadingCard label="Carregando as chaves..." />
      ) : keys.isError ? (
        // Below Master the server may refuse the list: the note above already says why.
        !canCreate && keys.error instanceof ApiError && keys.error.status === 403 ? null : (
          <LoadFailed
            title="Erro ao carregar dados"
            description="Não foi possível carregar as chaves."
            onRetry={() => void keys.refetch()}
            retrying={keys.isFetching}
          />
        )
      ) : (
        <ApiKeyList farmId={farmId} keys={keys.data} />
      )}
    </>
  );
}
