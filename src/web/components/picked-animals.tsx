import { useMemo } from 'react';
import { X } from 'lucide-react';
import type { AnimalOptionsFilter } from '../lib/animal-options';
import { AnimalCombobox } from './animal-combobox';
import { Button } from './ui/button';

/** An animal picked for a record: its id and brinco. */
export interface PickedAnimal {
  id: string;
  tag: string;
}

/** The picker's value carries the brinco with the id, so the list of picked animals names it. */
const SEPARATOR = ':';
const pickedOf = (value: string): PickedAnimal | null => {
  const at = value.indexOf(SEPARATOR);
  return at > 0 ? { id: value.slice(0, at), tag: value.slice(at + 1) } : null;
};

/**
 * Animals picked one by one for a record (brinco, EID or name; a stick reader's Enter picks at
 * once), listed under the field as chips, each with its 'Tirar' button. `onPick` is told of each
 * pick (to clear the field's message).
 */
export function PickedAnimalsField({
  id,
  label,
  listLabel,
  pickedLabel,
  status = 'active',
  sex,
  hint,
  error,
  animals,
  onAnimalsChange,
  onPick,
}: {
  id: string;
  label: string;
  listLabel: string;
  /** The chips' list name ('Animais escolhidos'). */
  pickedLabel: string;
  status?: string;
  sex?: AnimalOptionsFilter['sex'];
  hint?: string;
  error?: string;
  animals: readonly PickedAnimal[];
  onAnimalsChange: (animals: PickedAnimal[]) => void;
  onPick?: () => void;
}) {
  const filter = useMemo(() => ({ status, sex }), [status, sex]);
  const add = (value: string) => {
    const picked = pickedOf(value);
    if (!picked) return;
    if (!animals.some((a) => a.id === picked.id)) onAnimalsChange([...animals, picked]);
    onPick?.();
  };
  return (
    <div className="flex min-w-0 flex-col gap-2">
      <AnimalCombobox
        id={id}
        label={label}
        listLabel={listLabel}
        value=""
        onValueChange={add}
        animalValue={(a) => `${a.id}${SEPARATOR}${a.tag}`}
        filter={filter}
        hint={hint}
        error={error}
      />
      {animals.length > 0 && (
        <ul aria-label={pickedLabel} className="flex flex-wrap gap-2">
          {animals.map((a) => (
            <li
              key={a.id}
              className="flex items-center gap-1 rounded-full border border-stone-300 bg-stone-50 py-0.5 pl-3 text-sm font-medium break-all text-stone-900"
            >
              {a.tag}
              <Button
                size="icon"
                variant="ghost"
                className="size-8 rounded-full pointer-coarse:size-11"
                aria-label={`Tirar ${a.tag}`}
                onClick={() => onAnimalsChange(animals.filter((x) => x.id !== a.id))}
              >
                <X aria-hidden="true" />
              </Button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
