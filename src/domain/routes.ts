import { MODULE_IDS } from './modules';

/** Every page path of the product (spec section 2); anything else is the 404 page. */
export const PAGE_PATHS: readonly string[] = [
  '/',
  '/auth',
  '/reset-password',
  '/definir-senha',
  '/termos',
  '/privacidade',
  '/pricing',
  '/dashboard',
  '/subscription',
  '/admin',
  '/fazendas',
  '/equipe',
  '/integracoes',
  '/rebanho',
  '/rebanho/novo',
  '/rebanho/precos',
  '/sanidade',
  '/reproducao',
  '/pastos',
  '/financeiro',
  ...MODULE_IDS.map((id) => `/module/${id}`),
];

/**
 * Pages with a parameter: an invitation, '/convite/:id' (the e-mail's link); an animal of the
 * herd, '/rebanho/:id' and '/rebanho/:id/editar'; the sanitary print pages (issue 26 item 7),
 * '/sanidade/brucelose' and the sheets '/sanidade/ficha/animal/:id' and '/sanidade/ficha/lote/:id';
 * a breeding season, '/reproducao/estacoes/:id', and its chute screen '…/tronco' (issue 41); a
 * paddock, '/pastos/:id' (issue 42).
 */
const PAGE_PATTERNS: readonly RegExp[] = [
  /^\/convite\/[A-Za-z0-9_-]{1,100}$/,
  /^\/rebanho\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}(\/editar)?$/i,
  /^\/reproducao\/estacoes\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}(\/tronco)?$/i,
  /^\/pastos\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i,
  /^\/sanidade\/(brucelose|ficha\/(animal|lote)\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/i,
];

/** Whether `pathname` is one of the product's pages (a trailing slash is tolerated). */
export function isPagePath(pathname: string): boolean {
  const trimmed = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return PAGE_PATHS.includes(trimmed) || PAGE_PATTERNS.some((pattern) => pattern.test(trimmed));
}

/** A record's id in a page's address: a lower-case UUID (the app never writes another). */
const RECORD_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/**
 * The params of `pathname` when it is the page `pattern` names ('/reproducao/estacoes/:id': a
 * `:name` segment stands for a record's id), else null. A pattern without one is matched whole.
 */
export function matchPagePath(pattern: string, pathname: string): Record<string, string> | null {
  const expected = pattern.split('/');
  const parts = pathname.split('/');
  if (expected.length !== parts.length) return null;
  const params: Record<string, string> = {};
  for (const [i, part] of expected.entries()) {
    const actual = parts[i]!;
    if (!part.startsWith(':')) {
      if (part !== actual) return null;
    } else if (RECORD_ID.test(actual)) params[part.slice(1)] = actual;
    else return null;
  }
  return params;
}
