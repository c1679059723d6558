import { describe, expect, it } from 'vitest';
import { NO_COMPANY, FAQ, SUPPORT_MESSAGE, TESTIMONIALS, whatsappLink } from './landing';
import { PAGE_PLACEHOLDERS } from './placeholders';

describe('landing content', () => {
  it('has no placeholder company numbers: without configuration they are empty', () => {
    expect(NO_COMPANY).toEqual({ cnpj: '', whatsapp: '' });
  });

  it('builds the WhatsApp chat link from the digits, with the support message', () => {
    expect(whatsappLink('+55 (34) 99999-9999')).toBe(
      `https://wa.me/5534999999999?text=${encodeURIComponent(SUPPORT_MESSAGE)}`,
    );
    expect(whatsappLink('5534999999999', 'Oi & tchau')).toBe(
      'https://wa.me/5534999999999?text=Oi%20%26%20tchau',
    );
    // The prerender's placeholder stays for the server to fill in.
    expect(whatsappLink(PAGE_PLACEHOLDERS.whatsapp)).toContain(
      `https://wa.me/${PAGE_PLACEHOLDERS.whatsapp}?text=`,
    );
  });

  it('has five testimonials and answers the five questions of the spec', () => {
    expect(TESTIMONIALS).toHaveLength(5);
    const answers = FAQ.map((f) => f.answer).join(' ');
    for (const topic of [
      '7 dias',
      'proporcionalmente',
      'Pix',
      'boleto',
      'cartão',
      'nuvem',
      'sem sinal',
    ])
      expect(answers).toContain(topic);
  });
});
