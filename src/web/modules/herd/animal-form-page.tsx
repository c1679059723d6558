import { Link, useParams, useSearchParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { ArrowLeft } from 'lucide-react';
import { NotLoaded } from '../../components/load-state';
import { buttonClasses } from '../../components/ui/button';
import { errorMessage } from '../../lib/api';
import { AnimalForm } from './animal-form';
import { animalQuery } from './herd-api';
import { HerdShell } from './herd-shell';

function Back({ to, label }: { to: string; label: string }) {
  return (
    <Link
      to={to}
      className={buttonClasses({ variant: 'ghost', size: 'sm', className: '-ml-3 w-fit' })}
    >
      <ArrowLeft aria-hidden="true" />
      {label}
    </Link>
  );
}

/** The first 40 characters of a query parameter, or nothing. */
const param = (params: URLSearchParams, name: string) =>
  params.get(name)?.trim().slice(0, 40) || undefined;

/**
 * /rebanho/novo — 'Cadastrar animal'; `?brinco=123` or `?eid=982 000123456789` (an id the weighing
 * form or a reader met that is no animal yet, decision 040) fills the field.
 */
export function NewAnimalPage() {
  const [params] = useSearchParams();
  const prefill = { tag: param(params, 'brinco'), eid: param(params, 'eid') };
  return (
    <HerdShell back={<Back to="/rebanho" label="Voltar ao rebanho" />}>
      <h1 className="sr-only">Cadastrar animal</h1>
      <div className="w-full max-w-3xl">
        <AnimalForm prefill={prefill} />
      </div>
    </HerdShell>
  );
}

/** /rebanho/:id/editar — 'Editar' the animal with the same form. */
export function EditAnimalPage() {
  const { id = '' } = useParams();
  const query = useQuery(animalQuery(id));
  return (
    <HerdShell back={<Back to={`/rebanho/${id}`} label="Voltar ao animal" />}>
      <h1 className="sr-only">Editar animal</h1>
      <div className="w-full max-w-3xl">
        {query.data ? (
          <AnimalForm key={query.data.id} animal={query.data} />
        ) : (
          <NotLoaded
            query={query}
            failed={{ title: 'Erro ao carregar o animal', description: errorMessage(query.error) }}
            loading="Carregando o animal..."
          />
        )}
      </div>
    </HerdShell>
  );
}
