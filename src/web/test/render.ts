import * as React from 'react';
import type { ReactNode } from 'react';

/**
 * A small React renderer for unit tests without a DOM (no jsdom, happy-dom or Testing Library is
 * installed): it runs the components with React's own hooks API, through the dispatcher React
 * exposes to renderers, and keeps what they render as a tree of host nodes. Tests read the tree
 * (texts, labels, attributes) and act on it the way a person does (type, click, press a key),
 * which calls the handlers React would call, bubbling as React bubbles them. Effects run after
 * each render; state set by a handler renders again before the act returns.
 *
 * What it does not do: layout, CSS, real focus moves from the browser, Suspense on promises.
 */

const ELEMENT = Symbol.for('react.transitional.element');
const LEGACY_ELEMENT = Symbol.for('react.element');
const FRAGMENT = Symbol.for('react.fragment');
const CONTEXT = Symbol.for('react.context');
const CONSUMER = Symbol.for('react.consumer');
const FORWARD_REF = Symbol.for('react.forward_ref');
const MEMO = Symbol.for('react.memo');
const PORTAL = Symbol.for('react.portal');
const PASS_THROUGH = new Set([
  FRAGMENT,
  Symbol.for('react.strict_mode'),
  Symbol.for('react.suspense'),
  Symbol.for('react.profiler'),
  Symbol.for('react.activity'),
]);

type Props = Record<string, unknown> & { children?: ReactNode };
interface Element {
  $$typeof: symbol;
  type: unknown;
  key: string | null;
  props: Props;
}
type Deps = readonly unknown[] | undefined;
interface Effect {
  create: () => void | (() => void);
  deps: Deps;
  cleanup?: void | (() => void);
  pending: boolean;
  layout: boolean;
}
interface Instance {
  hooks: unknown[];
  effects: Effect[];
}

const internals = (React as unknown as Record<string, { H: unknown }>)
  .__CLIENT_INTERNALS_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE!;

const sameDeps = (a: Deps, b: Deps) =>
  a !== undefined &&
  b !== undefined &&
  a.length === b.length &&
  a.every((v, i) => Object.is(v, b[i]));

/** A rendered host element ('input', 'button'…): its props as last rendered, and its children. */
export class HostNode {
  props: Props = {};
  children: (HostNode | string)[] = [];
  parent: HostNode | null = null;
  /** What a person typed last (an input's value), or the controlled value rendered. */
  value = '';
  constructor(
    readonly type: string,
    readonly root: Rendered,
  ) {}

  get id(): string {
    return String(this.props.id ?? '');
  }
  get name(): string {
    return String(this.props.name ?? '');
  }
  get checked(): boolean {
    return Boolean(this.props.checked);
  }
  get disabled(): boolean {
    return Boolean(this.props.disabled);
  }
  get tagName(): string {
    return this.type.toUpperCase();
  }
  get textContent(): string {
    return this.children.map((c) => (typeof c === 'string' ? c : c.textContent)).join('');
  }
  getAttribute(name: string): string | null {
    const key = name === 'class' ? 'className' : name === 'for' ? 'htmlFor' : name;
    const value = this.props[key];
    if (value === false && /^(aria|data)-/.test(name)) return 'false';
    return value === undefined || value === null || value === false ? null : String(value);
  }
  hasAttribute(name: string): boolean {
    return this.getAttribute(name) !== null;
  }
  closest(type: string): HostNode | null {
    if (this.type === type) return this;
    return this.parent ? this.parent.closest(type) : null;
  }
  focus(): void {
    this.root.focused = this;
  }
  blur(): void {
    if (this.root.focused === this) this.root.focused = null;
  }
  scrollIntoView(): void {}
  getBoundingClientRect() {
    return { top: 0, bottom: 0, left: 0, right: 0, width: 0, height: 0, x: 0, y: 0 };
  }
  querySelector(): null {
    return null;
  }
  /** Every host node under this one, depth first. */
  all(): HostNode[] {
    return this.children.flatMap((c) => (typeof c === 'string' ? [] : [c, ...c.all()]));
  }
}

/** The synthetic event handed to handlers: enough of React's for the app's code. */
export interface TestEvent {
  type: string;
  key: string;
  altKey: boolean;
  shiftKey: boolean;
  ctrlKey: boolean;
  metaKey: boolean;
  target: HostNode;
  currentTarget: HostNode;
  defaultPrevented: boolean;
  propagationStopped: boolean;
  nativeEvent: { isComposing: boolean };
  preventDefault(): void;
  stopPropagation(): void;
  isDefaultPrevented(): boolean;
  isPropagationStopped(): boolean;
  persist(): void;
}

function makeEvent(type: string, target: HostNode, extra: Partial<TestEvent> = {}): TestEvent {
  const event: TestEvent = {
    type,
    key: '',
    altKey: false,
    shiftKey: false,
    ctrlKey: false,
    metaKey: false,
    target,
    currentTarget: target,
    defaultPrevented: false,
    propagationStopped: false,
    nativeEvent: { isComposing: false },
    preventDefault() {
      event.defaultPrevented = true;
    },
    stopPropagation() {
      event.propagationStopped = true;
    },
    isDefaultPrevented: () => event.defaultPrevented,
    isPropagationStopped: () => event.propagationStopped,
    persist() {},
    ...extra,
  };
  return event;
}

export class Rendered {
  /** The host nodes at the top of the tree. */
  top: (HostNode | string)[] = [];
  focused: HostNode | null = null;
  private instances = new Map<string, Instance>();
  private hosts = new Map<string, HostNode>();
  private seen = new Set<string>();
  private contexts = new Map<unknown, unknown[]>();
  private typeIds = new WeakMap<object, number>();
  private dirty = false;
  private batching = 0;
  private rendering = false;
  private ids = 0;
  private nodes: HostNode[] | null = null;
  private types = 0;
  private unmounted = false;

  constructor(private element: ReactNode) {}

  /** The text of the whole screen, as a person reads it (no spaces added between elements). */
  get text(): string {
    return this.top.map((c) => (typeof c === 'string' ? c : c.textContent)).join('');
  }

  /** Every host node, depth first (kept until the next render). */
  all(): HostNode[] {
    this.nodes ??= this.top.flatMap((c) => (typeof c === 'string' ? [] : [c, ...c.all()]));
    return this.nodes;
  }

  /** Renders another element at the root (new props), keeping the state of what stays. */
  rerender(element: ReactNode): void {
    this.element = element;
    this.act(() => {
      this.dirty = true;
    });
  }

  /** Runs `fn` (a handler, a state change) and renders what it changed before returning. */
  act<T>(fn: () => T): T {
    this.batching++;
    try {
      return fn();
    } finally {
      this.batching--;
      if (this.batching === 0) this.flush();
    }
  }

  /** Lets promises settle (answers, awaited handlers) and renders what they changed. */
  async settle(rounds = 5): Promise<void> {
    for (let i = 0; i < rounds; i++) {
      await new Promise<void>((resolve) => setImmediate(resolve));
      this.flush();
    }
  }

  unmount(): void {
    this.unmounted = true;
    for (const path of [...this.instances.keys()]) this.drop(path);
    this.top = [];
  }

  /** Dispatches `type` at `target` and up through its parents, as React does. */
  dispatch(type: string, target: HostNode, extra: Partial<TestEvent> = {}): TestEvent {
    const handler = `on${type[0]!.toUpperCase()}${type.slice(1)}`;
    const event = makeEvent(type, target, extra);
    this.act(() => {
      for (let node: HostNode | null = target; node; node = node.parent) {
        const fn = node.props[handler];
        if (typeof fn === 'function') {
          event.currentTarget = node;
          fn(event);
          if (event.propagationStopped) break;
        }
      }
    });
    return event;
  }

  schedule(): void {
    if (this.unmounted) return;
    this.dirty = true;
    if (this.batching === 0 && !this.rendering) queueMicrotask(() => this.flush());
  }

  flush(): void {
    for (let round = 0; this.dirty && !this.rendering && !this.unmounted; round++) {
      if (round > 50) throw new Error('render loop: state keeps changing after each render');
      this.dirty = false;
      this.renderOnce();
    }
  }

  renderOnce(): void {
    this.rendering = true;
    this.nodes = null;
    const previous = internals.H;
    const effects: Effect[] = [];
    this.seen = new Set();
    try {
      this.top = this.renderChildren(this.element, '', null, effects);
    } finally {
      internals.H = previous;
      this.rendering = false;
    }
    for (const path of [...this.instances.keys()]) if (!this.seen.has(path)) this.drop(path);
    for (const path of [...this.hosts.keys()]) if (!this.seen.has(path)) this.hosts.delete(path);
    this.batching++;
    try {
      for (const layout of [true, false])
        for (const effect of effects.filter((e) => e.layout === layout && e.pending)) {
          effect.pending = false;
          if (typeof effect.cleanup === 'function') effect.cleanup();
          effect.cleanup = effect.create();
        }
    } finally {
      this.batching--;
    }
  }

  private drop(path: string) {
    const instance = this.instances.get(path);
    this.instances.delete(path);
    for (const effect of instance?.effects ?? [])
      if (typeof effect.cleanup === 'function') effect.cleanup();
  }

  private typeId(type: object): number {
    if (!this.typeIds.has(type)) this.typeIds.set(type, ++this.types);
    return this.typeIds.get(type)!;
  }

  private renderChildren(
    node: ReactNode,
    path: string,
    parent: HostNode | null,
    effects: Effect[],
  ): (HostNode | string)[] {
    if (node === null || node === undefined || typeof node === 'boolean') return [];
    if (typeof node === 'string' || typeof node === 'number' || typeof node === 'bigint')
      return [String(node)];
    if (Array.isArray(node) || (typeof node === 'object' && Symbol.iterator in node))
      return [...(node as Iterable<ReactNode>)].flatMap((child, i) => {
        const key = (child as Element | null)?.key;
        return this.renderChildren(
          child,
          `${path}/${key == null ? i : `k${key}`}`,
          parent,
          effects,
        );
      });
    const element = node as unknown as Element;
    if (element.$$typeof === PORTAL)
      return this.renderChildren(
        (node as { children?: ReactNode }).children,
        path + '/p',
        parent,
        effects,
      );
    if (element.$$typeof !== ELEMENT && element.$$typeof !== LEGACY_ELEMENT)
      throw new Error(`cannot render ${String(node)}`);
    return this.renderElement(element, path, parent, effects);
  }

  private renderElement(
    element: Element,
    path: string,
    parent: HostNode | null,
    effects: Effect[],
  ): (HostNode | string)[] {
    const { type, props } = element;
    if (typeof type === 'string') {
      const at = `${path}<${type}`;
      this.seen.add(at);
      let host = this.hosts.get(at);
      if (!host) {
        host = new HostNode(type, this);
        this.hosts.set(at, host);
      }
      host.props = props;
      host.parent = parent;
      if (props.value !== undefined) host.value = String(props.value);
      else if (props.defaultValue !== undefined && !host.value)
        host.value = String(props.defaultValue);
      host.children =
        props.dangerouslySetInnerHTML !== undefined
          ? []
          : this.renderChildren(props.children, at, host, effects);
      const ref = props.ref as ((node: HostNode) => void) | { current: unknown } | undefined;
      if (typeof ref === 'function') ref(host);
      else if (ref && typeof ref === 'object') ref.current = host;
      return [host];
    }
    if (typeof type === 'symbol') {
      if (PASS_THROUGH.has(type)) return this.renderChildren(props.children, path, parent, effects);
      throw new Error(`cannot render ${String(type)}`);
    }
    const typed = type as {
      $$typeof?: symbol;
      render?: unknown;
      type?: unknown;
      _context?: unknown;
    };
    if (typed.$$typeof === CONTEXT) {
      const stack = this.contexts.get(type) ?? [];
      this.contexts.set(type, stack);
      stack.push(props.value);
      try {
        return this.renderChildren(props.children, path + '/c', parent, effects);
      } finally {
        stack.pop();
      }
    }
    if (typed.$$typeof === CONSUMER) {
      const render = props.children as unknown as (value: unknown) => ReactNode;
      return this.renderChildren(
        render(this.readContext(typed._context)),
        path + '/u',
        parent,
        effects,
      );
    }
    if (typed.$$typeof === MEMO)
      return this.renderElement({ ...element, type: typed.type }, path, parent, effects);
    const at = `${path}#${this.typeId(type as object)}`;
    const call =
      typed.$$typeof === FORWARD_REF
        ? () => (typed.render as (p: Props, r: unknown) => ReactNode)(props, props.ref ?? null)
        : () => (type as (p: Props) => ReactNode)(props);
    if (
      typeof type === 'function' &&
      (type as { prototype?: { isReactComponent?: unknown } }).prototype?.isReactComponent
    )
      throw new Error('class components are not supported by the test renderer');
    this.seen.add(at);
    const own: Effect[] = [];
    const output = this.callWithHooks(at, call, own);
    const children = this.renderChildren(output, at, parent, effects);
    effects.push(...own);
    return children;
  }

  private readContext(context: unknown): unknown {
    const stack = this.contexts.get(context);
    return stack?.length ? stack.at(-1) : (context as { _currentValue: unknown })._currentValue;
  }

  private callWithHooks(path: string, call: () => ReactNode, effects: Effect[]): ReactNode {
    let instance = this.instances.get(path);
    const mounting = !instance;
    if (!instance) {
      instance = { hooks: [], effects: [] };
      this.instances.set(path, instance);
    }
    const inst = instance;
    let index = 0;
    const slot = <T>(init: () => T): { value: T } => {
      const i = index++;
      if (mounting || i >= inst.hooks.length) inst.hooks[i] = { value: init() };
      return inst.hooks[i] as { value: T };
    };
    const effect = (layout: boolean) => (create: Effect['create'], deps?: Deps) => {
      const cell = slot<Effect>(() => {
        const e: Effect = { create, deps, pending: true, layout };
        inst.effects.push(e);
        return e;
      }).value;
      if (!cell.pending && !sameDeps(cell.deps, deps)) cell.pending = true;
      cell.create = create;
      cell.deps = deps;
      if (cell.pending) effects.push(cell);
    };
    const memo = <T>(create: () => T, deps: Deps): T => {
      const cell = slot(() => ({ result: create(), deps })).value;
      if (!sameDeps(cell.deps, deps)) {
        cell.result = create();
        cell.deps = deps;
      }
      return cell.result;
    };
    const reducer = <S, A>(reduce: (state: S, action: A) => S, initial: S) => {
      const cell = slot(() => {
        const state = { current: initial, dispatch: (_: A) => {} };
        state.dispatch = (action: A) => {
          const next = reduce(state.current, action);
          if (Object.is(next, state.current)) return;
          state.current = next;
          this.schedule();
        };
        return state;
      }).value;
      return [cell.current, cell.dispatch] as const;
    };
    const useState = <S>(initial: S | (() => S)) =>
      reducer<S, S | ((s: S) => S)>(
        (state, action) => (typeof action === 'function' ? (action as (s: S) => S)(state) : action),
        slot(() => (typeof initial === 'function' ? (initial as () => S)() : initial)).value,
      );
    const readContext = (context: unknown) => this.readContext(context);
    const dispatcher = {
      readContext,
      useContext: readContext,
      use: (usable: unknown) => {
        const u = usable as { $$typeof?: symbol; status?: string; value?: unknown };
        if (u.$$typeof === CONTEXT) return readContext(usable);
        if (u.status === 'fulfilled') return u.value;
        throw new Error('use(promise) is not supported by the test renderer');
      },
      useState,
      useReducer: <S, A, I>(reduce: (s: S, a: A) => S, arg: I, init?: (i: I) => S) => {
        const initial = slot(() => (init ? init(arg) : (arg as unknown as S))).value;
        return reducer(reduce, initial);
      },
      useRef: <T>(initial: T) => slot(() => ({ current: initial })).value,
      useMemo: memo,
      useCallback: <T>(fn: T, deps: Deps) => memo(() => fn, deps),
      useEffect: effect(false),
      useLayoutEffect: effect(true),
      useInsertionEffect: effect(true),
      useImperativeHandle: (ref: unknown, create: () => unknown, deps?: Deps) =>
        effect(true)(() => {
          if (typeof ref === 'function') ref(create());
          else if (ref) (ref as { current: unknown }).current = create();
        }, deps),
      useId: () => slot(() => `«t${this.ids++}»`).value,
      useDebugValue: () => {},
      useTransition: () => [false, (fn: () => void) => fn()] as const,
      useDeferredValue: <T>(value: T) => value,
      useOptimistic: <T>(value: T) => [value, () => {}] as const,
      useEffectEvent: <F extends (...args: never[]) => unknown>(fn: F) => {
        const latest = slot(() => ({ fn })).value;
        latest.fn = fn;
        return ((...args: never[]) => latest.fn(...args)) as F;
      },
      useSyncExternalStore: <T>(
        subscribe: (cb: () => void) => () => void,
        getSnapshot: () => T,
      ) => {
        const snapshot = getSnapshot();
        const cell = slot(() => ({ snapshot, getSnapshot })).value;
        cell.snapshot = snapshot;
        cell.getSnapshot = getSnapshot;
        effect(true)(
          () =>
            subscribe(() => {
              if (!Object.is(cell.getSnapshot(), cell.snapshot)) this.schedule();
            }),
          [subscribe],
        );
        return snapshot;
      },
      useMemoCache: (size: number) =>
        slot(() => Array(size).fill(Symbol.for('react.memo_cache_sentinel'))).value,
    };
    internals.H = dispatcher;
    return call();
  }
}

let last: Rendered | null = null;

/** The screen rendered last (what `document` shows in ./browser). */
export function lastRendered(): Rendered | null {
  return last;
}

/** Renders `element` and runs its effects. */
export function render(element: ReactNode): Rendered {
  const rendered = new Rendered(element);
  last = rendered;
  rendered.rerender(element);
  return rendered;
}
