import { useState } from 'react';
import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { Fence } from 'lucide-react';
import { planHas } from '@/domain/plans';
import { formatDateBR } from '@/domain/records/dates';
import { Button } from '../../components/ui/button';
import { HeadedCard } from '../../components/ui/card';
import { Spinner } from '../../components/ui/spinner';
import { useMe } from '../../lib/session';
import { MoveDialog } from './move-dialog';
import { animalPaddockQuery } from './moves-api';

/** What the animal's page hands the section (the herd's AnimalDetail has it). */
export interface PaddockSectionAnimal {
  id: string;
  tag: string;
  status: string;
}

/**
 * 'Pasto' on an animal's page (issue 42 item 3): the paddock it is in and since when, or 'Sem
 * pasto', and 'Mover para pasto' while it is in the herd. The herd's page gets it from routes.tsx
 * (a module imports no other). Nothing on a plan without the module.
 */
export function PaddockSection({ animal }: { animal: PaddockSectionAnimal }) {
  const included = planHas(useMe().data?.farm.plan, 'pastures');
  if (!included) return null;
  return <Section animal={animal} />;
}

function Section({ animal }: { animal: PaddockSectionAnimal }) {
  const query = useQuery(animalPaddockQuery(animal.id));
  const [open, setOpen] = useState(false);
  const paddock = query.data?.paddock;
  return (
    <HeadedCard title="Pasto" titleId="paddock-title">
      <div className="flex flex-wrap items-center justify-between gap-3">
        {query.isPending ? (
          <Spinner label="Carregando o pasto..." className="justify-start" />
        ) : !query.data ? (
          <p className="text-stone-700">Não foi possível carregar o pasto.</p>
        ) : paddock ? (
          <p className="min-w-0 text-stone-700">
            <Link
              to={`/pastos/${paddock.id}`}
              className="font-semibold break-words text-green-800 underline underline-offset-4"
            >
              {paddock.name}
            </Link>{' '}
            <span className="tabular-nums">desde {formatDateBR(paddock.since)}</span>
          </p>
        ) : (
          <p className="text-stone-600">Sem pasto</p>
        )}
        {animal.status === 'active' && (
          <Button variant="outline" onClick={() => setOpen(true)}>
            <Fence aria-hidden="true" />
            Mover para pasto
          </Button>
        )}
      </div>
      {open && (
        <MoveDialog
          what={{ kind: 'animals', animals: [{ id: animal.id, tag: animal.tag }] }}
          onClose={() => setOpen(false)}
        />
      )}
    </HeadedCard>
  );
}
