import { useId, useState, type ComponentType } from 'react';
import { Calculator, Lock, LockOpen, Pencil } from 'lucide-react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { formatBRL, formatNumber } from '@/domain/format';
import { parseDecimal } from '@/domain/number';
import { formatDateBR } from '@/domain/records/dates';
import { LOT_MESSAGES, overWeighedWarning, projectTarget, type Lot } from '@/domain/records/lots';
import { Alert } from '../../../components/ui/alert';
import { Button, buttonClasses } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { toastSaveFailure } from '../../../lib/saving';
import { NumberField } from '../../../components/calculator/number-field';
import { formatKg } from '../weighing-format';
import { projectionText, resultsLink } from './lot-helpers';
import { useLotStatus } from './lot-queries';

export interface LotPermissions {
  /** Create, edit, close and reopen ('Campo' cannot). */
  canManage: boolean;
  /** Prices and the results calculator ('Campo' sees no money). */
  seesMoney: boolean;
}

/**
 * Another module's action on a lot ('Mover para pasto', pastures), handed in by the module
 * registry (modules/weighing-screen.tsx): a module imports no other.
 */
export type LotAction = ComponentType<{
  lot: { id: string; name: string; heads: number; closed: boolean };
  className?: string;
}>;

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <div className="flex flex-col rounded-lg bg-stone-50 px-3 py-2">
      <dt className="text-sm text-stone-600">{label}</dt>
      <dd className="font-semibold text-stone-900 tabular-nums">{value}</dd>
    </div>
  );
}

/** One lot: its figures, a target weight with the projected date, and its actions. */
export function LotCard({
  lot,
  permissions,
  onEdit,
  Extra,
}: {
  lot: Lot;
  permissions: LotPermissions;
  onEdit: (lot: Lot) => void;
  Extra?: LotAction;
}) {
  const titleId = useId();
  const status = useLotStatus();
  const [target, setTarget] = useState('');
  const { figures } = lot;
  const closed = lot.closedAt !== null;
  // A lot holding animals of the registry counts them, and its figures are their weighings'
  // (decision 042); otherwise the typed quantity and the weighings naming the lot.
  const registered = figures.registered ?? 0;
  const heads = registered > 0 ? registered : lot.quantity;
  const overWeighed = overWeighedWarning(heads, figures.headsWeighed);
  const targetKg = parseDecimal(target);
  const projection =
    targetKg !== undefined && Number.isFinite(targetKg) && targetKg > 0
      ? projectTarget(figures, targetKg)
      : null;

  const changeStatus = (action: 'close' | 'reopen') =>
    status.mutate(
      { id: lot.id, action },
      {
        onSuccess: () => toast.success(action === 'close' ? 'Lote encerrado' : 'Lote reaberto'),
        onError: (error) =>
          toastSaveFailure(error, {
            title: 'Erro ao salvar',
            description: 'Não foi possível atualizar o lote. Tente novamente.',
          }),
      },
    );

  return (
    <article
      aria-labelledby={titleId}
      className="flex flex-col gap-4 rounded-xl border border-stone-200 bg-white p-4 shadow-sm sm:p-5"
    >
      <header className="flex flex-wrap items-center justify-between gap-2">
        <h3 id={titleId} className="min-w-0 text-lg font-semibold break-words text-stone-900">
          {lot.name}
        </h3>
        {closed && (
          <span className="rounded-full bg-stone-200 px-2.5 py-0.5 text-sm font-medium text-stone-800">
            Encerrado
          </span>
        )}
      </header>
      {closed && <p className="text-sm text-stone-600">{LOT_MESSAGES.closed}</p>}
      {overWeighed && (
        <Alert tone="warning" title="Pesados acima das cabeças">
          <p>{overWeighed}</p>
        </Alert>
      )}
      <dl className="grid grid-cols-2 gap-2 lg:grid-cols-3">
        <Figure
          label={registered > 0 ? 'Cabeças (do rebanho)' : 'Cabeças'}
          value={formatNumber(heads, 0)}
        />
        <Figure label="Pesados" value={formatNumber(figures.headsWeighed, 0)} />
        <Figure
          label="Peso médio atual"
          value={figures.averageWeight === null ? '—' : formatKg(figures.averageWeight)}
        />
        <Figure
          label="GMD médio"
          value={
            figures.averageDailyGain === null
              ? '—'
              : `${formatNumber(figures.averageDailyGain, 3)} kg/dia`
          }
        />
        <Figure label="Ganho total" value={formatKg(figures.totalGain)} />
        <Figure label="Dias desde a compra" value={formatNumber(figures.daysSincePurchase, 0)} />
        <Figure label="Data da compra" value={formatDateBR(lot.purchaseDate)} />
        {permissions.seesMoney && lot.purchasePrice !== null && (
          <Figure label="Preço por cabeça" value={formatBRL(lot.purchasePrice)} />
        )}
      </dl>
      <div className="grid gap-1.5 sm:max-w-xs">
        <NumberField
          id={`lot-target-${lot.id}`}
          name="target"
          label="Peso alvo (kg)"
          step={0.1}
          placeholder="Ex.: 500"
          value={target}
          onValueChange={setTarget}
        />
        {projection && (
          <p className="font-medium text-stone-800" aria-live="polite">
            {projectionText(projection)}
          </p>
        )}
      </div>
      <div className="flex flex-wrap gap-2">
        {permissions.canManage && (
          <Button variant="outline" size="sm" onClick={() => onEdit(lot)}>
            <Pencil aria-hidden="true" />
            Editar
          </Button>
        )}
        {permissions.canManage &&
          (closed ? (
            <Button
              variant="outline"
              size="sm"
              disabled={status.isPending}
              onClick={() => changeStatus('reopen')}
            >
              <LockOpen aria-hidden="true" />
              Reabrir
            </Button>
          ) : (
            <ConfirmDialog
              trigger={
                <Button variant="outline" size="sm" disabled={status.isPending}>
                  <Lock aria-hidden="true" />
                  Encerrar lote
                </Button>
              }
              title="Encerrar lote?"
              description={`O lote ${lot.name} deixa de receber novas pesagens. Você pode reabri-lo depois.`}
              confirmLabel="Encerrar lote"
              tone="primary"
              onConfirm={() => changeStatus('close')}
            />
          ))}
        {permissions.seesMoney && (
          <Link
            to={resultsLink(lot)}
            className={buttonClasses({ variant: 'secondary', size: 'sm' })}
          >
            <Calculator aria-hidden="true" />
            Usar no Cálculo de Resultados
          </Link>
        )}
        {Extra && <Extra lot={{ id: lot.id, name: lot.name, heads, closed }} />}
      </div>
    </article>
  );
}
