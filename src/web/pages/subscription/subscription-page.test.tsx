// @vitest-environment happy-dom
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { toast } from 'sonner';
import type { SubscriptionView } from '@/domain/billing/subscription';
import {
  eventually,
  failure,
  renderWithApi,
  stubApi,
  textShown,
  type Answer,
} from '../../modules/test-providers';
import { SubscriptionPage } from './subscription-page';

/** A PRO subscription, paid, renewing on 10/01/2027. */
const PAID: SubscriptionView = {
  plan: 'PRO',
  status: 'active',
  trialEndsAt: null,
  trialDaysLeft: null,
  trialUsedBy: null,
  paid: true,
  currentPeriodEnd: '2027-01-10T15:00:00Z',
  pendingPlan: null,
  cancelAtPeriodEnd: false,
  pendingUpgrade: null,
  droppedUpgrade: null,
  suspension: null,
  payments: [
    {
      id: 'pay-1',
      plan: 'PRO',
      kind: 'subscription',
      value: 97.9,
      status: 'RECEIVED',
      dueDate: '2026-12-10',
      invoiceUrl: 'https://pagamentos.test/i/1',
      paidAt: '2026-12-09T10:00:00Z',
    },
    {
      id: 'pay-2',
      plan: 'MASTER',
      kind: 'upgrade',
      value: 33.33,
      status: 'OVERDUE',
      dueDate: '2026-11-20',
      invoiceUrl: 'https://pagamentos.test/i/2',
      paidAt: null,
    },
  ],
};
const TRIAL: SubscriptionView = {
  ...PAID,
  trialEndsAt: '2026-12-05T15:00:00Z',
  trialDaysLeft: 1,
  paid: false,
  currentPeriodEnd: null,
  payments: [],
};

function open(subscription: Answer, more: Parameters<typeof stubApi>[0] = {}) {
  return renderWithApi(
    <SubscriptionPage />,
    { 'GET /api/subscription': subscription, ...more },
    { path: '/subscription' },
  );
}
/** A detail's value, by its term ('Situação', 'Mensalidade'). */
const detail = (term: string) =>
  screen.queryByText(term, { selector: 'dt' })?.nextElementSibling?.textContent;

describe('Minha assinatura', () => {
  it('shows a paid plan: state, price, next due date and the payments', async () => {
    open({ body: PAID });
    expect(await screen.findByText('Plano Pro')).toBeTruthy();
    expect(detail('Situação')).toBe('Ativo');
    expect(detail('Mensalidade')).toBe('R$ 97,90/mês');
    expect(detail('Próximo vencimento')).toBe('10/01/2027');
    const payments = screen.getByRole('list', { name: 'Histórico de pagamentos' });
    const [first, second] = within(payments).getAllByRole('listitem');
    expect(first?.textContent).toContain('Pro — R$ 97,90');
    expect(first?.textContent).toContain('Vencimento 10/12/2026 · Pago');
    expect(within(first!).getByRole('link').textContent).toContain('Ver fatura');
    expect(second?.textContent).toContain('Mudança para Master — R$ 33,33');
    expect(second?.textContent).toContain('Em atraso');
    expect(within(second!).getByRole('link').getAttribute('href')).toBe(
      'https://pagamentos.test/i/2',
    );
    expect(within(second!).getByRole('link').textContent).toContain('Pagar');
    expect(screen.getByRole('button', { name: 'Cancelar assinatura' })).toBeTruthy();
  });

  it('on the trial shows the days left and offers the plans, with no payment yet', async () => {
    open({ body: TRIAL });
    await screen.findByText('Plano Pro');
    expect(detail('Teste grátis')).toBe('1 dia restante');
    expect(detail('Próximo vencimento')).toBeUndefined();
    expect(screen.getByText('Nenhum pagamento ainda.')).toBeTruthy();
    const offer = screen.getByRole('link', { name: /^Master/ });
    expect(offer.getAttribute('href')).toBe('/pricing?plan=MASTER');
    expect(textShown('Master — R$ 197,90')).not.toBeNull();
    expect(screen.queryByRole('button', { name: 'Cancelar assinatura' })).toBeNull();
  });

  it('says why an account started without a trial', async () => {
    open({ body: { ...TRIAL, trialDaysLeft: null, trialUsedBy: 'cpfCnpj' } });
    expect(
      await screen.findByText(
        'O período de teste já foi usado por este CPF/CNPJ. Escolha um plano para usar o Arroba Certa.',
      ),
    ).toBeTruthy();
  });

  it('reads a cancelled plan: access until the end of the period, no price', async () => {
    open({ body: { ...PAID, cancelAtPeriodEnd: true } });
    await screen.findByText('Plano Pro');
    expect(detail('Situação')).toBe('Cancelada');
    expect(detail('Mensalidade')).toBeUndefined();
    expect(detail('Acesso até')).toBe('10/01/2027');
    expect(
      screen.getByText(
        'Assinatura cancelada. Você tem acesso completo até 10/01/2027; depois, seus registros continuam disponíveis para consulta.',
      ),
    ).toBeTruthy();
  });

  it('cancels after the confirmation, or keeps the plan', async () => {
    const { user, api } = open(
      { body: PAID },
      { 'POST /api/subscription/cancel': { body: { ...PAID, cancelAtPeriodEnd: true } } },
    );
    await user.click(await screen.findByRole('button', { name: 'Cancelar assinatura' }));
    await user.click(screen.getByRole('button', { name: 'Manter assinatura' }));
    expect(api.to('POST', '/api/subscription/cancel')).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Cancelar assinatura' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Cancelar assinatura?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar assinatura' }));
    await eventually(() => expect(toast.success).toHaveBeenCalledWith('Assinatura cancelada'));
    expect(await screen.findByText('Cancelada')).toBeTruthy();
  });

  it('tells of a cancellation that failed', async () => {
    const { user } = open(
      { body: PAID },
      { 'POST /api/subscription/cancel': failure(502, 'Pagamentos fora do ar.') },
    );
    await user.click(await screen.findByRole('button', { name: 'Cancelar assinatura' }));
    const dialog = screen.getByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar assinatura' }));
    await eventually(() =>
      expect(toast.error).toHaveBeenCalledWith('Erro ao cancelar', {
        description: 'Pagamentos fora do ar.',
      }),
    );
  });

  it('moves down a plan from the next cycle, after saying so', async () => {
    const { user, api } = open(
      { body: PAID },
      {
        'POST /api/subscription/plan': {
          body: {
            subscription: { ...PAID, pendingPlan: 'STARTER' },
            change: 'next-cycle',
            charge: 0,
          },
        },
        'GET /api/dashboard': { body: { herdTotal: 40 } },
      },
    );
    const change = await screen.findByRole('button', { name: 'Mudar de plano' });
    expect((change as HTMLButtonElement).disabled).toBe(true);
    await user.click(screen.getByRole('radio', { name: /Starter/ }));
    await user.click(change);
    const dialog = screen.getByRole('alertdialog', { name: 'Mudar para o plano Starter?' });
    expect(dialog.textContent).toContain(
      'O plano Pro continua até o fim do ciclo pago; depois, a mensalidade passa a R$ 49,90.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Confirmar' }));
    await eventually(() =>
      expect(toast.success).toHaveBeenCalledWith('Plano alterado', {
        description: 'O plano Starter começa no próximo ciclo.',
      }),
    );
    expect(api.to('POST', '/api/subscription/plan')[0]?.body).toEqual({ plan: 'STARTER' });
    expect(await screen.findByText('Plano Starter')).toBeTruthy();
    expect(detail('No próximo ciclo')).toBe('Plano Starter');
  });

  it('warns an owner going to Starter with more than 100 animals', async () => {
    open(
      { body: { ...PAID, pendingPlan: 'STARTER' } },
      { 'GET /api/dashboard': { body: { herdTotal: 1250 } } },
    );
    expect(
      await screen.findByText(
        'Seu rebanho tem 1.250 animais. O plano Starter permite até 100: seus registros continuam, mas novos cadastros de animais ficam bloqueados.',
      ),
    ).toBeTruthy();
  });

  it('asks for the difference of an upgrade the server is waiting on', async () => {
    const { user } = open(
      { body: PAID },
      {
        'POST /api/subscription/plan': {
          body: { subscription: PAID, change: 'upgrade-pending', charge: 33.33 },
        },
      },
    );
    await user.click(await screen.findByRole('radio', { name: /Master/ }));
    await user.click(screen.getByRole('button', { name: 'Mudar de plano' }));
    await user.click(screen.getByRole('button', { name: 'Confirmar' }));
    await eventually(() =>
      expect(toast.success).toHaveBeenCalledWith('Mudança solicitada', {
        description: 'Pague a diferença de R$ 33,33 para liberar o plano Master.',
      }),
    );
  });

  it('tells an invited account that it has no plan of its own', async () => {
    open(failure(404, 'Sem assinatura.', 'NO_SUBSCRIPTION'));
    expect(await screen.findByText('Sem plano próprio')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Ver Planos' }).getAttribute('href')).toBe('/pricing');
  });

  it('says so when the subscription cannot be read', async () => {
    open(failure(500, 'Erro interno'));
    expect(await screen.findByText('Não foi possível carregar sua assinatura.')).toBeTruthy();
  });
});
