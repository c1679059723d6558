/**
 * Placeholders the build writes into the prerendered pages and the server replaces on each
 * response (src/server/web.ts), so that one build serves any address and any company details.
 */
export const PAGE_PLACEHOLDERS = {
  /** The address the page was opened at, e.g. 'http://192.168.0.10:3000' (canonical, og:url). */
  origin: '__ARROBA_ORIGIN__',
  /** The company's CNPJ, e.g. '11.222.333/0001-81' (COMPANY_CNPJ). */
  cnpj: '__ARROBA_CNPJ__',
  /** The support WhatsApp number, digits only, e.g. '5534999999999' (SUPPORT_WHATSAPP). */
  whatsapp: '__ARROBA_WHATSAPP__',
  /** 'sim' while the payment sandbox takes the payments (nothing is charged), else empty. */
  demo: '__ARROBA_DEMO__',
} as const;

export type PagePlaceholder = keyof typeof PAGE_PLACEHOLDERS;
