import { NO_COMPANY } from '../../content/landing';

/** What the deployment tells the landing page about the company, through <meta> tags. */
export interface PublicConfig {
  cnpj: string;
  whatsapp: string;
}

/** What a page rendered on the server reads instead of the meta tags (setServerPublicConfig). */
let onServer: PublicConfig | undefined;

/**
 * The server renders a page with a producer's data (decision 052) without a document: it says
 * here what the page's meta tags will hold, so that the page reads the same on both sides.
 */
export function setServerPublicConfig(config: PublicConfig): void {
  const read = (value: string, fallback: string) => {
    const trimmed = value.trim();
    return trimmed && !trimmed.startsWith('__') ? trimmed : fallback;
  };
  onServer = {
    cnpj: read(config.cnpj, NO_COMPANY.cnpj),
    whatsapp: read(config.whatsapp, NO_COMPANY.whatsapp),
  };
}

/**
 * Reads `<meta name="arroba:cnpj">` and `<meta name="arroba:whatsapp">`. A missing tag, an empty
 * one, or one still holding the server's placeholder token ('__…') reads empty: not configured.
 */
export function readPublicConfig(
  doc: Document | undefined = typeof document === 'undefined' ? undefined : document,
): PublicConfig {
  if (!doc && onServer) return onServer;
  const read = (name: string, fallback: string) => {
    const content = doc?.querySelector(`meta[name="arroba:${name}"]`)?.getAttribute('content');
    const value = content?.trim();
    return value && !value.startsWith('__') ? value : fallback;
  };
  return {
    cnpj: read('cnpj', NO_COMPANY.cnpj),
    whatsapp: read('whatsapp', NO_COMPANY.whatsapp),
  };
}
