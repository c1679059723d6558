import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { DEMO_NOTE } from '../../content/landing';
import { PAGE_PLACEHOLDERS } from '../../content/placeholders';
import { Landing } from './landing-page';

/*
 * The landing says it is a demonstration while the payment sandbox takes the payments (issue 38
 * item 6): the prerendered line carries the placeholder the server fills ('sim', or empty and
 * hidden by `[data-if-set='']`; the filling is src/server/suites/web.test.ts's).
 */
describe("the landing's demonstration line", () => {
  const render = (demo: string) =>
    renderToStaticMarkup(createElement(Landing, { config: { cnpj: '', whatsapp: '', demo } }));

  it('is in the prerendered page, first, holding the placeholder', () => {
    const html = render(PAGE_PLACEHOLDERS.demo);
    expect(html).toMatch(
      new RegExp(
        `<div data-landing[^>]*><p data-if-set="${PAGE_PLACEHOLDERS.demo}" role="note"[^>]*>${DEMO_NOTE}</p>`,
      ),
    );
  });

  it('is marked hidden when the deployment takes real payments', () => {
    expect(render('')).toContain(`<p data-if-set="" role="note"`);
  });
});
