import { useMemo, useRef } from 'react';

/**
 * Which fields of a form the person has edited since its values were last set as a whole (opened,
 * loaded, saved): the one rule by which a value that arrives later — the last closing of the
 * monthly control, a year's events, an animal's last lot — fills a field only when the person has
 * not typed in it (issue 39 item 4). A ref, not state: an answer that arrives between a keystroke
 * and the render that follows it reads the keystroke.
 */
export interface TouchedFields {
  /** The person edited `path`. */
  touch(path: string): void;
  /** Whether the person edited `path` since it was last set for them. */
  has(path: string): boolean;
  /** Forgets the edits of `paths` (all of them when absent): their values are the form's again. */
  forget(paths?: readonly string[]): void;
}

export function useTouchedFields(): TouchedFields {
  const touched = useRef(new Set<string>());
  return useMemo(
    () => ({
      touch: (path) => void touched.current.add(path),
      has: (path) => touched.current.has(path),
      forget: (paths) => {
        if (!paths) touched.current.clear();
        else for (const path of paths) touched.current.delete(path);
      },
    }),
    [],
  );
}

/**
 * The values of `suggested` whose fields the person has not edited: what a late suggestion may
 * put in the form.
 * @example
 * untouchedOf({ initialQuantity: '1.200', purchases: '3' }, { has: (p) => p === 'initialQuantity' })
 * //=> { purchases: '3' }
 */
export function untouchedOf(
  suggested: Readonly<Record<string, string>>,
  touched: Pick<TouchedFields, 'has'>,
): Record<string, string> {
  return Object.fromEntries(Object.entries(suggested).filter(([path]) => !touched.has(path)));
}
