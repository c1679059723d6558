import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/** The landing's section headings, in page order. */
export const LANDING_HEADINGS = [
  '12 módulos para a sua fazenda',
  'Leve o Arroba Certa no celular',
  'Por que usar o Arroba Certa',
  'O que dizem os pecuaristas',
  'Planos e preços',
  'Perguntas frequentes',
];

/** Serious and critical WCAG A/AA violations of the page as it stands. */
export async function seriousViolations(page: Page) {
  const result = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/** Waits until the page has asked whether there is a session (the landing asks after mounting). */
export const sessionChecked = (page: Page) =>
  page.waitForResponse((r) => new URL(r.url()).pathname === '/api/me');
