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

/** `path?a=1&b=2`, leaving out the empty values (a list's filters and its page cursor). */
export function withQuery(path: string, params: Record<string, string | null | undefined>) {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) if (value) search.set(key, value);
  const text = search.toString();
  return text ? `${path}?${text}` : path;
}
