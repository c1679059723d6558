import type { ReactNode } from 'react';

/** What the test renderer (./render) needs of the tree it keeps: its focus. */
export interface HostRoot {
  focused: HostNode | null;
}

export type Props = Record<string, unknown> & { children?: ReactNode };

/** A rendered host element ('input', 'button'…): its props as last rendered, and its children. */
export class HostNode {
  props: Props = {};
  children: (HostNode | string)[] = [];
  parent: HostNode | null = null;
  /** What a person typed last (an input's value), or the controlled value rendered. */
  value = '';
  constructor(
    readonly type: string,
    readonly root: HostRoot & { all(): HostNode[] },
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

export function makeEvent(
  type: string,
  target: HostNode,
  extra: Partial<TestEvent> = {},
): TestEvent {
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
