import { useState } from 'react';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { formatBRL } from '@/domain/format';
import { parseDecimal, toInputText } from '@/domain/number';
import { planHas } from '@/domain/plans';
import { formatMonthBR, isIsoMonth } from '@/domain/records/dates';
import type { SanitaryCost } from '@/domain/sanitary/out';
import { Button } from '../../components/ui/button';
import { apiFetch } from '../../lib/api';
import { useMe } from '../../lib/session';

/** GET /api/sanitary/costs: the month's sanitary cost and the heads on its first day. */
export const sanitaryCostQuery = (month: string) =>
  queryOptions({
    queryKey: ['sanitary', 'costs', month],
    queryFn: ({ signal }) =>
      apiFetch<SanitaryCost>(`/api/sanitary/costs?month=${encodeURIComponent(month)}`, { signal }),
    retry: false,
  });

/** 'Sanidade em novembro de 2026: R$ 9,00 (R$ 0,01 por cabeça, 1.105 cabeças no início do mês).' */
export function sanitaryCostText(cost: SanitaryCost): string {
  const heads = new Intl.NumberFormat('pt-BR').format(cost.heads);
  const perHead =
    cost.perHead === null
      ? ''
      : ` (${formatBRL(cost.perHead)} por cabeça, ${heads} ${cost.heads === 1 ? 'cabeça' : 'cabeças'} no início do mês)`;
  const unpriced =
    cost.unpriced === 0
      ? ''
      : cost.unpriced === 1
        ? ' 1 aplicação sem preço não entra.'
        : ` ${cost.unpriced} aplicações sem preço não entram.`;
  return `Sanidade em ${formatMonthBR(cost.month)}: ${formatBRL(cost.total)}${perHead}.${unpriced}`;
}

/**
 * 'Controle mensal' (issue 26 item 7): the month's sanitary cost from the applications with a
 * price, offered as a line with 'Somar aos custos', which adds it to 'Custos Totais (R$)' as
 * typed; the producer may still change the figure before saving. Nothing shows on a plan
 * without 'Sanidade', for 'Campo' (no money), without a priced application, or offline.
 */
export function SanitaryCostOffer({
  month,
  costs,
  onAdd,
}: {
  month: string;
  /** 'Custos Totais (R$)' as typed now. */
  costs: string;
  onAdd: (costsText: string) => void;
}) {
  const me = useMe().data;
  const open = planHas(me?.farm.plan ?? me?.subscription?.plan, 'sanitary');
  const valid = isIsoMonth(month) && month >= '2000-01' && month <= '2100-12';
  const cost = useQuery({ ...sanitaryCostQuery(month), enabled: open && valid }).data;
  // The months whose sanitary cost was added in this visit: never twice.
  const [added, setAdded] = useState<string[]>([]);
  if (!valid || !cost || cost.month !== month || cost.total === null || cost.total <= 0) {
    return null;
  }
  const done = added.includes(month);
  const add = () => {
    const typed = parseDecimal(costs);
    const base = typed === undefined || Number.isNaN(typed) ? 0 : typed;
    onAdd(toInputText(Math.round((base + cost.total!) * 100) / 100, 'money'));
    setAdded((list) => [...list, month]);
  };
  return (
    <div
      className="flex flex-wrap items-center gap-3 rounded-md border border-stone-200 bg-stone-50 p-3 text-sm text-stone-700"
      data-print-hide
      data-testid="sanitary-cost-offer"
    >
      <p className="min-w-0 flex-1">
        {sanitaryCostText(cost)}
        {done && ' Somado aos Custos Totais; você pode mudar antes de salvar.'}
      </p>
      {!done && (
        <Button variant="outline" size="sm" onClick={add}>
          Somar aos custos
        </Button>
      )}
    </div>
  );
}
