import { NO_COMPANY } from '../../content/landing';

/** What the deployment tells the pages, through <meta> tags: the company, the sandbox. */
export interface PublicConfig {
  cnpj: string;
  whatsapp: string;
  /** Non-empty while the payment sandbox takes the payments: nothing is charged (decision 012). */
  demo: string;
}

/** What a page rendered on the server reads instead of the meta tags (setServerPublicConfig). */
let onServer: PublicConfig | undefined;

/**
 * The deployment's values from `value` of each: an empty one, or one still holding the server's
 * placeholder token ('__…'), reads empty (not configured).
 */
function configured(value: (name: keyof PublicConfig) => string | null | undefined): PublicConfig {
  const read = (name: keyof PublicConfig) => {
    const trimmed = value(name)?.trim();
    return trimmed && !trimmed.startsWith('__') ? trimmed : '';
  };
  return {
    cnpj: read('cnpj') || NO_COMPANY.cnpj,
    whatsapp: read('whatsapp') || NO_COMPANY.whatsapp,
    demo: read('demo'),
  };
}

/**
 * The server renders a page with a producer's data (decision 052) without a document: it says
 * here what the page's meta tags will hold, so that the page reads the same on both sides.
 */
export function setServerPublicConfig(config: Partial<PublicConfig>): void {
  onServer = configured((name) => config[name]);
}

/**
 * Reads `<meta name="arroba:cnpj">`, `arroba:whatsapp` and `arroba:demo`. A missing tag, an empty
 * one, or one still holding the server's placeholder token ('__…') reads empty: not configured.
 */
export function readPublicConfig(
  doc: Document | undefined = typeof document === 'undefined' ? undefined : document,
): PublicConfig {
  if (!doc && onServer) return onServer;
  return configured((name) =>
    doc?.querySelector(`meta[name="arroba:${name}"]`)?.getAttribute('content'),
  );
}
