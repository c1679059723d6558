import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubScreenBrowser } from '../../test/browser';
import { renderScreen, type Screen } from '../../test/screen';
import { Combobox, isOpenPicker, type ComboboxOption, type ComboboxProps } from './combobox';

const LOTS: ComboboxOption[] = [
  { value: 'l1', label: 'Garrotes São João' },
  { value: 'l2', label: 'Novilhas da Serra' },
  { value: 'l3', label: 'Bezerros 2026', detail: 'Desmama em março' },
];

const events = { changes: [] as string[], submits: 0 };

beforeEach(() => {
  stubScreenBrowser();
  events.changes = [];
  events.submits = 0;
});
afterEach(() => vi.unstubAllGlobals());

function Picker(props: Partial<ComboboxProps> & { initial?: string }) {
  const [value, setValue] = useState(props.initial ?? '');
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        events.submits++;
      }}
    >
      <Combobox
        id="lote"
        label="Lote"
        listLabel="Lotes abertos"
        options={LOTS}
        {...props}
        value={value}
        onValueChange={(next) => {
          events.changes.push(next);
          setValue(next);
          props.onValueChange?.(next);
        }}
      />
      <output>{`valor: ${value}`}</output>
    </form>
  );
}

const open = (props: Parameters<typeof Picker>[0] = {}) => {
  const screen = renderScreen(<Picker {...props} />);
  return { screen, input: screen.field('Lote') };
};
const options = (screen: Screen) =>
  screen.allByRole('option').map((o) => nameOfOption(o.textContent));
const nameOfOption = (text: string) =>
  LOTS.find((lot) => text.startsWith(lot.label))?.label ?? text;
const activeOf = (screen: Screen, input = screen.field('Lote')) => {
  const id = input.getAttribute('aria-activedescendant');
  return id ? nameOfOption(screen.byId(id).textContent) : null;
};

describe('Combobox', () => {
  it('starts closed, with the role and the ARIA ties of a combobox', () => {
    const { screen, input } = open();
    expect(input.getAttribute('role')).toBe('combobox');
    expect(input.getAttribute('aria-expanded')).toBe('false');
    expect(input.getAttribute('aria-controls')).toBeNull();
    expect(screen.queryByRole('listbox')).toBeUndefined();
  });

  it('opens on ArrowDown with the first option highlighted, and walks down to the last', () => {
    const { screen, input } = open();
    screen.press(input, 'ArrowDown');
    expect(input.getAttribute('aria-expanded')).toBe('true');
    expect(input.getAttribute('aria-controls')).toBe('lote-listbox');
    expect(screen.byRole('listbox', 'Lotes abertos')).toBeDefined();
    expect(activeOf(screen)).toBe('Garrotes São João');
    screen.press(input, 'ArrowDown');
    screen.press(input, 'ArrowDown');
    screen.press(input, 'ArrowDown');
    expect(activeOf(screen)).toBe('Bezerros 2026');
  });

  it('opens on ArrowDown at the chosen option', () => {
    const { screen, input } = open({ initial: 'l2' });
    expect(input.value).toBe('Novilhas da Serra');
    screen.press(input, 'ArrowDown');
    expect(activeOf(screen)).toBe('Novilhas da Serra');
    expect(screen.byRole('option', 'Novilhas da Serra').getAttribute('aria-selected')).toBe('true');
  });

  it('opens on Alt+ArrowDown without highlighting anything', () => {
    const { screen, input } = open();
    screen.press(input, 'ArrowDown', { altKey: true });
    expect(input.getAttribute('aria-expanded')).toBe('true');
    expect(activeOf(screen)).toBeNull();
  });

  it('opens on ArrowUp at the last option and walks up to the first', () => {
    const { screen, input } = open();
    screen.press(input, 'ArrowUp');
    expect(activeOf(screen)).toBe('Bezerros 2026');
    for (let i = 0; i < 5; i++) screen.press(input, 'ArrowUp');
    expect(activeOf(screen)).toBe('Garrotes São João');
  });

  it('keeps the arrows from moving the caret', () => {
    const { screen, input } = open();
    expect(screen.press(input, 'ArrowDown').defaultPrevented).toBe(true);
    expect(screen.press(input, 'ArrowUp').defaultPrevented).toBe(true);
  });

  it('chooses the highlighted option with Enter, closes the list and does not submit the form', () => {
    const { screen, input } = open();
    screen.press(input, 'ArrowDown');
    screen.press(input, 'ArrowDown');
    const enter = screen.press(input, 'Enter');
    expect(enter.defaultPrevented).toBe(true);
    expect(events.changes).toEqual(['l2']);
    expect(events.submits).toBe(0);
    expect(input.value).toBe('Novilhas da Serra');
    expect(input.getAttribute('aria-expanded')).toBe('false');
  });

  it('lets Enter submit the form when nothing is highlighted', () => {
    const { screen, input } = open();
    screen.press(input, 'Enter');
    expect(events.submits).toBe(1);
  });

  it('filters as the person types, ignoring case and accents, and highlights nothing', () => {
    const { screen, input } = open();
    screen.type(input, 'sao');
    expect(options(screen)).toEqual(['Garrotes São João']);
    expect(activeOf(screen)).toBeNull();
    screen.type(input, 'serra NOVI');
    expect(options(screen)).toEqual(['Novilhas da Serra']);
  });

  it('says so when nothing matches, in its status line', () => {
    const { screen, input } = open({ emptyText: 'Nenhum lote encontrado.' });
    screen.type(input, 'vacas');
    expect(screen.byRole('status').textContent).toBe('Nenhum lote encontrado.');
    expect(screen.queryByRole('listbox')).toBeUndefined();
    expect(input.hasAttribute('data-list-open')).toBe(true);
  });

  it('closes the list with Escape and stops the key there, so a dialog around it stays open', () => {
    const onDialogKey = vi.fn();
    const screen = renderScreen(
      <div onKeyDown={onDialogKey}>
        <Picker />
      </div>,
    );
    const input = screen.field('Lote');
    screen.press(input, 'ArrowDown');
    const escape = screen.press(input, 'Escape');
    expect(escape.defaultPrevented).toBe(true);
    expect(escape.propagationStopped).toBe(true);
    expect(onDialogKey).toHaveBeenCalledTimes(1); // the ArrowDown only
    expect(input.getAttribute('aria-expanded')).toBe('false');
  });

  it('lets Escape go on to the dialog when the list is closed', () => {
    const { screen, input } = open({ initial: 'l1' });
    const escape = screen.press(input, 'Escape');
    expect(escape.defaultPrevented).toBe(false);
    expect(escape.propagationStopped).toBe(false);
    expect(events.changes).toEqual([]);
  });

  it('restores the chosen label when the typed text is dropped with Escape', () => {
    const { screen, input } = open({ initial: 'l1' });
    screen.type(input, 'Novi');
    screen.press(input, 'Escape');
    expect(input.value).toBe('Garrotes São João');
    expect(events.changes).toEqual([]);
  });

  it('chooses an option by a click, keeping the focus in the field', () => {
    const { screen, input } = open();
    screen.click(input);
    const option = screen.byRole('option', 'Bezerros 2026');
    const press = screen.rendered.dispatch('mouseDown', option, { button: 0 } as never);
    expect(press.defaultPrevented).toBe(true);
    expect(events.changes).toEqual(['l3']);
    expect(input.value).toBe('Bezerros 2026');
  });

  it('names an option with a detail by its label and describes it by the detail', () => {
    const { screen, input } = open();
    screen.click(input);
    const option = screen.byRole('option', 'Bezerros 2026');
    const detail = screen.byId(option.getAttribute('aria-describedby')!);
    expect(detail.textContent).toBe('Desmama em março');
  });

  it('opens and closes on a tap in the field', () => {
    const { screen, input } = open();
    screen.click(input);
    expect(input.getAttribute('aria-expanded')).toBe('true');
    screen.click(input);
    expect(input.getAttribute('aria-expanded')).toBe('false');
  });

  it('on leaving, chooses the option whose label was typed whole', () => {
    const { screen, input } = open();
    screen.type(input, 'novilhas da serra');
    screen.blur(input);
    expect(events.changes).toEqual(['l2']);
    expect(input.value).toBe('Novilhas da Serra');
  });

  it('on leaving, keeps the chosen option after a partial text, and clears it after an emptied one', () => {
    const { screen, input } = open({ initial: 'l1' });
    screen.type(input, 'Nov');
    screen.blur(input);
    expect(input.value).toBe('Garrotes São João');
    screen.type(input, '  ');
    screen.blur(input);
    expect(events.changes).toEqual(['']);
    expect(input.value).toBe('');
  });

  it('marks the input while its list is open, which is how a dialog tells (isOpenPicker)', () => {
    const { screen, input } = open();
    expect(isOpenPicker(input as never)).toBe(false);
    screen.press(input, 'ArrowDown');
    expect(isOpenPicker(screen.field('Lote') as never)).toBe(true);
    expect(isOpenPicker(null)).toBe(false);
  });
});

describe('Combobox with free text', () => {
  it('takes the typed text as the value, the options only suggesting', () => {
    const { screen, input } = open({ freeText: true });
    screen.type(input, 'Lote novo');
    expect(events.changes).toEqual(['Lote novo']);
    expect(screen.text).toContain('valor: Lote novo');
    expect(screen.queryByRole('status')).toBeUndefined();
  });

  it('clears the text with Escape once the list is closed', () => {
    const { screen, input } = open({ freeText: true, initial: 'BR-1' });
    const escape = screen.press(input, 'Escape');
    expect(escape.defaultPrevented).toBe(true);
    expect(events.changes).toEqual(['']);
  });
});

describe('Combobox searching on the caller’s side', () => {
  it('hands each text to onSearch, shows the options as given, and starts over when closed', () => {
    const onSearch = vi.fn();
    const { screen, input } = open({ onSearch, options: LOTS.slice(0, 1) });
    screen.type(input, 'xyz');
    expect(onSearch).toHaveBeenLastCalledWith('xyz');
    expect(options(screen)).toEqual(['Garrotes São João']);
    screen.press(input, 'Escape');
    expect(onSearch).toHaveBeenLastCalledWith('');
  });

  it('says it is searching while loading', () => {
    const { screen, input } = open({ onSearch: () => {}, loading: true, options: [] });
    screen.type(input, 'gar');
    expect(screen.byRole('status').textContent).toBe('Buscando…');
    expect(input.getAttribute('aria-busy')).toBe('true');
  });

  it('shows a notice instead of "Buscando…" once the search ended', () => {
    const { screen, input } = open({ notice: 'Brinco não encontrado', options: [] });
    screen.type(input, '982');
    expect(screen.byRole('status').textContent).toBe('Brinco não encontrado');
  });
});

describe('Combobox with onEnter', () => {
  it('resolves the typed text on Enter when nothing is highlighted, and never submits', async () => {
    const onEnter = vi.fn(async (text: string) => LOTS.find((lot) => lot.label.endsWith(text)));
    const { screen, input } = open({ onEnter });
    screen.type(input, '2026');
    const enter = screen.press(input, 'Enter');
    expect(enter.defaultPrevented).toBe(true);
    await screen.settle();
    expect(onEnter).toHaveBeenCalledWith('2026');
    expect(events.changes).toEqual(['l3']);
    expect(events.submits).toBe(0);
  });

  it('chooses the option the caller found for the text', async () => {
    const { screen, input } = open({ onEnter: () => LOTS[2] });
    screen.press(input, 'Enter');
    await screen.settle();
    expect(events.changes).toEqual(['l3']);
    expect(input.value).toBe('Bezerros 2026');
  });

  it('leaves the field as it was when the caller found nothing', async () => {
    const { screen, input } = open({ onEnter: () => null, initial: 'l1' });
    screen.press(input, 'Enter');
    await screen.settle();
    expect(events.changes).toEqual([]);
    expect(input.value).toBe('Garrotes São João');
  });
});
