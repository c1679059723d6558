import { useMemo } from 'react';
import type { EntryView } from '@/domain/finance/api';
import { centsToReais, formatCents } from '@/domain/finance/money';
import { settleSchemaUntil, type SettleData } from '@/domain/finance/schemas';
import { parseDecimal } from '@/domain/number';
import { formatDateBR, todayIn } from '@/domain/records/dates';
import { NumberField } from '../../components/calculator/number-field';
import { FormDialog } from '../../components/ui/form-dialog';
import { FormField } from '../../components/ui/form-field';
import { FINANCE_TOASTS, settleLabel } from './finance-format';
import { failureOf, useFinanceForm } from './use-finance-form';

const FORM_ID = 'finance-settle';

/** What settling needs of a foreseen entry (a row of the list, a bill due). */
export type Settleable = Pick<EntryView, 'id' | 'type' | 'description' | 'amountCents' | 'dueDate'>;

/**
 * 'Marcar como pago' / 'Marcar como recebido' a foreseen entry: the day (today unless changed)
 * and, when it differs from the foreseen one (interest, a discount), the amount paid. Mounted
 * while open.
 */
export function SettleDialog({ entry, onClose }: { entry: Settleable; onClose: () => void }) {
  const today = todayIn(new Date());
  const schema = useMemo(() => settleSchemaUntil(today), [today]);
  const paid = entry.type === 'expense';
  const { form, pending } = useFinanceForm({
    formId: FORM_ID,
    schema,
    initialValues: { date: today, amount: '' },
    toInput: (values) => ({ date: values.date, amount: parseDecimal(values.amount) ?? null }),
    toWrite: (data: SettleData) => ({
      path: `/entries/${entry.id}/settle`,
      body: {
        date: data.date,
        amount: data.amountCents === null ? null : centsToReais(data.amountCents),
      },
      summary: `${paid ? 'Pago' : 'Recebido'}: ${entry.description} (${formatDateBR(data.date)})`,
    }),
    saved: () => ({ title: paid ? FINANCE_TOASTS.paid : FINANCE_TOASTS.received }),
    failure: failureOf(paid ? 'o pagamento' : 'o recebimento'),
    onDone: onClose,
  });
  const title = settleLabel(entry);
  const due = entry.dueDate ? `, vencimento em ${formatDateBR(entry.dueDate)}` : '';
  return (
    <FormDialog
      open
      onOpenChange={(open) => !open && onClose()}
      id={FORM_ID}
      title={title}
      description={`${entry.description}: ${formatCents(entry.amountCents)} previstos${due}.`}
      submitLabel={title}
      pending={pending}
      onSubmit={form.submit}
    >
      <FormField
        label={paid ? 'Data do pagamento' : 'Data do recebimento'}
        type="date"
        max={today}
        {...form.input('date')}
      />
      <NumberField
        label={paid ? 'Valor pago (R$)' : 'Valor recebido (R$)'}
        step={0.01}
        hint={`Em branco: o valor previsto, ${formatCents(entry.amountCents)}. Mude se houve juros ou desconto.`}
        {...form.number('amount')}
      />
    </FormDialog>
  );
}
