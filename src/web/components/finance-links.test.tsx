import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { MeResponse } from '@/domain/api';
import type { FarmRole } from '@/domain/farms';
import type { SubscriptionPlan } from '@/domain/plans';
import { DashboardPage } from '../pages/dashboard/dashboard-page';
import { ANA, renderInApp } from '../test/app';

beforeEach(() => {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(null, { status: 204 })),
  );
});
afterEach(() => vi.unstubAllGlobals());

/*
 * Where the Financeiro is reached (issue 43 item 1): the header's link and the dashboard's card,
 * for the owner and a Gerente; never for 'Campo'; on Starter, marked as Pro and Master's.
 */

function openDashboard(role: FarmRole, plan: SubscriptionPlan = 'PRO') {
  const me = {
    ...ANA,
    banners: {
      admin: false,
      inactive: false,
      animalLimit: null,
      starterNote: false,
      trialDaysLeft: null,
    },
    farm: { ...ANA.farm, role, plan, isOwner: role === 'owner', seesMoney: role !== 'field' },
  } as MeResponse;
  renderInApp(<DashboardPage />, { path: '/dashboard', me });
}

const pages = () => within(screen.getAllByRole('navigation', { name: 'Páginas da fazenda' })[0]!);
const card = () => screen.queryByText('Livro-caixa', { exact: false });

describe('the Financeiro from the header and the dashboard', () => {
  it.each(['owner', 'manager'] as const)('is linked for the %s', async (role) => {
    openDashboard(role);
    expect(pages().getByRole('link', { name: 'Financeiro' }).getAttribute('href')).toBe(
      '/financeiro',
    );
    const links = screen.getAllByRole('link', { name: 'Financeiro' });
    // The header's and the card's.
    expect(links.length).toBeGreaterThanOrEqual(2);
    expect(
      screen.getByText(/^Receitas e despesas, o extrato do banco, o fluxo de caixa/),
    ).toBeTruthy();
  });

  it("is never shown to 'Campo'", () => {
    openDashboard('field');
    expect(screen.queryByRole('link', { name: 'Financeiro' })).toBeNull();
    expect(screen.queryByText(/fluxo de caixa/i)).toBeNull();
  });

  it("is marked as the Pro and Master plans' on Starter", () => {
    openDashboard('owner', 'STARTER');
    expect(pages().getByRole('link', { name: 'Financeiro' }).getAttribute('title')).toBe(
      'Financeiro: planos Pro e Master',
    );
    expect(card()).toBeTruthy();
  });
});
