import type { AdminUserRow } from '@/domain/admin/admin';
import { dayBR, limitLabel, planLabel, statusLabel } from './format';
import { UserActions } from './user-actions';
import { DetailItem } from '../../components/ui/detail-item';

const COLUMNS = ['Nome', 'E-mail', 'Plano', 'Limite Animais', 'Status', 'Cadastro', 'Ações'];

/** The users as a table (from tablet width) or as a list of cards (phones). */
export function UsersTable({ users }: { users: AdminUserRow[] }) {
  return (
    <>
      <div className="hidden overflow-x-auto lg:block">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">Usuários</caption>
          <thead>
            <tr className="border-b border-stone-200 text-stone-600">
              {COLUMNS.map((column) => (
                <th key={column} scope="col" className="px-2 py-2 font-medium">
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-stone-200">
            {users.map((user) => (
              <tr key={user.id} className="align-top">
                <th scope="row" className="px-2 py-3 font-medium text-stone-900">
                  {user.name || '—'}
                </th>
                <td className="max-w-56 px-2 py-3 break-all text-stone-700">{user.email}</td>
                <td className="px-2 py-3">{planLabel(user.plan)}</td>
                <td className="px-2 py-3">{limitLabel(user.animalLimit)}</td>
                <td className="px-2 py-3">{statusLabel(user.status)}</td>
                <td className="px-2 py-3 whitespace-nowrap">{dayBR(user.createdAt)}</td>
                <td className="px-2 py-3">
                  <UserActions user={user} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <ul aria-label="Usuários" className="flex flex-col gap-3 lg:hidden">
        {users.map((user) => (
          <li
            key={user.id}
            aria-label={user.name || user.email}
            className="rounded-lg border border-stone-200 p-4"
          >
            <p className="font-semibold text-stone-900">{user.name || '—'}</p>
            <p className="text-sm break-all text-stone-700">{user.email}</p>
            <dl className="my-3 grid grid-cols-2 gap-x-4 gap-y-2 text-sm">
              <DetailItem term="Plano" value={planLabel(user.plan)} />
              <DetailItem term="Limite Animais" value={limitLabel(user.animalLimit)} />
              <DetailItem term="Status" value={statusLabel(user.status)} />
              <DetailItem term="Cadastro" value={dayBR(user.createdAt)} />
            </dl>
            <UserActions user={user} />
          </li>
        ))}
      </ul>
    </>
  );
}
