import { describe, expect, it } from 'vitest';
import { NO_COMPANY } from '../../content/landing';
import { readPublicConfig } from './public-config';

/** Just enough of a Document for readPublicConfig: its <meta name content> tags. */
function docWith(meta: Record<string, string>): Document {
  return {
    querySelector: (selector: string) => {
      const name = /name="([^"]+)"/.exec(selector)?.[1] ?? '';
      return name in meta ? { getAttribute: () => meta[name] } : null;
    },
  } as unknown as Document;
}

describe('readPublicConfig', () => {
  it('reads the CNPJ and WhatsApp number from the meta tags', () => {
    expect(
      readPublicConfig(
        docWith({ 'arroba:cnpj': '11.222.333/0001-81', 'arroba:whatsapp': '5511988887777' }),
      ),
    ).toEqual({ cnpj: '11.222.333/0001-81', whatsapp: '5511988887777' });
  });

  it('reads nothing (not configured) from missing, empty or unreplaced tags', () => {
    expect(readPublicConfig(docWith({}))).toEqual(NO_COMPANY);
    expect(
      readPublicConfig(docWith({ 'arroba:cnpj': '__ARROBA_CNPJ__', 'arroba:whatsapp': ' ' })),
    ).toEqual(NO_COMPANY);
    expect(readPublicConfig(undefined)).toEqual(NO_COMPANY);
  });
});
