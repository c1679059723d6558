import { Trash2 } from 'lucide-react';
import { formatNumber } from '@/domain/format';
import type { InventoryItem } from '@/domain/records/inventory';
import { Button } from '../../components/ui/button';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';

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
    <ConfirmDialog
      trigger={
        <Button
          variant="ghost"
          size="icon"
          disabled={disabled}
          aria-label={`Remover ${item.category}`}
          className="shrink-0 text-red-700 hover:bg-red-50 hover:text-red-800"
        >
          <Trash2 aria-hidden="true" />
        </Button>
      }
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
