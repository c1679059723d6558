/** A box's top and bottom edges, px from the top of the window. */
export interface Edges {
  top: number;
  bottom: number;
}

export interface Placement {
  /** Where the list opens: under the field or over it. */
  side: 'below' | 'above';
  /** The most the list may take there, px (it scrolls inside beyond that). */
  maxHeight: number;
}

/** Room kept between the list and the field, and between the list and the edge of what is seen. */
const GAP = 4;
const MARGIN = 8;
/** Never smaller than about two options: a list cut to nothing helps nobody. */
const MIN_HEIGHT = 96;

/**
 * Where a picker's list opens so that it can be seen (issue 39 item 4): under the field when it
 * fits there, else on the side with more room (over the field at the foot of a phone's dialog,
 * or above an on-screen keyboard), cut to that room.
 * @example
 * listPlacement({ top: 600, bottom: 644 }, { top: 16, bottom: 724 }, 230)
 * //=> { side: 'above', maxHeight: 572 }
 */
export function listPlacement(field: Edges, visible: Edges, wanted: number): Placement {
  const below = visible.bottom - field.bottom - GAP - MARGIN;
  const above = field.top - visible.top - GAP - MARGIN;
  if (wanted <= below || below >= above) {
    return { side: 'below', maxHeight: Math.max(below, MIN_HEIGHT) };
  }
  return { side: 'above', maxHeight: Math.max(above, MIN_HEIGHT) };
}

/**
 * What of `element` can be seen: the window (the visual viewport, which an on-screen keyboard
 * shortens) cut by every ancestor that scrolls or clips (a dialog that scrolls inside).
 */
export function visibleEdges(element: Element): Edges {
  const view = window.visualViewport;
  let top = view ? view.offsetTop : 0;
  let bottom = view ? view.offsetTop + view.height : window.innerHeight;
  for (let node = element.parentElement; node; node = node.parentElement) {
    const { overflowY } = getComputedStyle(node);
    if (overflowY === 'visible') continue;
    const rect = node.getBoundingClientRect();
    top = Math.max(top, rect.top);
    bottom = Math.min(bottom, rect.bottom);
  }
  return { top, bottom };
}
