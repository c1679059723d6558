import { useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { CashFlowMonth } from '@/domain/finance/cash-flow';
import type { CashFlowView } from '@/domain/finance/api';
import { centsToReais, formatCents, type Cents } from '@/domain/finance/money';
import { PERIOD_ORDER_MESSAGE } from '@/domain/finance/queries';
import { formatMonthBR } from '@/domain/records/dates';
import { LineChart, monthLabel } from '../../components/charts';
import { NotLoaded } from '../../components/load-state';
import { HeadedCard } from '../../components/ui/card';
import { errorMessage } from '../../lib/api';
import { FormField } from '../../components/ui/form-field';
import { cn } from '../../lib/cn';
import { signClass } from '../../lib/sign-class';
import { DueSection } from './due-section';
import { cashFlowQuery } from './finance-api';

/*
 * 'Fluxo de caixa' (issue 43 item 5): month by month, entradas, saídas and 'Saldo acumulado',
 * what happened and what is foreseen side by side, reaching the months ahead as far as something
 * is foreseen; a chart of the balances with 'Ver tabela'; then 'Contas a pagar' and 'Contas a
 * receber' of the next 30 days.
 */

const reais = (cents: Cents) => centsToReais(cents);

export function CashFlowSection() {
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const backwards = from !== '' && to !== '' && from > to;
  // Another period asked, the one read before stays until it comes (the fields never go).
  const query = useQuery({
    ...cashFlowQuery(from, backwards ? '' : to),
    placeholderData: keepPreviousData,
  });
  return (
    <>
      <HeadedCard
        title="Fluxo de caixa"
        titleId="finance-cash-flow-title"
        description="Realizado é o que entrou e saiu; previsto soma o que ainda vai vencer. Os meses depois do atual têm só o previsto."
        contentClassName="flex flex-col gap-4"
      >
        {/* One above the other on a phone: a month's field ('dezembro de 2026') is wider than
            half of a 360 px screen, and squeezed it would cut the month it shows. */}
        <div className="grid gap-3 sm:max-w-md sm:grid-cols-2" data-print-hide>
          <FormField
            id="cash-flow-from"
            label="Do mês"
            type="month"
            value={from}
            onChange={(e) => setFrom(e.target.value)}
          />
          <FormField
            id="cash-flow-to"
            label="Até o mês"
            type="month"
            value={to}
            error={backwards ? PERIOD_ORDER_MESSAGE : undefined}
            onChange={(e) => setTo(e.target.value)}
          />
        </div>
        {query.data ? (
          <FlowBody flow={query.data} />
        ) : (
          <NotLoaded
            query={query}
            failed={{
              title: 'Erro ao carregar o fluxo de caixa',
              description: errorMessage(query.error),
            }}
            loading="Carregando o fluxo de caixa..."
          />
        )}
      </HeadedCard>
      <DueSection />
    </>
  );
}

function FlowBody({ flow }: { flow: CashFlowView }) {
  const months = flow.months;
  const moved = months.some(
    (m) => m.realized.in || m.realized.out || m.planned.in || m.planned.out,
  );
  if (!moved) {
    return <p className="text-stone-600">Nenhuma entrada ou saída nesses meses.</p>;
  }
  const current = months.find((m) => m.month === flow.currentMonth);
  const last = months.at(-1)!;
  const labels = months.map((m) => monthLabel(m.month));
  return (
    <>
      <p className="text-sm text-stone-800" aria-live="polite">
        {current && (
          <>
            Saldo acumulado em {formatMonthBR(current.month)}:{' '}
            <strong className={signClass(current.realized.balance)}>
              {formatCents(current.realized.balance)}
            </strong>
            .{' '}
          </>
        )}
        Previsto ao fim de {formatMonthBR(last.month)}:{' '}
        <strong className={signClass(last.planned.balance)}>
          {formatCents(last.planned.balance)}
        </strong>
        .
      </p>
      <MonthTable months={months} />
      <LineChart
        title="Saldo acumulado por mês"
        labelHeader="Mês"
        labels={labels}
        kind="brl"
        series={[
          {
            name: 'Realizado',
            values: months.map((m) => (m.ahead ? null : reais(m.realized.balance))),
          },
          { name: 'Previsto', values: months.map((m) => reais(m.planned.balance)) },
        ]}
        tableSeries={[
          { name: 'Entradas realizadas', values: months.map((m) => reais(m.realized.in)) },
          { name: 'Saídas realizadas', values: months.map((m) => reais(m.realized.out)) },
          { name: 'Entradas previstas', values: months.map((m) => reais(m.planned.in)) },
          { name: 'Saídas previstas', values: months.map((m) => reais(m.planned.out)) },
        ]}
        minPoints={1}
      />
    </>
  );
}

const SIDES = [
  { key: 'realized', name: 'Realizado' },
  { key: 'planned', name: 'Previsto' },
] as const;

const Money = ({ cents, signed = false }: { cents: Cents; signed?: boolean }) => (
  <span className={cn('whitespace-nowrap tabular-nums', signed && signClass(cents))}>
    {formatCents(cents)}
  </span>
);

/**
 * The months side by side: a table from 768 px (a column group each for 'Realizado' and
 * 'Previsto'), a card a month below it.
 */
function MonthTable({ months }: { months: CashFlowMonth[] }) {
  const th = 'px-2 py-1.5 text-right font-medium';
  return (
    <>
      <div
        className="hidden overflow-x-auto focus-visible:ring-2 focus-visible:ring-green-700 focus-visible:outline-none md:block print:block"
        role="region"
        aria-label="Fluxo de caixa por mês"
        tabIndex={0}
      >
        <table className="w-full text-sm">
          <caption className="sr-only">Fluxo de caixa por mês</caption>
          <thead className="text-stone-600">
            <tr>
              <td />
              {SIDES.map((s) => (
                <th
                  key={s.key}
                  scope="colgroup"
                  colSpan={3}
                  className="px-2 pt-1 text-center font-semibold"
                >
                  {s.name}
                </th>
              ))}
            </tr>
            <tr className="border-b border-stone-200">
              <th scope="col" className="px-2 py-1.5 text-left font-medium">
                Mês
              </th>
              {SIDES.map((s) => (
                <FlowHeaders key={s.key} className={th} />
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-stone-100">
            {months.map((m) => (
              <tr key={m.month} className={cn(m.ahead && 'text-stone-600')}>
                <th scope="row" className="px-2 py-1.5 text-left font-medium whitespace-nowrap">
                  {monthLabel(m.month)}
                </th>
                {SIDES.map(({ key }) => (
                  <FlowCells key={key} side={m[key]} />
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <ul
        aria-label="Fluxo de caixa por mês"
        className="flex flex-col gap-2 md:hidden print:hidden"
      >
        {months.map((m) => (
          <li key={m.month} className="rounded-lg border border-stone-200 p-3">
            <p className="font-semibold text-stone-900">{formatMonthBR(m.month)}</p>
            <div className="mt-1 grid grid-cols-2 gap-3 text-sm">
              {SIDES.map(({ key, name }) => (
                <div key={key} className="flex min-w-0 flex-col gap-0.5">
                  <p className="font-medium text-stone-700">{name}</p>
                  <dl className="flex flex-col gap-0.5">
                    <dt className="text-stone-600">Entradas</dt>
                    <dd>
                      <Money cents={m[key].in} />
                    </dd>
                    <dt className="text-stone-600">Saídas</dt>
                    <dd>
                      <Money cents={m[key].out} />
                    </dd>
                    <dt className="text-stone-600">Saldo acumulado</dt>
                    <dd>
                      <Money cents={m[key].balance} signed />
                    </dd>
                  </dl>
                </div>
              ))}
            </div>
          </li>
        ))}
      </ul>
    </>
  );
}

const FlowHeaders = ({ className }: { className: string }) => (
  <>
    <th scope="col" className={className}>
      Entradas
    </th>
    <th scope="col" className={className}>
      Saídas
    </th>
    <th scope="col" className={className}>
      Saldo acumulado
    </th>
  </>
);

const FlowCells = ({ side }: { side: CashFlowMonth['realized'] }) => (
  <>
    <td className="px-2 py-1.5 text-right">
      <Money cents={side.in} />
    </td>
    <td className="px-2 py-1.5 text-right">
      <Money cents={side.out} />
    </td>
    <td className="px-2 py-1.5 text-right">
      <Money cents={side.balance} signed />
    </td>
  </>
);
