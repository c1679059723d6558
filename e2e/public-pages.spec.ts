import { formatBRL } from '../src/domain/format';
import { MODULES } from '../src/domain/modules';
import { PLANS, PLAN_IDS } from '../src/domain/plans';
import { seriousViolations } from './axe';
import { E2E } from './settings';
import { expect, test } from './fixtures';

// The public pages arrive prerendered (issue 10, decision 014): they read without JavaScript,
// carry their own title, description, canonical address and Open Graph tags, and pass axe.

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the landing shows its modules, plans, FAQ and footer', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    for (const module of MODULES) {
      await expect(page.getByText(module.name, { exact: true }).first()).toBeAttached();
    }
    for (const id of PLAN_IDS) {
      const link = page.locator(`a[href="/pricing?plan=${id}"]`);
      await expect(link).toHaveCount(1);
      await expect(page.getByText(formatBRL(PLANS[id].price)).first()).toBeAttached();
    }
    await expect(page.getByText('Mais Popular')).toBeVisible();
    await expect(page.locator('details summary').first()).toBeVisible();
    await expect(page.getByRole('contentinfo')).toContainText(String(new Date().getFullYear()));
    await expect(page.getByRole('contentinfo')).toContainText('CNPJ');
    await expect(page.getByRole('link', { name: 'Testar Grátis' }).first()).toHaveAttribute(
      'href',
      '/auth?cadastro=1',
    );
    // The placeholders were filled in by the server.
    expect(await page.content()).not.toContain('__ARROBA_');
  });

  test('the sign-in page shows its forms', async ({ page }) => {
    await page.goto('/auth');
    await expect(page.getByText('Transforme sua gestão pecuária')).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Entrar' })).toBeVisible();
    await expect(page.getByLabel('E-mail')).toBeVisible();
    // (Its <noscript> notice cannot be checked here: Chromium still parses the page as scripted.)
  });

  test("a press on 'Criar conta' or 'Entrar' before the page's script keeps what was typed", async ({
    page,
  }) => {
    // A slow phone: the prerendered form is there, its script not yet. The browser's own submit
    // would ask the same address again without the fields: a fresh page, the typing gone.
    await page.goto('/auth?cadastro=1');
    await page.getByLabel('Nome').fill('Maria');
    await page.getByLabel('E-mail').fill('maria@fazenda.test');
    await page.getByLabel('Senha', { exact: true }).fill('Boiada2025');
    await page.getByRole('button', { name: 'Criar conta' }).click();
    await page.getByLabel('Senha', { exact: true }).press('Enter');
    await expect(page).toHaveURL(/\/auth\?cadastro=1$/);
    await expect(page.getByLabel('Nome')).toHaveValue('Maria');
    await expect(page.getByLabel('E-mail')).toHaveValue('maria@fazenda.test');

    await page.goto('/auth');
    await page.getByLabel('E-mail').fill('maria@fazenda.test');
    await page.getByRole('button', { name: 'Entrar' }).click();
    await expect(page).toHaveURL(/\/auth$/);
    await expect(page.getByLabel('E-mail')).toHaveValue('maria@fazenda.test');
  });

  test('the terms and the privacy policy read in full, with the company from configuration', async ({
    page,
  }) => {
    await page.goto('/termos');
    await expect(page.getByRole('heading', { level: 1, name: 'Termos de Uso' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Cancelamento' })).toBeVisible();
    await expect(page.getByText('CNPJ: 12.345.678/0001-95')).toBeVisible();
    await expect(
      page.getByRole('link', { name: /fale com a gente pelo WhatsApp/ }),
    ).toHaveAttribute('href', /^https:\/\/wa\.me\/5534999999999\?text=/);
    await page
      .getByRole('navigation', { name: 'Páginas legais' })
      .getByRole('link', { name: 'Política de Privacidade' })
      .click();
    await expect(
      page.getByRole('heading', { level: 1, name: 'Política de Privacidade' }),
    ).toBeVisible();
    await expect(page.getByText(/Lei Geral de Proteção de Dados/)).toBeVisible();
    for (const section of ['Quais dados', 'Para que usamos', 'Por quanto tempo', 'Seus direitos']) {
      await expect(page.getByRole('heading', { name: section })).toBeVisible();
    }
    expect(await page.content()).not.toContain('__ARROBA_');
  });
});

test('each public page has its title, description, canonical address and Open Graph tags', async ({
  page,
}) => {
  for (const [path, title] of [
    ['/', /Arroba Certa/],
    ['/auth', /Entrar ou cadastrar — Arroba Certa/],
    ['/termos', /Termos de Uso — Arroba Certa/],
    ['/privacidade', /Política de Privacidade — Arroba Certa/],
  ] as const) {
    await page.goto(path);
    await expect(page).toHaveTitle(title);
    const head = page.locator('head');
    await expect(head.locator('meta[name="description"]')).toHaveAttribute('content', /.{50,}/);
    await expect(head.locator('link[rel="canonical"]')).toHaveAttribute(
      'href',
      `${E2E.baseURL}${path}`,
    );
    await expect(head.locator('meta[property="og:url"]')).toHaveAttribute(
      'content',
      `${E2E.baseURL}${path}`,
    );
    await expect(head.locator('meta[property="og:title"]')).toHaveAttribute('content', title);
    await expect(head.locator('meta[property="og:locale"]')).toHaveAttribute('content', 'pt_BR');
    await expect(head.locator('link[rel="manifest"]')).toHaveAttribute(
      'href',
      '/manifest.webmanifest',
    );
  }
});

test('the sign-in page comes to life after its scripts: typing early is not lost', async ({
  page,
}) => {
  await page.goto('/auth');
  // fill() waits for the form to be enabled, which it is once React has taken over.
  await page.getByRole('tab', { name: 'Cadastrar' }).click();
  await page.getByLabel('Nome').fill('Ana');
  await page.getByRole('button', { name: 'Criar conta' }).click();
  await expect(
    page.getByText('Informe seu e-mail').or(page.getByText(/email/i)).first(),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/auth$/);
});

test('the landing and the sign-in page have no serious accessibility problem', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  for (const path of ['/', '/auth', '/termos', '/privacidade']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    expect(await seriousViolations(page), path).toEqual([]);
  }
});
