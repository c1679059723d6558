import type { Env } from '../../env';
import { createAsaasProvider } from './asaas';
import type { PaymentProvider } from './provider';
import { createSandboxProvider } from './sandbox';

/**
 * Asaas when ASAAS_API_KEY is set, else the local payment sandbox — which production runs only
 * with PAYMENT_SANDBOX=true (env.ts, decision 012).
 */
export function createPaymentProvider(env: Env): PaymentProvider {
  return env.PAYMENTS === 'asaas' && env.ASAAS_API_KEY
    ? createAsaasProvider({ apiKey: env.ASAAS_API_KEY, baseUrl: env.ASAAS_BASE_URL })
    : createSandboxProvider();
}
