import { toast } from 'sonner';
import type { AccountView } from '@/domain/finance/api';
import {
  ACCOUNT_GROUP_LABELS,
  ACCOUNT_KIND_LABELS,
  ACCOUNT_KINDS,
  GROUP_OF_KIND,
  type AccountKind,
} from '@/domain/finance/constants';
import { accountCreateSchema, accountRenameSchema } from '@/domain/finance/schemas';
import { FormDialog } from '../../components/ui/form-dialog';
import { FormField } from '../../components/ui/form-field';
import { SelectField } from '../../components/ui/select-field';
import { ApiError } from '../../lib/api';
import { showRecordError, useRecordForm } from '../../lib/use-record-form';
import { useFinanceCall } from './finance-api';
import { FINANCE_TOASTS } from './finance-format';
import { failureOf } from './use-finance-form';

const FORM_ID = 'finance-account';
const VALIDATION = { title: 'Erro de validação', description: 'Verifique os campos destacados.' };

/**
 * 'Nova conta' (name and kind; its group follows the kind) or, given an `account`, 'Renomear
 * conta' (a seeded account keeps its place in the results). A name the farm already has comes
 * back from the server on 'Nome'. Mounted while open.
 */
export function AccountDialog({
  account,
  onClose,
}: {
  account?: AccountView;
  onClose: () => void;
}) {
  const save = useFinanceCall<AccountView>();
  const form = useRecordForm({
    formId: FORM_ID,
    schema: account ? accountRenameSchema : accountCreateSchema,
    initialValues: { name: account?.name ?? '', kind: 'expense' },
    toInput: (values) => (account ? { name: values.name } : values),
    validationToast: VALIDATION,
    onValid: (data, controls) =>
      save.mutate(
        account
          ? { path: `/accounts/${account.id}`, method: 'PUT', body: data }
          : { path: '/accounts', body: data },
        {
          onSuccess: () => {
            toast.success(account ? FINANCE_TOASTS.accountRenamed : FINANCE_TOASTS.accountCreated);
            onClose();
          },
          onError: (error) => {
            if (error instanceof ApiError && error.status === 409) {
              controls.showErrors(error.fields ?? { name: error.message });
            } else showRecordError(error, controls, failureOf('a conta'));
          },
        },
      ),
  });
  const kind = (form.values.kind ?? 'expense') as AccountKind;
  return (
    <FormDialog
      open
      onOpenChange={(open) => !open && onClose()}
      id={FORM_ID}
      title={account ? 'Renomear conta' : 'Nova conta'}
      description={
        account
          ? `${ACCOUNT_GROUP_LABELS[account.group]}: os lançamentos da conta continuam nela.`
          : 'Uma categoria da fazenda para os lançamentos.'
      }
      submitLabel={account ? 'Salvar nome' : 'Criar conta'}
      pending={save.isPending}
      onSubmit={form.submit}
    >
      <FormField label="Nome" maxLength={60} {...form.input('name')} />
      {!account && (
        <SelectField
          label="Tipo"
          hint={`Entra em: ${ACCOUNT_GROUP_LABELS[GROUP_OF_KIND[kind]]}.`}
          options={ACCOUNT_KINDS.map((k) => ({ value: k, label: ACCOUNT_KIND_LABELS[k] }))}
          {...form.input('kind')}
          onChange={(event) => form.setValue('kind', event.target.value)}
        />
      )}
    </FormDialog>
  );
}
