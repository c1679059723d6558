import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { REPRO_TOASTS } from '@/domain/reproduction/constants';
import type { IatfBatch } from '@/domain/reproduction/api';
import { startProtocolSchemaUntil } from '@/domain/reproduction/schemas';
import { todayIn } from '@/domain/records/dates';
import { FormField } from '../../components/ui/form-field';
import { SelectField } from '../../components/ui/select-field';
import { protocolsQuery } from './reproduction-api';
import { startProtocolInitial, toStartProtocolInput, type Picked } from './repro-forms';
import { recordSummary } from './repro-format';
import { stepLine } from './protocol-form';
import { RecordDialog } from './record-dialog';
import { RecordTarget } from './record-target';
import { failureOf, useReproForm } from './use-repro-form';

const FORM_ID = 'repro-start-protocol';

/**
 * 'Iniciar protocolo': the selected females start an IATF protocol on D0's date, as one 'Lote de
 * IATF' (named after the protocol and the date unless named here); its calendar follows.
 */
export function StartProtocolDialog({
  seasonId,
  females,
  onClose,
}: {
  seasonId: string;
  females: readonly Picked[];
  onClose: () => void;
}) {
  const today = todayIn(new Date());
  const protocols = useQuery(protocolsQuery);
  const schema = useMemo(() => startProtocolSchemaUntil(today), [today]);
  const { form, pending } = useReproForm<typeof schema, IatfBatch>({
    formId: FORM_ID,
    schema,
    initialValues: startProtocolInitial(today),
    toInput: (v) => toStartProtocolInput(v, seasonId, females),
    toWrite: (data) => ({
      path: '/batches',
      body: data,
      summary: recordSummary(
        'Protocolo de IATF',
        females.map((f) => f.tag),
        data.startsOn,
      ),
    }),
    saved: REPRO_TOASTS.protocolStarted,
    failure: failureOf('o protocolo'),
    describe: (batch) => batch.name,
    onDone: onClose,
  });
  const chosen = protocols.data?.find((p) => p.id === form.values.protocolId);
  return (
    <RecordDialog
      formId={FORM_ID}
      title="Iniciar protocolo"
      pending={pending}
      onSubmit={form.submit}
      onClose={onClose}
    >
      <RecordTarget formId={FORM_ID} females={females} error={form.errors.animalIds} />
      <SelectField
        id={`${FORM_ID}-protocolId`}
        label="Protocolo"
        value={form.values.protocolId ?? ''}
        error={form.errors.protocolId}
        hint={protocols.isPending ? 'Carregando os protocolos...' : undefined}
        onChange={(e) => form.setValue('protocolId', e.target.value)}
        options={[
          { value: '', label: 'Escolha o protocolo' },
          ...(protocols.data ?? []).map((p) => ({ value: p.id, label: p.name })),
        ]}
      />
      {chosen && (
        <ol className="text-sm text-stone-700">
          {chosen.steps.map((s) => (
            <li key={s.day}>{stepLine(s)}</li>
          ))}
        </ol>
      )}
      <FormField label="Data do D0" type="date" {...form.input('startsOn')} />
      <FormField
        label="Lote de IATF"
        maxLength={80}
        hint="Em branco: o nome do protocolo e a data do D0."
        {...form.input('name')}
      />
    </RecordDialog>
  );
}
