// @vitest-environment happy-dom
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { toast } from 'sonner';
import {
  eventually,
  errorOf,
  failure,
  field,
  location,
  renderWithApi,
  type Answer,
} from '../../modules/test-providers';
import type { CheckoutProfile } from './checkout-api';
import { CheckoutForm } from './checkout-form';

let opened: ReturnType<typeof vi.fn>;
beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  opened = vi.fn(() => ({ opener: window }));
  vi.spyOn(window, 'open').mockImplementation(opened as unknown as typeof window.open);
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.clearAllMocks();
});

const NEW_PAYER: CheckoutProfile = { email: 'ana@fazenda.test', name: 'Ana', cpfCnpjOnFile: false };
const KNOWN_PAYER: CheckoutProfile = { ...NEW_PAYER, cpfCnpjOnFile: true };
const PAGE = 'https://pagamentos.test/c/123';

function open(profile: CheckoutProfile, answer: Answer = { body: { invoiceUrl: PAGE } }) {
  return renderWithApi(
    <CheckoutForm plan="PRO" profile={profile} />,
    { 'POST /api/checkout': answer },
    { path: '/pricing', userOptions: { advanceTimers: vi.advanceTimersByTime } },
  );
}
const proceed = (user: ReturnType<typeof userEvent.setup>) =>
  user.click(screen.getByRole('button', { name: 'Prosseguir para Pagamento' }));

describe('Checkout', () => {
  it('starts on the card and asks a new payer for the CPF or CNPJ', () => {
    open(NEW_PAYER);
    expect(
      (screen.getByRole('radio', { name: /Cartão de Crédito \(Recorrente\)/ }) as HTMLInputElement)
        .checked,
    ).toBe(true);
    expect(field('CPF ou CNPJ').placeholder).toBe('000.000.000-00');
  });

  it('does not ask a payer whose CPF is on file', () => {
    open(KNOWN_PAYER);
    expect(screen.queryByLabelText('CPF ou CNPJ')).toBeNull();
  });

  it('writes the CPF with its dots and dash while it is typed', async () => {
    const { user } = open(NEW_PAYER);
    await user.type(field('CPF ou CNPJ'), '52998224725');
    expect(field('CPF ou CNPJ').value).toBe('529.982.247-25');
  });

  it('asks for the CPF or CNPJ and refuses a wrong one', async () => {
    const { user, api } = open(NEW_PAYER);
    await proceed(user);
    expect(errorOf('CPF ou CNPJ')).toBe('Informe seu CPF ou CNPJ');
    expect(toast.error).toHaveBeenCalledWith('Erro de validação', {
      description: 'Por favor, corrija os campos inválidos.',
    });
    await user.type(field('CPF ou CNPJ'), '11111111111');
    expect(errorOf('CPF ou CNPJ')).toBeUndefined();
    await proceed(user);
    expect(errorOf('CPF ou CNPJ')).toBe('CPF ou CNPJ inválido');
    expect(api.sent).toEqual([]);
  });

  it('opens the payment page in a new tab and goes to the dashboard after a moment', async () => {
    const { user, api } = open(NEW_PAYER);
    await user.click(screen.getByRole('radio', { name: /Pix/ }));
    await user.type(field('CPF ou CNPJ'), '52998224725');
    await proceed(user);
    await eventually(() => expect(toast.success).toHaveBeenCalledWith('Checkout iniciado'));
    expect(api.sent[0]?.body).toEqual({ plan: 'PRO', billingType: 'PIX', cpfCnpj: '52998224725' });
    expect(opened).toHaveBeenCalledWith(PAGE, '_blank');
    expect(location.pathname).toBe('/pricing');
    act(() => vi.advanceTimersByTime(2000));
    expect(location.pathname).toBe('/dashboard');
  });

  it('offers a link when the browser blocks the new tab, and waits for it', async () => {
    opened.mockReturnValue(null);
    const { user } = open(KNOWN_PAYER);
    await proceed(user);
    const link = await screen.findByRole('link', { name: /Abrir página de pagamento/ });
    expect(link.getAttribute('href')).toBe(PAGE);
    expect(
      screen.getByText('O navegador não abriu a nova aba. Use o link para pagar:'),
    ).toBeTruthy();
    act(() => vi.advanceTimersByTime(5000));
    expect(location.pathname).toBe('/pricing');
    link.addEventListener('click', (event) => event.preventDefault());
    await user.click(link);
    act(() => vi.advanceTimersByTime(2000));
    expect(location.pathname).toBe('/dashboard');
  });

  it('says the server’s word when the checkout fails', async () => {
    const { user } = open(KNOWN_PAYER, failure(502, 'Pagamentos indisponíveis no momento.'));
    await proceed(user);
    await eventually(() =>
      expect(toast.error).toHaveBeenCalledWith('Erro no checkout', {
        description: 'Pagamentos indisponíveis no momento.',
      }),
    );
    expect(opened).not.toHaveBeenCalled();
  });

  it('falls back to “Tente novamente mais tarde” on an answer without a message', async () => {
    const { user } = open(KNOWN_PAYER, { status: 500, body: {} });
    await proceed(user);
    await eventually(() =>
      expect(toast.error).toHaveBeenCalledWith('Erro no checkout', {
        description: 'Tente novamente mais tarde',
      }),
    );
  });

  it('says so when the answer has no payment page', async () => {
    const { user } = open(KNOWN_PAYER, { body: { invoiceUrl: 'javascript:alert(1)' } });
    await proceed(user);
    await eventually(() =>
      expect(toast.error).toHaveBeenCalledWith('Erro no checkout', {
        description: 'URL de pagamento não disponível. Por favor, entre em contato com o suporte.',
      }),
    );
    expect(opened).not.toHaveBeenCalled();
  });

  it('asks again for a CPF on file the server refused', async () => {
    const { user } = open(KNOWN_PAYER, {
      status: 400,
      body: {
        error: {
          code: 'VALIDATION_ERROR',
          message: 'CPF ou CNPJ inválido',
          fields: { cpfCnpj: 'CPF ou CNPJ inválido' },
        },
      },
    });
    await proceed(user);
    await eventually(() => expect(errorOf('CPF ou CNPJ')).toBe('CPF ou CNPJ inválido'));
  });

  it('tells a lost session to sign in', async () => {
    const { user } = open(KNOWN_PAYER, failure(401, 'Não autenticado'));
    await proceed(user);
    await eventually(() =>
      expect(toast.error).toHaveBeenCalledWith('Erro', {
        description: 'Você precisa estar logado para assinar',
      }),
    );
  });
});
