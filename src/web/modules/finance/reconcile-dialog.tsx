import { useState, type FormEvent } from 'react';
import { useInfiniteQuery } from '@tanstack/react-query';
import { toast } from 'sonner';
import type { EntryView } from '@/domain/finance/api';
import { addMonthsClamped } from '@/domain/finance/calendar';
import { reconcileSchema } from '@/domain/finance/schemas';
import { formatDateBR } from '@/domain/records/dates';
import { LoadMore, morePages } from '../../components/load-more';
import { Alert } from '../../components/ui/alert';
import { FormDialog } from '../../components/ui/form-dialog';
import { Radio } from '../../components/ui/radio';
import { Spinner } from '../../components/ui/spinner';
import { errorMessage } from '../../lib/api';
import { NO_ENTRY_FILTERS, entryPagesQuery, useFinanceCall } from './finance-api';
import { FINANCE_TOASTS, amountText } from './finance-format';

const FORM_ID = 'finance-reconcile';
const CHOICE_ID = `${FORM_ID}-entry`;

/**
 * 'Conciliar' a bank line with the 'Do rebanho' entry it pays (a frigorífico's transfer for a
 * sale): the entries of the same kind from two months before the line to one after, those of the
 * same amount first. The entry stays (its category, its event) and is realized on the bank's
 * day; the line is attached to it and stops counting. Mounted while open.
 */
export function ReconcileDialog({ line, onClose }: { line: EntryView; onClose: () => void }) {
  const query = useInfiniteQuery(
    entryPagesQuery({
      ...NO_ENTRY_FILTERS,
      source: 'herd',
      type: line.type,
      from: addMonthsClamped(line.date, -2),
      to: addMonthsClamped(line.date, 1),
    }),
  );
  const candidates = (query.data?.pages.flatMap((p) => p.items) ?? [])
    .filter((e) => !e.reconciledWith)
    .sort(
      (a, b) =>
        Number(b.amountCents === line.amountCents) - Number(a.amountCents === line.amountCents),
    );
  const [chosen, setChosen] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const save = useFinanceCall<EntryView>();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setProblem(null);
    if (!chosen) return setProblem('Escolha o lançamento do rebanho que esta linha paga.');
    const parsed = reconcileSchema.safeParse({ bankEntryId: line.id, entryId: chosen });
    if (!parsed.success)
      return setProblem(parsed.error.issues[0]?.message ?? 'Escolha outro lançamento');
    save.mutate(
      { path: '/reconcile', body: parsed.data },
      {
        onSuccess: () => {
          toast.success(FINANCE_TOASTS.reconciled);
          onClose();
        },
        onError: (error) => setProblem(errorMessage(error)),
      },
    );
  };

  return (
    <FormDialog
      open
      wide
      onOpenChange={(open) => !open && onClose()}
      id={FORM_ID}
      title="Conciliar com o rebanho"
      description={`${line.description}, ${amountText(line)} em ${formatDateBR(line.date)}. A linha do extrato passa a ser o pagamento do lançamento escolhido e deixa de contar sozinha.`}
      submitLabel="Conciliar"
      pending={save.isPending}
      onSubmit={submit}
    >
      {problem && (
        <Alert tone="error" role="alert">
          {problem}
        </Alert>
      )}
      {!query.data ? (
        query.isError ? (
          <Alert tone="error">{errorMessage(query.error)}</Alert>
        ) : (
          <Spinner label="Buscando os lançamentos do rebanho..." className="justify-start" />
        )
      ) : candidates.length === 0 ? (
        <p className="text-stone-700">
          Nenhum lançamento do rebanho por conciliar perto de {formatDateBR(line.date)}.
        </p>
      ) : (
        <fieldset id={CHOICE_ID} tabIndex={-1} className="flex min-w-0 flex-col gap-1 rounded-md">
          <legend className="mb-1.5 text-sm font-medium text-stone-900">
            Lançamento do rebanho
          </legend>
          {candidates.map((e) => (
            <label key={e.id} className="flex min-h-11 cursor-pointer items-center gap-2 text-base">
              <Radio
                name={CHOICE_ID}
                value={e.id}
                checked={chosen === e.id}
                onChange={() => setChosen(e.id)}
              />
              <span className="min-w-0 break-words">
                {e.description} · {formatDateBR(e.date)} · {amountText(e)}
                {e.amountCents === line.amountCents && (
                  <span className="ml-1 rounded bg-green-100 px-1.5 py-0.5 text-xs font-semibold text-green-900">
                    Mesmo valor
                  </span>
                )}
              </span>
            </label>
          ))}
          <LoadMore more={morePages(query)} />
        </fieldset>
      )}
    </FormDialog>
  );
}
