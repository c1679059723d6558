import type { ReactNode } from 'react';
import { HostNode, render, type Rendered, type TestEvent } from './render';

/**
 * How a test finds things on a screen rendered by ./render and acts on them as a person would:
 * by the label of a field, the name of a button, a text. Texts are compared whitespace-collapsed.
 */

const squash = (text: string) => text.replace(/\s+/g, ' ').trim();
const matches = (text: string, wanted: string | RegExp) =>
  typeof wanted === 'string' ? squash(text) === squash(wanted) : wanted.test(squash(text));

/** The accessible name of a node: aria-label, aria-labelledby, its label, or its text. */
export function nameOf(node: HostNode): string {
  const label = node.getAttribute('aria-label');
  if (label) return label;
  const labelledBy = node.getAttribute('aria-labelledby');
  const root = node.root;
  if (labelledBy)
    return labelledBy
      .split(' ')
      .map((id) => root.all().find((n) => n.id === id)?.textContent ?? '')
      .join(' ');
  if (node.id) {
    const tied = root.all().find((n) => n.type === 'label' && n.props.htmlFor === node.id);
    if (tied) return tied.textContent;
  }
  return node.textContent;
}

const IMPLICIT_ROLES: Record<string, string> = {
  button: 'button',
  a: 'link',
  form: 'form',
  ul: 'list',
  ol: 'list',
  li: 'listitem',
  table: 'table',
  tr: 'row',
  th: 'columnheader',
  td: 'cell',
  h1: 'heading',
  h2: 'heading',
  h3: 'heading',
  h4: 'heading',
  textarea: 'textbox',
  select: 'combobox',
  section: 'region',
  dialog: 'dialog',
  nav: 'navigation',
};

export function roleOf(node: HostNode): string | undefined {
  const role = node.getAttribute('role');
  if (role) return role;
  if (node.type === 'input') {
    const type = String(node.props.type ?? 'text');
    if (type === 'checkbox' || type === 'radio') return type;
    if (type === 'hidden') return undefined;
    return 'textbox';
  }
  return IMPLICIT_ROLES[node.type];
}

export interface Screen {
  rendered: Rendered;
  /** The whole screen's text, whitespace-collapsed. */
  readonly text: string;
  all(): HostNode[];
  /** The field labelled `label` (a <label htmlFor>, or aria-label). */
  field(label: string | RegExp): HostNode;
  queryField(label: string | RegExp): HostNode | undefined;
  /** Nodes of `role`, optionally with the accessible name `name`. */
  allByRole(role: string, name?: string | RegExp): HostNode[];
  byRole(role: string, name?: string | RegExp): HostNode;
  queryByRole(role: string, name?: string | RegExp): HostNode | undefined;
  /** The innermost node whose text is `text`. */
  byText(text: string | RegExp): HostNode;
  queryByText(text: string | RegExp): HostNode | undefined;
  byId(id: string): HostNode;
  /** Types `text` into `node` (the whole value, as after a paste). */
  type(node: HostNode, text: string): void;
  /** Focuses `node` (onFocus). */
  focus(node: HostNode): void;
  /** Leaves `node` (onBlur, with its current value). */
  blur(node: HostNode): void;
  /** Types `text` and leaves the field. */
  fill(node: HostNode, text: string): void;
  /** Clicks `node`: onClick, then a submit button submits its form. */
  click(node: HostNode): void;
  /** Presses `key` on `node`: onKeyDown; Enter in a text input submits its form. */
  press(node: HostNode, key: string, extra?: Partial<TestEvent>): TestEvent;
  /** Submits the form `node` is (or sits in). */
  submit(node: HostNode): TestEvent;
  /** Lets promises settle and renders what they changed. */
  settle(): Promise<void>;
  rerender(element: ReactNode): void;
  unmount(): void;
}

function one<T>(found: T[], what: string): T {
  if (found.length !== 1) throw new Error(`expected one ${what}, found ${found.length}`);
  return found[0]!;
}

export function screenOf(rendered: Rendered): Screen {
  const all = () => rendered.all();
  const fieldsLabelled = (label: string | RegExp) => {
    const byLabel = all()
      .filter((n) => n.type === 'label' && matches(n.textContent, label))
      .flatMap((l) =>
        l.props.htmlFor
          ? all().filter((n) => n.id === l.props.htmlFor && n.type !== 'label')
          : l.all().filter((n) => ['input', 'select', 'textarea'].includes(n.type)),
      );
    const byAria = all().filter((n) => {
      const aria = n.getAttribute('aria-label');
      return aria !== null && n.type !== 'button' && matches(aria, label);
    });
    return [...new Set([...byLabel, ...byAria])];
  };
  const allByRole = (role: string, name?: string | RegExp) =>
    all().filter((n) => roleOf(n) === role && (name === undefined || matches(nameOf(n), name)));
  const allByText = (text: string | RegExp) => {
    const hits = all().filter((n) => matches(n.textContent, text));
    return hits.filter((n) => !hits.some((other) => other !== n && other.parent === n));
  };
  const change = (node: HostNode, text: string) => {
    node.value = text;
    rendered.dispatch('change', node);
  };
  const submit = (node: HostNode) => {
    const form = node.closest('form');
    if (!form) throw new Error('not in a form');
    return rendered.dispatch('submit', form);
  };
  const screen: Screen = {
    rendered,
    get text() {
      return squash(rendered.text);
    },
    all,
    field: (label) => one(fieldsLabelled(label), `field labelled ${String(label)}`),
    queryField: (label) => fieldsLabelled(label)[0],
    allByRole,
    byRole: (role, name) => one(allByRole(role, name), `${role} ${String(name ?? '')}`),
    queryByRole: (role, name) => allByRole(role, name)[0],
    byText: (text) => one(allByText(text), `text ${String(text)}`),
    queryByText: (text) => allByText(text)[0],
    byId: (id) =>
      one(
        all().filter((n) => n.id === id),
        `#${id}`,
      ),
    type: (node, text) => change(node, text),
    focus: (node) => {
      node.focus();
      rendered.dispatch('focus', node);
    },
    blur: (node) => {
      node.blur();
      rendered.dispatch('blur', node);
    },
    fill: (node, text) => {
      screen.focus(node);
      change(node, text);
      screen.blur(node);
    },
    click: (node) => {
      if (node.disabled) return;
      const event = rendered.dispatch('click', node);
      const button = node.closest('button');
      if (!event.defaultPrevented && button && (button.props.type ?? 'submit') === 'submit') {
        const formId = button.props.form as string | undefined;
        const form = formId ? all().find((n) => n.id === formId) : button.closest('form');
        if (form) rendered.dispatch('submit', form);
      }
    },
    press: (node, key, extra) => {
      const event = rendered.dispatch('keyDown', node, { key, ...extra });
      const textual =
        node.type === 'input' && !['checkbox', 'radio'].includes(String(node.props.type));
      if (!event.defaultPrevented && key === 'Enter' && textual && node.closest('form'))
        submit(node);
      return event;
    },
    submit,
    settle: () => rendered.settle(),
    rerender: (element) => rendered.rerender(element),
    unmount: () => rendered.unmount(),
  };
  return screen;
}

/** Renders `element` for a test: the screen to read and act on. */
export function renderScreen(element: ReactNode): Screen {
  return screenOf(render(element));
}

/** The figure shown under the label `label` in a result card (the value's text), or undefined. */
export function figure(screen: Screen, label: string): string | undefined {
  const title = screen.all().find((n) => n.type === 'p' && squash(n.textContent) === label);
  const cells = title?.parent?.children.filter((c): c is HostNode => typeof c !== 'string') ?? [];
  const value = cells[cells.indexOf(title!) + 1];
  return value && squash(value.textContent);
}

/** Types each value into the field of that label. */
export function typeAll(screen: Screen, values: Record<string, string>): void {
  for (const [label, text] of Object.entries(values)) screen.type(screen.field(label), text);
}
