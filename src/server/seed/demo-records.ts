import type pg from 'pg';
import { calculateAnnual } from '../../domain/records/annual-results';
import { calculateBudget, type BudgetPlanInput } from '../../domain/records/budget';
import { roundTo } from '../../domain/round';

/*
 * The demo farm's records of the results screens (issue 24, decision 030): monthly controls,
 * annual results, budget plans and saved margins, sized by the herd.
 */

const isoDate = (d: Date) => d.toISOString().slice(0, 10);

/** Last 24 months and the last two years; a month or year the farm already has is kept. */
export async function insertMonthsAndYears(
  c: pg.ClientBase,
  farm: string,
  user: string,
  o: { animals: number; today: Date },
) {
  const heads = o.animals;
  const months: unknown[][] = [];
  let quantity = Math.round(heads * 0.9);
  for (let back = 24; back >= 1; back--) {
    const first = new Date(Date.UTC(o.today.getUTCFullYear(), o.today.getUTCMonth() - back, 1));
    const purchases = Math.round(heads * (0.02 + (back % 5) * 0.005));
    const sales = Math.round(heads * (0.015 + (back % 4) * 0.005));
    const deaths = Math.round(heads * 0.002);
    const costs = roundTo(heads * (55 + (back % 6) * 4.5), 2);
    const revenue = roundTo(sales * (4100 + (back % 7) * 35), 2);
    const final = Math.max(quantity + purchases - sales - deaths, 0);
    months.push([isoDate(first), quantity, purchases, sales, deaths, costs, revenue, final]);
    quantity = final;
  }
  await c.query(
    `insert into monthly_control (farm_id, user_id, month_year, initial_quantity, purchases, sales,
       deaths, total_costs, total_revenue, final_quantity, net_profit)
     select $1, $2, m::date, i::int, p::int, s::int, d::int, tc::numeric, tr::numeric, f::int,
            tr::numeric - tc::numeric
     from jsonb_to_recordset($3::jsonb) as t(m text, i int, p int, s int, d int, tc numeric,
                                             tr numeric, f int)
     on conflict (farm_id, month_year) do nothing`,
    [
      farm,
      user,
      JSON.stringify(months.map(([m, i, p, s, d, tc, tr, f]) => ({ m, i, p, s, d, tc, tr, f }))),
    ],
  );
  const thisYear = o.today.getUTCFullYear();
  for (const year of [thisYear - 2, thisYear - 1]) {
    const back = thisYear - year;
    const figures = {
      initialInventory: Math.round(heads * (0.8 + back * 0.05)),
      totalPurchases: Math.round(heads * 0.35),
      totalSales: Math.round(heads * 0.45),
      totalDeaths: Math.round(heads * 0.02),
      totalInvestment: Math.round(heads * 0.35) * 2600,
      totalRevenue: Math.round(heads * 0.45) * (4500 - back * 50),
      totalCosts: heads * 700,
    };
    const out = calculateAnnual(figures);
    const pct = (v: number | null) => (v === null ? null : roundTo(v, 2));
    await c.query(
      `insert into annual_results (farm_id, user_id, year, initial_inventory, total_purchases,
         total_sales, total_deaths, total_investment, total_revenue, total_costs, final_inventory,
         net_profit, gross_margin, roi_percent)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14)
       on conflict (farm_id, year) do nothing`,
      [
        farm,
        user,
        year,
        figures.initialInventory,
        figures.totalPurchases,
        figures.totalSales,
        figures.totalDeaths,
        figures.totalInvestment,
        figures.totalRevenue,
        figures.totalCosts,
        out.finalInventory,
        roundTo(out.netProfit, 2),
        pct(out.grossMarginPercent),
        pct(out.roiPercent),
      ],
    );
  }
}

/** Three plans and three saved margins (the results screen's), the newest last. */
export async function insertPlansAndMargins(
  c: pg.ClientBase,
  farm: string,
  user: string,
  heads: number,
) {
  const plans: BudgetPlanInput[] = [
    ['Recria 12 meses', 12, 2500, 4300, 90],
    ['Engorda 6 meses', 6, 3200, 4600, 120],
    ['Confinamento 4 meses', 4, 3600, 4800, 260],
  ].map(([planningName, periodMonths, buy, sell, supplement]) => ({
    planningName: planningName as string,
    periodMonths: periodMonths as number,
    expectedQuantity: Math.max(Math.round(heads / 10), 1),
    estimatedPurchasePrice: buy as number,
    estimatedSalePrice: sell as number,
    monthlySupplementCost: (supplement as number) * Math.max(Math.round(heads / 10), 1),
    monthlyRentCost: 8000,
    monthlyLaborCost: 12000,
    otherMonthlyCosts: 2500,
  }));
  for (const plan of plans) {
    const out = calculateBudget(plan);
    await c.query(
      `insert into budget_planning (farm_id, user_id, planning_name, period_months,
         expected_quantity, estimated_purchase_price, estimated_sale_price,
         monthly_supplement_cost, monthly_rent_cost, monthly_labor_cost, other_monthly_costs,
         total_investment, estimated_profit)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13)`,
      [
        farm,
        user,
        plan.planningName,
        plan.periodMonths,
        plan.expectedQuantity,
        plan.estimatedPurchasePrice,
        plan.estimatedSalePrice,
        plan.monthlySupplementCost,
        plan.monthlyRentCost,
        plan.monthlyLaborCost,
        plan.otherMonthlyCosts,
        roundTo(out.investment, 2),
        roundTo(out.profit, 2),
      ],
    );
  }
  await c.query(
    `insert into result_calculations (farm_id, user_id, margin_percent, created_at)
     select $1, $2, m, now() - (4 - n) * interval '30 days'
     from unnest(array[18.4, 22.75, 26.1]::numeric[]) with ordinality as t(m, n)`,
    [farm, user],
  );
}
