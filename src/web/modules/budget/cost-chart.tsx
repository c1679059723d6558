import { roundTo } from '@/domain/round';
import type { BudgetOutput, BudgetPlanInput } from '@/domain/records/budget';
import { BarChart } from '../../components/charts';

/** Where a plan's money goes: the animals' purchase, then each monthly cost over the period. */
export function costBreakdown(input: BudgetPlanInput, output: BudgetOutput) {
  const months = input.periodMonths;
  const parts: Array<[string, number]> = [
    ['Compra dos animais', output.investment],
    ['Suplemento', input.monthlySupplementCost * months],
    ['Arrendamento', input.monthlyRentCost * months],
    ['Mão de obra', input.monthlyLaborCost * months],
    ['Outros custos', input.otherMonthlyCosts * months],
  ];
  return parts.map(([label, value]) => ({ label, value: roundTo(value, 2) }));
}

/** 'Composição dos gastos': the plan's purchase and costs as horizontal bars. */
export function BudgetCostChart({
  input,
  output,
}: {
  input: BudgetPlanInput;
  output: BudgetOutput;
}) {
  const parts = costBreakdown(input, output);
  return (
    <BarChart
      title="Composição dos gastos"
      labels={parts.map((p) => p.label)}
      labelHeader="Gasto"
      series={[{ name: 'Valor no período', values: parts.map((p) => p.value) }]}
      kind="brl"
      orientation="horizontal"
      total
      empty={parts.every((p) => p.value === 0)}
      className="mt-4 rounded-xl border border-stone-200 bg-white p-4"
    />
  );
}
