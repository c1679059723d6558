import { z } from 'zod';
import { isIsoDate } from '../../domain/records/dates';
import { parseEventDate } from '../../domain/billing/period';

const id = z.string().trim().min(1).max(200);
const optionalText = z.string().max(2000).nullish();

/* Only the fields the product reads are checked; everything else Asaas sends is kept as it is
 * (loose objects) and stored with the event. */
const paymentSchema = z.looseObject({
  id,
  subscription: z.string().max(200).nullish(),
  customer: z.string().max(200).nullish(),
  externalReference: z.string().max(200).nullish(),
  status: z.string().max(60).nullish(),
  value: z.number().finite().min(0).max(1e9).nullish(),
  dueDate: z.string().refine(isIsoDate).nullish(),
  billingType: z.string().max(60).nullish(),
  invoiceUrl: optionalText,
});

const subscriptionSchema = z.looseObject({
  id,
  customer: z.string().max(200).nullish(),
  externalReference: z.string().max(200).nullish(),
});

/**
 * A payment-provider event, as Asaas posts it to the webhook (and as the sandbox builds it).
 * `dateCreated` is 'YYYY-MM-DD HH:mm:ss' in São Paulo time, or ISO 8601.
 */
export const paymentEventSchema = z.looseObject({
  id,
  event: z.string().trim().min(1).max(100),
  dateCreated: z
    .string()
    .max(40)
    .refine((v) => parseEventDate(v) !== null, { error: 'Data inválida' }),
  payment: paymentSchema.nullish(),
  subscription: subscriptionSchema.nullish(),
});

export type PaymentEvent = z.infer<typeof paymentEventSchema>;
