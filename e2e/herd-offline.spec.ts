import { rm } from 'node:fs/promises';
import { expect, signedInUser, test } from './fixtures';
import { apiAnimal, monthsAgo, tagLink } from './herd-steps';
import { controlledBySw, newProfile, openBrowser, pendingList, syncStrip } from './offline-helpers';

test.setTimeout(120_000);

test('a birth recorded offline on the mother’s page is sent once when the connection returns', async () => {
  const profile = await newProfile();
  const { context, page } = await openBrowser(profile);
  try {
    await signedInUser(page, { name: 'Joana Campeira', at: '/rebanho' });
    const cow = await apiAnimal(page, { tag: 'V-OFF', sex: 'F', birthDate: monthsAgo(50) });
    await page.goto(`/rebanho/${cow}`);
    await controlledBySw(page);
    await expect(page.getByRole('heading', { name: 'Animal V-OFF' })).toBeVisible();

    await context.setOffline(true);
    await page.getByRole('button', { name: 'Registrar nascimento' }).click();
    const birth = page.getByRole('dialog', { name: 'Registrar nascimento' });
    await birth.getByLabel('Brinco do bezerro').fill('B-OFF');
    await birth.getByRole('radio', { name: 'Fêmea' }).check();
    await birth.getByRole('button', { name: 'Registrar nascimento' }).click();
    await expect(page.getByText('Nascimento registrado')).toBeVisible();
    await expect(page.getByText(/Sem conexão agora/)).toBeVisible();
    await expect(pendingList(page).getByRole('listitem')).toHaveCount(1);
    await expect(pendingList(page)).toContainText('Nascimento do brinco B-OFF');

    // Back in signal, the first answer is lost after the server stored the birth: the retry
    // carries the same Idempotency-Key, so the calf is stored once.
    let posts = 0;
    await context.route('**/api/animals/births', async (route) => {
      posts += 1;
      if (posts > 1) return route.continue();
      await route.fetch();
      return route.abort('connectionreset');
    });
    await context.setOffline(false);
    await expect(pendingList(page)).toHaveCount(0, { timeout: 60_000 });
    await expect(syncStrip(page)).toHaveCount(0);
    expect(posts).toBeGreaterThan(1);

    const found = await page.request.get('/api/animals?q=B-OFF&status=all');
    expect(found.status()).toBe(200);
    const { items } = (await found.json()) as { items: { tag: string }[] };
    expect(items.filter((a) => a.tag === 'B-OFF')).toHaveLength(1);
    await expect(
      page.getByRole('list', { name: 'Bezerros' }).getByRole('link', { name: 'B-OFF' }),
    ).toBeVisible();
  } finally {
    await context.close();
    await rm(profile, { recursive: true, force: true });
  }
});

test('an animal registered offline is sent once, and a brinco taken meanwhile is refused', async () => {
  const profile = await newProfile();
  const { context, page } = await openBrowser(profile);
  try {
    await signedInUser(page, { name: 'Joana Campeira', at: '/rebanho' });
    // Registered elsewhere before this phone comes back: the offline 'DUP' will be refused.
    await apiAnimal(page, { tag: 'DUP', sex: 'M' });
    await page.goto('/rebanho/novo');
    await controlledBySw(page);
    await expect(page.getByRole('heading', { name: 'Cadastrar animal' }).first()).toBeVisible();

    await context.setOffline(true);
    for (const tag of ['N-OFF', 'DUP']) {
      if (tag === 'DUP') {
        await page.getByRole('link', { name: 'Cadastrar animal', exact: true }).click();
      }
      await page.getByLabel('Brinco', { exact: true }).fill(tag);
      await page.getByRole('radio', { name: 'Fêmea' }).check();
      await page.getByRole('button', { name: 'Cadastrar animal' }).click();
      await expect(page.getByText('Animal cadastrado').last()).toBeVisible();
      await expect(page.getByText(/Sem conexão agora/).last()).toBeVisible();
      await expect(page).toHaveURL(/\/rebanho$/);
    }
    await expect(pendingList(page).getByRole('listitem')).toHaveCount(2);
    await expect(pendingList(page)).toContainText('Cadastro do animal N-OFF');

    // Back in signal, the first answer is lost after the server stored the animal: the retry
    // carries the same Idempotency-Key, so it is stored once.
    let posts = 0;
    await context.route('**/api/animals', async (route) => {
      if (route.request().method() !== 'POST') return route.continue();
      posts += 1;
      if (posts > 1) return route.continue();
      await route.fetch();
      return route.abort('connectionreset');
    });
    await context.setOffline(false);
    const refused = pendingList(page).getByRole('listitem');
    await expect(refused).toHaveCount(1, { timeout: 60_000 });
    await expect(refused).toContainText('Cadastro do animal DUP');
    await expect(refused).toContainText('Já existe um animal ativo com o brinco DUP');
    await expect(refused.getByText('recusado')).toBeVisible();
    expect(posts).toBeGreaterThan(2);

    const found = await page.request.get('/api/animals?q=N-OFF&status=all');
    expect(found.status()).toBe(200);
    const { items } = (await found.json()) as { items: { tag: string }[] };
    expect(items.filter((a) => a.tag === 'N-OFF')).toHaveLength(1);
    await expect(tagLink(page, 'N-OFF')).toHaveCount(1);

    await refused.getByRole('button', { name: /Descartar/ }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Descartar' }).click();
    await expect(pendingList(page)).toHaveCount(0);
  } finally {
    await context.close();
    await rm(profile, { recursive: true, force: true });
  }
});
