import { NO_COMPANY } from '../../content/landing';

/** What the deployment tells the landing page about the company, through <meta> tags. */
export interface PublicConfig {
  cnpj: string;
  whatsapp: string;
}

/**
 * Reads `<meta name="arroba:cnpj">` and `<meta name="arroba:whatsapp">`. A missing tag, an empty
 * one, or one still holding the server's placeholder token ('__…') reads empty: not configured.
 */
export function readPublicConfig(
  doc: Document | undefined = typeof document === 'undefined' ? undefined : document,
): PublicConfig {
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
