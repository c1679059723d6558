import { useState } from 'react';
import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import type { LotGmdChart, LotsGmdChart } from '@/domain/charts/schemas';
import { formatNumber } from '@/domain/format';
import { formatDateBR } from '@/domain/records/dates';
import { BarChart, formatValue, Histogram } from '../../../components/charts';
import { ChartPending } from '../../../components/charts/chart-pending';
import { lotLabels } from '../../../components/charts/lot-labels';
import { Card, CardContent } from '../../../components/ui/card';
import { SelectField } from '../../../components/ui/select-field';
import { firstSpreadLot, lotGmdQuery, lotsGmdQuery } from '../../../lib/chart-queries';

/**
 * The lots' charts in the weighing module: 'GMD por lote' (the lots in the list's order) and
 * 'Distribuição do GMD no lote' of the lot chosen, with the animals who gain least.
 */
export function LotCharts() {
  const query = useQuery(lotsGmdQuery);
  const data = query.data;
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <Card>
        <CardContent>
          {data ? (
            <LotsGmdBars data={data} />
          ) : (
            <ChartPending title="GMD por lote" failed={query.isError} />
          )}
        </CardContent>
      </Card>
      <Card>
        <CardContent>
          {data ? (
            <LotSpread lots={data.items} />
          ) : (
            <ChartPending title="Distribuição do GMD no lote" failed={query.isError} />
          )}
        </CardContent>
      </Card>
    </div>
  );
}

function LotsGmdBars({ data }: { data: LotsGmdChart }) {
  const labels = lotLabels(data.items);
  return (
    <div className="space-y-2">
      <BarChart
        title="GMD por lote"
        labels={labels}
        labelHeader="Lote"
        series={[{ name: 'GMD médio', values: data.items.map((l) => l.averageDailyGain) }]}
        kind="gmd"
        orientation="horizontal"
        emptyText="Ainda não há lote com animais pesados em dois dias para calcular o GMD."
      />
      {data.total > data.items.length && (
        <p className="text-sm text-stone-600">
          Os {data.items.length} lotes mais recentes de {formatNumber(data.total, 0)}.
        </p>
      )}
    </div>
  );
}

function LotSpread({ lots }: { lots: LotsGmdChart['items'] }) {
  const labels = lotLabels(lots);
  // The first lot with a GMD to begin with, else the first.
  const first = firstSpreadLot(lots);
  const [chosen, setChosen] = useState(first?.id ?? '');
  const lotId = lots.some((l) => l.id === chosen) ? chosen : (first?.id ?? '');
  const query = useQuery({ ...lotGmdQuery(lotId), enabled: lotId !== '' });
  const title = 'Distribuição do GMD no lote';
  if (lots.length === 0) {
    return (
      <div className="space-y-2">
        <h3 className="text-base font-semibold text-stone-900">{title}</h3>
        <p className="rounded-md bg-stone-50 px-3 py-6 text-center text-sm text-stone-600">
          Cadastre um lote e pese seus animais para ver como o GMD se espalha.
        </p>
      </div>
    );
  }
  return (
    <div className="space-y-3">
      <SelectField
        id="lot-gmd-spread"
        label="Lote da distribuição"
        value={lotId}
        onChange={(e) => setChosen(e.target.value)}
        options={lots.map((l, i) => ({ value: l.id, label: labels[i]! }))}
      />
      {query.data ? (
        <SpreadBody data={query.data} />
      ) : (
        <ChartPending title={title} failed={query.isError} />
      )}
    </div>
  );
}

function SpreadBody({ data }: { data: LotGmdChart }) {
  const gmd = (v: number | null) => formatValue(v, 'gmd');
  return (
    <div className="space-y-3">
      <Histogram
        title="Distribuição do GMD no lote"
        bins={data.bins.map((b) => ({ from: b.from, to: b.to, count: b.animals }))}
        binKind="gmd"
        countName="Animais"
        labelHeader="GMD (kg/dia)"
        summary={
          data.animals >= 3
            ? `Distribuição do GMD no lote ${data.lot.name}: ${data.animals} animais, ` +
              `de ${gmd(data.min)} a ${gmd(data.max)}; média ${gmd(data.mean)}, ` +
              `mediana ${gmd(data.median)}.`
            : undefined
        }
        emptyText="São precisos ao menos 3 animais do lote pesados em dois dias para ver a distribuição."
      />
      {data.withoutGmd > 0 && (
        <p className="text-sm text-stone-600">
          {data.withoutGmd === 1
            ? '1 animal do lote ainda sem GMD (pesado em um dia só, ou nunca).'
            : `${formatNumber(data.withoutGmd, 0)} animais do lote ainda sem GMD (pesados em um dia só, ou nunca).`}
        </p>
      )}
      {data.lagging.length > 0 && (
        <section aria-labelledby="lot-lagging-title" className="space-y-2">
          <h4 id="lot-lagging-title" className="font-semibold text-stone-900">
            Os que menos ganham
          </h4>
          <ol className="divide-y divide-stone-100 text-sm">
            {data.lagging.map((a) => (
              <li
                key={`${a.tag}-${a.animalId ?? ''}`}
                className="flex flex-wrap items-baseline justify-between gap-x-3 py-1.5"
              >
                {a.animalId ? (
                  <Link
                    to={`/rebanho/${a.animalId}`}
                    className="font-medium text-green-800 underline underline-offset-2"
                  >
                    {a.tag}
                  </Link>
                ) : (
                  <span className="font-medium">{a.tag}</span>
                )}
                <span className="tabular-nums">
                  {gmd(a.gmd)}{' '}
                  <span className="text-stone-600">
                    ({formatValue(a.firstWeight, 'kg')} em {formatDateBR(a.firstDate)} →{' '}
                    {formatValue(a.lastWeight, 'kg')} em {formatDateBR(a.lastDate)})
                  </span>
                </span>
              </li>
            ))}
          </ol>
        </section>
      )}
    </div>
  );
}
