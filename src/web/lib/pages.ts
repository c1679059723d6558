import type { InfiniteData } from '@tanstack/react-query';

/*
 * Helpers of the lists read a page at a time from the server (decision 032).
 */

/** `path?limit=<limit>[&before=<before>]`: one page of a list, after `before` when given. */
export function pageUrl(path: string, limit: number, before: string | number | null): string {
  const query = new URLSearchParams({ limit: String(limit) });
  if (before !== null) query.set('before', String(before));
  return `${path}?${query}`;
}

/** The pages read so far without the row `id` (gone at once, before the list is read again). */
export function withoutRow<P extends { items: { id: string }[] }>(
  data: InfiniteData<P> | undefined,
  id: string,
): InfiniteData<P> | undefined {
  return (
    data && {
      ...data,
      pages: data.pages.map((page) => ({ ...page, items: page.items.filter((r) => r.id !== id) })),
    }
  );
}
