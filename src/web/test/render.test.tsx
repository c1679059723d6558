import {
  createContext,
  memo,
  useContext,
  useEffect,
  useLayoutEffect,
  useMemo,
  useReducer,
  useRef,
  useState,
  forwardRef,
  type ReactNode,
} from 'react';
import { describe, expect, it } from 'vitest';
import { renderHook } from './hook';
import { render } from './render';
import { renderScreen } from './screen';

/* The test renderer behaves as React does where the web's tests lean on it. */

describe('the test renderer', () => {
  it('keeps state across renders and renders again after a handler sets it', () => {
    function Counter() {
      const [count, setCount] = useState(0);
      return (
        <button type="button" onClick={() => setCount((c) => c + 1)}>
          Cliques: {count}
        </button>
      );
    }
    const screen = renderScreen(<Counter />);
    const button = screen.byRole('button');
    screen.click(button);
    screen.click(button);
    expect(screen.text).toBe('Cliques: 2');
  });

  it('batches the state set in one handler into one render', () => {
    let renders = 0;
    function Pair() {
      const [a, setA] = useState(0);
      const [b, setB] = useState(0);
      renders++;
      return (
        <button type="button" onClick={() => (setA(1), setB(2))}>
          {a + b}
        </button>
      );
    }
    const screen = renderScreen(<Pair />);
    screen.click(screen.byRole('button'));
    expect(screen.text).toBe('3');
    expect(renders).toBe(2);
  });

  it('runs layout effects before effects, children before parents, and cleanups on change and unmount', () => {
    const log: string[] = [];
    function Child({ n }: { n: number }) {
      useEffect(() => {
        log.push(`child effect ${n}`);
        return () => void log.push(`child cleanup ${n}`);
      }, [n]);
      return null;
    }
    function Parent({ n }: { n: number }) {
      useLayoutEffect(() => void log.push('parent layout'), []);
      useEffect(() => void log.push('parent effect'), []);
      return <Child n={n} />;
    }
    const rendered = render(<Parent n={1} />);
    expect(log).toEqual(['parent layout', 'child effect 1', 'parent effect']);
    log.length = 0;
    rendered.rerender(<Parent n={2} />);
    expect(log).toEqual(['child cleanup 1', 'child effect 2']);
    log.length = 0;
    rendered.unmount();
    expect(log).toEqual(['child cleanup 2']);
  });

  it('drops the state of a component that leaves the tree', () => {
    function Field() {
      const [text, setText] = useState('');
      return <input aria-label="Nome" value={text} onChange={(e) => setText(e.target.value)} />;
    }
    const screen = renderScreen(<Field />);
    screen.type(screen.field('Nome'), 'Mimosa');
    expect(screen.field('Nome').value).toBe('Mimosa');
    screen.rerender(null);
    screen.rerender(<Field />);
    expect(screen.field('Nome').value).toBe('');
  });

  it('keeps keyed children with their state when the list is reordered', () => {
    function Item({ label }: { label: string }) {
      const [mark] = useState(() => `${label}*`);
      return <li>{mark}</li>;
    }
    const list = (labels: string[]) => (
      <ul>
        {labels.map((label) => (
          <Item key={label} label={label} />
        ))}
      </ul>
    );
    const screen = renderScreen(list(['a', 'b']));
    screen.rerender(list(['b', 'a']));
    expect(screen.allByRole('listitem').map((li) => li.textContent)).toEqual(['b*', 'a*']);
  });

  it('reads the nearest provider, or the default', () => {
    const Theme = createContext('claro');
    function Show() {
      return <span>{useContext(Theme)}</span>;
    }
    const screen = renderScreen(
      <>
        <Show />
        <Theme value="escuro">
          <Show />
          <Theme.Provider value="verde">
            <Show />
          </Theme.Provider>
        </Theme>
      </>,
    );
    expect(screen.text).toBe('claroescuroverde');
  });

  it('renders memo and forwardRef components, and hands host nodes to refs', () => {
    const Shown = memo(function Shown({ children }: { children: ReactNode }) {
      return <p>{children}</p>;
    });
    const Input = forwardRef<{ value: string } | null, { id: string }>(function Input(props, ref) {
      return <input id={props.id} ref={ref as never} />;
    });
    function Form() {
      const ref = useRef<{ value: string } | null>(null);
      const [seen, setSeen] = useState('');
      useEffect(() => setSeen(ref.current ? 'ligado' : 'solto'), []);
      return (
        <>
          <Input id="x" ref={ref} />
          <Shown>{seen}</Shown>
        </>
      );
    }
    expect(renderScreen(<Form />).text).toBe('ligado');
  });

  it('recomputes a memo only when its dependencies change, and reduces actions', () => {
    let computed = 0;
    const hook = renderHook(() => {
      const [state, dispatch] = useReducer((n: number, by: number) => n + by, 10);
      const [other, setOther] = useState(0);
      const double = useMemo(() => (computed++, state * 2), [state]);
      return { state, dispatch, double, other, setOther };
    });
    hook.act((h) => h.setOther(1));
    expect(computed).toBe(1);
    hook.act((h) => h.dispatch(5));
    expect(hook.current).toMatchObject({ state: 15, double: 30, other: 1 });
    expect(computed).toBe(2);
  });

  it('renders state set after a promise once the promises settle', async () => {
    function Later() {
      const [text, setText] = useState('carregando');
      useEffect(() => void Promise.resolve('pronto').then(setText), []);
      return <p>{text}</p>;
    }
    const screen = renderScreen(<Later />);
    expect(screen.text).toBe('carregando');
    await screen.settle();
    expect(screen.text).toBe('pronto');
  });

  it('bubbles events to the parents, submits a form from its button and from Enter', () => {
    const log: string[] = [];
    const screen = renderScreen(
      <form
        onSubmit={(e) => {
          e.preventDefault();
          log.push('submit');
        }}
        onClick={() => log.push('form click')}
      >
        <input aria-label="Brinco" onKeyDown={(e) => log.push(`key ${e.key}`)} />
        <button type="submit">Salvar</button>
        <button type="button">Outro</button>
      </form>,
    );
    screen.click(screen.byRole('button', 'Salvar'));
    screen.click(screen.byRole('button', 'Outro'));
    screen.press(screen.field('Brinco'), 'Enter');
    expect(log).toEqual(['form click', 'submit', 'form click', 'key Enter', 'submit']);
  });

  it('stops bubbling where a handler says so and never clicks a disabled button', () => {
    const log: string[] = [];
    const screen = renderScreen(
      <div onClick={() => log.push('outside')}>
        <button type="button" onClick={(e) => (e.stopPropagation(), log.push('inside'))}>
          Parar
        </button>
        <button type="button" disabled onClick={() => log.push('disabled')}>
          Desligado
        </button>
      </div>,
    );
    screen.click(screen.byRole('button', 'Parar'));
    screen.click(screen.byRole('button', 'Desligado'));
    expect(log).toEqual(['inside']);
  });
});

describe('the test renderer, with components swapped in place', () => {
  it('gives a component that replaces another at the same place a state of its own', () => {
    function A() {
      const [text] = useState('de A');
      return <p>{text}</p>;
    }
    function B() {
      const [text] = useState('de B');
      return <p>{text}</p>;
    }
    const screen = renderScreen(<A />);
    screen.rerender(<B />);
    expect(screen.text).toBe('de B');
  });
});
