import { useCallback, useEffect, useRef, useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import {
  CHECKOUT_MESSAGES,
  CHECKOUT_REDIRECT_DELAY_MS,
  type CheckoutData,
} from '@/domain/billing/checkout';
import { paymentUrlOf } from '@/domain/billing/payment-url';
import { ApiError, apiFetch } from '../../lib/api';
import { ME_QUERY_KEY } from '../../lib/session';
import { checkoutProfileQuery } from './checkout-api';

/** The server answered 200 without a payment page to open. */
class NoPaymentUrl extends Error {}

/** Answers that carry no message of the server's own: the spec's fallback reads better. */
const GENERIC_CODES = ['HTTP_ERROR', 'INVALID_RESPONSE'];

/** The description of 'Erro no checkout': the server's message, or 'Tente novamente mais tarde'. */
function failureMessage(error: unknown): string {
  if (error instanceof ApiError && error.message && !GENERIC_CODES.includes(error.code)) {
    return error.message;
  }
  return CHECKOUT_MESSAGES.failureFallback;
}

/**
 * Opens the payment page in a new tab, cut off from this one (no `window.opener`); false when
 * the browser blocked the tab. ('noopener' in the features would hide whether it opened: the
 * call then always returns null.)
 */
function openPaymentTab(url: string): boolean {
  const tab = window.open(url, '_blank');
  if (!tab) return false;
  tab.opener = null;
  return true;
}

/** A session that ended under the page: the guard then sends the person to /auth and back. */
export function useSessionEnded() {
  const queryClient = useQueryClient();
  return useCallback(() => queryClient.setQueryData(ME_QUERY_KEY, null), [queryClient]);
}

/**
 * `POST /api/checkout` and what follows (spec section 4 "Checkout"): on success the payment page
 * opens in a new tab, 'Checkout iniciado' shows and /dashboard follows after
 * CHECKOUT_REDIRECT_DELAY_MS. When the browser blocks the tab, `blockedUrl` holds the address for
 * a link, and the move to /dashboard waits for that link (`paymentOpened`). Failures toast the
 * spec's texts; per-field messages of a 400 go to `onFieldErrors`.
 */
export function useCheckout(onFieldErrors: (fields: Record<string, string>) => void) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const sessionEnded = useSessionEnded();
  const [blockedUrl, setBlockedUrl] = useState<string | null>(null);
  const timer = useRef<number | undefined>(undefined);

  useEffect(() => () => window.clearTimeout(timer.current), []);

  function paymentOpened() {
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(
      () => void navigate('/dashboard'),
      CHECKOUT_REDIRECT_DELAY_MS,
    );
  }

  const mutation = useMutation({
    mutationFn: async (input: CheckoutData) => {
      const answer = await apiFetch<unknown>('/api/checkout', { method: 'POST', body: input });
      const url = paymentUrlOf(answer);
      if (!url) throw new NoPaymentUrl(CHECKOUT_MESSAGES.noPaymentUrl);
      return url;
    },
    onSuccess: (url) => {
      // A CPF/CNPJ sent now is on the profile: the next visit asks /api/checkout again.
      void queryClient.invalidateQueries({
        queryKey: checkoutProfileQuery.queryKey,
        refetchType: 'none',
      });
      toast.success(CHECKOUT_MESSAGES.started);
      if (openPaymentTab(url)) paymentOpened();
      else setBlockedUrl(url);
    },
    onError: (error) => {
      if (error instanceof NoPaymentUrl) {
        toast.error(CHECKOUT_MESSAGES.failureTitle, {
          description: CHECKOUT_MESSAGES.noPaymentUrl,
        });
        return;
      }
      if (error instanceof ApiError && error.status === 401) {
        const { title, description } = CHECKOUT_MESSAGES.noUser;
        toast.error(title, { description });
        sessionEnded();
        return;
      }
      if (error instanceof ApiError && error.fields) onFieldErrors(error.fields);
      toast.error(CHECKOUT_MESSAGES.failureTitle, { description: failureMessage(error) });
    },
  });

  return { mutation, blockedUrl, paymentOpened };
}
