// Draws the landing hero's picture of the app (src/web/public/hero-dashboard.webp): the built
// app with its own database (bench/lib/serve.mjs), a producer with a small farm's records entered
// through the API, its dashboard on a 360 px phone in Debian's Chromium, encoded as WebP by the
// browser's canvas (no image library needed). Run after changing the dashboard's look:
// node --import tsx scripts/make-hero.mjs. The .webp is committed; the build does not run this.
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { interruptibleCleanups, runMain } from '../bench/lib/cleanups.mjs';
import { REFERENCE_LOT } from '../src/domain/calculators/results.fixture.ts';
import { CHROMIUM, startBuiltApp } from '../bench/lib/serve.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const OUT = path.join(root, 'src/web/public/hero-dashboard.webp');
/** CSS pixels of the phone screen, and the device pixel ratio it is drawn at. */
const VIEWPORT = { width: 360, height: 680 };
const SCALE = 2;
const QUALITY = Number(process.env.HERO_QUALITY ?? 0.72);
const cleanups = interruptibleCleanups();

/** A producer's farm with a few months of records: the numbers the dashboard then shows. */
async function enterDemoData(baseUrl, cookie) {
  const call = async (method, url, body) => {
    const res = await fetch(`${baseUrl}${url}`, {
      method,
      headers: { cookie, origin: baseUrl, 'content-type': 'application/json' },
      body: body && JSON.stringify(body),
    });
    if (!res.ok) throw new Error(`${method} ${url}: ${res.status} ${await res.text()}`);
    return res.json().catch(() => null);
  };
  await call('POST', '/api/auth/update-user', { name: 'João Pereira' });
  const me = await call('GET', '/api/me');
  await call('PATCH', `/api/farms/${me.farm.id}`, { name: 'Fazenda Boa Vista' });
  const herd = [
    ['Vacas', 420, 450, 3800],
    ['Bezerros', 310, 190, 2200],
    ['Garrotes', 265, 330, 2900],
    ['Novilhas', 180, 310, 2700],
  ];
  for (const [category, quantity, averageWeight, averageValue] of herd) {
    await call('POST', '/api/inventory', { category, quantity, averageWeight, averageValue });
  }
  const days = ['2026-06-01', '2026-07-01', '2026-08-01'];
  for (let animal = 1; animal <= 6; animal += 1) {
    for (const [i, weighingDate] of days.entries()) {
      const weight = 300 + animal * 8 + i * (24 + animal);
      await call('POST', '/api/weighings', {
        animalId: `BR-${100 + animal}`,
        weighingDate,
        weight,
      });
    }
  }
  await call('POST', '/api/result-calculations', REFERENCE_LOT);
}

/** The page's screenshot (PNG) re-encoded as WebP by the browser itself. */
async function toWebp(page, png) {
  const dataUrl = await page.evaluate(
    async ({ base64, quality }) => {
      const image = new Image();
      image.src = `data:image/png;base64,${base64}`;
      await image.decode();
      const canvas = document.createElement('canvas');
      canvas.width = image.naturalWidth;
      canvas.height = image.naturalHeight;
      canvas.getContext('2d').drawImage(image, 0, 0);
      return canvas.toDataURL('image/webp', quality);
    },
    { base64: png.toString('base64'), quality: QUALITY },
  );
  return Buffer.from(dataUrl.slice(dataUrl.indexOf(',') + 1), 'base64');
}

async function main() {
  const app = await startBuiltApp(cleanups);
  await enterDemoData(app.baseUrl, app.cookie);
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox'] });
  cleanups.push(() => browser.close());
  const context = await browser.newContext({
    viewport: VIEWPORT,
    deviceScaleFactor: SCALE,
    reducedMotion: 'reduce',
    serviceWorkers: 'block',
  });
  const [name, ...value] = app.cookie.split('=');
  await context.addCookies([{ name, value: value.join('='), url: app.baseUrl }]);
  const page = await context.newPage();
  await page.goto(`${app.baseUrl}/dashboard`);
  await page.getByText('Fazenda Boa Vista').first().waitFor();
  await page.getByText('1.175').first().waitFor();
  await page.waitForLoadState('networkidle');
  const webp = await toWebp(page, await page.screenshot());
  await writeFile(OUT, webp);
  console.log(
    `${path.relative(root, OUT)}: ${VIEWPORT.width * SCALE}×${VIEWPORT.height * SCALE}, ` +
      `${(webp.length / 1024).toFixed(1)} KB`,
  );
  return 0;
}

runMain(main, cleanups);
