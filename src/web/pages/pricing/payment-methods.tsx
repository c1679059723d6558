import { Barcode, CreditCard, QrCode, type LucideIcon } from 'lucide-react';
import { BILLING_TYPE_LABELS, BILLING_TYPES, type BillingType } from '@/domain/billing/checkout';
import { Radio } from '../../components/ui/radio';
import { cn } from '../../lib/cn';

const DETAILS: Record<BillingType, { icon: LucideIcon; hint: string }> = {
  CREDIT_CARD: { icon: CreditCard, hint: 'Cobrança automática todo mês' },
  PIX: { icon: QrCode, hint: 'Pagamento instantâneo pelo app do banco' },
  BOLETO: { icon: Barcode, hint: 'Compensação em até 3 dias úteis' },
};

const ERROR_ID = 'checkout-method-error';

/** The DOM id of a method's radio, for the focus on a wrong choice. */
export function methodInputId(method: BillingType): string {
  return `checkout-method-${method}`;
}

interface PaymentMethodsProps {
  value: BillingType;
  error?: string;
  disabled?: boolean;
  onChange: (value: BillingType) => void;
}

/** 'Forma de pagamento': card (recurring, the default), Pix or boleto, as the FAQ promises. */
export function PaymentMethods({ value, error, disabled, onChange }: PaymentMethodsProps) {
  return (
    <fieldset
      className="flex min-w-0 flex-col gap-2"
      aria-describedby={error ? ERROR_ID : undefined}
      disabled={disabled}
    >
      <legend className="mb-2 text-sm font-medium text-stone-800">Forma de pagamento</legend>
      {BILLING_TYPES.map((method) => {
        const { icon: Icon, hint } = DETAILS[method];
        const id = methodInputId(method);
        return (
          <label
            key={method}
            htmlFor={id}
            className={cn(
              'flex min-h-11 cursor-pointer items-center gap-3 rounded-lg border border-stone-300 bg-white px-3 py-2.5',
              'has-checked:border-green-700 has-checked:bg-green-50',
              'has-focus-visible:ring-2 has-focus-visible:ring-green-700/40',
              error && 'border-red-600',
            )}
          >
            <Radio
              id={id}
              name="billingType"
              value={method}
              checked={value === method}
              aria-invalid={error ? true : undefined}
              onChange={() => onChange(method)}
            />
            <Icon className="size-5 shrink-0 text-green-800" aria-hidden="true" />
            <span className="flex min-w-0 flex-col">
              <span className="text-sm font-medium text-stone-900">
                {BILLING_TYPE_LABELS[method]}
              </span>
              <span className="text-xs text-stone-600">{hint}</span>
            </span>
          </label>
        );
      })}
      {error && (
        <p id={ERROR_ID} className="text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </fieldset>
  );
}
