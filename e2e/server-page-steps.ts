import type { Browser } from '@playwright/test';
import type { Page } from './fixtures';

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
 * `page`'s person, signed in, in a browser with no script at all (at `screen`'s size, else the
 * default's, and with its User-Agent: the server makes a phone's layout for a phone's, decision
 * 089): `look` sees what the server's page shows alone, at the app's `origin`.
 */
export async function withoutScript(
  page: Page,
  browser: Browser,
  look: (plain: Page, origin: string) => Promise<void>,
  screen?: { width: number; height: number; userAgent?: string },
) {
  const bare = await browser.newContext({
    javaScriptEnabled: false,
    storageState: await page.context().storageState(),
    ...(screen && { viewport: { width: screen.width, height: screen.height } }),
    ...(screen?.userAgent && { userAgent: screen.userAgent }),
  });
  try {
    await look(await bare.newPage(), new URL(page.url()).origin);
  } finally {
    await bare.close();
  }
}
