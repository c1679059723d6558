import { useQuery } from '@tanstack/react-query';
import { parseDecimal, toInputText } from '@/domain/number';
import type { PaddockView } from '@/domain/pastures/api';
import { FORAGES, GRAZING_METHOD_LABELS, GRAZING_METHODS } from '@/domain/pastures/constants';
import { paddockSchema } from '@/domain/pastures/schemas';
import { NumberField } from '../../components/calculator/number-field';
import { FormDialog } from '../../components/ui/form-dialog';
import { FormField } from '../../components/ui/form-field';
import { Radio } from '../../components/ui/radio';
import { SelectField } from '../../components/ui/select-field';
import { PASTURE_TOASTS, embrapaHelp } from './pasture-format';
import { paddockOptionsQuery } from './pastures-api';
import { failureOf, usePastureForm } from './use-pasture-form';

const FORM_ID = 'paddock';
const RETIROS_ID = `${FORM_ID}-retiros`;

type Values = Record<string, string>;
const NUMBERS = ['areaHa', 'capacityRainy', 'capacityDry', 'restDays'] as const;

const decimal = (value: number | null) => (value === null ? '' : toInputText(value));

/** The form's values: empty for 'Cadastrar pasto', the paddock's own for 'Editar pasto'. */
export function paddockInitial(paddock?: PaddockView): Values {
  return {
    name: paddock?.name ?? '',
    areaHa: decimal(paddock?.areaHa ?? null),
    forage: paddock?.forage ?? '',
    grazingMethod: paddock?.grazingMethod ?? 'continuous',
    retiro: paddock?.retiro ?? '',
    capacityRainy: decimal(paddock?.capacityRainy ?? null),
    capacityDry: decimal(paddock?.capacityDry ?? null),
    restDays: paddock?.restDays === null || !paddock ? '' : String(paddock.restDays),
  };
}

/** The typed values as paddockSchema reads them: the pt-BR numbers parsed ('1,5' → 1.5). */
export function toPaddockInput(values: Values) {
  const input: Record<string, unknown> = { ...values };
  for (const key of NUMBERS) input[key] = parseDecimal(values[key]);
  return input;
}

/**
 * 'Cadastrar pasto' (issue 42 item 1), or 'Editar pasto' given a `paddock` (the owner's and a
 * Gerente's): 'Nome', 'Área (ha)', 'Forrageira', 'Método de pastejo', 'Retiro' (the farm's
 * retiros suggested), 'Capacidade (UA/ha)' for 'Águas' and 'Seca', and 'Dias de descanso'. The
 * grass's Embrapa heights are said as its method is chosen. Mounted while open.
 */
export function PaddockDialog({
  paddock,
  onClose,
}: {
  paddock?: PaddockView;
  onClose: () => void;
}) {
  const retiros = useQuery(paddockOptionsQuery).data?.retiros ?? [];
  const { form, pending } = usePastureForm<typeof paddockSchema, PaddockView>({
    formId: FORM_ID,
    schema: paddockSchema,
    initialValues: paddockInitial(paddock),
    toInput: toPaddockInput,
    toWrite: (data) =>
      paddock
        ? {
            path: `/paddocks/${paddock.id}`,
            method: 'PUT',
            body: data,
            summary: `Pasto alterado: ${data.name}`,
          }
        : { path: '/paddocks', body: data, summary: `Pasto ${data.name}` },
    saved: paddock ? PASTURE_TOASTS.updated : PASTURE_TOASTS.created,
    failure: failureOf('o pasto'),
    conflictField: 'name',
    onDone: onClose,
  });
  const help = embrapaHelp(form.values.forage ?? '', form.values.grazingMethod ?? '');
  const title = paddock ? 'Editar pasto' : 'Cadastrar pasto';
  return (
    <FormDialog
      open
      wide
      onOpenChange={(open) => !open && onClose()}
      id={FORM_ID}
      title={title}
      description="O pasto com sua área, a forrageira e quantas UA por hectare ele aguenta."
      submitLabel={paddock ? 'Salvar pasto' : 'Cadastrar pasto'}
      pending={pending}
      onSubmit={form.submit}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label="Nome" maxLength={60} placeholder="Pasto 3" {...form.input('name')} />
        <NumberField label="Área (ha)" placeholder="12,5" {...form.number('areaHa')} />
        <SelectField
          label="Forrageira"
          options={[
            { value: '', label: 'Escolha a forrageira' },
            ...FORAGES.map((f) => ({ value: f, label: f })),
          ]}
          {...form.input('forage')}
          onChange={(event) => form.setValue('forage', event.target.value)}
        />
        <FormField
          label="Retiro"
          maxLength={60}
          list={RETIROS_ID}
          autoComplete="off"
          hint="Opcional: um grupo de pastos."
          {...form.input('retiro')}
        />
      </div>
      <datalist id={RETIROS_ID}>
        {retiros.map((r) => (
          <option key={r} value={r} />
        ))}
      </datalist>
      <MethodField
        value={form.values.grazingMethod ?? ''}
        onChange={(method) => form.setValue('grazingMethod', method)}
        error={form.errors.grazingMethod}
        help={help}
      />
      <fieldset className="flex min-w-0 flex-col gap-1.5">
        <legend className="mb-1.5 text-sm font-medium text-stone-900">Capacidade (UA/ha)</legend>
        <div className="grid grid-cols-2 gap-4">
          <NumberField
            label="Águas"
            placeholder="2,5"
            step={0.1}
            {...form.number('capacityRainy')}
          />
          <NumberField label="Seca" placeholder="1,2" step={0.1} {...form.number('capacityDry')} />
        </div>
      </fieldset>
      <NumberField
        label="Dias de descanso"
        hint="Opcional: com esse descanso o pasto fica pronto para entrada."
        {...form.number('restDays')}
        integer
      />
    </FormDialog>
  );
}

const METHOD_ID = `${FORM_ID}-grazingMethod`;

/** 'Método de pastejo': 'Contínuo' or 'Rotacionado', and the grass's Embrapa heights for it. */
function MethodField({
  value,
  onChange,
  error,
  help,
}: {
  value: string;
  onChange: (method: string) => void;
  error?: string;
  help: string | null;
}) {
  const described = [help ? `${METHOD_ID}-help` : null, error ? `${METHOD_ID}-error` : null]
    .filter(Boolean)
    .join(' ');
  return (
    // Focusable by script only: a failed check moves the focus (and the scroll) to its id.
    <fieldset
      id={METHOD_ID}
      tabIndex={-1}
      aria-describedby={described || undefined}
      className="flex min-w-0 flex-col gap-1.5 rounded-md outline-offset-4"
    >
      <legend className="mb-1.5 text-sm font-medium text-stone-900">Método de pastejo</legend>
      <div className="flex flex-wrap gap-x-6">
        {GRAZING_METHODS.map((method) => (
          <label key={method} className="flex min-h-11 cursor-pointer items-center gap-2 text-base">
            <Radio
              name={METHOD_ID}
              value={method}
              checked={value === method}
              onChange={() => onChange(method)}
              aria-invalid={error ? true : undefined}
            />
            {GRAZING_METHOD_LABELS[method]}
          </label>
        ))}
      </div>
      {help && (
        <p id={`${METHOD_ID}-help`} className="text-sm text-stone-700" aria-live="polite">
          {help}
        </p>
      )}
      {error && (
        <p id={`${METHOD_ID}-error`} className="text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </fieldset>
  );
}
