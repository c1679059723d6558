/**
 * The hooks of one component of the test renderer (./render): React's hooks API over the
 * component's slots, in call order, as React keeps them. Effects due after this render are
 * pushed to `effects`; a state change asks `env` for another render.
 */
const CONTEXT = Symbol.for('react.context');

export type Deps = readonly unknown[] | undefined;
export interface Effect {
  create: () => void | (() => void);
  deps: Deps;
  cleanup?: void | (() => void);
  pending: boolean;
  layout: boolean;
}
export interface Instance {
  hooks: unknown[];
  effects: Effect[];
}

const sameDeps = (a: Deps, b: Deps) =>
  a !== undefined &&
  b !== undefined &&
  a.length === b.length &&
  a.every((v, i) => Object.is(v, b[i]));

export interface HooksEnv {
  schedule(): void;
  readContext(context: unknown): unknown;
  nextId(): string;
}

export function hooksOf(inst: Instance, mounting: boolean, effects: Effect[], env: HooksEnv) {
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
        env.schedule();
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
  const readContext = (context: unknown) => env.readContext(context);
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
    useId: () => slot(() => env.nextId()).value,
    useDebugValue: () => {},
    useTransition: () => [false, (fn: () => void) => fn()] as const,
    useDeferredValue: <T>(value: T) => value,
    useOptimistic: <T>(value: T) => [value, () => {}] as const,
    useEffectEvent: <F extends (...args: never[]) => unknown>(fn: F) => {
      const latest = slot(() => ({ fn })).value;
      latest.fn = fn;
      return ((...args: never[]) => latest.fn(...args)) as F;
    },
    useSyncExternalStore: <T>(subscribe: (cb: () => void) => () => void, getSnapshot: () => T) => {
      const snapshot = getSnapshot();
      const cell = slot(() => ({ snapshot, getSnapshot })).value;
      cell.snapshot = snapshot;
      cell.getSnapshot = getSnapshot;
      effect(true)(
        () =>
          subscribe(() => {
            if (!Object.is(cell.getSnapshot(), cell.snapshot)) env.schedule();
          }),
        [subscribe],
      );
      return snapshot;
    },
    useMemoCache: (size: number) =>
      slot(() => Array(size).fill(Symbol.for('react.memo_cache_sentinel'))).value,
  };
  return dispatcher;
}
