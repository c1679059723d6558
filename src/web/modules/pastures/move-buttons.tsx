import { useState, type ReactNode } from 'react';
import { Fence } from 'lucide-react';
import { planHas } from '@/domain/plans';
import { Button } from '../../components/ui/button';
import { useMe } from '../../lib/session';
import { MoveDialog, type MoveWhat } from './move-dialog';

/*
 * The other ways into 'Mover para pasto' (issue 42 item 3): a lot's card in the weighing
 * module's 'Lotes' (handed in by the module registry, modules/index.ts: a module imports no
 * other) and a paddock's page, with the paddock chosen and the lot to choose.
 */

/** What the weighing module's lot card hands its extra action. */
export interface LotForMove {
  id: string;
  name: string;
  /** The lot's heads as its card counts them. */
  heads: number;
  closed: boolean;
}

/** 'Mover para pasto' on a lot's card: its animals into a paddock; not for a closed lot. */
export function LotMoveButton({ lot, className }: { lot: LotForMove; className?: string }) {
  const plan = useMe().data?.farm.plan;
  if (!planHas(plan, 'pastures') || lot.closed) return null;
  return (
    <MoveButton
      what={{ kind: 'lot', lot: { id: lot.id, name: lot.name, heads: lot.heads } }}
      className={className}
      label={
        <>
          Mover para pasto<span className="sr-only">: {lot.name}</span>
        </>
      }
    />
  );
}

/** 'Mover para pasto' on a paddock's page: a lot, chosen in the dialog, into this paddock. */
export function MoveToPaddockButton({
  paddockId,
  className,
}: {
  paddockId: string;
  className?: string;
}) {
  return (
    <MoveButton
      what={{ kind: 'pick-lot' }}
      paddockId={paddockId}
      className={className}
      label="Mover para pasto"
    />
  );
}

function MoveButton({
  what,
  paddockId,
  label,
  className,
}: {
  what: MoveWhat;
  paddockId?: string;
  label: ReactNode;
  className?: string;
}) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="outline" size="sm" className={className} onClick={() => setOpen(true)}>
        <Fence aria-hidden="true" />
        {label}
      </Button>
      {open && <MoveDialog what={what} paddockId={paddockId} onClose={() => setOpen(false)} />}
    </>
  );
}
