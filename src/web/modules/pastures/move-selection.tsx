import { useState } from 'react';
import { Fence } from 'lucide-react';
import { planHas } from '@/domain/plans';
import { Button } from '../../components/ui/button';
import { useMe } from '../../lib/session';
import { MoveDialog } from './move-dialog';

/*
 * 'Mover para pasto' from the herd list's selection (issue 42 item 3): the selected animals into
 * a paddock. The herd module shows it in its selection bar (the routes hand it in: a module
 * imports no other), on a farm whose plan has 'Pastos'.
 */

/** The selection bar's 'Mover para pasto' and its dialog; nothing on a plan without the module. */
export function MoveSelection({
  animals,
  onDone,
  className,
}: {
  animals: readonly { id: string; tag: string }[];
  onDone: () => void;
  className?: string;
}) {
  const me = useMe().data;
  const [open, setOpen] = useState(false);
  if (!planHas(me?.farm.plan, 'pastures')) return null;
  return (
    <>
      <Button
        size="sm"
        variant="outline"
        onClick={() => setOpen(true)}
        disabled={animals.length === 0}
        className={className}
      >
        <Fence aria-hidden="true" />
        {/* On a phone the bar is one row: 'Mover' shows, the name stays whole. */}
        <span>
          Mover<span className="max-sm:sr-only"> para pasto</span>
        </span>
      </Button>
      {open && (
        <MoveDialog
          what={{ kind: 'animals', animals }}
          onClose={() => setOpen(false)}
          onSaved={onDone}
        />
      )}
    </>
  );
}
