import type { AdminCounters } from '@/domain/admin/admin';

const ITEMS: { key: keyof AdminCounters; label: string }[] = [
  { key: 'total', label: 'Total de Usuários' },
  { key: 'active', label: 'Ativos' },
  { key: 'inactive', label: 'Inativos' },
  { key: 'overdue', label: 'Inadimplentes' },
];

/** The four counters over all users. */
export function Counters({ counters }: { counters: AdminCounters | undefined }) {
  return (
    <section aria-label="Resumo de usuários">
      <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        {ITEMS.map(({ key, label }) => (
          <div key={key} className="rounded-xl border border-stone-200 bg-white p-4 shadow-sm">
            <dt className="text-sm text-stone-600">{label}</dt>
            <dd className="text-2xl font-bold text-stone-900">
              {counters ? counters[key].toLocaleString('pt-BR') : '—'}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
