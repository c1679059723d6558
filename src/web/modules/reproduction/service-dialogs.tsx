import { useMemo } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { REPRO_TOASTS } from '@/domain/reproduction/constants';
import type { RecordedEvents } from '@/domain/reproduction/api';
import { inseminationSchemaUntil, naturalServiceSchemaUntil } from '@/domain/reproduction/schemas';
import { todayIn } from '@/domain/records/dates';
import { AnimalCombobox } from '../../components/animal-combobox';
import { NumberField } from '../../components/calculator/number-field';
import { Combobox } from '../../components/ui/combobox';
import { FormField } from '../../components/ui/form-field';
import { animalOptionsQuery } from '../../lib/animal-options';
import { useMe } from '../../lib/session';
import { semenQuery } from './reproduction-api';
import {
  coverInitial,
  inseminationInitial,
  serviceCostHint,
  toCoverInput,
  toInseminationInput,
  type Picked,
} from './repro-forms';
import { femalesText, recordSummary } from './repro-format';
import { RecordTarget, type BatchTarget } from './record-target';
import { RecordDialog } from './record-dialog';
import { failureOf, useReproForm } from './use-repro-form';

export interface RecordDialogProps {
  /** The females it is for (one, or a selection). */
  females: readonly Picked[];
  onClose: () => void;
}

const countLine = (answer: RecordedEvents) =>
  answer.count > 1 ? `${femalesText(answer.count)}.` : undefined;

const BULLS = { sex: 'M', status: 'active' } as const;

/**
 * 'Registrar inseminação' ('Data', 'Touro ou sêmen', 'Inseminador', 'Custo por animal (R$)') for
 * the females picked or a whole 'Lote de IATF'. 'Touro ou sêmen' suggests the farm's 'Sêmen'
 * list; a name not on it is taken as typed, and the server adds it to the list. The cost is money:
 * shown to the owner and a Gerente only, and it puts the service in Financeiro ('Reprodução').
 */
export function InseminationDialog({
  females,
  batch = null,
  onClose,
}: RecordDialogProps & { batch?: BatchTarget | null }) {
  const formId = 'repro-insemination';
  const today = todayIn(new Date());
  const me = useMe().data;
  const seesMoney = me?.farm.seesMoney ?? false;
  const semen = useQuery(semenQuery);
  const schema = useMemo(() => inseminationSchemaUntil(today), [today]);
  const { form, pending } = useReproForm<typeof schema, RecordedEvents>({
    formId,
    schema,
    initialValues: inseminationInitial(today, me?.user.name),
    toInput: (v) => toInseminationInput(v, females, batch?.id ?? null, seesMoney),
    toWrite: (data) => ({
      path: '/inseminations',
      // A whole batch names no female: the server takes the batch's.
      body: batch ? { ...data, animalIds: undefined } : data,
      summary: recordSummary(
        'Inseminação',
        batch ? [batch.name] : females.map((f) => f.tag),
        data.date,
      ),
    }),
    saved: REPRO_TOASTS.insemination,
    failure: failureOf('a inseminação'),
    describe: countLine,
    onDone: onClose,
  });
  const options = (semen.data ?? []).map((s) => ({
    value: s.bull,
    label: s.bull,
    detail: [s.breed, s.center].filter(Boolean).join(' · ') || undefined,
  }));
  return (
    <RecordDialog
      formId={formId}
      onClose={onClose}
      title="Registrar inseminação"
      pending={pending}
      onSubmit={form.submit}
    >
      <RecordTarget formId={formId} females={females} batch={batch} error={form.errors.animalIds} />
      <FormField label="Data" type="date" max={today} {...form.input('date')} />
      <Combobox
        id={`${formId}-sire-semen`}
        label="Touro ou sêmen"
        listLabel="Sêmen da fazenda"
        freeText
        value={form.values['sire.semen'] ?? ''}
        onValueChange={(v) => {
          form.setValue('sire.semen', v);
          form.setValue('sire', '');
        }}
        options={options}
        loading={semen.isPending}
        maxLength={80}
        hint="Escolha da lista ou digite o nome: um sêmen novo entra na lista."
        error={form.errors['sire.semen'] ?? form.errors.sire}
      />
      <FormField label="Inseminador" maxLength={80} {...form.input('inseminator')} />
      {seesMoney && (
        <NumberField
          label="Custo por animal (R$)"
          step={0.01}
          placeholder="Opcional"
          hint={serviceCostHint(form.values.cost, batch ? null : females.length)}
          {...form.number('cost')}
        />
      )}
    </RecordDialog>
  );
}

/**
 * 'Registrar cobertura' (natural service or repasse): 'Touro' — a bull of the herd (his brinco)
 * or a name — in from 'Início' to 'Fim' ('Fim' empty while he is still in).
 */
export function CoverDialog({ females, onClose }: RecordDialogProps) {
  const formId = 'repro-cover';
  const today = todayIn(new Date());
  const client = useQueryClient();
  const schema = useMemo(() => naturalServiceSchemaUntil(today), [today]);
  // The brinco typed is a bull of the herd when the picker's answer for it names him exactly.
  const bullOf = (text: string) =>
    client.getQueryData(animalOptionsQuery(text, BULLS).queryKey)?.items.find((a) => a.tag === text)
      ?.id ?? null;
  const { form, pending } = useReproForm<typeof schema, RecordedEvents>({
    formId,
    schema,
    initialValues: coverInitial(today),
    toInput: (v) => toCoverInput(v, females, bullOf),
    toWrite: (data) => ({
      path: '/natural-services',
      body: data,
      summary: recordSummary(
        'Cobertura',
        females.map((f) => f.tag),
        data.startsOn,
      ),
    }),
    saved: REPRO_TOASTS.cover,
    failure: failureOf('a cobertura'),
    describe: countLine,
    onDone: onClose,
  });
  return (
    <RecordDialog
      formId={formId}
      onClose={onClose}
      title="Registrar cobertura"
      description="Monta natural ou repasse: o touro com as fêmeas do início ao fim."
      pending={pending}
      onSubmit={form.submit}
    >
      <RecordTarget formId={formId} females={females} error={form.errors.animalIds} />
      <AnimalCombobox
        id={`${formId}-bullId`}
        label="Touro"
        listLabel="Touros do rebanho"
        freeText
        value={form.values.bull ?? ''}
        onValueChange={(v) => form.setValue('bull', v)}
        animalValue={(a) => a.tag}
        filter={BULLS}
        placeholder="Brinco ou nome do touro"
        hint="Um touro do rebanho, ou o nome de um touro de fora."
        error={form.errors.bullId ?? form.errors.bullName}
        maxLength={80}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label="Início" type="date" max={today} {...form.input('startsOn')} />
        <FormField
          label="Fim"
          type="date"
          min={form.values.startsOn}
          hint="Em branco enquanto o touro estiver com elas."
          {...form.input('endsOn')}
        />
      </div>
    </RecordDialog>
  );
}
