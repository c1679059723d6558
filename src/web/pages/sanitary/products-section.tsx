import { useQuery } from '@tanstack/react-query';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card';
import { Spinner } from '../../components/ui/spinner';
import { productsQuery } from './sanitary-api';

/**
 * 'Produtos sanitários': for now the farm's products by name and withdrawal. A placeholder: the
 * products and protocols screens replace it (their own files, products-*.tsx, protocols-*.tsx).
 */
export function ProductsSection() {
  const products = useQuery(productsQuery);
  return (
    <Card role="region" aria-labelledby="sanitary-products">
      <CardHeader>
        <CardTitle id="sanitary-products" className="text-xl">
          Produtos sanitários
        </CardTitle>
      </CardHeader>
      <CardContent>
        {products.isPending ? (
          products.fetchStatus === 'paused' ? (
            <p className="text-stone-600">Sem conexão: os produtos aparecem ao reconectar.</p>
          ) : (
            <Spinner label="Carregando os produtos..." className="justify-start" />
          )
        ) : !products.data ? (
          <p className="text-stone-700">Não foi possível carregar os produtos.</p>
        ) : products.data.length === 0 ? (
          <p className="text-stone-700">Nenhum produto cadastrado.</p>
        ) : (
          <ul aria-label="Produtos sanitários" className="flex flex-col gap-1">
            {products.data.map((p) => (
              <li key={p.id} className="flex flex-wrap items-baseline gap-x-2">
                <span className="font-medium text-stone-900">{p.name}</span>
                <span className="text-sm text-stone-600">
                  {p.type} ·{' '}
                  {p.withdrawalDays > 0 ? `carência de ${p.withdrawalDays} dias` : 'sem carência'}
                </span>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
