import { useId, useState } from 'react';
import { Pencil, Plus } from 'lucide-react';
import { toast } from 'sonner';
import type { SanitaryProduct, SanitaryProtocol } from '@/domain/sanitary/api';
import { Button } from '../../components/ui/button';
import { DeleteConfirm } from '../../components/ui/confirm-dialog';
import { toastSaveFailure } from '../../lib/saving';
import { useDeleteProtocol } from './catalog-api';
import { describeProtocol } from './catalog-format';
import {
  Badge,
  CatalogState,
  type CatalogPermissions,
  type CatalogStateProps,
} from './products-parts';
import { ProtocolDialog } from './protocols-dialog';

/**
 * 'Protocolos': what the farm applies, to whom and when, each in one line; the suggestions a farm
 * starts with and the paused ones are marked. Managers add, edit and delete; 'Campo' reads.
 */
export function ProtocolsList({
  protocols,
  products,
  state,
  permissions,
}: {
  protocols: SanitaryProtocol[] | undefined;
  products: SanitaryProduct[];
  state: CatalogStateProps;
  permissions: CatalogPermissions;
}) {
  const [editing, setEditing] = useState<SanitaryProtocol | 'new' | null>(null);
  return (
    <section aria-labelledby="sanitary-protocols-title" className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="sanitary-protocols-title" className="text-xl font-semibold text-stone-900">
          Protocolos
        </h2>
        {permissions.canManage && products.length > 0 && (
          <Button onClick={() => setEditing('new')}>
            <Plus aria-hidden="true" />
            Novo protocolo
          </Button>
        )}
      </div>
      <CatalogState {...state}>
        {protocols && protocols.length === 0 ? (
          <p className="rounded-xl border border-dashed border-stone-300 bg-white p-5 text-stone-700">
            Nenhum protocolo cadastrado.
            {permissions.canManage &&
              (products.length > 0
                ? ' Diga o que aplicar, em quais animais e quando.'
                : ' Cadastre um produto primeiro.')}
          </p>
        ) : (
          <ul aria-label="Protocolos" className="grid gap-3 lg:grid-cols-2">
            {protocols?.map((protocol) => (
              <ProtocolRow
                key={protocol.id}
                protocol={protocol}
                canManage={permissions.canManage}
                onEdit={() => setEditing(protocol)}
              />
            ))}
          </ul>
        )}
      </CatalogState>
      {permissions.canManage && editing !== null && (
        <ProtocolDialog
          key={editing === 'new' ? 'new' : editing.id}
          open
          onOpenChange={(open) => !open && setEditing(null)}
          protocol={editing === 'new' ? null : editing}
          products={products}
        />
      )}
    </section>
  );
}

function ProtocolRow({
  protocol,
  canManage,
  onEdit,
}: {
  protocol: SanitaryProtocol;
  canManage: boolean;
  onEdit: () => void;
}) {
  const titleId = useId();
  const remove = useDeleteProtocol();
  const onDelete = () =>
    remove.mutate(protocol.id, {
      onSuccess: () => toast.success('Protocolo excluído'),
      onError: (error) =>
        toastSaveFailure(error, {
          title: 'Erro ao excluir o protocolo',
          description: 'Não foi possível excluir o protocolo. Tente novamente.',
        }),
    });
  return (
    <li
      aria-labelledby={titleId}
      className="flex flex-col gap-2 rounded-xl border border-stone-200 bg-white p-4 shadow-sm"
    >
      <div className="flex flex-wrap items-center gap-2">
        <h3 id={titleId} className="min-w-0 font-semibold break-words text-stone-900">
          {protocol.name}
        </h3>
        {protocol.suggested && <Badge tone="amber">Sugestão</Badge>}
        {!protocol.active && <Badge>Pausado</Badge>}
      </div>
      <p className="text-stone-700">
        <span className="font-medium text-stone-900">{protocol.productName}</span>
        {' · '}
        {describeProtocol(protocol)}
      </p>
      {protocol.notes && <p className="text-sm break-words text-stone-600">{protocol.notes}</p>}
      {canManage && (
        <div className="flex flex-wrap items-center gap-2">
          <Button
            size="sm"
            variant="outline"
            onClick={onEdit}
            aria-label={`Editar ${protocol.name}`}
          >
            <Pencil aria-hidden="true" />
            Editar
          </Button>
          <DeleteConfirm
            label={`Excluir ${protocol.name}`}
            text="Excluir"
            disabled={remove.isPending}
            title="Excluir protocolo?"
            description={`${protocol.name} sai do calendário. As aplicações já registradas ficam no histórico.`}
            confirmLabel="Excluir"
            onConfirm={onDelete}
          />
        </div>
      )}
    </li>
  );
}
