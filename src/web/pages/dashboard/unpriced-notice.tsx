import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { unpricedText } from '@/domain/herd/pricing';
import { Alert } from '../../components/ui/alert';
import { dashboardQueryOptions } from './dashboard-query';

/**
 * 'Vendas sem preço: 2' (issue 39 item 8, decision 061): the farm's sales and purchases recorded
 * without a price — 'Campo' records them so — linked to 'Preço a informar', where the owner or a
 * 'Gerente' completes them. From the dashboard's own answer (null for 'Campo'); nothing when none
 * waits.
 */
export function UnpricedNotice() {
  const { data } = useQuery(dashboardQueryOptions);
  const total = data?.unpriced;
  if (!total || total.sales + total.purchases === 0) return null;
  return (
    <Alert tone="warning">
      <p>
        <Link
          to="/rebanho/precos"
          className="font-semibold text-amber-950 underline underline-offset-4"
        >
          {unpricedText(total)}
        </Link>
      </p>
      <p>Registradas sem preço. Informe o preço para que entrem nas receitas e nos resultados.</p>
    </Alert>
  );
}
