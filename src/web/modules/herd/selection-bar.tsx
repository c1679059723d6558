import { useLayoutEffect, useRef, useState, type ComponentType, type RefObject } from 'react';
import { ArrowRightLeft, BadgeDollarSign, X } from 'lucide-react';
import { useHeaderHeight } from '../../components/header-height';
import { Button } from '../../components/ui/button';
import { cn } from '../../lib/cn';
import type { Selection } from './herd-list';
import { SaleDialog } from './sale-dialog';
import { TransferDialog } from './transfer-dialog';

/* Below 640 px the bar is one short row of buttons named under their icons, under the count in
 * small type: with the one-row header it stays within a fifth of a 740 px phone (issue 39). The
 * other modules' actions ('Expor fêmeas', 'Mover para pasto') show a short name there too. */
const phoneButton = 'max-sm:h-11 max-sm:flex-col max-sm:gap-0.5 max-sm:px-2 max-sm:text-xs';

/**
 * Another module's action on the selected animals ('Expor fêmeas', reproduction), handed in by
 * the routes: a module imports no other.
 */
export type SelectionAction = ComponentType<{
  animals: { id: string; tag: string; sex: 'M' | 'F' | null }[];
  onDone: () => void;
  className?: string;
}>;

/**
 * The bar appears above the list: the rows would move down by its height, under the finger about
 * to tick the next box (on a page the server rendered, the bar comes only when React does,
 * decision 080). The page scrolls by as much instead, so the rows stay where they were; and back
 * when the bar goes.
 */
function useRowsStayPut(bar: RefObject<HTMLDivElement | null>, shown: boolean) {
  const moved = useRef(0);
  useLayoutEffect(() => {
    if (typeof window.scrollBy !== 'function') return;
    const element = bar.current;
    if (shown && element) {
      const next = element.nextElementSibling;
      const shift = next
        ? next.getBoundingClientRect().top - element.getBoundingClientRect().top
        : element.offsetHeight;
      const before = window.scrollY;
      window.scrollBy(0, shift);
      moved.current = window.scrollY - before;
    } else if (!shown && moved.current > 0) {
      window.scrollBy(0, -moved.current);
      moved.current = 0;
    }
  }, [shown, bar]);
}

/** What the selected animals can go through: 'Registrar venda', 'Transferir' (and `Extra`). */
export function SelectionBar({
  selection,
  onClear,
  Extra,
}: {
  selection: Selection;
  onClear: () => void;
  Extra?: SelectionAction;
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
  const shown = animals.length > 0 || open !== null;
  const bar = useRef<HTMLDivElement>(null);
  useRowsStayPut(bar, shown);
  if (!shown) return null;
  return (
    <div
      ref={bar}
      role="region"
      aria-label="Animais selecionados"
      style={header ? { top: header } : undefined}
      className="sticky top-16 z-10 flex flex-wrap items-center gap-2 rounded-lg border border-green-600 bg-green-50 px-3 py-2 max-sm:-mx-1 max-sm:gap-x-1 max-sm:gap-y-0.5 max-sm:px-2 max-sm:py-1"
    >
      <span className="font-medium text-green-950 max-sm:basis-full max-sm:text-xs max-sm:leading-4">
        {animals.length === 1 ? '1 selecionado' : `${animals.length} selecionados`}
      </span>
      <span className="flex-1 max-sm:hidden" />
      <Button
        size="sm"
        onClick={() => setOpen('sale')}
        disabled={animals.length === 0}
        className={phoneButton}
      >
        <BadgeDollarSign aria-hidden="true" />
        {/* A phone shows 'Venda' (the bar's buttons in one row); the name stays whole. */}
        <span>
          <span className="max-sm:sr-only">Registrar </span>
          <span className="max-sm:capitalize">venda</span>
        </span>
      </Button>
      <Button
        size="sm"
        variant="outline"
        onClick={() => setOpen('transfer')}
        disabled={animals.length === 0}
        className={phoneButton}
      >
        <ArrowRightLeft aria-hidden="true" />
        Transferir
      </Button>
      {Extra && (
        <Extra
          animals={[...selection.values()].map((r) => ({ id: r.id, tag: r.tag, sex: r.sex }))}
          onDone={onClear}
          className={phoneButton}
        />
      )}
      <Button
        size="sm"
        variant="ghost"
        onClick={onClear}
        aria-label="Limpar seleção"
        className={cn(phoneButton, 'max-sm:ml-auto')}
      >
        <X aria-hidden="true" />
        Limpar
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
