import { useState, type FormEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { toast } from 'sonner';
import { CATEGORIES, type Category } from '@/domain/herd/constants';
import type { DueCounts } from '@/domain/sanitary/api';
import { formatNumber } from '@/domain/format';
import { FormDialog } from '../../components/ui/form-dialog';
import { SelectField } from '../../components/ui/select-field';
import { ApiError } from '../../lib/api';
import { showSaveError } from '../../lib/use-record-form';
import { lotChoicesQuery } from '../../lib/lot-choices';
import { toastQueued } from '../../offline/queued';
import type { PaddockChoice } from './application-form';
import { useMarkPriorHistory } from './sanitary-api';

const FORM_ID = 'sanitary-prior';
const FAILURE = {
  title: 'Erro ao registrar o histórico',
  description: 'Não foi possível registrar. Tente novamente.',
};

type Line = DueCounts['byProtocol'][number];

/** 'Marcar como vacinadas antes do cadastro', or 'aplicadas' for a product that is no vaccine. */
export const markLabel = (line: Pick<Line, 'productType'>) =>
  `Marcar como ${line.productType === 'Vacina' ? 'vacinadas' : 'aplicadas'} antes do cadastro`;

/** '1 animal', '1.250 animais'. */
const heads = (n: number) => (n === 1 ? '1 animal' : `${formatNumber(n, 0)} animais`);

/**
 * One press for a protocol's 'Histórico anterior ao cadastro' (decision 063): all its animals, a
 * category's or a lot's had the first dose before they were registered. Each gets a dose marked
 * 'Antes do cadastro' — no day, cost or withdrawal — and leaves the list; it is undone in
 * 'Aplicações registradas' like any application. With `paddock` ('Pasto'), only the animals now
 * in it, as the line counts them.
 */
export function PriorHistoryDialog({
  line,
  paddock,
  onOpenChange,
}: {
  /** The protocol's line; null closes the dialog. */
  line: Line | null;
  paddock?: PaddockChoice;
  onOpenChange: (open: boolean) => void;
}) {
  const mark = useMarkPriorHistory();
  const lots = useQuery({ ...lotChoicesQuery, enabled: line !== null });
  const [which, setWhich] = useState('all');
  const [error, setError] = useState<string | undefined>();
  const openLots = (lots.data ?? []).filter((l) => !l.closedAt);
  const close = () => {
    setWhich('all');
    setError(undefined);
    onOpenChange(false);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!line) return;
    const [kind, value] = which.split(':') as ['all' | 'category' | 'lot', string | undefined];
    const scope =
      (kind === 'category' ? `categoria ${value}` : kind === 'lot' ? 'um lote' : 'toda a lista') +
      (paddock ? `, pasto ${paddock.name}` : '');
    mark.mutate(
      {
        body: {
          protocolId: line.protocolId,
          category: kind === 'category' ? (value as Category) : null,
          lotId: kind === 'lot' ? value! : null,
          paddockId: paddock?.id ?? null,
        },
        summary: `${line.productName}: antes do cadastro (${scope})`,
      },
      {
        onSuccess: (saved) => {
          const done = 'Histórico anterior ao cadastro registrado';
          if (saved.queued) toastQueued(saved.reason, done);
          else toast.success(done, { description: heads(saved.data.count) });
          close();
        },
        onError: (e) =>
          // 'Nenhum animal nessa lista': none of the category or lot is in it.
          e instanceof ApiError && e.status === 404
            ? setError(e.message)
            : showSaveError(
                e,
                { showErrors: (fields) => setError(fields.lotId ?? fields.category) },
                FAILURE,
              ),
      },
    );
  };
  return (
    <FormDialog
      open={line !== null}
      onOpenChange={(open) => (open ? onOpenChange(true) : close())}
      id={FORM_ID}
      title={line ? markLabel(line) : ''}
      description={
        line
          ? `${line.productName} (${line.protocolName}): cada animal fica com uma dose 'Antes do cadastro', sem data, custo ou carência, e sai desta lista. Dá para desfazer em 'Aplicações registradas'.`
          : undefined
      }
      submitLabel="Marcar"
      pending={mark.isPending}
      onSubmit={submit}
    >
      <SelectField
        id={`${FORM_ID}-which`}
        label="Quais animais"
        hint={paddock ? `Só os animais que estão no pasto ${paddock.name}.` : undefined}
        value={which}
        error={error}
        onChange={(e) => {
          setWhich(e.target.value);
          setError(undefined);
        }}
        options={[
          {
            value: 'all',
            label: paddock
              ? `Todos desta lista no pasto ${paddock.name} (${heads(line?.prior ?? 0)})`
              : `Todos desta lista (${heads(line?.prior ?? 0)})`,
          },
          ...CATEGORIES.map((c) => ({ value: `category:${c}`, label: `Categoria: ${c}` })),
          ...openLots.map((l) => ({ value: `lot:${l.id}`, label: `Lote: ${l.name}` })),
        ]}
      />
    </FormDialog>
  );
}
