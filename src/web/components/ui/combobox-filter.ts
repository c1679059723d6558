export interface ComboboxOption {
  /** What the field holds when this option is chosen. */
  value: string;
  /** What the person reads and searches. */
  label: string;
  /** A second line under the label (an animal's EID, name, category): its description. */
  detail?: string;
}

/** Lower case, without accents: 'Garrotes São João' is found by 'sao joao'. */
export function normalizeSearch(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .trim();
}

/**
 * The options whose label contains every word of `text`, in any order, ignoring case and
 * accents; options whose label starts with the text come first, the rest keep their order.
 * An empty text keeps them all.
 * @example
 * filterOptions([{ value: '1', label: 'BR-0042' }, { value: '2', label: 'Vaca 42' }], '42')
 * //=> [{ value: '1', label: 'BR-0042' }, { value: '2', label: 'Vaca 42' }]
 */
export function filterOptions<T extends ComboboxOption>(options: readonly T[], text: string): T[] {
  const query = normalizeSearch(text);
  if (!query) return [...options];
  const words = query.split(/\s+/);
  const found = options
    .map((option) => ({ option, label: normalizeSearch(option.label) }))
    .filter(({ label }) => words.every((word) => label.includes(word)));
  return [
    ...found.filter(({ label }) => label.startsWith(query)),
    ...found.filter(({ label }) => !label.startsWith(query)),
  ].map(({ option }) => option);
}
