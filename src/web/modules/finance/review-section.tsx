import { useState } from 'react';
import { useInfiniteQuery } from '@tanstack/react-query';
import { toast } from 'sonner';
import type { EntryView } from '@/domain/finance/api';
import { bankCategorisationSchema } from '@/domain/finance/schemas';
import { formatDateBR } from '@/domain/records/dates';
import { LoadMore, morePages } from '../../components/load-more';
import { NotLoaded } from '../../components/load-state';
import { Button } from '../../components/ui/button';
import { HeadedCard } from '../../components/ui/card';
import { SelectField } from '../../components/ui/select-field';
import { errorMessage } from '../../lib/api';
import { toastSaveFailure } from '../../lib/saving';
import { accountGroups, useAccounts } from './entry-choices';
import { REVIEW_FILTERS, entryPagesQuery, useFinanceCall } from './finance-api';
import { FINANCE_TOASTS, amountText, entriesCount, entryName } from './finance-format';
import { ReconcileDialog } from './reconcile-dialog';
import { cn } from '../../lib/cn';
import { signClass } from '../../lib/sign-class';

/**
 * 'A conferir' (issue 43 item 4): the imported bank lines whose guessed category nobody confirmed
 * yet, each with its 'Categoria' to keep or change; 'Salvar categorias' confirms the lines shown.
 * A line that is the payment of a 'Do rebanho' entry is reconciled with it instead ('Conciliar').
 */
export function ReviewSection() {
  const query = useInfiniteQuery(entryPagesQuery(REVIEW_FILTERS));
  const rows = query.data?.pages.flatMap((p) => p.items) ?? [];
  const total = query.data?.pages[0]?.totals.count ?? 0;
  const { accounts } = useAccounts();
  // The categories chosen here, over the guessed ones.
  const [chosen, setChosen] = useState<Record<string, string>>({});
  const [reconciling, setReconciling] = useState<EntryView | null>(null);
  const save = useFinanceCall<{ updated: number }>();
  const [problem, setProblem] = useState<string | null>(null);
  const categoryOf = (row: EntryView) => chosen[row.id] ?? row.accountId;

  const saveAll = () => {
    setProblem(null);
    const parsed = bankCategorisationSchema.safeParse({
      items: rows.map((row) => ({ entryId: row.id, accountId: categoryOf(row) })),
    });
    if (!parsed.success)
      return setProblem(parsed.error.issues[0]?.message ?? 'Categorias inválidas');
    save.mutate(
      { path: '/imports/categorise', body: parsed.data },
      {
        onSuccess: ({ updated }) => {
          toast.success(FINANCE_TOASTS.categorised, {
            description: `${entriesCount(updated)} conferidos.`,
          });
          setChosen({});
        },
        onError: (error) =>
          toastSaveFailure(error, {
            title: 'Erro ao salvar as categorias',
            description: errorMessage(error),
          }),
      },
    );
  };

  return (
    <HeadedCard
      title="A conferir"
      titleId="finance-review-title"
      description="Linhas do extrato com a categoria adivinhada. Confira, mude o que precisar e salve."
    >
      {!query.data ? (
        <NotLoaded
          query={query}
          failed={{
            title: 'Erro ao carregar as linhas a conferir',
            description: errorMessage(query.error),
          }}
          loading="Carregando as linhas a conferir..."
        />
      ) : rows.length === 0 ? (
        <p className="text-stone-600">Nenhuma linha do extrato a conferir.</p>
      ) : (
        <div className="flex flex-col gap-3">
          <p className="text-sm text-stone-700">{entriesCount(total)} a conferir.</p>
          <ul aria-label="Linhas a conferir" className="flex flex-col gap-2">
            {rows.map((row) => (
              <li
                key={row.id}
                className="grid gap-2 rounded-lg border border-stone-200 p-3 md:grid-cols-[1fr_16rem_auto] md:items-end"
              >
                <div className="min-w-0">
                  <p className="font-medium break-words text-stone-900">{row.description}</p>
                  <p className="text-sm text-stone-600">
                    {formatDateBR(row.date)} ·{' '}
                    <span
                      className={cn(
                        'font-semibold tabular-nums',
                        signClass(row.type === 'expense' ? -1 : 1),
                      )}
                    >
                      {amountText(row)}
                    </span>
                  </p>
                </div>
                <SelectField
                  id={`finance-review-${row.id}`}
                  label={
                    <>
                      Categoria<span className="sr-only"> de {entryName(row)}</span>
                    </>
                  }
                  value={categoryOf(row)}
                  onChange={(e) => setChosen((c) => ({ ...c, [row.id]: e.target.value }))}
                  options={[]}
                  groups={accountGroups(accounts, row.type)}
                />
                <Button
                  variant="outline"
                  size="sm"
                  aria-label={`Conciliar: ${entryName(row)}`}
                  onClick={() => setReconciling(row)}
                >
                  Conciliar
                </Button>
              </li>
            ))}
          </ul>
          <LoadMore more={morePages(query)} />
          {problem && (
            <p role="alert" className="text-sm font-medium text-red-700">
              {problem}
            </p>
          )}
          <div>
            <Button onClick={saveAll} disabled={save.isPending}>
              {save.isPending ? 'Salvando...' : 'Salvar categorias'}
            </Button>
          </div>
        </div>
      )}
      {reconciling && <ReconcileDialog line={reconciling} onClose={() => setReconciling(null)} />}
    </HeadedCard>
  );
}
