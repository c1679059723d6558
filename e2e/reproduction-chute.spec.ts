import { randomUUID } from 'node:crypto';
import { seriousViolations } from './axe';
import { expect, signedInUser, test, type Page } from './fixtures';
import { apiAnimal, monthsAgo } from './herd-steps';
import { cowsInTheHerd, daysFromToday, exposeCategory, newSeason } from './reproduction-steps';

/*
 * Issue 41 item 6, 'Diagnóstico no tronco': a season's cows checked one after the other at the
 * chute — a brinco typed, an EID read by the stick (15 digits + Enter) — the count and the list
 * 'Faltam diagnosticar' following; offline, a cow of that list checked and sent once on return.
 */

test.use({ reducedMotion: 'reduce' });

const EID = '982000123456789';
const field = (page: Page) => page.getByRole('textbox', { name: 'Brinco ou EID' });
const toCheck = (page: Page) => page.getByRole('list', { name: 'Faltam diagnosticar' });

/** POST of a reproduction record with its key, as the app sends it. */
async function record(page: Page, path: string, data: unknown) {
  const res = await page.request.post(`/api/reproduction${path}`, {
    data,
    headers: { origin: new URL(page.url()).origin, 'Idempotency-Key': randomUUID() },
  });
  expect(res.status(), await res.text()).toBe(201);
}

test('the chute: brinco, EID and offline, one cow after the other', async ({ page, context }) => {
  await signedInUser(page, { at: '/rebanho' });
  const [first] = await cowsInTheHerd(page, ['T-101', 'T-102']);
  await apiAnimal(page, {
    tag: 'T-103',
    sex: 'F',
    birthDate: monthsAgo(60),
    eid: EID,
  });
  await page.goto('/reproducao');
  await newSeason(page, 'Estação do tronco', daysFromToday(-40), daysFromToday(40));
  await exposeCategory(page, 'Vaca');
  await record(page, '/inseminations', {
    animalIds: [first],
    date: daysFromToday(-35),
    sire: { semen: 'Jaguar' },
    inseminator: 'Zé',
  });
  await page.reload();
  await page.getByRole('link', { name: 'Diagnóstico no tronco' }).click();
  await expect(
    page.getByRole('heading', { name: 'Diagnóstico no tronco', level: 1 }),
  ).toBeVisible();
  await expect(page.getByText('Diagnosticadas: 0 de 3')).toBeVisible();
  await expect(toCheck(page).getByRole('button')).toHaveCount(3);
  await expect(field(page)).toBeFocused();

  // A brinco typed: her last service, 'Prenhe' with days, then the next at once.
  await page.keyboard.type('t-101');
  await page.keyboard.press('Enter');
  const her = page.getByRole('region', { name: 'T-101' });
  await expect(
    her.getByText(/^Último serviço: IA em .* · Touro ou sêmen: Jaguar · Inseminador: Zé$/),
  ).toBeVisible();
  await expect(her.getByText('Inseminada')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await her.getByLabel('Dias de gestação').fill('33');
  await her.getByRole('button', { name: 'Prenhe' }).click();
  await expect(page.getByText('Diagnóstico registrado').first()).toBeVisible();
  await expect(field(page)).toHaveValue('');
  await expect(field(page)).toBeFocused();
  await expect(page.getByText('Diagnosticadas: 1 de 3')).toBeVisible();
  await expect(page.getByRole('status', { name: 'Último diagnóstico' })).toHaveText(
    'Último: T-101 — Prenhe, 33 dias',
  );
  await expect(toCheck(page).getByRole('button')).toHaveCount(2);

  // The stick reader: 15 digits and its Enter into the focused field.
  await page.keyboard.type(EID);
  await page.keyboard.press('Enter');
  await page.getByRole('region', { name: 'T-103' }).getByRole('button', { name: 'Vazia' }).click();
  await expect(page.getByText('Diagnosticadas: 2 de 3')).toBeVisible();
  await expect(field(page)).toBeFocused();

  // Not in the season: said so.
  await page.keyboard.type('T-999');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('alert')).toHaveText('Brinco T-999 não está nesta estação');

  // Offline: the cow of the list this phone holds is found and checked; sent once on return.
  await context.setOffline(true);
  await field(page).fill('T-102');
  await page.keyboard.press('Enter');
  const last = page.getByRole('region', { name: 'T-102' });
  await expect(last.getByText('Sem conexão: dados guardados neste aparelho.')).toBeVisible();
  await last.getByRole('button', { name: 'Inconclusivo' }).click();
  await expect(page.getByRole('status', { name: 'Último diagnóstico' })).toHaveText(
    'Último: T-102 — Inconclusivo (guardado no aparelho)',
  );
  await expect(field(page)).toBeFocused();
  await page.keyboard.type('T-555');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('alert')).toContainText(
    'Sem conexão: o brinco T-555 não está entre as fêmeas guardadas neste aparelho.',
  );
  const sent = page.waitForResponse(
    (r) => r.url().endsWith('/api/reproduction/diagnoses') && r.request().method() === 'POST',
  );
  await context.setOffline(false);
  expect((await sent).status()).toBe(201);
  const second = await apiAnimalIdOf(page, 'T-102');
  await expect
    .poll(async () => {
      const res = await page.request.get(`/api/reproduction/animals/${second}`);
      const body = (await res.json()) as { events: { kind: string; summary: string }[] };
      return body.events.filter((e) => e.kind === 'diagnosis').map((e) => e.summary);
    })
    .toEqual(['Inconclusivo']);
});

/** The id of the herd's animal of brinco `tag`. */
async function apiAnimalIdOf(page: Page, tag: string): Promise<string> {
  const res = await page.request.get(`/api/animals/options?q=${encodeURIComponent(tag)}`);
  const { items } = (await res.json()) as { items: { id: string; tag: string }[] };
  return items.find((a) => a.tag === tag)!.id;
}
