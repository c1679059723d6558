import * as React from 'react';
import type { ReactNode } from 'react';
import { hooksOf, type Effect, type Instance } from './hooks';
import { HostNode, makeEvent, type Props, type TestEvent } from './host-node';

export { HostNode, type TestEvent } from './host-node';

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

interface Element {
  $$typeof: symbol;
  type: unknown;
  key: string | null;
  props: Props;
}
const internals = (React as unknown as Record<string, { H: unknown }>)
  .__CLIENT_INTERNALS_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE!;

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
    internals.H = hooksOf(inst, mounting, effects, {
      schedule: () => this.schedule(),
      readContext: (context) => this.readContext(context),
      nextId: () => `«t${this.ids++}»`,
    });
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
