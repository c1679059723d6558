import { expect, test, type Page } from './fixtures';

declare global {
  interface Window {
    /** Fires a fake `beforeinstallprompt`; true when the page took it (called preventDefault). */
    offerInstall: () => boolean;
    /** How many times the page called prompt() on a fake event. */
    installPrompts: number;
  }
}

/**
 * Chromium offers no install prompt to a test page, so this fakes one: `offerInstall()` dispatches
 * a `beforeinstallprompt` whose person answers `outcome`.
 */
async function fakeInstallPrompt(page: Page, outcome: 'accepted' | 'dismissed' = 'accepted') {
  await page.addInitScript((outcome) => {
    window.installPrompts = 0;
    window.offerInstall = () => {
      const event = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
        prompt: async () => {
          window.installPrompts += 1;
        },
        userChoice: Promise.resolve({ outcome, platform: 'web' }),
      });
      window.dispatchEvent(event);
      return event.defaultPrevented;
    };
  }, outcome);
}

/** Opens the landing and, once it listens, lets the browser offer the install prompt. */
async function openAndOffer(page: Page) {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await page.evaluate(() => window.offerInstall())).toBe(true);
}

const banners = (page: Page) => page.getByText('Instale o Arroba Certa no seu celular');
const floating = (page: Page) => page.getByRole('button', { name: 'Instalar aplicativo' });
const dismissedFlag = (page: Page) =>
  page.evaluate(() => localStorage.getItem('arroba-certa:install-dismissed'));

test('nothing about installing shows until the browser offers it', async ({ page }) => {
  await fakeInstallPrompt(page);
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Pausar depoimentos' })).toBeVisible();
  await expect(banners(page)).toHaveCount(0);
  await expect(floating(page)).toHaveCount(0);
});

test("'Agora não' hides the banner for good; the floating button remembers nothing", async ({
  page,
}) => {
  await fakeInstallPrompt(page);
  await openAndOffer(page);
  // In the install section and again in the footer.
  await expect(banners(page)).toHaveCount(2);
  await expect(floating(page)).toBeVisible();
  await banners(page).first().scrollIntoViewIfNeeded();
  await expect(banners(page).first()).toBeVisible();

  await page.getByRole('button', { name: 'Agora não' }).first().click();
  await expect(banners(page)).toHaveCount(0);
  expect(await dismissedFlag(page)).not.toBeNull();
  await expect(floating(page)).toBeVisible();

  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await page.evaluate(() => window.offerInstall())).toBe(true);
  await expect(floating(page)).toBeVisible();
  await expect(banners(page)).toHaveCount(0);

  // The floating button opens the browser's prompt, which can be used once.
  await floating(page).click();
  await expect.poll(() => page.evaluate(() => window.installPrompts)).toBe(1);
  await expect(floating(page)).toHaveCount(0);
});

test("'Instalar App' opens the browser's prompt, hides the banner and stores the flag", async ({
  page,
}) => {
  await fakeInstallPrompt(page, 'dismissed');
  await openAndOffer(page);
  const section = page.getByRole('region', { name: 'Leve o Arroba Certa no celular' });
  await section.getByRole('button', { name: 'Instalar App' }).click();
  await expect.poll(() => page.evaluate(() => window.installPrompts)).toBe(1);
  await expect(banners(page)).toHaveCount(0);
  await expect(floating(page)).toHaveCount(0);
  expect(await dismissedFlag(page)).not.toBeNull();
});

test("'Baixar App' opens the prompt when offered, and the install instructions otherwise", async ({
  page,
}) => {
  await fakeInstallPrompt(page);
  await openAndOffer(page);
  const download = page.getByRole('banner').getByRole('link', { name: 'Baixar App' });
  await download.click();
  await expect.poll(() => page.evaluate(() => window.installPrompts)).toBe(1);
  await expect(page).toHaveURL(/\/$/);

  // The prompt is used up: the same link now leads to the short instructions.
  await download.click();
  await expect(page).toHaveURL(/\/#instalar$/);
  const how = page.getByRole('region', { name: 'Como instalar' });
  await expect(how).toBeInViewport();
  await expect(how.getByText(/Android:/)).toBeVisible();
  await expect(how.getByText(/iPhone:/)).toBeVisible();
});

test('an installed app (standalone) shows no install offer', async ({ page }) => {
  await page.addInitScript(() => {
    const original = window.matchMedia.bind(window);
    window.matchMedia = (query: string) =>
      query.includes('display-mode: standalone')
        ? ({ ...original(query), matches: true, media: query } as MediaQueryList)
        : original(query);
  });
  await fakeInstallPrompt(page);
  await openAndOffer(page);
  await expect(page.getByRole('button', { name: 'Pausar depoimentos' })).toBeVisible();
  await expect(banners(page)).toHaveCount(0);
  await expect(floating(page)).toHaveCount(0);
  await expect(page.getByText('Compartilhar → Adicionar à Tela de Início')).toHaveCount(0);
});

test.describe('on an iPhone', () => {
  test.use({
    userAgent:
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
  });

  test("the install section tells where Safari's install option is", async ({ page }) => {
    await page.goto('/');
    const section = page.getByRole('region', { name: 'Leve o Arroba Certa no celular' });
    await expect(section.getByText('Compartilhar → Adicionar à Tela de Início')).toBeVisible();
    await expect(
      page.getByRole('contentinfo').getByText('Compartilhar → Adicionar à Tela de Início'),
    ).toBeAttached();
    await expect(floating(page)).toHaveCount(0);
  });
});
