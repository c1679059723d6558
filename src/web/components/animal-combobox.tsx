import { useState } from 'react';
import { Link } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { UserPlus } from 'lucide-react';
import type { AnimalOption } from '@/domain/herd/api';
import { formatEid } from '@/domain/herd/eid';
import { lookupAnimals, useAnimalOptions, type AnimalOptionsFilter } from '../lib/animal-options';
import { matchOnEnter, readEnter, registerHref, unknownId, type UnknownId } from './animal-enter';
import { Combobox, type ComboboxOption } from './ui/combobox';
import { normalizeSearch } from './ui/combobox-filter';

/** The line under an animal's brinco: 'EID 982 000123456789 · Mimosa · Vaca'. */
export function animalDetail(a: Pick<AnimalOption, 'eid' | 'name' | 'category'>): string {
  return [a.eid ? `EID ${formatEid(a.eid)}` : null, a.name, a.category].filter(Boolean).join(' · ');
}

export interface AnimalComboboxProps {
  id: string;
  name?: string;
  label: string;
  /** The list's name ('Fêmeas do rebanho'). */
  listLabel: string;
  value: string;
  onValueChange: (value: string) => void;
  /** What a registered animal's value is: its id (the default) or, for weighings, its brinco. */
  animalValue?: (animal: AnimalOption) => string;
  /** The text is the value (a weighing's animal id, which may be new); the list suggests. */
  freeText?: boolean;
  /** Which animals the registry answers (sex, status). */
  filter?: AnimalOptionsFilter;
  /** Suggestions after the registry's (ids weighed and not registered), without repeats. */
  extra?: readonly ComboboxOption[];
  /** The list comes from the caller (the per-animal weighing figures); the registry only
   * resolves an Enter. */
  source?: { options: readonly ComboboxOption[]; loading: boolean; onSearch: (t: string) => void };
  /** With `freeText`: an id that is no animal is offered for registration ('Cadastrar animal
   * 123', a link under the field, announced). */
  offerRegister?: boolean;
  /** Where the focus goes once an Enter has settled the animal ('Peso (kg)'). */
  nextFieldId?: string;
  /** The animal already chosen (an edit), named before any search. */
  initial?: { id: string; tag: string } | null;
  placeholder?: string;
  hint?: string;
  error?: string;
  emptyText?: string;
  maxLength?: number;
  /** The search's URL for a text typed before React (Combobox's `earlySearch`). */
  earlySearch?: string;
  /** Its answer's key naming each option (Combobox's `earlyOption`). */
  earlyOption?: string;
}

/** The field after the picker, once React has drawn the choice. */
function focusLater(id: string | undefined) {
  if (id) setTimeout(() => document.getElementById(id)?.focus(), 0);
}

/**
 * The farm's animals in one accessible combobox (decision 040): typing asks
 * `/api/animals/options` (brinco, EID however written, name) and lists the matches with their
 * EID, name and category; arrows, Enter and Escape as in any combobox. Enter on a text no option
 * is highlighted for — an EID from a stick reader in keyboard mode, a brinco typed whole — asks the
 * server once and picks the one animal that is exactly it, then moves to `nextFieldId`; an id
 * that is no animal is announced (and, with `offerRegister`, offered for registration while it
 * stays the value). Enter here never submits the form.
 */
export function AnimalCombobox({
  id,
  name,
  label,
  listLabel,
  value,
  onValueChange,
  animalValue = (animal) => animal.id,
  freeText = false,
  filter,
  extra,
  source,
  offerRegister = false,
  nextFieldId,
  initial,
  placeholder = 'Brinco, EID ou nome',
  hint,
  error,
  earlySearch,
  earlyOption,
  emptyText = 'Nenhum animal encontrado.',
  maxLength,
}: AnimalComboboxProps) {
  const client = useQueryClient();
  const [typed, setTyped] = useState('');
  const [notice, setNotice] = useState<string>();
  const [unknown, setUnknown] = useState<UnknownId | null>(null);
  const text = freeText ? value : typed;
  const registry = useAnimalOptions(text, filter, !source);

  const toOption = (animal: AnimalOption): ComboboxOption => ({
    value: animalValue(animal),
    label: animal.tag,
    detail: animalDetail(animal) || undefined,
  });

  const registered = source ? [] : registry.items.map(toOption);
  const known = new Set<string>();
  for (const a of registry.items) {
    known.add(a.tag);
    if (a.eid) known.add(a.eid);
  }
  const options: ComboboxOption[] = source
    ? [...source.options]
    : [...registered, ...(extra ?? []).filter((o) => !known.has(o.value))];
  if (initial && initial.id === value && !options.some((o) => o.value === value)) {
    options.push({ value: initial.id, label: initial.tag });
  }
  const change = (next: string) => {
    setNotice(undefined);
    if (unknown && next !== unknown.id) setUnknown(null);
    onValueChange(next);
  };

  const search = (next: string) => {
    setNotice(undefined);
    setTyped(next);
    source?.onSearch(next);
  };

  /** An option of the list named exactly by the text (an id weighed and not registered). */
  const listed = (q: string) => {
    const wanted = normalizeSearch(q);
    return options.find((o) => normalizeSearch(o.label) === wanted);
  };

  // A typed id that nothing matches (no animal, no id weighed before), or that an Enter found to
  // be no animal, is offered for registration under the field, while it stays the weighing's id.
  const reading = readEnter(text);
  const typedMatch =
    offerRegister && freeText && reading && registry.current && options.length === 0
      ? unknownId(reading)
      : null;
  const offer = unknown && unknown.id === value ? unknown : typedMatch;

  const onEnter = async (raw: string): Promise<ComboboxOption | null> => {
    const enter = readEnter(raw);
    if (!enter) return null;
    let items: AnimalOption[];
    try {
      items = await lookupAnimals(client, enter.q, filter);
    } catch {
      const option = listed(enter.q);
      if (option) {
        focusLater(nextFieldId);
        return option;
      }
      // Offline or refused: a free text stays as read (an EID as its 15 digits).
      if (freeText) {
        change(enter.eid ?? enter.q);
        focusLater(nextFieldId);
      } else setNotice('Não foi possível buscar o animal agora.');
      return null;
    }
    const match = matchOnEnter(enter, items);
    if (match.kind === 'animal') {
      setUnknown(null);
      focusLater(nextFieldId);
      return toOption(match.animal);
    }
    const option = listed(enter.q);
    if (option) {
      focusLater(nextFieldId);
      return option;
    }
    if (match.kind === 'many') {
      setNotice(`Há ${match.animals.length} animais com o brinco ${enter.q}: escolha na lista.`);
      return null;
    }
    if (freeText) {
      change(match.id);
      if (offerRegister) setUnknown(match);
      focusLater(nextFieldId);
    } else {
      setNotice(
        match.eid ? `Nenhum animal com o EID ${match.shown}.` : `Nenhum animal ${match.shown}.`,
      );
    }
    return null;
  };

  const loading = source ? source.loading : registry.loading;
  return (
    <div className="flex flex-col gap-2">
      <Combobox
        id={id}
        name={name}
        label={label}
        listLabel={listLabel}
        value={value}
        onValueChange={change}
        options={options}
        onSearch={search}
        loading={loading}
        freeText={freeText}
        emptyText={emptyText}
        placeholder={placeholder}
        hint={hint}
        error={error}
        maxLength={maxLength}
        onEnter={onEnter}
        notice={notice}
        earlySearch={earlySearch}
        earlyOption={earlyOption}
      />
      <div role="status" aria-live="polite">
        {offer && (
          <p className="flex flex-wrap items-center gap-x-2 gap-y-1 rounded-lg border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-900">
            <span>
              {offer.eid ? `O EID ${offer.shown}` : `O animal ${offer.shown}`} não está no rebanho:
              pese assim mesmo ou
            </span>
            <Link
              to={registerHref(offer)}
              className="inline-flex min-h-11 items-center gap-1 font-semibold text-green-800 underline underline-offset-2"
            >
              <UserPlus aria-hidden="true" className="size-4" />
              Cadastrar animal {offer.shown}
            </Link>
          </p>
        )}
      </div>
    </div>
  );
}
