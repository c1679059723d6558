// Draws the app's PNG icons (src/web/public/icons) with Debian's Chromium. Run after changing the
// design: node scripts/make-icons.mjs. The PNGs are committed; the build does not run this.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

const dir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../src/web/public/icons');

/** The '@' mark on green; `inset` is the share of the side left around the mark (maskable: more). */
function svg({ size, rounded, scale }) {
  const radius = rounded ? size * 0.22 : 0;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}">
  <rect width="${size}" height="${size}" rx="${radius}" fill="#166534"/>
  <text x="50%" y="50%" dy="0.35em" font-family="DejaVu Sans, Arial, sans-serif" font-weight="700"
    font-size="${size * scale}" text-anchor="middle" fill="#fefce8">@</text>
</svg>`;
}

const icons = [
  { file: 'icon-192.png', size: 192, rounded: true, scale: 0.62 },
  { file: 'icon-512.png', size: 512, rounded: true, scale: 0.62 },
  // Maskable: full bleed, the mark inside the central safe zone (a circle of 80% of the side).
  { file: 'icon-maskable-192.png', size: 192, rounded: false, scale: 0.45 },
  { file: 'icon-maskable-512.png', size: 512, rounded: false, scale: 0.45 },
  { file: 'apple-touch-icon.png', size: 180, rounded: false, scale: 0.55 },
];

const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--no-sandbox'],
});
const page = await browser.newPage();
for (const icon of icons) {
  await page.setViewportSize({ width: icon.size, height: icon.size });
  await page.setContent(`<body style="margin:0;background:transparent">${svg(icon)}</body>`);
  await page.locator('svg').screenshot({ path: path.join(dir, icon.file), omitBackground: true });
  console.log(icon.file);
}
await browser.close();
