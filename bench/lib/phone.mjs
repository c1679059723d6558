// The benches' phone (bench:bigfarm, bench:takeover): a browser profile at 412 × 915 with a
// phone's User-Agent (the server draws a phone's layout for it: a desktop browser at a phone's
// width gets the computer's until the app takes the page over) and touch, signed in by `cookie`
// ('name=value') at `url`.
import { devices } from '@playwright/test';

export async function phoneContext(browser, cookie, url) {
  const context = await browser.newContext({
    viewport: { width: 412, height: 915 },
    userAgent: devices['Pixel 7'].userAgent,
    isMobile: true,
    hasTouch: true,
  });
  const [name, value] = cookie.split('=');
  await context.addCookies([{ name, value, url }]);
  return context;
}
