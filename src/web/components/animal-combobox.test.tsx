import { useState } from 'react';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AnimalOption } from '@/domain/herd/api';
import { location, renderInApp } from '../test/app';
import { AnimalCombobox, animalDetail, type AnimalComboboxProps } from './animal-combobox';

const HERD: AnimalOption[] = [
  { id: 'a1', tag: '42', eid: '982000123456789', name: 'Mimosa', sex: 'F', category: 'Vaca' },
  { id: 'a2', tag: '420', eid: null, name: null, sex: 'M', category: 'Garrote' },
  { id: 'a3', tag: 'BR-7', eid: null, name: 'Estrela', sex: 'F', category: null },
  { id: 'a4', tag: 'BR-8', eid: null, name: null, sex: 'F', category: 'Novilha' },
  { id: 'a5', tag: 'BR-8', eid: null, name: null, sex: 'F', category: 'Vaca' },
];

/** The server's /api/animals/options: brinco or EID starting with q, or a name holding it. */
let herd = HERD;
let asked: string[] = [];
let offline = false;
function serve(input: RequestInfo | URL) {
  const url = new URL(String(input), 'http://fazenda.test');
  asked.push(url.search);
  if (offline) return Promise.reject(new TypeError('Failed to fetch'));
  const q = (url.searchParams.get('q') ?? '')
    .toLowerCase()
    .replace(/\D*(\d{3})\s?(\d{12})$/, '$1$2');
  const items = herd
    .filter(
      (a) =>
        a.tag.toLowerCase().startsWith(q) ||
        a.eid?.startsWith(q) ||
        (q !== '' && a.name?.toLowerCase().includes(q)),
    )
    .filter((a) => !url.searchParams.get('sex') || a.sex === url.searchParams.get('sex'));
  return Promise.resolve(
    new Response(JSON.stringify({ items }), { headers: { 'Content-Type': 'application/json' } }),
  );
}

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  herd = HERD;
  asked = [];
  offline = false;
  vi.stubGlobal('fetch', vi.fn(serve));
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

/** The picker in a form with a 'Peso (kg)' field after it; `chosen` shows the value. */
function Picker(props: Partial<AnimalComboboxProps>) {
  const [value, setValue] = useState('');
  return (
    <form onSubmit={(e) => e.preventDefault()}>
      <AnimalCombobox
        id="animal"
        label="Animal"
        listLabel="Animais do rebanho"
        nextFieldId="peso"
        {...props}
        value={value}
        onValueChange={setValue}
      />
      <label htmlFor="peso">Peso (kg)</label>
      <input id="peso" />
      <p>{`escolhido: ${value}`}</p>
    </form>
  );
}

const open = (props: Partial<AnimalComboboxProps> = {}) => {
  const user = userEvent.setup({ delay: null });
  renderInApp(<Picker {...props} />);
  return { user, input: screen.getByLabelText<HTMLInputElement>('Animal') };
};
/** Lets the typing settle (300 ms), the answer arrive and the focus move. */
async function settle() {
  for (let step = 0; step < 4; step++) await act(() => vi.advanceTimersByTimeAsync(150));
}
const chosen = () => screen.getByText(/^escolhido:/).textContent!.replace('escolhido: ', '');
const optionNames = () =>
  screen.queryAllByRole('option').map((o) => o.getAttribute('aria-label') ?? o.textContent);

describe('animalDetail', () => {
  it('joins the EID, the name and the category that are known', () => {
    expect(animalDetail(HERD[0]!)).toBe('EID 982 000123456789 · Mimosa · Vaca');
    expect(animalDetail(HERD[2]!)).toBe('Estrela');
    expect(animalDetail({ eid: null, name: null, category: null })).toBe('');
  });
});

describe('AnimalCombobox', () => {
  it('asks the registry once typing pauses, and lists the matches with their details', async () => {
    const { user, input } = open();
    await user.type(input, '42');
    expect(asked.filter((q) => q.includes('q=42'))).toEqual([]);
    await settle();
    expect(asked.filter((q) => q.includes('q=42'))).toEqual(['?q=42']);
    expect(optionNames()).toEqual(['42', '420']);
    expect(screen.getByText('EID 982 000123456789 · Mimosa · Vaca')).toBeDefined();
  });

  it('passes its filter to the registry', async () => {
    const { user, input } = open({ filter: { sex: 'F' } });
    await user.type(input, 'BR');
    await settle();
    expect(asked.at(-1)).toBe('?q=BR&sex=F');
  });

  it('chooses an animal with the arrows and Enter, by its id', async () => {
    const { user, input } = open();
    await user.type(input, '42');
    await settle();
    await user.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    expect(chosen()).toBe('a2');
    expect(input.value).toBe('420');
  });

  it('on Enter, picks the one animal that is exactly the brinco typed and moves to the next field', async () => {
    const { user, input } = open();
    await user.type(input, '42{Enter}');
    await settle();
    expect(chosen()).toBe('a1');
    expect(document.activeElement).toBe(screen.getByLabelText('Peso (kg)'));
  });

  it('on Enter, reads a stick reader’s EID however it was written', async () => {
    const { user, input } = open();
    await user.type(input, 'LA 982 000123456789{Enter}');
    await settle();
    expect(chosen()).toBe('a1');
  });

  it('says when no animal is the brinco, choosing none', async () => {
    const { user, input } = open();
    await user.type(input, '999{Enter}');
    await settle();
    expect(chosen()).toBe('');
    expect(screen.getByText('Nenhum animal 999.')).toBeDefined();
  });

  it('asks to choose in the list when several animals hold the brinco', async () => {
    // The caller's list (a weighing's figures) does not hold it: the registry resolves the Enter.
    const { user, input } = open({ source: { options: [], loading: false, onSearch: () => {} } });
    await user.type(input, 'BR-8{Enter}');
    await settle();
    expect(chosen()).toBe('');
    expect(screen.getByText('Há 2 animais com o brinco BR-8: escolha na lista.')).toBeDefined();
  });

  it('says it could not search when offline', async () => {
    offline = true;
    const { user, input } = open();
    await user.type(input, '42{Enter}');
    await settle();
    expect(screen.getByText('Não foi possível buscar o animal agora.')).toBeDefined();
  });

  it('names the animal already chosen (an edit) before any search', () => {
    function Edit() {
      const [value, setValue] = useState('a9');
      return (
        <AnimalCombobox
          id="animal"
          label="Animal"
          listLabel="Animais"
          value={value}
          onValueChange={setValue}
          initial={{ id: 'a9', tag: 'BR-99' }}
        />
      );
    }
    renderInApp(<Edit />);
    expect(screen.getByLabelText<HTMLInputElement>('Animal').value).toBe('BR-99');
  });
});

describe('AnimalCombobox for a weighing (free text)', () => {
  const weighing = { freeText: true, animalValue: (a: AnimalOption) => a.tag };
  // Two animals of one brinco are two options of one value here; the list keeps them apart
  // (`optionKeys`, tested in ui/combobox.test.tsx). These tests count options without the twin.
  beforeEach(() => {
    herd = HERD.filter((a) => a.id !== 'a5');
  });

  it('takes the typed id as the value, an animal’s brinco when chosen', async () => {
    const { user, input } = open(weighing);
    await user.type(input, '42');
    expect(chosen()).toBe('42');
    await settle();
    await user.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    expect(chosen()).toBe('420');
  });

  it('keeps an EID that is no animal as its 15 digits, offline too', async () => {
    const { user, input } = open(weighing);
    offline = true;
    await user.type(input, '076 000000000001{Enter}');
    await settle();
    expect(chosen()).toBe('076000000000001');
    expect(document.activeElement).toBe(screen.getByLabelText('Peso (kg)'));
  });

  it('offers to register an id that is no animal, keeping it the weighing’s', async () => {
    const { user, input } = open({ ...weighing, offerRegister: true });
    await user.type(input, '777{Enter}');
    await settle();
    expect(chosen()).toBe('777');
    expect(screen.getByText(/O animal 777 não está no rebanho/)).toBeDefined();
    const link = screen.getByRole('link', { name: 'Cadastrar animal 777' });
    expect(link.getAttribute('href')).toBe('/rebanho/novo?brinco=777');
    await user.click(link);
    expect(location.pathname).toBe('/rebanho/novo');
  });

  it('offers an unknown EID with its EID written out', async () => {
    const { user, input } = open({ ...weighing, offerRegister: true });
    await user.type(input, '076000000000001{Enter}');
    await settle();
    expect(screen.getByText(/O EID 076 000000000001 não está no rebanho/)).toBeDefined();
    expect(
      screen.getByRole('link', { name: 'Cadastrar animal 076 000000000001' }).getAttribute('href'),
    ).toBe('/rebanho/novo?eid=076+000000000001');
  });

  it('drops the offer once the id is changed', async () => {
    const { user, input } = open({ ...weighing, offerRegister: true });
    await user.type(input, '777{Enter}');
    await settle();
    await user.type(input, '4');
    expect(screen.queryByRole('link', { name: 'Cadastrar animal 777' })).toBeNull();
  });

  it('suggests ids weighed before but not registered, without repeating a registered one', async () => {
    const { user, input } = open({
      ...weighing,
      extra: [
        { value: '42', label: '42' },
        { value: '4242', label: '4242', detail: 'Pesado sem cadastro' },
      ],
    });
    await user.type(input, '42');
    await settle();
    expect(optionNames()).toEqual(['42', '420', '4242']);
  });
});
