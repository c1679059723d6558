import { z } from 'zod';
import { parseEventDate } from '../../domain/billing/period';
import { parseProviderDate } from '../../domain/billing/provider-dates';

const id = z.string().trim().min(1).max(200);
const optionalText = z.string().max(2000).nullish();
/** A calendar date as Asaas writes it: ISO in payments, 'DD/MM/YYYY' in subscriptions. */
const providerDate = z
  .string()
  .max(40)
  .transform((value, ctx) => {
    const date = parseProviderDate(value);
    if (date === null) ctx.addIssue({ code: 'custom', message: 'Data inválida' });
    return date ?? '';
  });

/* Only the fields the product reads are checked; everything else Asaas sends is kept as it is
 * (loose objects) and stored with the event. */
const paymentSchema = z.looseObject({
  id,
  subscription: z.string().max(200).nullish(),
  customer: z.string().max(200).nullish(),
  externalReference: z.string().max(200).nullish(),
  status: z.string().max(60).nullish(),
  value: z.number().finite().min(0).max(1e9).nullish(),
  dueDate: providerDate.nullish(),
  billingType: z.string().max(60).nullish(),
  invoiceUrl: optionalText,
});

const subscriptionSchema = z.looseObject({
  id,
  customer: z.string().max(200).nullish(),
  externalReference: z.string().max(200).nullish(),
  status: z.string().max(60).nullish(),
  deleted: z.boolean().nullish(),
  value: z.number().finite().min(0).max(1e9).nullish(),
  nextDueDate: providerDate.nullish(),
});

// eslint-disable-next-line no-control-regex
const NUL = /\u0000/;
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;
const MAX_DEPTH = 32;

/**
 * Whether PostgreSQL's jsonb can store `value` as it is: no NUL and no lone surrogate in any
 * string or key, and nested at most MAX_DEPTH levels (the whole event is kept in payment_events).
 */
export function isStorableJson(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return !NUL.test(value) && !LONE_SURROGATE.test(value);
  if (value === null || typeof value !== 'object') return true;
  if (depth >= MAX_DEPTH) return false;
  return Object.entries(value).every(
    ([key, item]) => isStorableJson(key, depth) && isStorableJson(item, depth + 1),
  );
}

/**
 * A payment-provider event, as Asaas posts it to the webhook (and as the sandbox builds it).
 * `dateCreated` is 'YYYY-MM-DD HH:mm:ss' in São Paulo time, or ISO 8601. Dates inside the payment
 * come as ISO, inside the subscription as 'DD/MM/YYYY'; both are read as 'YYYY-MM-DD'.
 */
export const paymentEventSchema = z
  .looseObject({
    id,
    event: z.string().trim().min(1).max(100),
    dateCreated: z
      .string()
      .max(40)
      .refine((v) => parseEventDate(v) !== null, { error: 'Data inválida' }),
    payment: paymentSchema.nullish(),
    subscription: subscriptionSchema.nullish(),
  })
  .refine(isStorableJson, { error: 'Texto com caracteres inválidos' });

export type PaymentEvent = z.infer<typeof paymentEventSchema>;
