import { renderToStaticMarkup } from 'react-dom/server';
import { onlineManager, QueryClientProvider } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import type { MeResponse } from '@/domain/api';
import type { FarmRole } from '@/domain/farms';
import type { SanitaryProduct, SanitaryProtocol } from '@/domain/sanitary/api';
import { SANITARY_PLAN_MESSAGE } from '@/domain/sanitary/constants';
import { ApiError } from '../../lib/api';
import { createQueryClient } from '../../lib/query-client';
import { ME_QUERY_KEY } from '../../lib/session';
import { productsQuery, protocolsQuery } from './catalog-api';
import { ProductsSection } from './products-section';
import { ivermectin, protocolWith } from './test-fixtures';

/*
 * The section as the server would render it from answers already in the cache: what each role is
 * shown. How it acts (dialogs, saving, errors) is e2e/sanitary-catalog.spec.ts's.
 */

const b19: SanitaryProduct = {
  ...ivermectin,
  id: '1b9d6a4e-3f0a-4c1e-9a57-2f7c1d1e8a02',
  name: 'Vacina brucelose B19',
  type: 'Vacina',
  withdrawalDays: 0,
  pricePerDose: null,
  brucellosis: 'B19',
  suggested: false,
};
const protocolOf = (over: Partial<SanitaryProtocol>): SanitaryProtocol =>
  protocolWith(b19, {
    name: 'Brucelose: fêmeas de 3 a 8 meses',
    sex: 'F',
    minAgeMonths: 3,
    maxAgeMonths: 8,
    firstAtAgeMonths: 3,
    suggested: true,
    ...over,
  });
const protocols = [
  protocolOf({}),
  protocolOf({
    id: 'd7e1a0d2-5b1f-4e8e-a0c4-8f1f3b2d9e12',
    name: 'Raiva: todo ano',
    sex: null,
    maxAgeMonths: null,
    firstAtAgeMonths: null,
    everyDays: 365,
    active: false,
    suggested: false,
  }),
];

function render(role: FarmRole, cache: (client: ReturnType<typeof createQueryClient>) => void) {
  const client = createQueryClient();
  const me = {
    user: { id: 'u1', name: 'Ana', email: 'ana@fazenda.test', createdAt: '2026-01-01' },
    farm: { id: 'f1', name: 'Boa Vista', role, seesMoney: role !== 'field', isOwner: false },
  } as MeResponse;
  client.setQueryData(ME_QUERY_KEY, me);
  cache(client);
  return renderToStaticMarkup(
    <QueryClientProvider client={client}>
      <ProductsSection />
    </QueryClientProvider>,
  );
}

const loaded = (client: ReturnType<typeof createQueryClient>) => {
  client.setQueryData(productsQuery.queryKey, [b19, ivermectin]);
  client.setQueryData(protocolsQuery.queryKey, protocols);
};

describe('ProductsSection', () => {
  it("shows a 'Gerente' the products with prices, the examples to confirm and every action", () => {
    const html = render('manager', loaded);
    expect(html).toContain('Produtos sanitários');
    expect(html).toContain('Novo produto');
    expect(html).toContain('Vermífugo · Carência de 35 dias · Dose em mL · R$');
    expect(html).toContain('Vacina · Sem carência · Dose em mL</p>');
    expect(html).toContain('Exemplo: confira a carência na bula');
    expect(html.match(/>Confirmar</g)).toHaveLength(1);
    expect(html).toContain('aria-label="Excluir Ivermectina 1%"');

    expect(html).toContain('Protocolos');
    expect(html).toContain('Novo protocolo');
    expect(html).toContain('Fêmeas de 3 a 8 meses · aos 3 meses · dose única');
    expect(html).toContain('Todos os animais a partir de 3 meses · todo ano');
    expect(html.match(/>Sugestão</g)).toHaveLength(1);
    expect(html.match(/>Pausado</g)).toHaveLength(1);
    expect(html).toContain('aria-label="Editar Raiva: todo ano"');
  });

  it("shows 'Campo' the lists only: no price, even one that slipped through, and no action", () => {
    const html = render('field', loaded);
    expect(html).toContain('Ivermectina 1%');
    expect(html).toContain('Fêmeas de 3 a 8 meses · aos 3 meses · dose única');
    expect(html).toContain('Exemplo: confira a carência na bula');
    for (const hidden of [
      'R$',
      'Novo produto',
      'Novo protocolo',
      'Confirmar',
      'Editar',
      'Excluir',
    ]) {
      expect(html).not.toContain(hidden);
    }
  });

  it('says why the lists did not load: the plan, in the server words', () => {
    const html = render('owner', (client) => {
      // The failure as the section sees it once the request has failed (not retried at once).
      client.setDefaultOptions({ queries: { retryOnMount: false } });
      for (const { queryKey } of [productsQuery, protocolsQuery]) {
        client
          .getQueryCache()
          .build(client, { queryKey })
          .setState({
            status: 'error',
            error: new ApiError(403, 'FEATURE_UNAVAILABLE', SANITARY_PLAN_MESSAGE),
            fetchStatus: 'idle',
          });
      }
    });
    expect(html.split(SANITARY_PLAN_MESSAGE)).toHaveLength(3);
    expect(html).toContain('Tentar novamente');
  });

  it('offers no protocol before there is a product', () => {
    const html = render('owner', (client) => {
      client.setQueryData(productsQuery.queryKey, []);
      client.setQueryData(protocolsQuery.queryKey, []);
    });
    expect(html).toContain('Nenhum produto cadastrado.');
    expect(html).toContain('Cadastre um produto primeiro.');
    expect(html).not.toContain('Novo protocolo');
  });

  it('says the lists come back with the connection when none is kept on the device', () => {
    onlineManager.setOnline(false);
    try {
      const html = render('owner', () => {});
      expect(html).toContain('Sem conexão: os produtos aparecem ao reconectar.');
      expect(html).toContain('Sem conexão: os protocolos aparecem ao reconectar.');
    } finally {
      onlineManager.setOnline(true);
    }
  });
});
