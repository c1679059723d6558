import {
  LIST_BOX_CLASS,
  LIST_CLASS,
  LIST_MAX,
  OPTION_ACTIVE_CLASS,
  OPTION_CLASS,
} from '../components/ui/list-look';
import { listPlacement, visibleEdges } from '../components/ui/list-placement';

/*
 * The answer of a search typed in a list's field before React has taken a server page over
 * (early-search.ts), drawn as that field's list (issue 44 item 5): on a slow phone the answer
 * comes a second before React can draw it. The list is outside React's root (React takes the
 * page over as the server rendered it) and looks like the combobox's own (combobox.tsx): the
 * arrows highlight, Enter or a press chooses, Escape closes. A choice puts the option's text in
 * the field and is given to `onChoose` (early-search.ts has it held, then replayed in React's
 * list: replay-events.ts). The list goes when the field is typed in again or left, or React
 * draws its own list for it. Nothing here imports the app.
 */

/** The most options drawn (the app's searches answer 20). */
const MAX_OPTIONS = 50;
const ACTIVE_CLASSES = OPTION_ACTIVE_CLASS.split(' ');

/**
 * The options of a search's answer (`{ items: [...] }`): each item's `key` when it is a text or
 * a number; nothing for any other answer.
 * @example earlyOptions({ items: [{ animalId: 'BR-131' }] }, 'animalId') //=> ['BR-131']
 */
export function earlyOptions(answer: unknown, key: string): string[] {
  const items = (answer as { items?: unknown } | null)?.items;
  if (!Array.isArray(items)) return [];
  return items
    .map((item: unknown) => (item as Record<string, unknown> | null)?.[key])
    .filter(
      (value): value is string | number => typeof value === 'string' || typeof value === 'number',
    )
    .map(String)
    .filter((text) => text !== '')
    .slice(0, MAX_OPTIONS);
}

export interface EarlyList {
  /** Removes the list, the field's attributes given back (unless React has set its own). */
  hide(): void;
  /** A key pressed in the field: true when the list took it (arrows, Enter on a highlighted
   * option, Escape), and no one else should. */
  key(event: KeyboardEvent): boolean;
}

/**
 * Draws `labels` as `field`'s list, named `name`, under the field (or over it, without room);
 * `onChoose` is given the option chosen.
 */
export function showEarlyList(
  field: HTMLInputElement,
  labels: readonly string[],
  name: string,
  onChoose: (label: string) => void,
): EarlyList {
  const listId = `${field.id}-early-listbox`;
  const optionId = (index: number) => `${field.id}-early-option-${index}`;
  const box = document.createElement('div');
  box.dataset.earlyList = '';
  box.className = LIST_BOX_CLASS;
  const list = document.createElement('ul');
  list.id = listId;
  list.setAttribute('role', 'listbox');
  list.setAttribute('aria-label', name);
  list.className = LIST_CLASS;
  const options = labels.map((label, index) => {
    const option = document.createElement('li');
    option.id = optionId(index);
    option.setAttribute('role', 'option');
    option.setAttribute('aria-selected', 'false');
    option.className = OPTION_CLASS;
    const text = document.createElement('span');
    text.textContent = label;
    option.append(text);
    return option;
  });
  list.append(...options);
  box.append(list);
  document.body.append(box);

  const place = () => {
    const rect = field.getBoundingClientRect();
    const { side, maxHeight } = listPlacement(
      rect,
      visibleEdges(field),
      Math.min(list.scrollHeight, LIST_MAX) + 2,
    );
    const room = Math.min(LIST_MAX, maxHeight);
    list.style.maxHeight = `${room}px`;
    // Its border's 2 px and the 4 px the combobox keeps from the field (mt-1, mb-1).
    const height = Math.min(list.scrollHeight, room) + 2;
    const top = side === 'below' ? rect.bottom + 4 : rect.top - 4 - height;
    box.style.top = `${top + window.scrollY}px`;
    box.style.left = `${rect.left + window.scrollX}px`;
    box.style.width = `${rect.width}px`;
  };
  place();
  const before = {
    expanded: field.getAttribute('aria-expanded'),
    controls: field.getAttribute('aria-controls'),
  };
  field.setAttribute('aria-expanded', 'true');
  field.setAttribute('aria-controls', listId);

  let active = -1;
  const highlight = (index: number) => {
    options[active]?.classList.remove(...ACTIVE_CLASSES);
    active = index;
    const option = options[active];
    if (!option) return field.removeAttribute('aria-activedescendant');
    option.classList.add(...ACTIVE_CLASSES);
    option.scrollIntoView({ block: 'nearest' });
    field.setAttribute('aria-activedescendant', option.id);
  };

  let shown = true;
  // React has drawn its own list for the field (it names it in aria-controls): ours goes.
  const reactList = new MutationObserver(() => {
    if (field.getAttribute('aria-controls') !== listId) hide();
  });
  reactList.observe(field, { attributes: true, attributeFilter: ['aria-controls'] });
  const hide = () => {
    if (!shown) return;
    shown = false;
    reactList.disconnect();
    box.remove();
    window.removeEventListener('resize', place);
    field.removeEventListener('blur', hide);
    field.removeEventListener('input', hide);
    if ((field.getAttribute('aria-activedescendant') ?? '').startsWith(`${field.id}-early-`)) {
      field.removeAttribute('aria-activedescendant');
    }
    // React, drawing its own list, has set them: they are its now.
    if (field.getAttribute('aria-controls') !== listId) return;
    for (const [attribute, value] of [
      ['aria-expanded', before.expanded],
      ['aria-controls', before.controls],
    ] as const) {
      if (value === null) field.removeAttribute(attribute);
      else field.setAttribute(attribute, value);
    }
  };
  const choose = (index: number) => {
    const label = labels[index];
    if (label === undefined) return;
    hide();
    field.value = label;
    field.setSelectionRange(label.length, label.length);
    onChoose(label);
  };

  // A press keeps the focus in the field (choosing is not leaving it), and chooses.
  box.addEventListener('mousedown', (event) => event.preventDefault());
  box.addEventListener('click', (event) => {
    const option = event.target instanceof Element ? event.target.closest('[role="option"]') : null;
    if (option) choose(options.indexOf(option as HTMLLIElement));
  });
  box.addEventListener('mousemove', (event) => {
    const option = event.target instanceof Element ? event.target.closest('[role="option"]') : null;
    if (option) highlight(options.indexOf(option as HTMLLIElement));
  });
  // Typed in again (or React given what was typed): the options are another search's.
  field.addEventListener('input', hide);
  field.addEventListener('blur', hide);
  window.addEventListener('resize', place);

  return {
    hide,
    key(event) {
      if (!shown) return false;
      const last = options.length - 1;
      if (event.key === 'ArrowDown') highlight(Math.min(active + 1, last));
      else if (event.key === 'ArrowUp') highlight(active <= 0 ? last : active - 1);
      else if (event.key === 'Escape') hide();
      else if (event.key === 'Enter' && active >= 0) choose(active);
      else return false;
      return true;
    },
  };
}
