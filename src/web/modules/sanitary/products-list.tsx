import { useId, useState } from 'react';
import { Check, Pencil, Plus } from 'lucide-react';
import { toast } from 'sonner';
import type { SanitaryProduct } from '@/domain/sanitary/api';
import { Button } from '../../components/ui/button';
import { DeleteConfirm } from '../../components/ui/confirm-dialog';
import { ApiError } from '../../lib/api';
import { toastSaveFailure } from '../../lib/saving';
import { useDeleteProduct, useSaveProduct } from './catalog-api';
import { priceText, productData, withdrawalText } from './catalog-format';
import { ProductDialog } from './products-dialog';
import {
  Badge,
  CatalogState,
  type CatalogPermissions,
  type CatalogStateProps,
} from './products-parts';

/**
 * 'Produtos sanitários': the farm's products with their withdrawal, dose unit and (to who sees
 * money) price; the suggestions a farm starts with are marked as examples to confirm. Managers
 * add, edit, confirm and delete; 'Campo' reads.
 */
export function ProductsList({
  products,
  state,
  permissions,
}: {
  products: SanitaryProduct[] | undefined;
  state: CatalogStateProps;
  permissions: CatalogPermissions;
}) {
  const [editing, setEditing] = useState<SanitaryProduct | 'new' | null>(null);
  return (
    <section aria-labelledby="sanitary-products-title" className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="sanitary-products-title" className="text-xl font-semibold text-stone-900">
          Produtos sanitários
        </h2>
        {permissions.canManage && (
          <Button onClick={() => setEditing('new')}>
            <Plus aria-hidden="true" />
            Novo produto
          </Button>
        )}
      </div>
      <CatalogState {...state}>
        {products && products.length === 0 ? (
          <p className="rounded-xl border border-dashed border-stone-300 bg-white p-5 text-stone-700">
            Nenhum produto cadastrado.
            {permissions.canManage && ' Cadastre as vacinas e remédios que você usa.'}
          </p>
        ) : (
          <ul aria-label="Produtos sanitários" className="grid gap-3 lg:grid-cols-2">
            {products?.map((product) => (
              <ProductRow
                key={product.id}
                product={product}
                permissions={permissions}
                onEdit={() => setEditing(product)}
              />
            ))}
          </ul>
        )}
      </CatalogState>
      {permissions.canManage && editing !== null && (
        <ProductDialog
          key={editing === 'new' ? 'new' : editing.id}
          open
          onOpenChange={(open) => !open && setEditing(null)}
          product={editing === 'new' ? null : editing}
          seesMoney={permissions.seesMoney}
        />
      )}
    </section>
  );
}

function ProductRow({
  product,
  permissions,
  onEdit,
}: {
  product: SanitaryProduct;
  permissions: CatalogPermissions;
  onEdit: () => void;
}) {
  const titleId = useId();
  const confirm = useSaveProduct(product.id);
  const remove = useDeleteProduct();
  const price = permissions.seesMoney ? priceText(product) : null;
  const facts = [
    product.type,
    withdrawalText(product.withdrawalDays),
    `Dose em ${product.doseUnit}`,
  ];
  if (price) facts.push(price);

  const onConfirm = () =>
    confirm.mutate(productData(product), {
      onSuccess: () => toast.success('Produto confirmado'),
      onError: (error) =>
        toastSaveFailure(error, {
          title: 'Erro ao confirmar o produto',
          description: 'Não foi possível confirmar o produto. Tente novamente.',
        }),
    });
  const onDelete = () =>
    remove.mutate(product.id, {
      onSuccess: () => toast.success('Produto excluído'),
      onError: (error) =>
        error instanceof ApiError && error.status === 409
          ? toast.error('Produto em uso', { description: error.message })
          : toastSaveFailure(error, {
              title: 'Erro ao excluir o produto',
              description: 'Não foi possível excluir o produto. Tente novamente.',
            }),
    });

  return (
    <li
      aria-labelledby={titleId}
      className="flex flex-col gap-3 rounded-xl border border-stone-200 bg-white p-4 shadow-sm"
    >
      <div className="flex flex-wrap items-center gap-2">
        <h3 id={titleId} className="min-w-0 font-semibold break-words text-stone-900">
          {product.name}
        </h3>
        {product.brucellosis && <Badge>{product.brucellosis}</Badge>}
      </div>
      <p className="text-stone-700">{facts.join(' · ')}</p>
      {product.suggested && (
        <p className="text-sm font-medium text-amber-900">Exemplo: confira a carência na bula</p>
      )}
      {permissions.canManage && (
        <div className="flex flex-wrap items-center gap-2">
          {product.suggested && (
            <Button
              size="sm"
              variant="secondary"
              onClick={onConfirm}
              disabled={confirm.isPending}
              aria-label={`Confirmar ${product.name}`}
            >
              <Check aria-hidden="true" />
              Confirmar
            </Button>
          )}
          <Button
            size="sm"
            variant="outline"
            onClick={onEdit}
            aria-label={`Editar ${product.name}`}
          >
            <Pencil aria-hidden="true" />
            Editar
          </Button>
          <DeleteConfirm
            label={`Excluir ${product.name}`}
            text="Excluir"
            disabled={remove.isPending}
            title="Excluir produto?"
            description={`${product.name} sai da lista, com os protocolos que o usam. Um produto com aplicações registradas fica no histórico e não pode ser excluído.`}
            confirmLabel="Excluir"
            onConfirm={onDelete}
          />
        </div>
      )}
    </li>
  );
}
