import { useMemo } from 'react';
import type { EntryView } from '@/domain/finance/api';
import {
  ENTRY_STATUS_LABELS,
  ENTRY_STATUSES,
  ENTRY_TYPE_LABELS,
  EXPENSE_SAVED_TOAST,
  INCOME_SAVED_TOAST,
  type EntryType,
} from '@/domain/finance/constants';
import { centsToReais, formatCents } from '@/domain/finance/money';
import { entrySchemaUntil, entryUpdateSchemaUntil, type EntryData } from '@/domain/finance/schemas';
import { parseDecimal, toInputText } from '@/domain/number';
import { formatDateBR, todayIn } from '@/domain/records/dates';
import { NumberField } from '../../components/calculator/number-field';
import { FormDialog } from '../../components/ui/form-dialog';
import { FormField } from '../../components/ui/form-field';
import { Radio } from '../../components/ui/radio';
import { SelectField } from '../../components/ui/select-field';
import type { RecordValues } from '../../lib/use-record-form';
import {
  accountGroups,
  costCenterOf,
  costCenterValue,
  useAccounts,
  useCostCenters,
} from './entry-choices';
import { FINANCE_TOASTS, entriesCount } from './finance-format';
import { failureOf, useFinanceForm } from './use-finance-form';

const FORM_ID = 'finance-entry';
const STATUS_ID = `${FORM_ID}-status`;

/** The form's values: empty (today, realized) for a new entry, the entry's own for its edit. */
export function entryInitial(entry?: EntryView): RecordValues {
  return {
    date: entry?.date ?? todayIn(new Date()),
    description: entry?.description ?? '',
    amount: entry ? toInputText(centsToReais(entry.amountCents), 'money') : '',
    accountId: entry?.accountId ?? '',
    costCenter: costCenterValue(entry?.costCenter),
    status: entry?.status ?? 'realized',
    dueDate: entry?.dueDate ?? '',
    instalments: '1',
  };
}

/** The typed values as the entry schemas read them ('1.234,56' → 1234.56). */
export function toEntryInput(type: EntryType, values: RecordValues, withInstalments: boolean) {
  const planned = values.status === 'planned';
  const instalments = parseDecimal(values.instalments);
  return {
    type,
    date: values.date,
    description: values.description,
    amount: parseDecimal(values.amount),
    accountId: values.accountId,
    costCenter: costCenterOf(values.costCenter ?? 'farm'),
    status: values.status,
    dueDate: planned ? values.dueDate || null : null,
    ...(withInstalments && {
      instalments: planned && type === 'expense' && instalments !== undefined ? instalments : 1,
    }),
  };
}

/** A checked entry, new (with its instalments) or edited. */
type Checked = Omit<EntryData, 'instalments'> & { instalments?: number };

/** The checked entry as the route takes it: reais in `amount`, as every money field. */
function bodyOf(data: Checked) {
  const { amountCents, ...rest } = data;
  return { ...rest, amount: centsToReais(amountCents) };
}

/**
 * 'Nova receita' and 'Nova despesa' (issue 43 item 1), or 'Editar lançamento' given an `entry`:
 * 'Data', 'Descrição', 'Valor (R$)', 'Categoria', 'Centro de custo', 'Situação' ('Realizado' or
 * 'Previsto' with its 'Vencimento') and, for a foreseen expense, 'Parcelas'. Mounted while open.
 */
export function EntryDialog({
  type,
  entry,
  onClose,
}: {
  type: EntryType;
  entry?: EntryView;
  onClose: () => void;
}) {
  const today = todayIn(new Date());
  const creating = !entry;
  const schema = useMemo(
    () => (creating ? entrySchemaUntil(today) : entryUpdateSchemaUntil(today)),
    [creating, today],
  );
  const { accounts, loading } = useAccounts();
  const centers = useCostCenters(entry?.costCenter);
  const { form, pending } = useFinanceForm({
    formId: FORM_ID,
    schema,
    initialValues: entryInitial(entry),
    toInput: (values) => toEntryInput(type, values, creating),
    toWrite: (data: Checked) => {
      const summary = `${ENTRY_TYPE_LABELS[type]}: ${data.description}, ${formatCents(data.amountCents)} (${formatDateBR(data.date)})`;
      return entry
        ? { path: `/entries/${entry.id}`, method: 'PUT', body: bodyOf(data), summary }
        : { path: '/entries', body: bodyOf(data), summary };
    },
    saved: (data: Checked) => {
      if (entry) return { title: FINANCE_TOASTS.updated };
      const title = type === 'income' ? INCOME_SAVED_TOAST : EXPENSE_SAVED_TOAST;
      const parts = data.instalments ?? 1;
      return parts > 1
        ? {
            title,
            description: `${entriesCount(parts)} previstos, um por mês, a partir do vencimento.`,
          }
        : { title };
    },
    failure: failureOf('o lançamento'),
    onDone: onClose,
  });
  const planned = form.values.status === 'planned';
  const title = entry ? 'Editar lançamento' : type === 'income' ? 'Nova receita' : 'Nova despesa';
  const groups = accountGroups(accounts, type);
  return (
    <FormDialog
      open
      wide
      onOpenChange={(open) => !open && onClose()}
      id={FORM_ID}
      title={title}
      description={
        type === 'income'
          ? 'Dinheiro que entrou ou vai entrar na fazenda.'
          : 'Dinheiro que saiu ou vai sair da fazenda.'
      }
      submitLabel={
        entry
          ? 'Salvar lançamento'
          : title === 'Nova receita'
            ? 'Registrar receita'
            : 'Registrar despesa'
      }
      pending={pending}
      onSubmit={form.submit}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label="Data" type="date" {...form.input('date')} />
        <NumberField
          label="Valor (R$)"
          step={0.01}
          placeholder="1.234,56"
          {...form.number('amount')}
        />
      </div>
      <FormField
        label="Descrição"
        maxLength={200}
        placeholder={type === 'income' ? 'Venda de leite de outubro' : 'Sal mineral, 20 sacos'}
        {...form.input('description')}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          label="Categoria"
          hint={loading ? 'Carregando o plano de contas...' : undefined}
          options={[{ value: '', label: 'Escolha a categoria' }]}
          groups={groups}
          {...form.input('accountId')}
          onChange={(event) => form.setValue('accountId', event.target.value)}
        />
        <SelectField
          label="Centro de custo"
          options={centers.plain}
          groups={centers.groups}
          {...form.input('costCenter')}
          onChange={(event) => form.setValue('costCenter', event.target.value)}
        />
      </div>
      <StatusField
        value={form.values.status ?? 'realized'}
        onChange={(status) => form.setValue('status', status)}
        error={form.errors.status}
      />
      {planned && (
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField
            label="Vencimento"
            type="date"
            hint={
              creating && type === 'expense'
                ? 'O da primeira parcela, quando parcelada.'
                : undefined
            }
            {...form.input('dueDate')}
          />
          {creating && type === 'expense' && (
            <NumberField
              label="Parcelas"
              hint="O valor total dividido em parcelas mensais."
              {...form.number('instalments')}
              integer
            />
          )}
        </div>
      )}
    </FormDialog>
  );
}

/** 'Situação': 'Realizado' (paid or received) or 'Previsto' (with its due date). */
function StatusField({
  value,
  onChange,
  error,
}: {
  value: string;
  onChange: (status: string) => void;
  error?: string;
}) {
  return (
    // Focusable by script only: a failed check moves the focus to its id.
    <fieldset
      id={STATUS_ID}
      tabIndex={-1}
      aria-describedby={error ? `${STATUS_ID}-error` : undefined}
      className="flex min-w-0 flex-col gap-1.5 rounded-md outline-offset-4"
    >
      <legend className="mb-1.5 text-sm font-medium text-stone-900">Situação</legend>
      <div className="flex flex-wrap gap-x-6">
        {ENTRY_STATUSES.map((status) => (
          <label key={status} className="flex min-h-11 cursor-pointer items-center gap-2 text-base">
            <Radio
              name={STATUS_ID}
              value={status}
              checked={value === status}
              onChange={() => onChange(status)}
              aria-invalid={error ? true : undefined}
            />
            {ENTRY_STATUS_LABELS[status]}
          </label>
        ))}
      </div>
      {error && (
        <p id={`${STATUS_ID}-error`} className="text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </fieldset>
  );
}
