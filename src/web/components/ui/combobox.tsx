import { useEffect, useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react';
import { ChevronDown, LoaderCircle } from 'lucide-react';
import { cn } from '../../lib/cn';
import { filterOptions, normalizeSearch, type ComboboxOption } from './combobox-filter';
import { FieldFrame } from './form-field';
import {
  LIST_BOX_CLASS,
  LIST_CLASS,
  LIST_MAX,
  OPTION_ACTIVE_CLASS,
  OPTION_CLASS,
} from './list-look';
import { listPlacement, visibleEdges } from './list-placement';

export type { ComboboxOption } from './combobox-filter';

/**
 * Whether a key went to a combobox whose list is open: Escape there closes the list, not the
 * dialog around it (a dialog hears Escape before the field does, so it asks).
 */
export function isOpenPicker(target: EventTarget | null): boolean {
  // data-list-open: set on the input while its list (or its status line) is shown.
  return target instanceof Element && target.hasAttribute('data-list-open');
}

export interface ComboboxProps {
  id: string;
  name?: string;
  /** The visible label, tied to the input. */
  label: string;
  /** The list's name ('Lotes abertos'); not the label, so that the label finds the input alone. */
  listLabel?: string;
  /** The chosen option's value, or with `freeText` the text itself. */
  value: string;
  onValueChange: (value: string) => void;
  /** The options for the text typed so far (all of them before any typing). */
  options: readonly ComboboxOption[];
  /**
   * The typed text is the value (an ear tag that may be new): the options only suggest. Without
   * it the value is always one of the options, and leaving the field restores the chosen label.
   */
  freeText?: boolean;
  /**
   * Called as the person types. When given, `options` are taken as the answer (the caller
   * searches, on the server for instance, and sets `loading` meanwhile); without it the
   * combobox filters `options` itself. Called with '' when the list closes after typing (not
   * with `freeText`, whose search follows the value).
   */
  onSearch?: (text: string) => void;
  /** A search is under way: the list says 'Buscando…'. */
  loading?: boolean;
  /** Shown in the list when nothing matches (not in `freeText`, where a new text is fine). */
  emptyText?: string;
  placeholder?: string;
  hint?: string;
  error?: string;
  disabled?: boolean;
  maxLength?: number;
  /**
   * Enter with no option highlighted (a stick reader's EID, a brinco typed whole): the caller
   * resolves the text and may answer the option to choose. Given, Enter never submits the form.
   */
  onEnter?: (
    text: string,
  ) => Promise<ComboboxOption | null | undefined> | ComboboxOption | null | undefined;
  /**
   * The search's URL with EARLY_SEARCH_TOKEN for the text: on a server page, what is typed
   * before React has taken it over is asked at once (lib/early-search.ts).
   */
  earlySearch?: string;
  /**
   * The key of the early search's answer's items that names each option: given, that answer is
   * drawn as the list before React has taken the page over (lib/early-list.ts).
   */
  earlyOption?: string;
  /** Announced in the list's status line (after an Enter that found nothing, for instance). */
  notice?: string;
}

/**
 * A text input that searches a list as you type: the WAI-ARIA combobox pattern (an input with
 * role combobox that controls a listbox; the highlighted option is its aria-activedescendant).
 * Arrows move through the list, Enter chooses, Escape closes it (and, closed, clears a free
 * text); a tap on the input opens it. Every option is a finger's 44 px high.
 */
export function Combobox({
  id,
  name,
  label,
  listLabel = 'Opções',
  value,
  onValueChange,
  options,
  freeText = false,
  onSearch,
  loading = false,
  emptyText = 'Nada encontrado.',
  placeholder,
  hint,
  error,
  disabled,
  maxLength,
  onEnter,
  notice,
  earlySearch,
  earlyOption,
}: ComboboxProps) {
  const listId = `${id}-listbox`;
  const optionId = (index: number) => `${id}-option-${index}`;
  const [open, setOpen] = useState(false);
  /** The text typed since the list opened; null shows every option (and the chosen label). */
  const [typed, setTyped] = useState<string | null>(null);
  const [active, setActive] = useState(-1);
  // The chosen label survives a search whose answer no longer holds the chosen option.
  const [chosen, setChosen] = useState<ComboboxOption | null>(null);
  const selected = options.find((option) => option.value === value);
  const selectedLabel = selected?.label ?? (chosen?.value === value ? chosen.label : '');

  const text = freeText ? value : (typed ?? selectedLabel);
  const visible = onSearch ? options : filterOptions(options, typed ?? '');
  const keys = optionKeys(visible);
  const showList = open && visible.length > 0;
  const status = !open
    ? null
    : notice && !loading
      ? notice
      : loading
        ? 'Buscando…'
        : visible.length === 0 && !freeText && typed
          ? emptyText
          : null;

  // The list opens where it can be seen: over the field when there is no room under it (the
  // foot of a phone's dialog, above an on-screen keyboard), cut to the room there.
  const input = useRef<HTMLInputElement>(null);
  const box = useRef<HTMLDivElement>(null);
  const [placed, setPlaced] = useState<{ side: 'below' | 'above'; listMax: number } | null>(null);
  const shown = showList || status !== null;
  useLayoutEffect(() => {
    if (!shown) {
      setPlaced(null);
      return;
    }
    const place = () => {
      if (!input.current || !box.current) return;
      const statusHeight =
        box.current.querySelector('[role="status"]')?.getBoundingClientRect().height ?? 0;
      const listHeight = Math.min(box.current.querySelector('ul')?.scrollHeight ?? 0, LIST_MAX);
      const { side, maxHeight } = listPlacement(
        input.current.getBoundingClientRect(),
        visibleEdges(input.current),
        statusHeight + listHeight + 2,
      );
      setPlaced({ side, listMax: Math.min(LIST_MAX, Math.max(maxHeight - statusHeight, 44)) });
    };
    place();
    const view = window.visualViewport;
    view?.addEventListener('resize', place);
    window.addEventListener('resize', place);
    return () => {
      view?.removeEventListener('resize', place);
      window.removeEventListener('resize', place);
    };
  }, [shown, visible.length, status]);

  useEffect(() => {
    if (active >= 0)
      document.getElementById(optionId(active))?.scrollIntoView({ block: 'nearest' });
    // optionId only depends on id.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [active, id]);

  const close = () => {
    setOpen(false);
    // A search on the caller's side starts over: opened again, the list is the untyped one.
    if (typed !== null && !freeText) onSearch?.('');
    setTyped(null);
    setActive(-1);
  };

  const choose = (option: ComboboxOption) => {
    setChosen(option);
    onValueChange(option.value);
    close();
  };

  const type = (next: string) => {
    if (freeText) onValueChange(next);
    setTyped(next);
    setOpen(true);
    setActive(-1);
    onSearch?.(next);
  };

  /** Leaving the field: a typed label that matches an option chooses it; otherwise, unless the
   * text is free, the chosen option stays (an emptied field clears the choice). */
  const leave = () => {
    if (!freeText && typed !== null) {
      const match = visible.find(
        (option) => normalizeSearch(option.label) === normalizeSearch(typed),
      );
      if (match) return choose(match);
      if (typed.trim() === '') onValueChange('');
    }
    close();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const last = visible.length - 1;
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        if (!open) {
          setOpen(true);
          if (!event.altKey) setActive(Math.max(0, visible.indexOf(selected!)));
        } else setActive((i) => Math.min(i + 1, last));
        break;
      case 'ArrowUp':
        event.preventDefault();
        if (!open) {
          setOpen(true);
          setActive(last);
        } else setActive((i) => Math.max(i - 1, 0));
        break;
      case 'Enter':
        if (showList && active >= 0 && visible[active]) {
          event.preventDefault();
          choose(visible[active]);
        } else if (onEnter) {
          event.preventDefault();
          const typedText = event.currentTarget.value;
          void Promise.resolve(onEnter(typedText)).then((option) => {
            if (option) choose(option);
          });
        }
        break;
      case 'Escape':
        if (open) {
          event.preventDefault();
          event.stopPropagation();
          close();
        } else if (freeText && value) {
          event.preventDefault();
          onValueChange('');
        }
        break;
    }
  };

  return (
    <FieldFrame id={id} label={label} hint={hint} error={error}>
      {(described) => (
        <div className="relative">
          <input
            ref={input}
            id={id}
            name={name}
            type="text"
            role="combobox"
            aria-expanded={showList}
            // The list exists while it is shown (ARIA 1.2: controls is required when expanded).
            aria-controls={showList ? listId : undefined}
            aria-autocomplete="list"
            aria-activedescendant={showList && active >= 0 ? optionId(active) : undefined}
            aria-busy={loading || undefined}
            data-list-open={shown ? '' : undefined}
            data-early-search={earlySearch}
            data-early-option={earlySearch && earlyOption}
            data-early-list={earlySearch && earlyOption ? listLabel : undefined}
            autoComplete="off"
            spellCheck={false}
            {...described}
            value={text}
            placeholder={placeholder}
            disabled={disabled}
            maxLength={maxLength}
            onChange={(event) => type(event.target.value)}
            onClick={() => (open ? close() : setOpen(true))}
            onKeyDown={onKeyDown}
            onBlur={leave}
            className={cn(
              'h-11 w-full min-w-0 rounded-lg border border-stone-300 bg-white pr-10 pl-3 text-base text-stone-900 shadow-sm',
              'placeholder:text-stone-400 focus-visible:border-green-700 focus-visible:outline-none',
              'focus-visible:ring-2 focus-visible:ring-green-700/30 disabled:opacity-60',
              'aria-invalid:border-red-600 aria-invalid:focus-visible:ring-red-600/30',
            )}
          />
          {loading ? (
            <LoaderCircle
              aria-hidden="true"
              className="pointer-events-none absolute top-3.5 right-3 size-4 animate-spin text-stone-500"
            />
          ) : (
            <ChevronDown
              aria-hidden="true"
              className={cn(
                'pointer-events-none absolute top-3.5 right-3 size-4 text-stone-500 transition-transform motion-reduce:transition-none',
                showList && 'rotate-180',
              )}
            />
          )}
          <div
            ref={box}
            hidden={!shown}
            className={cn(
              LIST_BOX_CLASS,
              'inset-x-0',
              placed?.side === 'above' ? 'bottom-full mb-1' : 'top-full mt-1',
            )}
          >
            {status && (
              <p role="status" className="px-3 py-2.5 text-sm text-stone-600">
                {status}
              </p>
            )}
            {showList && (
              <ul
                id={listId}
                role="listbox"
                aria-label={listLabel}
                className={LIST_CLASS}
                style={placed ? { maxHeight: placed.listMax } : undefined}
              >
                {visible.map((option, index) => (
                  <li
                    key={keys[index]}
                    id={optionId(index)}
                    role="option"
                    aria-selected={option.value === value}
                    // Named by the label alone; the detail is its description.
                    aria-label={option.detail ? option.label : undefined}
                    aria-describedby={option.detail ? `${optionId(index)}-detail` : undefined}
                    // Chosen on the press, the focus kept in the input (choosing does not count
                    // as leaving it): a list that re-renders as search results arrive, between
                    // the press and the release, would lose the click. The click stays for
                    // screen readers, which click without pressing.
                    onMouseDown={(event) => {
                      event.preventDefault();
                      if (event.button === 0) choose(option);
                    }}
                    onClick={() => choose(option)}
                    onMouseMove={() => setActive(index)}
                    className={cn(
                      OPTION_CLASS,
                      index === active && OPTION_ACTIVE_CLASS,
                      option.value === value && 'font-semibold',
                    )}
                  >
                    <span>{option.label}</span>
                    {option.detail && (
                      <span
                        id={`${optionId(index)}-detail`}
                        className="text-sm font-normal text-stone-600"
                      >
                        {option.detail}
                      </span>
                    )}
                  </li>
                ))}
              </ul>
            )}
          </div>
        </div>
      )}
    </FieldFrame>
  );
}

/**
 * A key per option: its value, and for a value listed again (in free text two animals may share a
 * brinco: a sold one and the one now in the herd) the value with its repeat count, so React keeps
 * each row apart and drops none that went out of the list.
 */
export function optionKeys(options: readonly { value: string }[]): string[] {
  const seen = new Map<string, number>();
  return options.map(({ value }) => {
    const n = seen.get(value) ?? 0;
    seen.set(value, n + 1);
    return n === 0 ? value : `${value}\u0000${n}`;
  });
}
