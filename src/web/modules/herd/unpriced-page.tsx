import { useState } from 'react';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { UnpricedEvent, UnpricedPage as Page } from '@/domain/herd/api';
import { unpricedText } from '@/domain/herd/pricing';
import { formatDateBR } from '@/domain/records/dates';
import { LoadFailed, LoadingCard } from '../../components/load-state';
import { LoadMore, morePages } from '../../components/load-more';
import { PageShell } from '../../components/page-shell';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { apiFetch } from '../../lib/api';
import { useMe } from '../../lib/session';
import { withQuery } from '../../lib/pages';
import { ANIMALS_KEY } from './herd-api';
import { heads } from './herd-fields';
import { formatKg } from './herd-format';
import { PriceDialog, type PricedEvent } from './price-dialog';

/** Under the herd's key: a sale priced, undone or recorded reads it again. */
export const unpricedQuery = infiniteQueryOptions({
  queryKey: [...ANIMALS_KEY, 'unpriced'],
  queryFn: ({ pageParam, signal }) =>
    apiFetch<Page>(withQuery('/api/animal-events/unpriced', { cursor: pageParam }), { signal }),
  initialPageParam: null as string | null,
  getNextPageParam: (last) => last.nextCursor,
});

const labelOf = (e: UnpricedEvent) =>
  `${e.kind === 'sale' ? 'Venda' : 'Compra'} de ${heads(e.heads)} em ${formatDateBR(e.date)}`;

function EventItem({ event, onPrice }: { event: UnpricedEvent; onPrice: () => void }) {
  const label = labelOf(event);
  const more = event.heads - event.tags.length;
  return (
    <li className="flex flex-col gap-2 px-4 py-3 sm:flex-row sm:items-center">
      <div className="flex min-w-0 flex-1 flex-col gap-0.5">
        <span className="font-semibold text-stone-900">{label}</span>
        <span className="text-sm break-words text-stone-700">
          {[
            `Brincos: ${event.tags.join(', ')}${more > 0 ? ` e mais ${more}` : ''}`,
            event.party
              ? `${event.kind === 'sale' ? 'Comprador' : 'Vendedor'}: ${event.party}`
              : null,
            event.weight ? formatKg(event.weight) : null,
            event.recordedBy ? `Registrada por ${event.recordedBy}` : null,
          ]
            .filter(Boolean)
            .join(' · ')}
        </span>
      </div>
      <Button size="sm" onClick={onPrice} aria-label={`Informar preço: ${label}`}>
        Informar preço
      </Button>
    </li>
  );
}

/**
 * /rebanho/precos, 'Preço a informar' (issue 39 item 8, decision 061): the sales and purchases
 * recorded without a price — 'Campo' records them so — newest first, each with 'Informar preço'.
 * The owner's and the Gerente's; the dashboard's 'Vendas sem preço: 2' links here.
 */
export function UnpricedPage() {
  const me = useMe().data;
  return (
    <PageShell
      title="Preço a informar"
      description="Vendas e compras registradas sem preço, como o Campo registra. Informe o preço de cada uma: ele entra no controle mensal, nos resultados e nas exportações."
    >
      {me?.farm.seesMoney ? (
        <UnpricedList />
      ) : (
        <Alert tone="info">Só o proprietário e o gerente informam preços.</Alert>
      )}
    </PageShell>
  );
}

function UnpricedList() {
  const query = useInfiniteQuery(unpricedQuery);
  const [pricing, setPricing] = useState<PricedEvent | null>(null);
  if (query.isPending) return <LoadingCard label="Carregando..." />;
  if (query.isError && !query.data) {
    return (
      <LoadFailed
        title="Erro ao carregar dados"
        description="Não foi possível carregar as vendas e compras sem preço."
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  }
  const items = query.data.pages.flatMap((p) => p.items);
  const total = query.data.pages[0]!.total;
  return (
    <>
      {items.length === 0 ? (
        <p className="text-stone-700">Nenhuma venda ou compra sem preço.</p>
      ) : (
        <section aria-labelledby="unpriced-title" className="flex flex-col gap-3">
          <h2 id="unpriced-title" className="font-semibold text-stone-900">
            {unpricedText(total)}
          </h2>
          <ul
            aria-labelledby="unpriced-title"
            className="divide-y divide-stone-100 rounded-lg border border-stone-200 bg-white"
          >
            {items.map((event) => (
              <EventItem
                key={event.id}
                event={event}
                onPrice={() =>
                  setPricing({
                    id: event.id,
                    kind: event.kind,
                    heads: event.heads,
                    label: labelOf(event),
                    weight: event.weight,
                    carcassWeight: event.carcassWeight,
                  })
                }
              />
            ))}
          </ul>
          <LoadMore more={morePages(query)} />
        </section>
      )}
      <PriceDialog
        key={pricing?.id ?? 'none'}
        event={pricing}
        onOpenChange={(open) => !open && setPricing(null)}
      />
    </>
  );
}
