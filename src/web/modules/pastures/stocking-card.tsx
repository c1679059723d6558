import { useState } from 'react';
import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { Calculator } from 'lucide-react';
import type { Stocking, StockingLine } from '@/domain/pastures/api';
import { PASTURE_SEASON_LABELS } from '@/domain/pastures/constants';
import { formatNumber } from '@/domain/format';
import { todayIn } from '@/domain/records/dates';
import { NotLoaded } from '../../components/load-state';
import { buttonClasses } from '../../components/ui/button';
import { HeadedCard } from '../../components/ui/card';
import { FormField } from '../../components/ui/form-field';
import { errorMessage } from '../../lib/api';
import { stockingLink } from '../../lib/stocking-link';
import { stockingQuery } from './moves-api';
import { oneDecimal, uaPerHaText } from './moves-format';

/*
 * 'Lotação' (issue 42 item 5): the farm's UA/ha on a day — heads, animal units and area — and
 * each retiro's, with 'Calcular lotação' opening the stocking calculator with the farm's figures.
 */

const NOTE = 'UA = peso vivo ÷ 450 kg; sem pesagem, o peso típico da categoria.';
const isDay = (text: string) => /^\d{4}-\d{2}-\d{2}$/.test(text);

export function StockingCard() {
  const [date, setDate] = useState(() => todayIn(new Date()));
  const day = isDay(date);
  const query = useQuery({ ...stockingQuery(date), enabled: day });
  return (
    <HeadedCard title="Lotação" titleId="stocking-title" description={NOTE}>
      <div className="flex flex-col gap-4">
        <div className="sm:max-w-xs">
          <FormField
            id="stocking-date"
            label="Data"
            type="date"
            value={date}
            error={day ? undefined : 'Informe a data'}
            onChange={(e) => setDate(e.target.value)}
          />
        </div>
        {!day ? null : query.data ? (
          <Figures stocking={query.data} />
        ) : (
          <NotLoaded
            query={query}
            failed={{ title: 'Erro ao carregar a lotação', description: errorMessage(query.error) }}
            loading="Carregando a lotação..."
          />
        )}
      </div>
    </HeadedCard>
  );
}

function Figures({ stocking }: { stocking: Stocking }) {
  const { farm } = stocking;
  const figures: [string, string][] = [
    ['UA/ha', uaPerHaText(farm.uaPerHa)],
    ['Cabeças', formatNumber(farm.heads, 0)],
    ['UA', oneDecimal(farm.units)],
    ['Área (ha)', oneDecimal(farm.areaHa)],
  ];
  return (
    <>
      <p className="text-sm text-stone-700">Período: {PASTURE_SEASON_LABELS[stocking.season]}</p>
      <dl className="grid grid-cols-2 gap-2 sm:grid-cols-4">
        {figures.map(([label, value]) => (
          <div key={label} className="flex flex-col rounded-lg bg-stone-50 px-3 py-2">
            <dt className="text-sm text-stone-600">{label}</dt>
            <dd className="text-lg font-semibold text-stone-900 tabular-nums">
              <span>{value}</span>
            </dd>
          </div>
        ))}
      </dl>
      {stocking.retiros.length > 0 && <RetiroTable lines={stocking.retiros} />}
      <Link
        to={stockingLink(farm)}
        className={buttonClasses({ variant: 'outline', size: 'sm', className: 'w-fit' })}
      >
        <Calculator aria-hidden="true" />
        Calcular lotação
      </Link>
    </>
  );
}

function RetiroTable({ lines }: { lines: readonly StockingLine[] }) {
  const th = 'px-2 py-2 font-semibold';
  const num = 'px-2 py-1.5 text-right tabular-nums';
  return (
    <div
      className="overflow-x-auto focus-visible:ring-2 focus-visible:ring-green-700 focus-visible:outline-none"
      role="region"
      aria-label="Lotação por retiro"
      tabIndex={0}
    >
      <table className="w-full border-collapse text-sm">
        <thead className="border-b border-stone-300 text-stone-700">
          <tr>
            <th scope="col" className={`${th} text-left`}>
              Retiro
            </th>
            <th scope="col" className={`${th} text-right`}>
              Área (ha)
            </th>
            <th scope="col" className={`${th} text-right`}>
              Cabeças
            </th>
            <th scope="col" className={`${th} text-right`}>
              UA
            </th>
            <th scope="col" className={`${th} text-right`}>
              UA/ha
            </th>
          </tr>
        </thead>
        <tbody>
          {lines.map((line) => (
            <tr key={line.retiro ?? ''} className="border-b border-stone-100">
              <th scope="row" className="px-2 py-1.5 text-left font-medium break-words">
                {line.retiro ?? 'Sem retiro'}
              </th>
              <td className={num}>{oneDecimal(line.areaHa)}</td>
              <td className={num}>{formatNumber(line.heads, 0)}</td>
              <td className={num}>{oneDecimal(line.units)}</td>
              <td className={num}>{uaPerHaText(line.uaPerHa)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
