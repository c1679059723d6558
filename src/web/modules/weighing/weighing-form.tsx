import { useCallback, useMemo } from 'react';
import { LoaderCircle, Save } from 'lucide-react';
import type { AnimalOption } from '@/domain/herd/api';
import { parseDecimal } from '@/domain/number';
import { todayIn } from '@/domain/records/dates';
import { weighingSchemaUntil } from '@/domain/records/weighing';
import { Button } from '../../components/ui/button';
import { AnimalCombobox } from '../../components/animal-combobox';
import { FormField } from '../../components/ui/form-field';
import { Label } from '../../components/ui/label';
import { cn } from '../../lib/cn';
import { FormCard } from '../../components/form-card';
import { NumberField } from '../../components/calculator/number-field';
import { fieldId } from '../../lib/use-field-form';
import { useRecordForm } from '../../lib/use-record-form';
import { useAnimalHistory, useAnimalSearch, useSettled } from './weighing-queries';
import { useFixRequests } from '../../offline/fix-channel';
import { formatDecimalInput } from '../../offline/queued';
import { LotSelect } from './lots/lot-select';
import { useWeighingSave } from './weighing-save';
import { UnknownTagPrompt, WeighingResultLine } from './weighing-result';

const FORM_ID = 'weighing';
const ANIMAL_FIELD = fieldId(FORM_ID, 'animalId');

const emptyValues = () => ({
  animalId: '',
  batchId: '',
  weighingDate: todayIn(new Date()),
  weight: '',
  notes: '',
});

/** A weighing names a registered animal by its brinco (decision 040). */
const byTag = (animal: AnimalOption) => animal.tag;

/**
 * 'Registrar Pesagem' (spec 2.12). Saved, the animal's fields start over and the focus is back on
 * its id, while the date and the lot stay (issue 39 item 1: the chute weighs one animal after
 * another); a tag new to a farm that keeps a registry is asked about first. The animal's id
 * suggests the herd's animals and the ids weighed before (searched on the server as it is typed);
 * a stick reader's EID and Enter picks the animal and leaves the focus on 'Peso (kg)' (decision
 * 040). The typed animal's history, once typing pauses, suggests its last lot.
 */
export function WeighingForm() {
  // São Paulo's today, read at each render: no weighing dated after it (the server checks too).
  const today = todayIn(new Date());
  const schema = useMemo(() => weighingSchemaUntil(today), [today]);
  const form = useRecordForm({
    formId: FORM_ID,
    schema,
    initialValues: emptyValues(),
    toInput: (v) => ({ ...v, weight: parseDecimal(v.weight) }),
    validationToast: {
      title: 'Erro de validação',
      description: 'Por favor, corrija os campos inválidos.',
    },
    // The values as typed when the save was asked for: what the hand-over empties.
    onValid: (weighing) => void save.submit(weighing, form.values),
  });
  const save = useWeighingSave(form, ANIMAL_FIELD);
  useFixRequests('weighing', (body) => {
    form.reset({
      animalId: String(body.animalId ?? ''),
      batchId: String(body.batchId ?? ''),
      weighingDate: String(body.weighingDate ?? today),
      weight: typeof body.weight === 'number' ? formatDecimalInput(body.weight) : '',
      notes: String(body.notes ?? ''),
    });
    document.getElementById(FORM_ID)?.scrollIntoView({ block: 'start' });
  });
  const notes = form.input('notes');
  const { setValue, suggest, fill } = form;
  const setBatchId = useCallback((id: string) => setValue('batchId', id), [setValue]);
  // The animal's last lot only while the person has not chosen one (issue 39 item 4).
  const suggestBatchId = useCallback((id: string) => suggest({ batchId: id }), [suggest]);
  const dropClosedLot = useCallback(() => fill({ batchId: '' }), [fill]);
  const setAnimalId = useCallback((id: string) => setValue('animalId', id), [setValue]);
  // An animal weighed before is picked from the list; a new one is typed whole.
  const { onChange: _typed, ...animal } = form.input('animalId');
  const animals = useAnimalSearch(animal.value);
  const typedAnimal = useSettled(animal.value.trim());
  const { weighings } = useAnimalHistory(typedAnimal);

  return (
    <FormCard id={FORM_ID} title="Registrar Pesagem" onSubmit={form.submit}>
      <AnimalCombobox
        {...animal}
        label="Identificação do Animal"
        freeText
        listLabel="Animais"
        animalValue={byTag}
        extra={animals.options}
        offerRegister
        nextFieldId={`${FORM_ID}-weight`}
        onValueChange={setAnimalId}
        placeholder="Brinco, EID ou nome"
        maxLength={40}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField
          label="Data da Pesagem"
          type="date"
          max={today}
          {...form.input('weighingDate')}
        />
        <NumberField
          label="Peso (kg)"
          step={0.1}
          usual="liveWeight"
          placeholder="Ex.: 350,5"
          {...form.number('weight')}
        />
      </div>
      <LotSelect
        {...form.input('batchId')}
        onValueChange={setBatchId}
        onSuggest={suggestBatchId}
        onClosed={dropClosedLot}
        animalId={form.values.animalId ?? ''}
        weighings={weighings}
      />
      <div className="flex flex-col gap-1.5">
        <Label htmlFor={notes.id}>Observações (opcional)</Label>
        <textarea
          id={notes.id}
          name={notes.name}
          value={notes.value}
          onChange={notes.onChange}
          rows={3}
          maxLength={500}
          placeholder="Ex.: vermifugado, troca de pasto"
          aria-invalid={notes.error ? true : undefined}
          aria-describedby={notes.error ? `${notes.id}-error` : undefined}
          className={cn(
            'w-full rounded-lg border border-stone-300 bg-white px-3 py-2 text-base text-stone-900 shadow-sm',
            'placeholder:text-stone-400 focus-visible:border-green-700 focus-visible:outline-none',
            'focus-visible:ring-2 focus-visible:ring-green-700/30',
            'aria-invalid:border-red-600 aria-invalid:focus-visible:ring-red-600/30',
          )}
        />
        {notes.error && (
          <p id={`${notes.id}-error`} className="text-sm font-medium text-red-700">
            {notes.error}
          </p>
        )}
      </div>
      <Button type="submit" size="lg" className="w-full" disabled={save.saving}>
        {save.saving ? (
          <LoaderCircle className="animate-spin" aria-hidden="true" />
        ) : (
          <Save aria-hidden="true" />
        )}
        Salvar Pesagem
      </Button>
      <WeighingResultLine result={save.result} />
      <UnknownTagPrompt
        tag={save.asking}
        fieldId={ANIMAL_FIELD}
        onConfirm={save.confirm}
        onCorrect={save.correct}
      />
    </FormCard>
  );
}
