import { useQuery } from '@tanstack/react-query';
import type { IndicatorFigures, SeasonIndicators } from '@/domain/reproduction/api';
import { FEMALE_GROUP_LABELS } from '@/domain/reproduction/constants';
import {
  formatIndicator,
  INDICATORS,
  meetsTarget,
  type IndicatorDefinition,
} from '@/domain/reproduction/indicators';
import { BarChart } from '../../components/charts';
import { cn } from '../../lib/cn';
import { indicatorsQuery } from './indicators-api';
import { rateBasis, targetVerdict } from './indicator-format';
import { FormulaTip, GroupTable, SplitTable } from './indicator-tables';
import { QueryCard } from '../../components/query-card';

/**
 * 'Indicadores' of a season (issue 41 item 8): each indicator with its value, its formula behind
 * 'Como é calculado' and the usual target beside it; the pregnancies by category and by round as
 * charts ('Ver tabela'), and every split as a table. All computed by the server in SQL.
 */
export function IndicatorsSection({ seasonId }: { seasonId: string }) {
  return (
    <QueryCard
      title="Indicadores"
      titleId="indicators-title"
      description="Calculados com os serviços, diagnósticos, partos e desmames registrados na estação."
      query={useQuery(indicatorsQuery(seasonId))}
      what="os indicadores"
    >
      {(data) => <IndicatorsView data={data} />}
    </QueryCard>
  );
}

function IndicatorsView({ data }: { data: SeasonIndicators }) {
  if (data.overall.exposed === 0) {
    return <p className="text-stone-700">Exponha fêmeas para ver os indicadores da estação.</p>;
  }
  const groups = data.byGroup;
  return (
    <div className="flex flex-col gap-6">
      <ul aria-labelledby="indicators-title" className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {INDICATORS.map((d) => (
          <IndicatorTile key={d.key} definition={d} figures={data.overall} />
        ))}
      </ul>
      <div className="grid gap-6 lg:grid-cols-2">
        <BarChart
          title="Prenhez por categoria"
          labels={groups.map((g) => FEMALE_GROUP_LABELS[g.group])}
          labelHeader="Categoria"
          series={[
            { name: 'Expostas', values: groups.map((g) => g.exposed) },
            { name: 'Prenhes', values: groups.map((g) => g.pregnant) },
          ]}
          kind="count"
        />
        <BarChart
          title="Concepção por rodada de IATF"
          labels={data.byRound.map((r) => r.label)}
          labelHeader="Serviço"
          series={[
            { name: 'Servidas', values: data.byRound.map((r) => r.served) },
            { name: 'Prenhes', values: data.byRound.map((r) => r.pregnant) },
          ]}
          kind="count"
          emptyText="Nenhum serviço registrado na estação."
        />
      </div>
      <GroupTable rows={groups} />
      <div className="grid gap-6 lg:grid-cols-2">
        <SplitTable caption="Concepção por rodada" labelHeader="Serviço" rows={data.byRound} />
        <SplitTable caption="Por protocolo" labelHeader="Protocolo" rows={data.byProtocol} />
        <SplitTable caption="Por touro ou sêmen" labelHeader="Touro ou sêmen" rows={data.bySire} />
        <SplitTable caption="Por inseminador" labelHeader="Inseminador" rows={data.byInseminator} />
      </div>
    </div>
  );
}

function IndicatorTile({
  definition: d,
  figures,
}: {
  definition: IndicatorDefinition;
  figures: IndicatorFigures;
}) {
  const value = figures[d.key];
  const verdict = targetVerdict(meetsTarget(d.key, value));
  const basis = rateBasis(d.key, figures);
  return (
    <li className="flex flex-col gap-1 rounded-lg border border-stone-200 p-3">
      <div className="flex items-start justify-between gap-2">
        <span className="font-medium text-stone-800">{d.label}</span>
        <FormulaTip label={d.label} formula={d.formula} />
      </div>
      <span className="text-2xl font-bold text-stone-900 tabular-nums">
        {formatIndicator(value, d.unit)}
      </span>
      {basis && <span className="text-sm text-stone-600">{basis}</span>}
      {d.target && (
        <span
          className={cn(
            'text-sm font-medium',
            verdict === 'Na meta' && 'text-green-800',
            verdict === 'Fora da meta' && 'text-amber-800',
            !verdict && 'text-stone-600',
          )}
        >
          {d.target.text}
          {verdict ? ` · ${verdict}` : ''}
        </span>
      )}
    </li>
  );
}
