import { describe, expect, it } from 'vitest';
import { farmOfColumns, type FarmColumns } from './farm-context';
import { seesMoneyAs, viewerOn } from './money';

const now = new Date('2026-03-10T12:00:00Z');
const row = (role: string): FarmColumns => ({
  farm_id: 'f1',
  farm_name: 'Boa Vista',
  city: null,
  state: null,
  area_hectares: null,
  role,
  owner_id: 'u1',
  owner_is_admin: false,
  plan: 'PRO',
  status: 'overdue',
  animal_limit: 999999,
  trial_ends_at: null,
  current_period_end: null,
  cancel_at_period_end: false,
  v_herd: null,
  v_figures: null,
  v_stock: null,
  v_repro: null,
  v_pastures: null,
  v_finance: null,
});

describe('who sees money (access/money.ts)', () => {
  it("gives money to the owner and a 'Gerente', never to 'Campo'", () => {
    expect(seesMoneyAs('owner')).toBe(true);
    expect(seesMoneyAs('manager')).toBe(true);
    expect(seesMoneyAs('field')).toBe(false);
  });

  it("decides it once, when the caller's farm is read (a lapsed plan keeps its money)", () => {
    expect(farmOfColumns(row('owner'), 'u1', now)?.seesMoney).toBe(true);
    expect(farmOfColumns(row('manager'), 'u2', now)?.seesMoney).toBe(true);
    expect(farmOfColumns(row('field'), 'u3', now)?.seesMoney).toBe(false);
  });

  it('hands the decision to the stores in the viewer', () => {
    const farm = farmOfColumns(row('field'), 'u3', now)!;
    expect(viewerOn(farm, 'u3')).toEqual({ userId: 'u3', role: 'field', seesMoney: false });
  });
});
