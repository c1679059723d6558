import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { AUDIT_ACTION_LABELS } from '@/domain/admin/admin';
import { LoadFailed, LoadingCard } from '../../components/load-state';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card';
import { errorMessage } from '../../lib/api';
import { auditQuery } from './admin-api';
import { dateTimeBR } from './format';
import { Pagination } from './pagination';

/** 'Histórico': what administrators did, newest first. */
export function AuditHistory() {
  const [page, setPage] = useState(1);
  const audit = useQuery(auditQuery(page));

  return (
    <Card>
      <CardHeader>
        <CardTitle id="audit-title">Histórico</CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        {audit.isPending ? (
          <LoadingCard label="Carregando histórico" />
        ) : audit.isError ? (
          <LoadFailed
            title="Erro ao carregar histórico"
            description={errorMessage(audit.error)}
            onRetry={() => void audit.refetch()}
            retrying={audit.isFetching}
          />
        ) : audit.data.entries.length === 0 ? (
          <p className="text-sm text-stone-600">Nenhuma ação registrada.</p>
        ) : (
          <ul aria-labelledby="audit-title" className="divide-y divide-stone-200">
            {audit.data.entries.map((entry) => (
              <li key={entry.id} className="flex flex-col gap-1 py-3 text-sm">
                <p className="font-medium text-stone-900">
                  {AUDIT_ACTION_LABELS[entry.action] ?? entry.action}
                  {entry.detail && <span className="text-stone-700"> · {entry.detail}</span>}
                </p>
                <p className="break-all text-stone-700">
                  Usuário: {entry.targetEmail ?? '—'} · Por: {entry.adminEmail}
                </p>
                <p className="text-stone-600">
                  <time dateTime={entry.at}>{dateTimeBR(entry.at)}</time>
                  {entry.ip && <> · IP {entry.ip}</>}
                </p>
              </li>
            ))}
          </ul>
        )}
        {audit.data && audit.data.total > 0 && (
          <Pagination
            label="Paginação do histórico"
            page={audit.data.page}
            total={audit.data.total}
            pageSize={audit.data.pageSize}
            onPage={setPage}
          />
        )}
      </CardContent>
    </Card>
  );
}
