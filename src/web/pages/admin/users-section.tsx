import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Search } from 'lucide-react';
import type { SubscriptionStatus } from '@/domain/plans';
import { LoadFailed, LoadingCard } from '../../components/load-state';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card';
import { Input } from '../../components/ui/input';
import { Label } from '../../components/ui/label';
import { errorMessage } from '../../lib/api';
import { adminUsersQuery, type UsersFilter } from './admin-api';
import { Counters } from './counters';
import { Pagination } from './pagination';
import { SelectField } from '../../components/ui/select-field';
import { UsersTable } from './users-table';

const STATUS_FILTERS = [
  { value: '', label: 'Todos' },
  { value: 'active', label: 'Ativos' },
  { value: 'inactive', label: 'Inativos' },
  { value: 'overdue', label: 'Inadimplentes' },
] as const;

/** The counters and the user list with its search, status filter and pages. */
export function UsersSection() {
  const [filter, setFilter] = useState<UsersFilter>({ page: 1, q: '', status: '' });
  const [search, setSearch] = useState('');
  const users = useQuery(adminUsersQuery(filter));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setFilter((current) => ({ ...current, q: search.trim(), page: 1 }));
  };

  return (
    <div className="flex flex-col gap-6">
      <Counters counters={users.data?.counters} />
      <Card>
        <CardHeader>
          <CardTitle id="users-title">Usuários</CardTitle>
        </CardHeader>
        <CardContent className="flex flex-col gap-4">
          <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
            <form role="search" onSubmit={submit} className="flex flex-1 flex-col gap-1.5">
              <Label htmlFor="admin-search">Buscar por nome ou e-mail</Label>
              <div className="flex gap-2">
                <Input
                  id="admin-search"
                  type="search"
                  value={search}
                  onChange={(event) => setSearch(event.target.value)}
                />
                <Button type="submit" variant="outline" className="h-11">
                  <Search aria-hidden="true" />
                  Buscar
                </Button>
              </div>
            </form>
            <div className="sm:w-48">
              <SelectField
                id="admin-status"
                label="Status"
                options={STATUS_FILTERS}
                value={filter.status}
                onChange={(event) =>
                  setFilter((current) => ({
                    ...current,
                    status: event.target.value as SubscriptionStatus | '',
                    page: 1,
                  }))
                }
              />
            </div>
          </div>
          {users.isPending ? (
            <LoadingCard label="Carregando usuários" />
          ) : users.isError ? (
            <LoadFailed
              title="Erro ao carregar usuários"
              description={errorMessage(users.error)}
              onRetry={() => void users.refetch()}
              retrying={users.isFetching}
            />
          ) : users.data.users.length === 0 ? (
            <p className="py-6 text-center text-stone-600">Nenhum usuário encontrado</p>
          ) : (
            <UsersTable users={users.data.users} />
          )}
          {users.data && (
            <Pagination
              label="Paginação de usuários"
              page={users.data.page}
              total={users.data.total}
              pageSize={users.data.pageSize}
              onPage={(page) => setFilter((current) => ({ ...current, page }))}
            />
          )}
        </CardContent>
      </Card>
    </div>
  );
}
