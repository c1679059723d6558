import { useQuery } from '@tanstack/react-query';
import { useMe } from '../../lib/session';
import { productsQuery, protocolsQuery } from './catalog-api';
import { stateOf, type CatalogPermissions } from './products-parts';
import { ProductsList } from './products-list';
import { ProtocolsList } from './protocols-list';

/**
 * The farm's sanitary catalogue on the 'Sanidade' page (issue 26, decision 044): 'Produtos
 * sanitários' and 'Protocolos'. The owner and a 'Gerente' change them; 'Campo' reads them, without
 * prices.
 */
export function ProductsSection() {
  const me = useMe().data;
  const products = useQuery(productsQuery);
  const protocols = useQuery(protocolsQuery);
  const permissions: CatalogPermissions = {
    canManage: !!me && me.farm.role !== 'field',
    seesMoney: me?.farm.seesMoney ?? false,
  };
  return (
    <div className="flex flex-col gap-8">
      <ProductsList
        products={products.data}
        state={stateOf(products, 'os produtos')}
        permissions={permissions}
      />
      <ProtocolsList
        protocols={protocols.data}
        products={products.data ?? []}
        state={stateOf(protocols, 'os protocolos')}
        permissions={permissions}
      />
    </div>
  );
}
