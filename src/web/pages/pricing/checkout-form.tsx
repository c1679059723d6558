import { formatCpfCnpjTyping } from '@/domain/billing/cpf-cnpj';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { ExternalLink } from 'lucide-react';
import { toast } from 'sonner';
import {
  CHECKOUT_MESSAGES,
  checkoutSchema,
  DEFAULT_BILLING_TYPE,
  type BillingType,
} from '@/domain/billing/checkout';
import type { PlanId } from '@/domain/plans';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { FormField } from '../../components/ui/form-field';
import { fieldErrorsOf, pickFieldErrors, type FieldErrors } from '../../lib/form-errors';
import type { CheckoutProfile } from './checkout-api';
import { PaymentMethods, methodInputId } from './payment-methods';
import { useCheckout } from './use-checkout';

type Field = 'billingType' | 'cpfCnpj';
/** In the order of the form, so the first one wrong gets the focus. */
const FIELDS: readonly Field[] = ['billingType', 'cpfCnpj'];
const CPF_CNPJ_ID = 'checkout-cpf-cnpj';

interface CheckoutFormProps {
  plan: PlanId;
  profile: CheckoutProfile;
}

/** The payment method, the CPF/CNPJ when the profile has none, and 'Prosseguir para Pagamento'. */
export function CheckoutForm({ plan, profile }: CheckoutFormProps) {
  const [billingType, setBillingType] = useState<BillingType>(DEFAULT_BILLING_TYPE);
  const [cpfCnpj, setCpfCnpj] = useState('');
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  /** The field to focus once it can take the focus (rendered, and the form no longer busy). */
  const pendingFocus = useRef<Field | null>(null);
  const { mutation, blockedUrl, paymentOpened } = useCheckout((fields) =>
    showErrors(pickFieldErrors(fields, FIELDS)),
  );
  // A CPF/CNPJ the server refused is asked for even when the profile claimed to have one.
  const askCpfCnpj = !profile.cpfCnpjOnFile || errors.cpfCnpj !== undefined;

  const busy = mutation.isPending || mutation.isSuccess;

  useEffect(() => {
    const field = pendingFocus.current;
    if (!field || busy) return;
    pendingFocus.current = null;
    document
      .getElementById(field === 'billingType' ? methodInputId(billingType) : CPF_CNPJ_ID)
      ?.focus();
  });

  function showErrors(found: FieldErrors<Field>) {
    setErrors(found);
    pendingFocus.current = FIELDS.find((field) => found[field]) ?? null;
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const parsed = checkoutSchema.safeParse({
      plan,
      billingType,
      cpfCnpj: askCpfCnpj ? cpfCnpj : undefined,
    });
    if (!parsed.success) {
      const found = fieldErrorsOf<Field>(parsed.error);
      showErrors(found);
      const { title, description } = found.billingType
        ? CHECKOUT_MESSAGES.noMethod
        : { title: 'Erro de validação', description: 'Por favor, corrija os campos inválidos.' };
      toast.error(title, { description });
      return;
    }
    setErrors({});
    mutation.mutate(parsed.data);
  }

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-5">
      <PaymentMethods
        value={billingType}
        error={errors.billingType}
        disabled={busy}
        onChange={(value) => {
          setBillingType(value);
          setErrors((current) => ({ ...current, billingType: undefined }));
        }}
      />
      {askCpfCnpj && (
        <FormField
          id={CPF_CNPJ_ID}
          label="CPF ou CNPJ"
          inputMode="numeric"
          autoComplete="off"
          maxLength={18}
          placeholder="000.000.000-00"
          hint="Pedido uma única vez, para emitir a cobrança; fica salvo no seu perfil."
          value={cpfCnpj}
          error={errors.cpfCnpj}
          disabled={busy}
          onChange={(event) => {
            setCpfCnpj(formatCpfCnpjTyping(event.target.value));
            setErrors((current) => ({ ...current, cpfCnpj: undefined }));
          }}
        />
      )}
      <Button type="submit" size="lg" className="w-full" disabled={busy}>
        {mutation.isPending ? 'Processando...' : 'Prosseguir para Pagamento'}
      </Button>
      {blockedUrl && (
        <Alert tone="info" role="status">
          <p>O navegador não abriu a nova aba. Use o link para pagar:</p>
          <a
            href={blockedUrl}
            target="_blank"
            rel="noopener noreferrer"
            onClick={paymentOpened}
            className="inline-flex min-h-11 items-center gap-2 font-semibold text-green-800 underline underline-offset-4"
          >
            Abrir página de pagamento
            <ExternalLink className="size-4" aria-hidden="true" />
          </a>
        </Alert>
      )}
      <p className="text-center text-xs text-stone-600">
        Ao assinar, você concorda com os <LegalLink href="/termos">Termos de Uso</LegalLink> e a{' '}
        <LegalLink href="/privacidade">Política de Privacidade</LegalLink>. A cobrança é mensal e
        pode ser cancelada a qualquer momento.
      </p>
    </form>
  );
}

/** A legal page in a new tab, so the checkout being filled in stays as it is. */
function LegalLink({ href, children }: { href: string; children: string }) {
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener"
      className="font-semibold text-green-800 underline underline-offset-4"
    >
      {children}
      <span className="sr-only"> (abre em nova aba)</span>
    </a>
  );
}
