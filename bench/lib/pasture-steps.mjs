// 'Pastos' at size in bench:bigfarm (issue 42 item 8): EXPLAIN ANALYZE of the statements behind
// it (each under 50 ms on 20,000 animals × 500 paddocks × two years of moves), and the screens as
// steps: /pastos opened (a page of paddocks shown) and the farm's map drawn. The screens come
// from another branch: until /pastos exists (the app answers its 404 page) each step says so
// ('skipped: …', not held to the targets) instead of failing. Imports the server's TypeScript: run under tsx.
import { timedPlans } from './explain.mjs';
import { pastureSize, pastureStatements } from './pasture-statements.mjs';

/** A demo paddock's name ('Sede 01', 'Norte 12', 'Recria 02'…, src/server/seed/demo-paddocks.ts). */
const PADDOCK_NAME =
  /^(Sede|Norte|Mata|Córrego|Boa Vista|São José|Serra|Santa Luzia|Recria) \d{2}$/;

/**
 * EXPLAINs the statements (plans through `log`), prints each one's time, and gives the plans and
 * the misses: those at `targetMs` or over, and a sequential scan of the stays.
 */
export async function explainPastures(database, farmId, targetMs, { log = console.log } = {}) {
  const size = await pastureSize(database.pool, farmId);
  const statements = await pastureStatements(database, farmId);
  const { plans, misses } = await timedPlans(
    database.pool,
    statements,
    `'Pastos' statements (${size.paddocks} paddocks, ${size.moves.toLocaleString('en')} moves, ` +
      `${size.stays.toLocaleString('en')} stays, ${size.open.toLocaleString('en')} animals in ` +
      'paddocks today)',
    targetMs,
    { log },
  );
  for (const p of plans) {
    if (p.lines.some((l) => /Seq Scan on paddock_stays\b/.test(l)))
      misses.push(`${p.label}: a sequential scan of paddock_stays`);
  }
  if (size.paddocks === 0) misses.push('the farm has no paddocks (seed:demo made none)');
  return { plans, misses };
}

/**
 * [endpoint, url] of the 'Pastos' endpoints /pastos and its map ask (the list's first page, the
 * map, today's stocking, the history's first page, a paddock's page), for the bench's p95 even
 * before the screens exist: kept between the farm's changes, their repeats read the memo.
 */
export async function pastureUrls(pool, farmId, baseUrl) {
  const { rows } = await pool.query(
    `select id from paddocks where farm_id = $1 order by name limit 1`,
    [farmId],
  );
  return [
    ['GET /api/pastures/paddocks', '/api/pastures/paddocks'],
    ['GET /api/pastures/map', '/api/pastures/map'],
    ['GET /api/pastures/stocking', '/api/pastures/stocking'],
    ['GET /api/pastures/history', '/api/pastures/history'],
    ...(rows[0]
      ? [['GET /api/pastures/paddocks/:id', `/api/pastures/paddocks/${rows[0].id}`]]
      : []),
  ].map(([key, path]) => [key, `${baseUrl}${path}`]);
}

/** Resolves with the first of `waits` ({ name: promise }) that ends, or null after `ms`. */
const firstOf = (waits, ms = 15_000) =>
  Promise.race([
    ...Object.entries(waits).map(([name, wait]) => wait.then(() => name)),
    new Promise((resolve) => setTimeout(() => resolve(null), ms)),
  ]);

/** The steps, as bench:bigfarm's (the page, what it does, `{ newTab: true }`). */
export function pastureSteps(baseUrl) {
  return [
    [
      '/pastos (open)',
      async (page) => {
        await page.goto(`${baseUrl}/pastos`);
        const seen = await firstOf({
          // The list's visible one (a phone shows cards, the table beside them hidden).
          paddock: page
            .getByRole('link', { name: PADDOCK_NAME })
            .filter({ visible: true })
            .first()
            .waitFor(),
          missing: page.getByRole('heading', { name: '404' }).waitFor(),
        });
        if (seen === 'missing') return 'skipped: no /pastos page yet (the app answers 404)';
        if (seen === null) return 'no paddock shown within 15 s';
      },
      { newTab: true },
    ],
    [
      'pastos: the map',
      async (page) => {
        const map = page.getByRole('img', { name: /^Mapa da fazenda/ });
        const group = page.getByRole('group', { name: /^Mapa da fazenda/ });
        if ((await map.count()) + (await group.count()) === 0) {
          // The map behind a tab, a link or a button of the page ('Mapa', 'Ver mapa').
          const opener = page
            .getByRole('tab', { name: /mapa/i })
            .or(page.getByRole('link', { name: /mapa/i }))
            .or(page.getByRole('button', { name: /mapa/i }));
          if ((await opener.count()) === 0) return 'skipped: no map on /pastos yet';
          await opener.first().click();
        }
        const seen = await firstOf({
          map: map.first().waitFor(),
          group: group.first().waitFor(),
        });
        if (seen === null) return 'the map was not drawn within 15 s';
      },
    ],
  ];
}
