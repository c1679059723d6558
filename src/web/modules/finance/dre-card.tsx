import { Printer } from 'lucide-react';
import { DRE_INVESTMENTS_NOTE, DRE_LABELS, type Dre, type DreSection } from '@/domain/finance/dre';
import { formatCents, type Cents } from '@/domain/finance/money';
import { formatNumber } from '@/domain/format';
import { PrintHeading, usePrintPart } from '../../components/print-report';
import { Button } from '../../components/ui/button';
import { HeadedCard } from '../../components/ui/card';
import { cn } from '../../lib/cn';
import { signClass } from '../../lib/sign-class';

/*
 * 'DRE do ano' (issue 43 item 6): the year's realized entries as a rural accountant lays them
 * out — receitas, the Funrural deducted, the receita líquida, the COE by account and the margin
 * over it, the animals bought, the year's result, investments apart — printed alone for the
 * accountant ('Imprimir DRE').
 */

type Row =
  | { kind: 'line'; name: string; cents: Cents }
  | { kind: 'total'; name: string; cents: Cents; note?: string; signed?: boolean };

const lines = (section: DreSection): Row[] =>
  section.lines.map((l) => ({ kind: 'line', name: l.name, cents: l.cents }));

/** The DRE's rows in the accountant's order. */
export function dreRows(dre: Dre): Row[] {
  const margin =
    dre.marginPercent === null
      ? undefined
      : `${formatNumber(dre.marginPercent, 1)}% da receita líquida`;
  return [
    { kind: 'total', name: DRE_LABELS.revenue, cents: dre.revenue.total },
    ...lines(dre.revenue),
    { kind: 'total', name: DRE_LABELS.deductions, cents: dre.deductions.total },
    ...lines(dre.deductions),
    { kind: 'total', name: DRE_LABELS.netRevenue, cents: dre.netRevenue, signed: true },
    { kind: 'total', name: DRE_LABELS.coe, cents: dre.coe.total },
    ...lines(dre.coe),
    {
      kind: 'total',
      name: DRE_LABELS.marginOverCoe,
      cents: dre.marginOverCoe,
      note: margin,
      signed: true,
    },
    { kind: 'total', name: DRE_LABELS.restocking, cents: dre.restocking.total },
    ...lines(dre.restocking),
    { kind: 'total', name: DRE_LABELS.result, cents: dre.result, signed: true },
  ];
}

export function DreCard({ dre }: { dre: Dre }) {
  const [printing, print] = usePrintPart<'list'>();
  const title = `DRE do ano ${dre.year}`;
  return (
    <section data-printing={printing ? true : undefined} aria-labelledby="finance-dre-title">
      <PrintHeading title={title} />
      <HeadedCard
        title={title}
        titleId="finance-dre-title"
        description="Regime de caixa, como o LCDPR: o que foi recebido e pago no ano."
        action={
          <Button variant="outline" size="sm" onClick={() => print('list')} data-print-hide>
            <Printer aria-hidden="true" />
            Imprimir DRE
          </Button>
        }
      >
        <table className="w-full text-sm">
          <caption className="sr-only">{title}</caption>
          <thead className="sr-only">
            <tr>
              <th scope="col">Conta</th>
              <th scope="col">Valor</th>
            </tr>
          </thead>
          <tbody>
            {dreRows(dre).map((row, i) => (
              <tr
                key={`${row.name}-${i}`}
                className={cn(row.kind === 'total' && 'border-t border-stone-200')}
              >
                <th
                  scope="row"
                  className={cn(
                    'py-1.5 pr-3 text-left break-words',
                    row.kind === 'line'
                      ? 'pl-4 font-normal text-stone-700'
                      : 'font-semibold text-stone-900',
                  )}
                >
                  {row.name}
                  {row.kind === 'total' && row.note && (
                    <span className="block text-xs font-normal text-stone-600">{row.note}</span>
                  )}
                </th>
                <td
                  className={cn(
                    'py-1.5 text-right whitespace-nowrap tabular-nums',
                    row.kind === 'total' && 'font-semibold',
                    row.kind === 'total' && row.signed && signClass(row.cents),
                  )}
                >
                  {formatCents(row.cents)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
        <div className="mt-4 border-t border-stone-200 pt-3 text-sm">
          <p className="flex justify-between gap-3 font-semibold text-stone-900">
            <span>{DRE_LABELS.investments}</span>
            <span className="tabular-nums">{formatCents(dre.investments.total)}</span>
          </p>
          {dre.investments.lines.length > 0 && (
            <ul className="mt-1">
              {dre.investments.lines.map((l) => (
                <li key={l.name} className="flex justify-between gap-3 pl-4 text-stone-700">
                  <span className="break-words">{l.name}</span>
                  <span className="tabular-nums">{formatCents(l.cents)}</span>
                </li>
              ))}
            </ul>
          )}
          <p className="mt-2 text-stone-600">{DRE_INVESTMENTS_NOTE}</p>
        </div>
      </HeadedCard>
    </section>
  );
}
