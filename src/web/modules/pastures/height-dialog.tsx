import { useMemo } from 'react';
import { parseDecimal } from '@/domain/number';
import type { PaddockView } from '@/domain/pastures/api';
import { heightSchemaUntil } from '@/domain/pastures/schemas';
import { formatDateBR, todayIn } from '@/domain/records/dates';
import { NumberField } from '../../components/calculator/number-field';
import { FormDialog } from '../../components/ui/form-dialog';
import { FormField } from '../../components/ui/form-field';
import { PASTURE_TOASTS, embrapaHelp, heightText } from './pasture-format';
import { failureOf, usePastureForm } from './use-pasture-form';

const FORM_ID = 'paddock-height';

/**
 * 'Registrar altura' (issue 42 item 4): the grass's measured height and the day, for everyone on
 * the farm ('Campo' too), through the outbox — measured in the paddock without signal, it is sent
 * when the connection returns. Mounted while open.
 */
export function HeightDialog({
  paddock,
  onClose,
}: {
  paddock: Pick<PaddockView, 'id' | 'name' | 'forage' | 'grazingMethod'>;
  onClose: () => void;
}) {
  const today = todayIn(new Date());
  const schema = useMemo(() => heightSchemaUntil(today), [today]);
  const { form, pending } = usePastureForm<typeof schema, PaddockView>({
    formId: FORM_ID,
    schema,
    initialValues: { heightCm: '', measuredOn: today },
    toInput: (v) => ({ heightCm: parseDecimal(v.heightCm), measuredOn: v.measuredOn }),
    toWrite: (data) => ({
      path: `/paddocks/${paddock.id}/heights`,
      body: data,
      summary: `Altura em ${paddock.name}: ${heightText(data.heightCm)} (${formatDateBR(data.measuredOn)})`,
    }),
    saved: PASTURE_TOASTS.height,
    failure: failureOf('a altura'),
    onDone: onClose,
  });
  const help = embrapaHelp(paddock.forage, paddock.grazingMethod);
  return (
    <FormDialog
      open
      onOpenChange={(open) => !open && onClose()}
      id={FORM_ID}
      title="Registrar altura"
      description={`${paddock.name}: a altura do capim, do chão até a curvatura das folhas.`}
      pending={pending}
      submitLabel="Registrar altura"
      onSubmit={form.submit}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <NumberField
          label="Altura (cm)"
          placeholder="45"
          hint={help ?? undefined}
          {...form.number('heightCm')}
        />
        <FormField label="Data" type="date" max={today} {...form.input('measuredOn')} />
      </div>
    </FormDialog>
  );
}
