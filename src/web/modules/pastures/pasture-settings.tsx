import { useQuery } from '@tanstack/react-query';
import { toast } from 'sonner';
import { CATEGORIES } from '@/domain/herd/constants';
import type { PastureSettings } from '@/domain/pastures/api';
import { pastureSettingsSchema } from '@/domain/pastures/schemas';
import { formatNumber } from '@/domain/format';
import { toInputText } from '@/domain/number';
import { NumberField } from '../../components/calculator/number-field';
import { NotLoaded } from '../../components/load-state';
import { Button } from '../../components/ui/button';
import { HeadedCard } from '../../components/ui/card';
import { errorMessage } from '../../lib/api';
import { NO_NATIVE_SUBMIT } from '../../lib/native-submit';
import { showSaveError, useRecordForm } from '../../lib/use-record-form';
import { toNumbers } from '../../lib/use-field-form';
import { pastureSettingsQuery, useSaveSettings } from './moves-api';
import { usePastureManager } from './pastures-api';

/*
 * 'Peso típico por categoria' (issue 42 item 5): the live weight an animal without a weighing
 * counts for in the stocking (UA = peso vivo ÷ 450). The owner and a Gerente change it; 'Campo'
 * reads it.
 */

const TITLE = 'Peso típico por categoria';
const DESCRIPTION = 'Usado na lotação (UA) dos animais que ainda não foram pesados.';
const FORM_ID = 'pasture-settings';
const VALIDATION = { title: 'Erro de validação', description: 'Verifique os campos destacados.' };
const FAILURE = {
  title: 'Erro ao salvar os pesos',
  description: 'Não foi possível salvar os pesos. Tente novamente.',
};

const pathOf = (category: string) => `typicalWeights.${category}`;
const valuesOf = (settings: PastureSettings) =>
  Object.fromEntries(
    CATEGORIES.map((c) => [pathOf(c), toInputText(settings.typicalWeights[c])]),
  ) as Record<string, string>;

export function PastureSettingsCard() {
  const query = useQuery(pastureSettingsQuery);
  const manager = usePastureManager();
  return (
    <HeadedCard title={TITLE} titleId="pasture-settings-title" description={DESCRIPTION}>
      {!query.data ? (
        <NotLoaded
          query={query}
          failed={{ title: 'Erro ao carregar os pesos', description: errorMessage(query.error) }}
          loading="Carregando os pesos..."
        />
      ) : manager ? (
        <SettingsForm settings={query.data} />
      ) : (
        <dl className="grid grid-cols-2 gap-2 sm:grid-cols-4">
          {CATEGORIES.map((c) => (
            <div key={c} className="flex flex-col rounded-lg bg-stone-50 px-3 py-2">
              <dt className="text-sm text-stone-600">{c}</dt>
              <dd className="font-semibold text-stone-900 tabular-nums">
                <span>{formatNumber(query.data.typicalWeights[c], 0)} kg</span>
              </dd>
            </div>
          ))}
        </dl>
      )}
    </HeadedCard>
  );
}

function SettingsForm({ settings }: { settings: PastureSettings }) {
  const save = useSaveSettings();
  const form = useRecordForm({
    formId: FORM_ID,
    schema: pastureSettingsSchema,
    initialValues: valuesOf(settings),
    toInput: toNumbers,
    validationToast: VALIDATION,
    onValid: (data, controls) =>
      save.mutate(data, {
        onSuccess: (saved) => {
          controls.reset(valuesOf(saved));
          toast.success('Pesos salvos');
        },
        onError: (error) => showSaveError(error, controls, FAILURE),
      }),
  });
  return (
    <form
      id={FORM_ID}
      noValidate
      method={NO_NATIVE_SUBMIT}
      onSubmit={form.submit}
      className="flex flex-col gap-4"
    >
      <div className="grid grid-cols-2 gap-x-3 gap-y-2 sm:grid-cols-4">
        {CATEGORIES.map((c) => (
          <NumberField key={c} label={`${c} (kg)`} step={10} {...form.number(pathOf(c))} />
        ))}
      </div>
      <Button type="submit" className="w-fit" disabled={save.isPending}>
        {save.isPending ? 'Salvando...' : 'Salvar pesos'}
      </Button>
    </form>
  );
}
