import { useQuery } from '@tanstack/react-query';
import { CATEGORIES } from '@/domain/herd/constants';
import { DUE_STATUS_LABELS } from '@/domain/sanitary/constants';
import { PickedAnimalsField } from '../../components/picked-animals';
import { SelectField } from '../../components/ui/select-field';
import type { DuePreset, PickedAnimal, TargetMode } from './application-form';
import { lotChoicesQuery } from '../../lib/lot-choices';

const MODES: { value: Exclude<TargetMode, 'due'>; label: string }[] = [
  { value: 'animals', label: 'Alguns animais' },
  { value: 'lot', label: 'Um lote' },
  { value: 'category', label: 'Uma categoria' },
];

interface Props {
  formId: string;
  values: Record<string, string>;
  errors: Record<string, string>;
  setValue: (path: string, value: string) => void;
  animals: PickedAnimal[];
  onAnimalsChange: (animals: PickedAnimal[]) => void;
  due?: DuePreset;
}

/**
 * 'Aplicar em': the animals picked one by one (brinco, EID or name; a stick reader's Enter picks
 * at once), a lot's active animals or a category's — or, from the calendar, a protocol's due list.
 */
export function ApplicationTarget(props: Props) {
  const { formId, values, errors, setValue, due } = props;
  const mode = values.target as TargetMode;
  if (mode === 'due' && due) {
    return (
      <p className="rounded-lg border border-green-200 bg-green-50 px-3 py-2 text-stone-800">
        Todos os animais de <strong>{DUE_STATUS_LABELS[due.status]}</strong> em {due.protocolName}
        {due.paddock && (
          <>
            {' '}
            no pasto <strong>{due.paddock.name}</strong>
          </>
        )}
        : {due.count === 1 ? '1 animal' : `${due.count} animais`}.
      </p>
    );
  }
  // A list, not radios: a choice named 'Uma categoria' or 'Um lote' would be a second
  // 'Categoria' or 'Lote' to a screen reader's search (and to getByLabel).
  return (
    <div className="flex min-w-0 flex-col gap-3">
      <SelectField
        id={`${formId}-target`}
        label="Aplicar em"
        value={mode}
        error={errors.target}
        onChange={(e) => setValue('target', e.target.value)}
        options={MODES}
      />
      {mode === 'lot' ? (
        <LotSelect {...props} />
      ) : mode === 'category' ? (
        <SelectField
          id={`${formId}-target-category`}
          label="Categoria"
          value={values['target.category'] ?? ''}
          error={errors['target.category']}
          hint="Todos os animais ativos dessa categoria hoje."
          onChange={(e) => setValue('target.category', e.target.value)}
          options={[
            { value: '', label: 'Escolha a categoria' },
            ...CATEGORIES.map((c) => ({ value: c, label: c })),
          ]}
        />
      ) : (
        <AnimalsPicker {...props} />
      )}
    </div>
  );
}

function LotSelect({ formId, values, errors, setValue }: Props) {
  const lots = useQuery(lotChoicesQuery);
  const options = (lots.data ?? []).filter((l) => !l.closedAt);
  return (
    <SelectField
      id={`${formId}-target-lotId`}
      label="Lote"
      value={values['target.lotId'] ?? ''}
      error={errors['target.lotId']}
      hint={
        lots.isPending
          ? 'Carregando os lotes...'
          : options.length === 0
            ? 'Nenhum lote aberto na fazenda.'
            : 'Todos os animais ativos do lote.'
      }
      onChange={(e) => setValue('target.lotId', e.target.value)}
      options={[
        { value: '', label: 'Escolha o lote' },
        ...options.map((l) => ({ value: l.id, label: l.name })),
      ]}
    />
  );
}

function AnimalsPicker({ formId, errors, setValue, animals, onAnimalsChange }: Props) {
  return (
    <PickedAnimalsField
      id={`${formId}-target-animalIds`}
      label="Animais"
      listLabel="Animais do rebanho"
      pickedLabel="Animais escolhidos"
      hint="Busque e escolha um por um; cada escolhido entra na lista abaixo."
      error={errors['target.animalIds']}
      animals={animals}
      onAnimalsChange={onAnimalsChange}
      // Clears the field's message ('Selecione pelo menos um animal').
      onPick={() => setValue('target.animalIds', '')}
    />
  );
}
