import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { EXPOSURE_CATEGORIES, REPRO_TOASTS } from '@/domain/reproduction/constants';
import type { ExposeResult } from '@/domain/reproduction/api';
import { exposeSchema } from '@/domain/reproduction/schemas';
import { PickedAnimalsField } from '../../components/picked-animals';
import { SelectField } from '../../components/ui/select-field';
import { lotChoicesQuery } from '../../lib/lot-choices';
import {
  EXPOSE_MODES,
  exposeInitial,
  toExposeInput,
  type ExposeMode,
  type Picked,
} from './repro-forms';
import { exposeResultText } from './repro-format';
import { RecordDialog } from './record-dialog';
import { failureOf, useReproForm } from './use-repro-form';

const FORM_ID = 'repro-expose';

/**
 * 'Expor fêmeas': the active females of a category ('Vaca', 'Novilha'), of a lot, or picked one
 * by one, added to the season; those already in it stay as they were.
 */
export function ExposeDialog({
  season,
  onClose,
}: {
  season: { id: string; name: string };
  onClose: () => void;
}) {
  const [animals, setAnimals] = useState<Picked[]>([]);
  const lots = useQuery(lotChoicesQuery);
  const { form, pending } = useReproForm<typeof exposeSchema, ExposeResult>({
    formId: FORM_ID,
    schema: exposeSchema,
    initialValues: exposeInitial(),
    toInput: (v) => toExposeInput(v, animals),
    toWrite: (data) => ({
      path: `/seasons/${season.id}/exposures`,
      body: data,
      summary: `Fêmeas expostas na ${season.name}`,
    }),
    saved: REPRO_TOASTS.exposed,
    failure: failureOf('as fêmeas expostas'),
    describe: exposeResultText,
    onDone: onClose,
  });
  const mode = form.values.mode as ExposeMode;
  const openLots = (lots.data ?? []).filter((l) => !l.closedAt);
  return (
    <RecordDialog
      formId={FORM_ID}
      onClose={onClose}
      title="Expor fêmeas"
      description={`As fêmeas ativas que entram na ${season.name}.`}
      pending={pending}
      onSubmit={form.submit}
    >
      {/* A list, not radios: a choice named 'Uma categoria' would be a second 'Categoria'. */}
      <SelectField
        id={`${FORM_ID}-mode`}
        label="Expor"
        value={mode}
        onChange={(e) => form.setValue('mode', e.target.value)}
        options={EXPOSE_MODES}
      />
      {mode === 'category' ? (
        <SelectField
          id={`${FORM_ID}-category`}
          label="Categoria"
          value={form.values.category ?? ''}
          error={form.errors.category ?? form.errors.animalIds}
          hint="Todas as fêmeas ativas dessa categoria hoje."
          onChange={(e) => form.setValue('category', e.target.value)}
          options={[
            { value: '', label: 'Escolha a categoria' },
            ...EXPOSURE_CATEGORIES.map((c) => ({ value: c, label: c })),
          ]}
        />
      ) : mode === 'lot' ? (
        <SelectField
          id={`${FORM_ID}-lotId`}
          label="Lote"
          value={form.values.lotId ?? ''}
          error={form.errors.lotId ?? form.errors.animalIds}
          hint={
            lots.isPending ? 'Carregando os lotes...' : 'As fêmeas ativas do lote (os machos não).'
          }
          onChange={(e) => form.setValue('lotId', e.target.value)}
          options={[
            { value: '', label: 'Escolha o lote' },
            ...openLots.map((l) => ({ value: l.id, label: l.name })),
          ]}
        />
      ) : (
        <PickedAnimalsField
          id={`${FORM_ID}-animalIds`}
          label="Fêmeas"
          listLabel="Fêmeas do rebanho"
          pickedLabel="Fêmeas escolhidas"
          sex="F"
          hint="Busque e escolha uma por uma."
          error={form.errors.animalIds}
          animals={animals}
          onAnimalsChange={setAnimals}
          onPick={() => form.setValue('animalIds', '')}
        />
      )}
    </RecordDialog>
  );
}
