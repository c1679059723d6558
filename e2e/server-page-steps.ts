import { devices, type Browser, type BrowserContext, type Locator } from '@playwright/test';
import { expect, fillByLabel, signedInUser, type Page } from './fixtures';

/* Steps of the specs of the pages the server renders (decisions 052, 077, 080 and 081). */

/** Console errors, React's 'the page was made again' among them. */
export function consoleErrors(page: Page) {
  const errors: string[] = [];
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
  page.on('pageerror', (e) => errors.push(e.message));
  return errors;
}

/** The app's start held back until the returned `release` is called: the page is the server's. */
export async function holdApp(page: Page): Promise<(() => void) & { asked(): boolean }> {
  let release: () => void = () => {};
  let asked = false;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/assets/app-start-*.js', async (route) => {
    asked = true;
    await held;
    await route.continue();
  });
  // `asked()`: whether the page has sent for the app (it woke).
  return Object.assign(() => release(), { asked: () => asked });
}

/**
 * A new producer on 'Controle de Pesagem' as the server renders it, the app's start held back
 * (the page is the server's until `release` lets it come).
 */
export async function emptyWeighingPageHeld(page: Page) {
  await signedInUser(page);
  const release = await holdApp(page);
  await page.goto('/module/weighing');
  await expect(
    page.getByText('Nenhuma pesagem registrada', { exact: false }).first(),
  ).toBeVisible();
  return release;
}

/**
 * React has taken the element at `selector` over (its props are on it), and two frames have
 * passed for its effects (the replay of what was done before it).
 */
async function takenOver(page: Page, selector: string) {
  await page.waitForFunction(
    (at) =>
      Object.keys(document.querySelector(at) ?? {}).some((key) => key.startsWith('__reactProps')),
    selector,
  );
  await page.evaluate(
    () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
  );
}

/**
 * Decision 097's steps: on an empty farm's server weighing page, '1.600' typed in 'Peso (kg)',
 * 'Salvar Pesagem' pressed (`press.down`) while the app is let in and let go (`press.up`) once
 * React has the button — meanwhile the line React draws under that weight moves the form down.
 * The save is then asked, and refused for the weight typed before React.
 */
export async function savePressedAcrossTakeOver(
  page: Page,
  press: { down(save: Locator): Promise<void>; up(): Promise<unknown> },
) {
  const release = await emptyWeighingPageHeld(page);
  await fillByLabel(page, { 'Peso (kg)': '1.600' });
  await press.down(page.getByRole('button', { name: 'Salvar Pesagem' }));
  release();
  await takenOver(page, '#weighing button[type="submit"]');
  await press.up();
  await expect(page.getByText('Erro de validação', { exact: true })).toBeVisible();
  await expect(page.getByText('Identificação do animal é obrigatória')).toBeVisible();
  // The weight typed before React is the one checked.
  await expect(page.getByText('Peso muito alto')).toBeVisible();
}

/** A phone's User-Agent: the server makes a phone's layout for it (decision 089). */
export const PHONE_AGENT = devices['Pixel 7'].userAgent;

/** A window's size and, if not the default's, the User-Agent it sends. */
export interface Screen {
  width: number;
  height: number;
  userAgent?: string;
}

/**
 * A new browser of `page`'s person, signed in, at `screen` (else the default's), with no script
 * at all where `javaScript` is false. The caller closes it.
 */
export async function signedInBrowser(
  page: Page,
  browser: Browser,
  { screen, javaScript = true }: { screen?: Screen; javaScript?: boolean } = {},
): Promise<BrowserContext> {
  return browser.newContext({
    javaScriptEnabled: javaScript,
    storageState: await page.context().storageState(),
    ...(screen && { viewport: { width: screen.width, height: screen.height } }),
    ...(screen?.userAgent && { userAgent: screen.userAgent }),
  });
}

/**
 * `page`'s person, signed in, in a browser with no script at all (at `screen`, else the
 * default's): `look` sees what the server's page shows alone, at the app's `origin`.
 */
export async function withoutScript(
  page: Page,
  browser: Browser,
  look: (plain: Page, origin: string) => Promise<void>,
  screen?: Screen,
) {
  const bare = await signedInBrowser(page, browser, { screen, javaScript: false });
  try {
    await look(await bare.newPage(), new URL(page.url()).origin);
  } finally {
    await bare.close();
  }
}

/**
 * `withoutScript` on a phone's and a computer's screen (360 and 1280 px wide, 800 high), `look`
 * told the width: what a server's page shows alone at both.
 */
export async function withoutScriptOnBoth(
  page: Page,
  browser: Browser,
  look: (plain: Page, origin: string, width: number) => Promise<void>,
) {
  for (const width of [360, 1280]) {
    await withoutScript(page, browser, (plain, origin) => look(plain, origin, width), {
      width,
      height: 800,
    });
  }
}
