import { DEMO_NOTE, FAQ, HERO_PICTURE, TESTIMONIALS } from '../src/content/landing';
import { MODULES } from '../src/domain/modules';
import { expect, signedInUser, test, type Page } from './fixtures';
import { LANDING_HEADINGS, seriousViolations, sessionChecked } from './landing-helpers';

const sections = (page: Page) => page.getByRole('navigation', { name: 'Seções da página' });

test('the header links scroll to their sections and its buttons lead to sign-up', async ({
  page,
}) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
  for (const name of ['Módulos', 'Benefícios', 'Depoimentos', 'Planos']) {
    await expect(sections(page).getByRole('link', { name })).toBeVisible();
  }

  await sections(page).getByRole('link', { name: 'Planos' }).click();
  await expect(page.getByRole('heading', { name: 'Planos e preços' })).toBeInViewport();
  // The sticky header does not cover the heading it scrolled to.
  const header = await page.getByRole('banner').boundingBox();
  const heading = await page.getByRole('heading', { name: 'Planos e preços' }).boundingBox();
  expect(heading!.y).toBeGreaterThanOrEqual(header!.y + header!.height);

  await sections(page).getByRole('link', { name: 'Depoimentos' }).click();
  await expect(page.getByRole('heading', { name: 'O que dizem os pecuaristas' })).toBeInViewport();

  // No install prompt offered: 'Baixar App' leads to the install instructions.
  const header$ = page.getByRole('banner');
  await expect(header$.getByRole('link', { name: 'Baixar App' })).toBeVisible();
  await expect(header$.getByRole('link', { name: 'Baixar App' })).toHaveAttribute(
    'href',
    '#instalar',
  );
  await expect(header$.getByRole('link', { name: 'Entrar' })).toBeHidden();
  await header$.getByRole('link', { name: 'Testar Grátis' }).click();
  await expect(page).toHaveURL(/\/auth\?cadastro=1$/);
  await expect(page.getByRole('tab', { name: 'Cadastrar' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
});

test('the hero starts the sign-up or scrolls to the plans', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('link', { name: 'Ver Planos' }).click();
  await expect(page.getByRole('heading', { name: 'Planos e preços' })).toBeInViewport();

  await page.goto('/');
  await page.getByRole('link', { name: 'Começar Agora' }).click();
  await expect(page).toHaveURL(/\/auth\?cadastro=1$/);
  await expect(page.getByRole('button', { name: 'Criar conta' })).toBeVisible();
});

test('the hero shows a picture of the app: in the prerendered page, sized, light, loaded', async ({
  page,
}) => {
  const html = await (await page.request.get('/')).text();
  expect(html).toContain(`src="${HERO_PICTURE.src}"`);
  expect(html).toMatch(/<img[^>]+fetchpriority="high"/i);
  const file = await page.request.get(HERO_PICTURE.src);
  expect(file.headers()['content-type']).toBe('image/webp');
  expect((await file.body()).length).toBeLessThanOrEqual(60 * 1024);

  await page.goto('/');
  const picture = page.getByRole('region', { name: /Arroba Certa:/ }).getByRole('img', {
    name: HERO_PICTURE.alt,
  });
  await expect(picture).toBeVisible();
  await expect(picture).toHaveAttribute('width', String(HERO_PICTURE.width));
  await expect(picture).toHaveAttribute('height', String(HERO_PICTURE.height));
  await expect
    .poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBe(HERO_PICTURE.width);
});

test('the landing lists the twelve modules, four benefits, the plans and the trial', async ({
  page,
}) => {
  await page.goto('/');
  for (const name of LANDING_HEADINGS) {
    await expect(page.getByRole('heading', { level: 2, name })).toBeVisible();
  }
  const modules = page.getByRole('region', { name: '12 módulos para a sua fazenda' });
  await expect(modules.getByRole('heading', { level: 3 })).toHaveText(MODULES.map((m) => m.name));

  const benefits = page.getByRole('region', { name: 'Por que usar o Arroba Certa' });
  await expect(benefits.getByRole('heading', { level: 3 })).toHaveText([
    'Cálculos precisos',
    'Análises completas',
    'Relatórios detalhados',
    'Dados seguros na nuvem',
  ]);

  const plans = page.getByRole('region', { name: 'Planos e preços' });
  await expect(plans.getByText('7 dias grátis')).toBeVisible();
  await expect(plans.getByRole('heading', { level: 3 })).toHaveText(['Starter', 'Pro', 'Master']);
  await expect(plans.getByText('R$ 49,90')).toBeVisible();
  await expect(plans.getByText('R$ 97,90')).toBeVisible();
  await expect(plans.getByText('R$ 197,90')).toBeVisible();
  await expect(plans.getByText('Mais Popular')).toBeVisible();
  await expect(plans.getByRole('listitem').filter({ hasText: 'Mais Popular' })).toContainText(
    'Pro',
  );
  await expect(plans.getByRole('link', { name: 'Assinar Starter' })).toHaveAttribute(
    'href',
    '/pricing?plan=STARTER',
  );
  await expect(plans.getByRole('link', { name: 'Assinar Pro' })).toHaveAttribute(
    'href',
    '/pricing?plan=PRO',
  );
  await expect(plans.getByRole('link', { name: 'Assinar Master' })).toHaveAttribute(
    'href',
    '/pricing?plan=MASTER',
  );
});

test('the FAQ opens a question; the footer has the tax id, WhatsApp support and copyright', async ({
  page,
}) => {
  await page.goto('/');
  const answer = page.getByText(FAQ[0]!.answer);
  await expect(answer).toBeHidden();
  await page.getByText(FAQ[0]!.question).click();
  await expect(answer).toBeVisible();
  await expect(page.getByText('Pix, boleto bancário e cartão de crédito')).toBeHidden();
  await page.getByText('Quais são as formas de pagamento?').click();
  await expect(page.getByText('Pix, boleto bancário e cartão de crédito')).toBeVisible();

  const footer = page.getByRole('contentinfo');
  await expect(footer.getByText('CNPJ: 12.345.678/0001-95')).toBeVisible();
  const support = footer.getByRole('link', { name: /Suporte pelo WhatsApp/ });
  await expect(support).toHaveAttribute('href', /^https:\/\/wa\.me\/5534999999999\?text=.+/);
  await expect(support).toHaveAttribute('target', '_blank');
  await expect(support).toHaveAttribute('rel', 'noopener noreferrer');
  // The current year, not a fixed one.
  await expect(
    footer.getByText(`© ${new Date().getFullYear()} Arroba Certa. Todos os direitos reservados.`),
  ).toBeVisible();
});

test('without a configured CNPJ and WhatsApp the footer shows neither line', async ({ page }) => {
  // The page as a deployment without COMPANY_CNPJ and SUPPORT_WHATSAPP serves it: filled empty.
  await page.route('/', async (route) => {
    const response = await route.fetch();
    const body = (await response.text())
      .replaceAll('12.345.678/0001-95', '')
      .replaceAll('5534999999999', '');
    await route.fulfill({ response, body });
  });
  await page.goto('/');
  const footer = page.getByRole('contentinfo');
  await expect(footer.getByText('Gestão pecuária inteligente')).toBeVisible();
  await expect(footer.getByText(/CNPJ/)).toBeHidden();
  await expect(footer.getByRole('link', { name: /Suporte pelo WhatsApp/ })).toBeHidden();
  await expect(footer.getByText('Dúvidas? Fale com a gente.')).toBeHidden();
});

test.describe('the testimonial carousel', () => {
  const dot = (page: Page, n: number) =>
    page
      .getByRole('region', { name: 'Depoimentos' })
      .getByRole('button', { name: `Ver depoimento ${n} de 5` });
  const showing = async (page: Page, n: number) => {
    await expect(dot(page, n)).toHaveAttribute('aria-current', 'true');
    await expect(page.getByText(TESTIMONIALS[n - 1]!.quote)).toBeVisible();
  };

  test('moves on every 5 seconds, a dot picks one, hover and focus pause it', async ({ page }) => {
    await page.clock.install();
    await page.goto('/');
    const carousel = page.getByRole('region', { name: 'Depoimentos' });
    await carousel.scrollIntoViewIfNeeded();
    // The pause button appears once the carousel rotates by itself.
    await expect(carousel.getByRole('button', { name: 'Pausar depoimentos' })).toBeVisible();
    // A margin: on a loaded machine more than 100 ms passed between reading the time and pausing.
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
    await showing(page, 1);
    await expect(page.getByText(TESTIMONIALS[1]!.quote)).toHaveCount(0);

    await page.clock.runFor(5000);
    await showing(page, 2);
    await page.clock.runFor(5000);
    await showing(page, 3);

    // A dot picks a testimonial; the pointer over it and the focus inside keep it there.
    await dot(page, 5).click();
    await showing(page, 5);
    await page.clock.runFor(15_000);
    await showing(page, 5);
    await page.mouse.move(0, 0);
    await page.clock.runFor(10_000);
    await showing(page, 5);
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await page.clock.runFor(5000);
    await showing(page, 1);

    // The pause button stops it for good, until pressed again.
    await carousel.getByRole('button', { name: 'Pausar depoimentos' }).click();
    await page.mouse.move(0, 0);
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await page.clock.runFor(15_000);
    await showing(page, 1);
    await carousel.getByRole('button', { name: 'Retomar depoimentos' }).click();
    await page.mouse.move(0, 0);
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await page.clock.runFor(5000);
    await showing(page, 2);
  });

  test('never moves by itself for people who prefer reduced motion', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.clock.install();
    await page.goto('/');
    await showing(page, 1);
    await expect(page.getByRole('button', { name: 'Pausar depoimentos' })).toHaveCount(0);
    await page.clock.runFor(20_000);
    await showing(page, 1);
    await dot(page, 3).click();
    await showing(page, 3);
  });
});

test('a signed-in producer sees the way to the dashboard and reaches checkout from a plan', async ({
  page,
}) => {
  await signedInUser(page, 'Marta');
  const asked = sessionChecked(page);
  await page.goto('/');
  await asked;
  const toDashboard = page.getByRole('banner').getByRole('link', { name: 'Ir para o painel' });
  await expect(toDashboard).toBeVisible();

  await page.getByRole('link', { name: 'Assinar Master' }).click();
  await expect(page).toHaveURL(/\/pricing\?plan=MASTER$/);
  await page.goto('/');
  await page.getByRole('banner').getByRole('link', { name: 'Ir para o painel' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('with the payment sandbox the landing and the checkout say payments are simulated; with Asaas, not', async ({
  page,
}) => {
  // The browser tests' server has no ASAAS_API_KEY: the sandbox takes the payments.
  await page.goto('/');
  await expect(page.getByRole('note').filter({ hasText: DEMO_NOTE })).toBeVisible();
  await signedInUser(page, { name: 'Visitante', at: '/pricing?plan=PRO' });
  await expect(page.getByRole('heading', { name: 'Assinar o plano Pro' })).toBeVisible();
  await expect(page.getByRole('note').filter({ hasText: DEMO_NOTE })).toBeVisible();

  // The landing as a deployment with Asaas serves it: the placeholder filled empty.
  await page.route('/', async (route) => {
    const response = await route.fetch();
    const body = (await response.text()).replaceAll('data-if-set="sim"', 'data-if-set=""');
    await route.fulfill({ response, body });
  });
  await page.goto('/');
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByText(DEMO_NOTE)).toBeHidden();
});

test('a visitor sees no way to the dashboard', async ({ page }) => {
  const asked = sessionChecked(page);
  await page.goto('/');
  await asked;
  await expect(page.getByRole('banner').getByRole('link', { name: 'Testar Grátis' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Ir para o painel' })).toHaveCount(0);
});

test('the landing has no serious WCAG A/AA violations on a desktop', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto('/');
  await expect(page.getByRole('button', { name: 'Ver depoimento 1 de 5' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByText(FAQ[0]!.question).click();
  expect(await seriousViolations(page)).toEqual([]);
});
