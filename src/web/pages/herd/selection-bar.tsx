import { useState } from 'react';
import { ArrowRightLeft, BadgeDollarSign, X } from 'lucide-react';
import { useHeaderHeight } from '../../components/header-height';
import { Button } from '../../components/ui/button';
import type { Selection } from './herd-list';
import { SaleDialog } from './sale-dialog';
import { TransferDialog } from './transfer-dialog';

/** What the selected animals can go through: 'Registrar venda', 'Transferir'. */
export function SelectionBar({
  selection,
  onClear,
}: {
  selection: Selection;
  onClear: () => void;
}) {
  const [open, setOpen] = useState<'sale' | 'transfer' | null>(null);
  const header = useHeaderHeight();
  // Their last weights and withdrawals go to 'Registrar venda' (issue 39 items 2 and 6).
  const animals = [...selection.values()].map((r) => ({
    id: r.id,
    tag: r.tag,
    lastWeight: r.lastWeight,
    withdrawalUntil: r.withdrawalUntil,
  }));
  if (animals.length === 0 && open === null) return null;
  return (
    <div
      role="region"
      aria-label="Animais selecionados"
      style={header ? { top: header } : undefined}
      className="sticky top-16 z-10 flex flex-wrap items-center gap-2 rounded-lg border border-green-600 bg-green-50 px-3 py-2"
    >
      <span className="font-medium text-green-950">
        {animals.length === 1 ? '1 selecionado' : `${animals.length} selecionados`}
      </span>
      <span className="flex-1" />
      <Button size="sm" onClick={() => setOpen('sale')} disabled={animals.length === 0}>
        <BadgeDollarSign aria-hidden="true" />
        Registrar venda
      </Button>
      <Button
        size="sm"
        variant="outline"
        onClick={() => setOpen('transfer')}
        disabled={animals.length === 0}
      >
        <ArrowRightLeft aria-hidden="true" />
        Transferir
      </Button>
      <Button size="sm" variant="ghost" onClick={onClear} aria-label="Limpar seleção">
        <X aria-hidden="true" />
        <span className="hidden sm:inline">Limpar</span>
      </Button>
      <SaleDialog
        open={open === 'sale'}
        onOpenChange={(o) => setOpen(o ? 'sale' : null)}
        animals={animals}
        onSaved={onClear}
      />
      <TransferDialog
        open={open === 'transfer'}
        onOpenChange={(o) => setOpen(o ? 'transfer' : null)}
        animals={animals}
        onSaved={onClear}
      />
    </div>
  );
}
