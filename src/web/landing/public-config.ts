// Stub until the landing branch lands.
import { DEFAULT_COMPANY } from '@/content/landing';
export interface PublicConfig {
  cnpj: string;
  whatsapp: string;
}
export function readPublicConfig(doc: Document = document): PublicConfig {
  const read = (name: string, fallback: string) => {
    const value = doc.querySelector<HTMLMetaElement>(`meta[name="${name}"]`)?.content;
    return value && !value.startsWith('__') ? value : fallback;
  };
  return {
    cnpj: read('arroba:cnpj', DEFAULT_COMPANY.cnpj),
    whatsapp: read('arroba:whatsapp', DEFAULT_COMPANY.whatsapp),
  };
}
