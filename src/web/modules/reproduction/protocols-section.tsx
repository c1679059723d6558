import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { toast } from 'sonner';
import { Copy, Pencil, Plus } from 'lucide-react';
import type { IatfProtocol } from '@/domain/reproduction/api';
import { NotLoaded } from '../../components/load-state';
import { Button } from '../../components/ui/button';
import { HeadedCard } from '../../components/ui/card';
import { errorMessage } from '../../lib/api';
import { toastSaveFailure } from '../../lib/saving';
import { ProtocolDialog } from './protocol-dialog';
import { protocolsQuery, useSaveProtocol } from './reproduction-api';
import { stepLine } from './protocol-form';

/**
 * 'Protocolos de IATF': the farm's protocols and their steps (the two seeded ones at first);
 * 'Novo protocolo', 'Editar' and 'Copiar' for the owner and a Gerente. 'Iniciar protocolo' is on
 * a season's page.
 */
export function ProtocolsSection({ canEdit }: { canEdit: boolean }) {
  const query = useQuery(protocolsQuery);
  // The protocol in the dialog: one of the list, or 'new'.
  const [editing, setEditing] = useState<IatfProtocol | 'new' | null>(null);
  const copy = useSaveProtocol();
  const copyOf = (protocol: IatfProtocol) =>
    copy.mutate(
      { id: protocol.id, copy: true },
      {
        onSuccess: (made) => toast.success('Protocolo copiado', { description: made.name }),
        onError: (error) =>
          toastSaveFailure(error, {
            title: 'Erro ao copiar o protocolo',
            description: 'Não foi possível copiar o protocolo. Tente novamente.',
          }),
      },
    );
  return (
    <HeadedCard
      title="Protocolos de IATF"
      titleId="protocols-title"
      action={
        canEdit && (
          <Button variant="outline" onClick={() => setEditing('new')} className="max-sm:w-full">
            <Plus aria-hidden="true" />
            Novo protocolo
          </Button>
        )
      }
    >
      {!query.data ? (
        <NotLoaded
          query={query}
          failed={{
            title: 'Erro ao carregar os protocolos',
            description: errorMessage(query.error),
          }}
          loading="Carregando os protocolos..."
        />
      ) : (
        <ul aria-labelledby="protocols-title" className="flex flex-col gap-3">
          {query.data.map((protocol) => (
            <li
              key={protocol.id}
              className="flex flex-col gap-2 rounded-lg border border-stone-200 p-3"
            >
              <h3 className="font-semibold break-words text-stone-900">{protocol.name}</h3>
              <ol className="flex flex-col gap-0.5 text-sm text-stone-700">
                {protocol.steps.map((step) => (
                  <li key={step.day} className="break-words">
                    {stepLine(step)}
                  </li>
                ))}
              </ol>
              {canEdit && (
                <div className="flex flex-wrap gap-2">
                  <Button
                    size="sm"
                    variant="outline"
                    aria-label={`Editar ${protocol.name}`}
                    onClick={() => setEditing(protocol)}
                  >
                    <Pencil aria-hidden="true" />
                    Editar
                  </Button>
                  <Button
                    size="sm"
                    variant="outline"
                    aria-label={`Copiar ${protocol.name}`}
                    disabled={copy.isPending}
                    onClick={() => copyOf(protocol)}
                  >
                    <Copy aria-hidden="true" />
                    Copiar
                  </Button>
                </div>
              )}
            </li>
          ))}
        </ul>
      )}
      {editing && (
        <ProtocolDialog
          protocol={editing === 'new' ? undefined : editing}
          onClose={() => setEditing(null)}
        />
      )}
    </HeadedCard>
  );
}
