/**
 * A piece of the page that comes and goes (an install banner, a testimonial): the prerendered page
 * carries it `hidden`; at start it is taken out of the document, a comment keeping its place, and
 * put back while shown. What is not shown is then not in the page at all, as when React rendered
 * it conditionally: not found by its text, not read by a screen reader.
 */
export interface Slot {
  show(on: boolean): void;
  /** Back where and as it was in the markup (`hidden`), for a clean restart. */
  restore(): void;
}

export function slot(element: Element): Slot {
  const anchor = document.createComment('');
  element.replaceWith(anchor);
  element.removeAttribute('hidden');
  return {
    show(on) {
      if (on && !element.isConnected) anchor.after(element);
      else if (!on && element.isConnected) element.remove();
    },
    restore() {
      element.remove();
      element.setAttribute('hidden', '');
      anchor.replaceWith(element);
    },
  };
}

/** The elements under `root` matching `selector`. */
export const all = <T extends Element = HTMLElement>(root: ParentNode, selector: string): T[] => [
  ...root.querySelectorAll<T>(selector),
];
