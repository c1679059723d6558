import { MODULE_IDS } from './modules';

/** Every page path of the product (spec section 2); anything else is the 404 page. */
export const PAGE_PATHS: readonly string[] = [
  '/',
  '/auth',
  '/reset-password',
  '/pricing',
  '/dashboard',
  '/subscription',
  '/admin',
  ...MODULE_IDS.map((id) => `/module/${id}`),
];

/** Whether `pathname` is one of the product's pages (a trailing slash is tolerated). */
export function isPagePath(pathname: string): boolean {
  const trimmed = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return PAGE_PATHS.includes(trimmed);
}
