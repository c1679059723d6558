import { useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { formatCents } from '@/domain/finance/money';
import { PERIOD_ORDER_MESSAGE } from '@/domain/finance/queries';
import { PRODUCED_ARROBAS_METHOD, type CostFigures } from '@/domain/finance/results';
import { formatNumber } from '@/domain/format';
import { formatDateBR, isIsoDate } from '@/domain/records/dates';
import { NotLoaded } from '../../components/load-state';
import { HeadedCard } from '../../components/ui/card';
import { errorMessage } from '../../lib/api';
import { FormField } from '../../components/ui/form-field';
import { Radio } from '../../components/ui/radio';
import { SelectField } from '../../components/ui/select-field';
import { DreCard } from './dre-card';
import { resultsQuery, type ResultsPeriod } from './finance-api';
import { currentYear } from './page-queries';

/*
 * 'Resultado' (issue 43 item 6): what it cost to produce, per year or per period — 'Custo
 * operacional efetivo', 'Custo por cabeça por dia', '@ produzidas' with how they are counted,
 * 'Custo da arroba produzida' — and, for a year, its 'DRE do ano', printable.
 */

type Mode = 'year' | 'period';
const YEARS = 10;

export function ResultsSection() {
  const thisYear = currentYear();
  const [mode, setMode] = useState<Mode>('year');
  const [year, setYear] = useState(String(thisYear));
  const [from, setFrom] = useState(`${thisYear}-01-01`);
  const [to, setTo] = useState('');
  const periodOk = isIsoDate(from) && isIsoDate(to) && from <= to;
  const period: ResultsPeriod | null =
    mode === 'year' ? { year: Number(year) } : periodOk ? { from, to } : null;
  const query = useQuery({
    ...resultsQuery(period ?? { year: thisYear }),
    enabled: period !== null,
    placeholderData: keepPreviousData,
  });
  return (
    <>
      <HeadedCard
        title="Resultado"
        titleId="finance-results-title"
        description="O custo de produzir, do livro-caixa (o que foi pago) e do rebanho (cabeças e pesagens)."
        contentClassName="flex flex-col gap-4"
      >
        <PeriodChooser
          mode={mode}
          onMode={setMode}
          year={year}
          onYear={setYear}
          years={Array.from({ length: YEARS }, (_, i) => String(thisYear - i))}
          from={from}
          to={to}
          onFrom={setFrom}
          onTo={setTo}
        />
        {period === null ? (
          <p className="text-stone-600">Informe o início e o fim do período.</p>
        ) : query.data ? (
          <Figures figures={query.data.figures} />
        ) : (
          <NotLoaded
            query={query}
            failed={{
              title: 'Erro ao carregar o resultado',
              description: errorMessage(query.error),
            }}
            loading="Carregando o resultado..."
          />
        )}
      </HeadedCard>
      {period && mode === 'year' && query.data?.dre && <DreCard dre={query.data.dre} />}
    </>
  );
}

function PeriodChooser(props: {
  mode: Mode;
  onMode: (mode: Mode) => void;
  year: string;
  onYear: (year: string) => void;
  years: string[];
  from: string;
  to: string;
  onFrom: (d: string) => void;
  onTo: (d: string) => void;
}) {
  return (
    <div className="flex flex-col gap-3" data-print-hide>
      <fieldset className="flex flex-wrap gap-x-6">
        <legend className="mb-1.5 text-sm font-medium text-stone-900">Ver o resultado</legend>
        {(
          [
            ['year', 'Por ano'],
            ['period', 'Por período'],
          ] as const
        ).map(([value, label]) => (
          <label key={value} className="flex min-h-11 cursor-pointer items-center gap-2 text-base">
            <Radio
              name="finance-results-mode"
              value={value}
              checked={props.mode === value}
              onChange={() => props.onMode(value)}
            />
            {label}
          </label>
        ))}
      </fieldset>
      {props.mode === 'year' ? (
        <div className="sm:max-w-40">
          <SelectField
            id="finance-results-year"
            label="Ano"
            value={props.year}
            onChange={(e) => props.onYear(e.target.value)}
            options={props.years.map((y) => ({ value: y, label: y }))}
          />
        </div>
      ) : (
        // One above the other on a phone: two date fields do not fit side by side in the card.
        <div className="grid gap-3 sm:max-w-md sm:grid-cols-2">
          <FormField
            id="finance-results-from"
            label="Início do período"
            type="date"
            value={props.from}
            onChange={(e) => props.onFrom(e.target.value)}
          />
          <FormField
            id="finance-results-to"
            label="Fim do período"
            type="date"
            value={props.to}
            error={
              props.from && props.to && props.from > props.to ? PERIOD_ORDER_MESSAGE : undefined
            }
            onChange={(e) => props.onTo(e.target.value)}
          />
        </div>
      )}
    </div>
  );
}

const dash = (cents: number | null) => (cents === null ? '—' : formatCents(cents));

/** The figures of the period, each under its name, and how the arrobas were counted. */
export function Figures({ figures: f }: { figures: CostFigures }) {
  const items: [string, string, string?][] = [
    ['Custo operacional efetivo', formatCents(f.coeCents), 'O que foi pago na operação (COE).'],
    [
      'Custo por cabeça por dia',
      dash(f.costPerHeadPerDayCents),
      `COE ÷ ${formatNumber(f.averageHeads, 0)} cabeças médias ÷ ${formatNumber(f.days, 0)} dias.`,
    ],
    [
      '@ produzidas',
      `${formatNumber(f.producedArrobas, 2)} @`,
      `${formatNumber(f.producedKg, 0)} kg de peso vivo.`,
    ],
    [
      'Custo da arroba produzida',
      dash(f.costPerArrobaCents),
      f.costPerArrobaCents === null ? 'Sem arrobas produzidas no período.' : 'COE ÷ @ produzidas.',
    ],
  ];
  return (
    <div className="flex flex-col gap-3">
      <p className="text-sm text-stone-600">
        De {formatDateBR(f.from)} a {formatDateBR(f.to)}.
      </p>
      <dl className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        {items.map(([label, value, note]) => (
          <div key={label} className="flex min-w-0 flex-col gap-0.5 rounded-lg bg-stone-50 p-3">
            <dt className="text-sm text-stone-600">{label}</dt>
            <dd className="flex flex-col">
              <span className="text-lg font-semibold break-words text-stone-900 tabular-nums">
                {value}
              </span>
              {note && <span className="text-xs text-stone-600">{note}</span>}
            </dd>
          </div>
        ))}
      </dl>
      <div className="rounded-lg border border-stone-200 p-3 text-sm text-stone-700">
        <p className="font-medium text-stone-900">Como as @ produzidas são contadas</p>
        <p className="mt-1 tabular-nums">{f.method}</p>
        <p className="mt-1">{PRODUCED_ARROBAS_METHOD}</p>
      </div>
    </div>
  );
}
