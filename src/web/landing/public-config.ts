import { NO_COMPANY } from '../../content/landing';

/** What the deployment tells the landing page about the company, through <meta> tags. */
export interface PublicConfig {
  cnpj: string;
  whatsapp: string;
}

/** What a page rendered on the server reads instead of the meta tags (setServerPublicConfig). */
let onServer: PublicConfig | undefined;

/**
 * The company's details from `value` of each: an empty one, or one still holding the server's
 * placeholder token ('__…'), reads empty (not configured).
 */
function configured(value: (name: keyof PublicConfig) => string | null | undefined): PublicConfig {
  const read = (name: keyof PublicConfig) => {
    const trimmed = value(name)?.trim();
    return trimmed && !trimmed.startsWith('__') ? trimmed : NO_COMPANY[name];
  };
  return { cnpj: read('cnpj'), whatsapp: read('whatsapp') };
}

/**
 * The server renders a page with a producer's data (decision 052) without a document: it says
 * here what the page's meta tags will hold, so that the page reads the same on both sides.
 */
export function setServerPublicConfig(config: PublicConfig): void {
  onServer = configured((name) => config[name]);
}

/**
 * Reads `<meta name="arroba:cnpj">` and `<meta name="arroba:whatsapp">`. A missing tag, an empty
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
