import { formatNumber } from '@/domain/format';
import type { InventoryItem } from '@/domain/records/inventory';
import { DeleteConfirm } from '../../components/ui/confirm-dialog';

/** The delete button of an item, with its confirmation ('Remover item?'). */
export function RemoveItemDialog({
  item,
  disabled,
  onConfirm,
}: {
  item: InventoryItem;
  disabled: boolean;
  onConfirm: () => void;
}) {
  return (
    <DeleteConfirm
      label={`Remover ${item.category}`}
      disabled={disabled}
      title="Remover item?"
      description={
        <>
          {item.category} ({formatNumber(item.quantity, 0)}{' '}
          {item.quantity === 1 ? 'cabeça' : 'cabeças'}) sairá do estoque. Esta ação não pode ser
          desfeita.
        </>
      }
      confirmLabel="Remover"
      onConfirm={onConfirm}
    />
  );
}
