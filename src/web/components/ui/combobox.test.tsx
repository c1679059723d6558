import { useState } from 'react';
import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  Combobox,
  isOpenPicker,
  optionKeys,
  type ComboboxOption,
  type ComboboxProps,
} from './combobox';

const LOTS: ComboboxOption[] = [
  { value: 'l1', label: 'Garrotes São João' },
  { value: 'l2', label: 'Novilhas da Serra' },
  { value: 'l3', label: 'Bezerros 2026', detail: 'Desmama em março' },
];

const events = { changes: [] as string[], submits: 0 };

/** The last key pressed, as the page saw it: seen first (capture), then heard after the field. */
const key = { event: null as KeyboardEvent | null, reachedPage: false };
const seeKey = (event: Event) => {
  key.event = event as KeyboardEvent;
  key.reachedPage = false;
};
const hearKey = () => (key.reachedPage = true);

beforeEach(() => {
  events.changes = [];
  events.submits = 0;
  document.addEventListener('keydown', seeKey, true);
  document.addEventListener('keydown', hearKey);
});
afterEach(() => {
  document.removeEventListener('keydown', seeKey, true);
  document.removeEventListener('keydown', hearKey);
});

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
      <p>{`valor: ${value}`}</p>
    </form>
  );
}

let user: UserEvent;
const open = (props: Parameters<typeof Picker>[0] = {}) => {
  user = userEvent.setup({ delay: null });
  render(<Picker {...props} />);
  const input = screen.getByLabelText<HTMLInputElement>('Lote');
  act(() => input.focus());
  return input;
};
/** Presses `name` ('ArrowDown', 'Alt>}{ArrowDown'): whether the field kept it from the input, and
 * whether it stopped it there (the page, a dialog around, did not hear it). */
async function press(name: string) {
  await user.keyboard(`{${name}}`);
  return { prevented: key.event!.defaultPrevented, stopped: !key.reachedPage };
}
/** Puts `text` in the field as a paste would, in place of what was there. */
async function retype(input: HTMLElement, text: string) {
  await user.clear(input);
  if (text) await user.paste(text);
}
const leave = () => user.tab();
const settle = () => act(async () => {});
const nameOfOption = (text: string | null) =>
  LOTS.find((lot) => text?.startsWith(lot.label))?.label ?? text;
const options = () => screen.getAllByRole('option').map((o) => nameOfOption(o.textContent));
const activeOf = (input = screen.getByLabelText('Lote')) => {
  const id = input.getAttribute('aria-activedescendant');
  return id ? nameOfOption(document.getElementById(id)!.textContent) : null;
};
const status = () => screen.getByRole('status').textContent;

describe('Combobox', () => {
  it('starts closed, with the role and the ARIA ties of a combobox', async () => {
    const input = open();
    expect(input.getAttribute('role')).toBe('combobox');
    expect(input.getAttribute('aria-expanded')).toBe('false');
    expect(input.getAttribute('aria-controls')).toBeNull();
    expect(screen.queryByRole('listbox')).toBeNull();
  });

  it('opens on ArrowDown with the first option highlighted, and walks down to the last', async () => {
    const input = open();
    await press('ArrowDown');
    expect(input.getAttribute('aria-expanded')).toBe('true');
    expect(input.getAttribute('aria-controls')).toBe('lote-listbox');
    expect(screen.getByRole('listbox', { name: 'Lotes abertos' })).toBeDefined();
    expect(activeOf()).toBe('Garrotes São João');
    await press('ArrowDown');
    await press('ArrowDown');
    await press('ArrowDown');
    expect(activeOf()).toBe('Bezerros 2026');
  });

  it('opens on ArrowDown at the chosen option', async () => {
    const input = open({ initial: 'l2' });
    expect(input.value).toBe('Novilhas da Serra');
    await press('ArrowDown');
    expect(activeOf()).toBe('Novilhas da Serra');
    expect(
      screen.getByRole('option', { name: 'Novilhas da Serra' }).getAttribute('aria-selected'),
    ).toBe('true');
  });

  it('opens on Alt+ArrowDown without highlighting anything', async () => {
    const input = open();
    await press('Alt>}{ArrowDown}{/Alt');
    expect(input.getAttribute('aria-expanded')).toBe('true');
    expect(activeOf()).toBeNull();
  });

  it('opens on ArrowUp at the last option and walks up to the first', async () => {
    open();
    await press('ArrowUp');
    expect(activeOf()).toBe('Bezerros 2026');
    for (let i = 0; i < 5; i++) await press('ArrowUp');
    expect(activeOf()).toBe('Garrotes São João');
  });

  it('keeps the arrows from moving the caret', async () => {
    open();
    expect((await press('ArrowDown')).prevented).toBe(true);
    expect((await press('ArrowUp')).prevented).toBe(true);
  });

  it('chooses the highlighted option with Enter, closes the list and does not submit the form', async () => {
    const input = open();
    await press('ArrowDown');
    await press('ArrowDown');
    const enter = await press('Enter');
    expect(enter.prevented).toBe(true);
    expect(events.changes).toEqual(['l2']);
    expect(events.submits).toBe(0);
    expect(input.value).toBe('Novilhas da Serra');
    expect(input.getAttribute('aria-expanded')).toBe('false');
  });

  it('lets Enter submit the form when nothing is highlighted', async () => {
    open();
    await press('Enter');
    expect(events.submits).toBe(1);
  });

  it('filters as the person types, ignoring case and accents, and highlights nothing', async () => {
    const input = open();
    await retype(input, 'sao');
    expect(options()).toEqual(['Garrotes São João']);
    expect(activeOf()).toBeNull();
    await retype(input, 'serra NOVI');
    expect(options()).toEqual(['Novilhas da Serra']);
  });

  it('says so when nothing matches, in its status line', async () => {
    const input = open({ emptyText: 'Nenhum lote encontrado.' });
    await retype(input, 'vacas');
    expect(status()).toBe('Nenhum lote encontrado.');
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(input.hasAttribute('data-list-open')).toBe(true);
  });

  it('closes the list with Escape and stops the key there, so a dialog around it stays open', async () => {
    const onDialogKey = vi.fn();
    user = userEvent.setup({ delay: null });
    render(
      <div onKeyDown={onDialogKey}>
        <Picker />
      </div>,
    );
    const input = screen.getByLabelText<HTMLInputElement>('Lote');
    act(() => input.focus());
    await press('ArrowDown');
    const escape = await press('Escape');
    expect(escape.prevented).toBe(true);
    expect(escape.stopped).toBe(true);
    expect(onDialogKey).toHaveBeenCalledTimes(1); // the ArrowDown only
    expect(input.getAttribute('aria-expanded')).toBe('false');
  });

  it('lets Escape go on to the dialog when the list is closed', async () => {
    open({ initial: 'l1' });
    const escape = await press('Escape');
    expect(escape.prevented).toBe(false);
    expect(escape.stopped).toBe(false);
    expect(events.changes).toEqual([]);
  });

  it('restores the chosen label when the typed text is dropped with Escape', async () => {
    const input = open({ initial: 'l1' });
    await retype(input, 'Novi');
    await press('Escape');
    expect(input.value).toBe('Garrotes São João');
    expect(events.changes).toEqual([]);
  });

  it('chooses an option by a click, keeping the focus in the field', async () => {
    const input = open();
    await user.click(input);
    const option = screen.getByRole('option', { name: 'Bezerros 2026' });
    expect(fireEvent.mouseDown(option, { button: 0 })).toBe(false); // default prevented
    expect(document.activeElement).toBe(input);
    expect(events.changes).toEqual(['l3']);
    expect(input.value).toBe('Bezerros 2026');
  });

  it('names an option with a detail by its label and describes it by the detail', async () => {
    const input = open();
    await user.click(input);
    const option = screen.getByRole('option', { name: 'Bezerros 2026' });
    const detail = document.getElementById(option.getAttribute('aria-describedby')!)!;
    expect(detail.textContent).toBe('Desmama em março');
  });

  it('opens and closes on a tap in the field', async () => {
    const input = open();
    await user.click(input);
    expect(input.getAttribute('aria-expanded')).toBe('true');
    await user.click(input);
    expect(input.getAttribute('aria-expanded')).toBe('false');
  });

  it('on leaving, chooses the option whose label was typed whole', async () => {
    const input = open();
    await retype(input, 'novilhas da serra');
    await leave();
    expect(events.changes).toEqual(['l2']);
    expect(input.value).toBe('Novilhas da Serra');
  });

  it('on leaving, keeps the chosen option after a partial text, and clears it after an emptied one', async () => {
    const input = open({ initial: 'l1' });
    await retype(input, 'Nov');
    await leave();
    expect(input.value).toBe('Garrotes São João');
    await retype(input, '  ');
    await leave();
    expect(events.changes).toEqual(['']);
    expect(input.value).toBe('');
  });

  it('marks the input while its list is open, which is how a dialog tells (isOpenPicker)', async () => {
    const input = open();
    expect(isOpenPicker(input)).toBe(false);
    await press('ArrowDown');
    expect(isOpenPicker(screen.getByLabelText('Lote'))).toBe(true);
    expect(isOpenPicker(null)).toBe(false);
  });
});

describe('Combobox with free text', () => {
  it('takes the typed text as the value, the options only suggesting', async () => {
    const input = open({ freeText: true });
    await retype(input, 'Lote novo');
    expect(events.changes).toEqual(['Lote novo']);
    expect(screen.getByText('valor: Lote novo')).toBeDefined();
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('clears the text with Escape once the list is closed', async () => {
    open({ freeText: true, initial: 'BR-1' });
    const escape = await press('Escape');
    expect(escape.prevented).toBe(true);
    expect(events.changes).toEqual(['']);
  });
});

describe('Combobox searching on the caller’s side', () => {
  it('hands each text to onSearch, shows the options as given, and starts over when closed', async () => {
    const onSearch = vi.fn();
    const input = open({ onSearch, options: LOTS.slice(0, 1) });
    await retype(input, 'xyz');
    expect(onSearch).toHaveBeenLastCalledWith('xyz');
    expect(options()).toEqual(['Garrotes São João']);
    await press('Escape');
    expect(onSearch).toHaveBeenLastCalledWith('');
  });

  it('says it is searching while loading', async () => {
    const input = open({ onSearch: () => {}, loading: true, options: [] });
    await retype(input, 'gar');
    expect(status()).toBe('Buscando…');
    expect(input.getAttribute('aria-busy')).toBe('true');
  });

  it('shows a notice instead of "Buscando…" once the search ended', async () => {
    const input = open({ notice: 'Brinco não encontrado', options: [] });
    await retype(input, '982');
    expect(status()).toBe('Brinco não encontrado');
  });
});

describe('Combobox with onEnter', () => {
  it('resolves the typed text on Enter when nothing is highlighted, and never submits', async () => {
    const onEnter = vi.fn(async (text: string) => LOTS.find((lot) => lot.label.endsWith(text)));
    const input = open({ onEnter });
    await retype(input, '2026');
    const enter = await press('Enter');
    expect(enter.prevented).toBe(true);
    await settle();
    expect(onEnter).toHaveBeenCalledWith('2026');
    expect(events.changes).toEqual(['l3']);
    expect(events.submits).toBe(0);
  });

  it('chooses the option the caller found for the text', async () => {
    const input = open({ onEnter: () => LOTS[2] });
    await press('Enter');
    await settle();
    expect(events.changes).toEqual(['l3']);
    expect(input.value).toBe('Bezerros 2026');
  });

  it('leaves the field as it was when the caller found nothing', async () => {
    const input = open({ onEnter: () => null, initial: 'l1' });
    await press('Enter');
    await settle();
    expect(events.changes).toEqual([]);
    expect(input.value).toBe('Garrotes São João');
  });
});

describe('optionKeys', () => {
  it('keeps two options of one value apart (two animals may share a brinco in free text)', () => {
    expect(optionKeys([{ value: 'BR-8' }, { value: 'BR-9' }, { value: 'BR-8' }])).toEqual([
      'BR-8',
      'BR-9',
      'BR-8\u00001',
    ]);
  });

  it('lists both animals of one brinco and drops the one that leaves, with no key warning', () => {
    const warn = vi.spyOn(console, 'error').mockImplementation(() => {});
    const twins = (details: string[]) =>
      details.map((detail) => ({ value: 'BR-8', label: 'BR-8', detail }));
    const shown = (options: ComboboxOption[]) => (
      <Combobox
        id="brinco"
        label="Brinco"
        listLabel="Animais"
        freeText
        options={options}
        value="BR-8"
        onValueChange={() => {}}
      />
    );
    const { rerender } = render(shown(twins(['Vendido', 'No rebanho'])));
    fireEvent.keyDown(screen.getByLabelText('Brinco'), { key: 'ArrowDown' });
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual([
      'BR-8Vendido',
      'BR-8No rebanho',
    ]);
    rerender(shown(twins(['No rebanho'])));
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['BR-8No rebanho']);
    expect(warn.mock.calls.flat().join(' ')).not.toContain('same key');
    warn.mockRestore();
  });
});
