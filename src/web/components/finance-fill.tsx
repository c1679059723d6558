import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { ResultsView } from '@/domain/finance/api';
import { formatBRL } from '@/domain/format';
import { toInputText } from '@/domain/number';
import { errorMessage } from '../lib/api';
import {
  bookMoved,
  financeResultsQuery,
  hasFinance,
  type FinancePeriod,
} from '../lib/finance-results';
import { useMe } from '../lib/session';
import { Button } from './ui/button';

/**
 * 'Preencher com o financeiro' (issue 43 item 6): the money fields of the monthly control or the
 * annual results from the Financeiro's book of the period (GET /api/finance/results), as the
 * screens already offer the saved months. Only into the fields the person has not typed in (the
 * form's `suggest`): a form never overwrites what was typed, and the note says which stayed.
 * Nothing shows on a farm without the Financeiro, nor for 'Campo'.
 */
export function FinanceFill({
  period,
  periodText,
  missingPeriod,
  fromBook,
  labels,
  suggest,
  touched,
}: {
  /** The form's period; null while it is not valid yet. */
  period: FinancePeriod | null;
  /** The period as the note says it: 'março de 2026', '2025'. */
  periodText: string;
  /** Said when the period is not valid yet: 'Informe o mês primeiro.' */
  missingPeriod: string;
  /** The book's realized totals per group into the fields' values (R$). */
  fromBook: (groups: ResultsView['groups']) => Record<string, number>;
  /** Each filled field's label, for the note. */
  labels: Record<string, string>;
  suggest: (values: Record<string, string>) => void;
  touched: { has: (path: string) => boolean };
}) {
  const me = useMe().data;
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const [note, setNote] = useState<{ text: string; failed?: boolean } | null>(null);
  if (!hasFinance(me)) return null;

  const fill = () => {
    if (!period) return setNote({ text: missingPeriod });
    setBusy(true);
    setNote(null);
    queryClient
      .fetchQuery(financeResultsQuery(period))
      .then(({ groups }) => {
        if (!bookMoved(groups)) {
          setNote({ text: `Nenhum lançamento realizado no Financeiro em ${periodText}.` });
          return;
        }
        const values = fromBook(groups);
        const kept = Object.keys(values).filter((path) => touched.has(path));
        suggest(
          Object.fromEntries(
            Object.entries(values).map(([path, reais]) => [path, toInputText(reais, 'money')]),
          ),
        );
        const filled = Object.entries(values)
          .filter(([path]) => !kept.includes(path))
          .map(([path, reais]) => `${labels[path]} ${formatBRL(reais)}`);
        const parts = [
          filled.length > 0
            ? `Preenchido com o Financeiro de ${periodText}: ${filled.join(', ')}.`
            : '',
          kept.length > 0
            ? `Ficaram como você digitou: ${kept.map((path) => labels[path]).join(', ')}.`
            : '',
        ];
        setNote({ text: parts.filter(Boolean).join(' ') });
      })
      .catch((error: unknown) =>
        setNote({
          text: `Não foi possível ler o Financeiro: ${errorMessage(error)}`,
          failed: true,
        }),
      )
      .finally(() => setBusy(false));
  };

  return (
    <div className="flex flex-col gap-2" data-print-hide>
      <Button variant="outline" className="self-start" disabled={busy} onClick={fill}>
        {busy ? 'Buscando no Financeiro...' : 'Preencher com o financeiro'}
      </Button>
      <p
        role="status"
        className={note?.failed ? 'text-sm text-red-700' : 'text-sm text-stone-600 empty:hidden'}
      >
        {note?.text ?? ''}
      </p>
    </div>
  );
}
