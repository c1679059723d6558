import { Link } from 'react-router';
import { ArrowRight, MapPin, PackageOpen } from 'lucide-react';
import { toast } from 'sonner';
import { formatBRL, formatNumber } from '@/domain/format';
import {
  categoriesLabel,
  herdRowLabel,
  herdRowWeight,
  herdWeightSource,
  INVENTORY_EMPTY_MESSAGE,
  itemTotals,
  type HerdInventoryRow,
  type InventoryItem,
} from '@/domain/records/inventory';
import { KG_PER_ARROBA } from '@/domain/calculators/common';
import { isCovered, type HeadCount } from '@/domain/herd/head-count';
import { HeadedCard } from '../../components/ui/card';
import { LoadMore, type MorePages } from '../../components/load-more';
import { useDeleteInventoryItem } from './inventory-queries';
import { RemoveItemDialog } from './remove-item-dialog';
import { PendingBadge } from '../../offline/pending-records';
import { toastQueued } from '../../offline/queued';

/**
 * 'Itens do Estoque': every category with its totals and a delete button, then the registry's
 * active animals by category ('Do rebanho', read-only, a link to the herd list: decision 042).
 * Without `seesMoney` ('Campo') no value shows; otherwise a row entered by 'Campo' (no value)
 * shows '—'.
 */
export function InventoryList({
  items,
  count,
  herd = [],
  herdWaiting = 0,
  headCount = null,
  seesMoney = true,
  more,
}: {
  /** The pages read so far (with the adds waiting on the device). */
  items: InventoryItem[];
  /** Categories of the whole inventory. */
  count: number;
  /** The registry's active animals by category. */
  herd?: HerdInventoryRow[];
  /** Animals known only from their weighings (no sex yet): not counted until completed. */
  herdWaiting?: number;
  /** The head count today: which typed rows the registry covers (decision 062). */
  headCount?: HeadCount | null;
  seesMoney?: boolean;
  more?: MorePages;
}) {
  const remove = useDeleteInventoryItem();
  const confirmRemove = (item: InventoryItem) =>
    remove.mutate(item, {
      onSuccess: (saved) => {
        if (saved.queued) toastQueued(saved.reason, 'Exclusão guardada no aparelho');
        else if (saved.data?.alreadyGone) {
          toast.info('Item já excluído', {
            description: 'Este item já tinha sido excluído em outro aparelho.',
          });
        } else toast.success('Item removido', { description: 'Item removido do estoque.' });
      },
      onError: () =>
        toast.error('Erro ao remover', { description: 'Não foi possível remover o item.' }),
    });

  return (
    <HeadedCard
      titleId="inventory-items-title"
      title="Itens do Estoque"
      description={categoriesLabel(count)}
    >
      {items.length === 0 && herd.length === 0 ? (
        <p className="flex items-center gap-3 text-stone-600">
          <PackageOpen className="size-5 shrink-0 text-stone-400" aria-hidden="true" />
          {INVENTORY_EMPTY_MESSAGE}
        </p>
      ) : (
        <ul aria-labelledby="inventory-items-title" className="flex flex-col gap-3">
          {items.map((item) => (
            <InventoryRow
              key={item.id}
              item={item}
              covered={headCount !== null && isCovered(item.category, headCount)}
              seesMoney={seesMoney}
              removing={remove.isPending && remove.variables?.id === item.id}
              onRemove={() => confirmRemove(item)}
            />
          ))}
          {herd.map((row) => (
            <HerdRow key={row.category ?? ''} row={row} seesMoney={seesMoney} />
          ))}
        </ul>
      )}
      {herdWaiting > 0 && (
        <p className="mt-3 text-sm text-stone-700">
          {herdWaiting === 1
            ? '1 animal cadastrado pelas pesagens ainda sem sexo não entra no estoque.'
            : `${formatNumber(herdWaiting, 0)} animais cadastrados pelas pesagens ainda sem sexo não entram no estoque.`}{' '}
          <Link to="/rebanho" className="font-medium text-green-800 underline underline-offset-4">
            Complete-os no Rebanho
          </Link>
          .
        </p>
      )}
      <LoadMore
        more={more}
        part={{ shown: items.length, total: count, plural: 'categorias', feminine: true }}
      />
    </HeadedCard>
  );
}

function InventoryRow({
  item,
  covered,
  seesMoney,
  removing,
  onRemove,
}: {
  item: InventoryItem;
  /** Its category has animals in the registry, which counts them (decision 062). */
  covered: boolean;
  seesMoney: boolean;
  removing: boolean;
  onRemove: () => void;
}) {
  const totals = itemTotals(item);
  const pending = item.id.startsWith('pending:');
  return (
    <li
      aria-label={item.category}
      className="rounded-lg border border-stone-200 p-4 aria-busy:opacity-60"
      aria-busy={removing || undefined}
    >
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <h3 className="font-semibold break-words text-stone-900">
            {item.category} {pending && <PendingBadge />}
            {covered && (
              <span className="ml-1 rounded-full bg-stone-100 px-2 py-0.5 text-xs font-medium text-stone-700">
                Contado no Rebanho
              </span>
            )}
          </h3>
          {item.location && (
            <p className="mt-0.5 flex items-center gap-1 text-sm text-stone-600">
              <MapPin className="size-3.5 shrink-0" aria-hidden="true" />
              <span className="break-words">{item.location}</span>
            </p>
          )}
        </div>
        {!pending && <RemoveItemDialog item={item} disabled={removing} onConfirm={onRemove} />}
      </div>
      {covered && (
        <p className="mt-2 text-sm text-stone-700">
          O Rebanho tem animais desta categoria e conta o rebanho dela: estas cabeças ficam fora dos
          totais.
        </p>
      )}
      <dl className="mt-3 flex flex-wrap gap-x-4 gap-y-2 text-sm">
        <Figure
          label="Quantidade"
          value={`${formatNumber(item.quantity, 0)} ${item.quantity === 1 ? 'cabeça' : 'cabeças'}`}
        />
        <Figure label="Peso Médio" value={`${formatNumber(item.averageWeight, 1)} kg`} />
        {seesMoney && (
          <>
            <Figure label="Valor Médio" value={moneyOrDash(item.averageValue)} />
            <Figure label="Valor Total" value={moneyOrDash(totals.totalValue)} strong />
          </>
        )}
        <Figure label="Arrobas (peso vivo)" value={`${formatNumber(totals.arrobas, 1)} @`} />
      </dl>
    </li>
  );
}

/**
 * One category of the registry's active animals: heads, the mean of their last weighings, no
 * value (the registry keeps none per animal), no delete; its animals are on /rebanho.
 */
function HerdRow({ row, seesMoney }: { row: HerdInventoryRow; seesMoney: boolean }) {
  const label = herdRowLabel(row);
  // The weighed animals only (decision 062), an answer from before it: the mean × heads.
  const weight = row.weight ?? (row.averageWeight ?? 0) * row.heads;
  const arrobas = herdRowWeight({ weight }) / KG_PER_ARROBA;
  const filter = row.category ?? 'none';
  return (
    <li aria-label={`${label} do rebanho`} className="rounded-lg border border-green-200 p-4">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <h3 className="font-semibold break-words text-stone-900">
          {label}{' '}
          <span className="ml-1 rounded-full bg-green-100 px-2 py-0.5 text-xs font-medium text-green-900">
            Do rebanho
          </span>
        </h3>
        <Link
          to={`/rebanho?categoria=${encodeURIComponent(filter)}`}
          className="inline-flex min-h-11 items-center gap-1 text-sm font-medium text-green-800 underline-offset-4 hover:underline"
        >
          Ver animais
          <span className="sr-only"> da categoria {label} no Rebanho</span>
          <ArrowRight className="size-4" aria-hidden="true" />
        </Link>
      </div>
      <dl className="mt-3 flex flex-wrap gap-x-4 gap-y-2 text-sm">
        <Figure
          label="Quantidade"
          value={`${formatNumber(row.heads, 0)} ${row.heads === 1 ? 'cabeça' : 'cabeças'}`}
        />
        <Figure
          label="Peso Médio"
          value={row.averageWeight === null ? '—' : `${formatNumber(row.averageWeight, 1)} kg`}
        />
        <Figure
          label="Peso Total"
          value={row.weighed === 0 ? '—' : `${formatNumber(weight, 0)} kg`}
          detail={herdWeightSource(row)}
        />
        {seesMoney && <Figure label="Valor Total" value="—" />}
        <Figure label="Arrobas (peso vivo)" value={`${formatNumber(arrobas, 1)} @`} />
      </dl>
    </li>
  );
}

/** 'R$ 2.500,00', or '—' for a row the field team entered without a value. */
const moneyOrDash = (value: number | null) => (value === null ? '—' : formatBRL(value));

/** One figure of an item; a figure never breaks, the row of figures wraps instead. */
function Figure({
  label,
  value,
  strong,
  detail,
}: {
  label: string;
  value: string;
  strong?: boolean;
  /** Where the figure comes from, under it. */
  detail?: string;
}) {
  return (
    <div className="flex-[1_1_7rem]">
      <dt className="text-stone-600">{label}</dt>
      <dd
        className={
          strong
            ? 'font-semibold whitespace-nowrap text-green-800 tabular-nums'
            : 'whitespace-nowrap text-stone-900 tabular-nums'
        }
      >
        {value}
      </dd>
      {detail && <dd className="text-xs text-stone-600">{detail}</dd>}
    </div>
  );
}
