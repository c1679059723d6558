import { useQuery } from '@tanstack/react-query';
import { toast } from 'sonner';
import type { FinanceSettings } from '@/domain/finance/api';
import { DEFAULT_FUNRURAL_RATE } from '@/domain/finance/constants';
import { financeSettingsSchema } from '@/domain/finance/schemas';
import { formatNumber } from '@/domain/format';
import { parseDecimal, toInputText } from '@/domain/number';
import { NumberField } from '../../components/calculator/number-field';
import { QueryCard } from '../../components/query-card';
import { Button } from '../../components/ui/button';
import { NO_NATIVE_SUBMIT } from '../../lib/native-submit';
import { showRecordError, useRecordForm } from '../../lib/use-record-form';
import { settingsQuery, useFinanceCall } from './finance-api';
import { FINANCE_TOASTS } from './finance-format';
import { failureOf } from './use-finance-form';

const FORM_ID = 'finance-settings';
const VALIDATION = { title: 'Erro de validação', description: 'Verifique os campos destacados.' };

/**
 * 'Configurações' (issue 43 item 3): the 'Funrural' rate (%) a frigorífico sale carries, its own
 * line in the book and in the DRE. A setting: saved online.
 */
export function SettingsSection() {
  const query = useQuery(settingsQuery);
  return (
    <QueryCard
      title="Configurações"
      titleId="finance-settings-title"
      description="O que o Financeiro usa para lançar as vendas do rebanho."
      query={query}
      what="as configurações"
    >
      {(settings) => <SettingsForm key={settings.funruralRate} settings={settings} />}
    </QueryCard>
  );
}

function SettingsForm({ settings }: { settings: FinanceSettings }) {
  const save = useFinanceCall<FinanceSettings>();
  const form = useRecordForm({
    formId: FORM_ID,
    schema: financeSettingsSchema,
    initialValues: { funruralRate: toInputText(settings.funruralRate) },
    toInput: (values) => ({ funruralRate: parseDecimal(values.funruralRate) }),
    validationToast: VALIDATION,
    onValid: (data, controls) =>
      save.mutate(
        { path: '/settings', method: 'PUT', body: data },
        {
          onSuccess: () => toast.success(FINANCE_TOASTS.settings),
          onError: (error) => showRecordError(error, controls, failureOf('as configurações')),
        },
      ),
  });
  return (
    <form
      id={FORM_ID}
      aria-label="Configurações do Financeiro"
      noValidate
      method={NO_NATIVE_SUBMIT}
      onSubmit={form.submit}
      className="flex max-w-md flex-col gap-4"
    >
      <NumberField
        label="Funrural (%)"
        step={0.1}
        hint={`Descontado das vendas a frigorífico, numa linha própria. Pessoa física: ${formatNumber(DEFAULT_FUNRURAL_RATE, 1)}% (1,2% + RAT 0,1% + SENAR 0,2%).`}
        {...form.number('funruralRate')}
      />
      <div>
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? 'Salvando...' : 'Salvar configurações'}
        </Button>
      </div>
    </form>
  );
}
