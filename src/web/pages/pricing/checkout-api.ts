import { queryOptions } from '@tanstack/react-query';
import { apiFetch } from '../../lib/api';

/** `GET /api/checkout`: who is subscribing, and whether the profile already has a CPF or CNPJ. */
export interface CheckoutProfile {
  email: string;
  name: string;
  cpfCnpjOnFile: boolean;
}

export const checkoutProfileQuery = queryOptions({
  queryKey: ['checkout'],
  queryFn: ({ signal }) => apiFetch<CheckoutProfile>('/api/checkout', { signal }),
});
