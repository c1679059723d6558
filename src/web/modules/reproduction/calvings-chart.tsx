import { useQuery } from '@tanstack/react-query';
import type { CalvingMonth } from '@/domain/reproduction/api';
import { formatNumber } from '@/domain/format';
import { BarChart, monthLabel } from '../../components/charts';
import { ExportButton } from '../../components/export-button';
import { PrintButton, usePrintPart } from '../../components/print-report';
import { calvingsByMonthQuery } from './indicators-api';
import { QueryCard } from '../../components/query-card';

/**
 * 'Previsão de partos' (issue 41 item 9): the season's pregnant females by the month of their
 * 'Previsão de parto', as a chart ('Ver tabela') and a table beside it, with those calved already.
 */
export function CalvingsByMonth({ seasonId }: { seasonId: string }) {
  const card = {
    title: 'Previsão de partos',
    titleId: 'calvings-title',
    description: 'Prenhes pelo mês da previsão de parto: prepare o pasto-maternidade e a equipe.',
    what: 'a previsão de partos',
  };
  const query = useQuery(calvingsByMonthQuery(seasonId));
  return (
    <QueryCard {...card} query={query}>
      {(months) => <CalvingsView months={months} seasonId={seasonId} />}
    </QueryCard>
  );
}

function CalvingsView({ months, seasonId }: { months: readonly CalvingMonth[]; seasonId: string }) {
  const labels = months.map((m) => monthLabel(m.month));
  // 'Imprimir' puts this card alone on paper (print.css, 'list').
  const [printing, print] = usePrintPart<'list'>();
  return (
    <div className="flex flex-col gap-4" data-printing={printing !== null || undefined}>
      {months.length > 0 && (
        <div className="flex flex-wrap items-center gap-2" data-print-hide>
          <ExportButton
            dataset="reproduction-calvings"
            query={`seasonId=${encodeURIComponent(seasonId)}`}
            withNote={false}
            label={
              <>
                Exportar CSV<span className="sr-only">: Previsão de partos</span>
              </>
            }
          />
          <PrintButton
            part="Previsão de partos"
            onClick={() => print('list')}
            disabled={printing !== null}
          />
        </div>
      )}
      <CalvingsParts months={months} labels={labels} />
    </div>
  );
}

function CalvingsParts({
  months,
  labels,
}: {
  months: readonly CalvingMonth[];
  labels: readonly string[];
}) {
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <BarChart
        title="Partos previstos por mês"
        labels={labels}
        labelHeader="Mês"
        series={[
          { name: 'Previstos', values: months.map((m) => m.heads) },
          { name: 'Já paridas', values: months.map((m) => m.calved) },
        ]}
        kind="count"
        summaryMode="time"
        emptyText="Nenhuma fêmea prenhe com previsão de parto nesta estação."
      />
      {months.length > 0 && (
        <div className="overflow-x-auto">
          <table className="w-full text-sm tabular-nums">
            <caption className="mb-1 text-left text-base font-semibold text-stone-900">
              Partos por mês
            </caption>
            <thead>
              <tr className="border-b border-stone-200 text-left">
                <th scope="col" className="py-1 pr-3 font-medium">
                  Mês
                </th>
                <th scope="col" className="py-1 pr-3 text-right font-medium">
                  Prenhes
                </th>
                <th scope="col" className="py-1 pr-3 text-right font-medium">
                  Já paridas
                </th>
              </tr>
            </thead>
            <tbody>
              {months.map((m, i) => (
                <tr key={m.month} className="border-b border-stone-100">
                  <th scope="row" className="py-1 pr-3 text-left font-normal">
                    {labels[i]}
                  </th>
                  <td className="py-1 pr-3 text-right">{formatNumber(m.heads, 0)}</td>
                  <td className="py-1 pr-3 text-right">{formatNumber(m.calved, 0)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}
