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
  it('reads the CNPJ, the WhatsApp number and the sandbox from the meta tags', () => {
    expect(
      readPublicConfig(
        docWith({
          'arroba:cnpj': '11.222.333/0001-81',
          'arroba:whatsapp': '5511988887777',
          'arroba:demo': 'sim',
        }),
      ),
    ).toEqual({ cnpj: '11.222.333/0001-81', whatsapp: '5511988887777', demo: 'sim' });
  });

  it('reads nothing (not configured) from missing, empty or unreplaced tags', () => {
    const nothing = { ...NO_COMPANY, demo: '' };
    expect(readPublicConfig(docWith({}))).toEqual(nothing);
    expect(
      readPublicConfig(
        docWith({
          'arroba:cnpj': '__ARROBA_CNPJ__',
          'arroba:whatsapp': ' ',
          'arroba:demo': '__ARROBA_DEMO__',
        }),
      ),
    ).toEqual(nothing);
    expect(readPublicConfig(undefined)).toEqual(nothing);
  });
});
