import { expect, signedInUser, test, type Page } from './fixtures';

/*
 * Issue 26 item 7: the brucellosis proof the state's service asks for each semester, printable
 * and as CSV, and an animal's 'Ficha sanitária'.
 */

/** São Paulo's today, 'YYYY-MM-DD' (the server's day). */
const today = () =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(new Date());

/** `months` whole months before `day`. */
function monthsBefore(day: string, months: number) {
  const d = new Date(`${day}T12:00:00Z`);
  d.setUTCMonth(d.getUTCMonth() - months);
  return d.toISOString().slice(0, 10);
}

const brDate = (iso: string) => `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`;

/** A heifer of five months vaccinated today with B19 by the farm's veterinarian. */
async function vaccinatedHeifer(page: Page) {
  const birthDate = monthsBefore(today(), 5);
  const res = await page.request.post('/api/animals', {
    data: { tag: 'NOVILHA-7', sex: 'F', birthDate },
  });
  expect(res.status()).toBe(201);
  const heifer = (await res.json()) as { id: string };
  const products = (await (await page.request.get('/api/sanitary/products')).json()) as {
    items: Array<{ id: string; brucellosis: string | null }>;
  };
  const b19 = products.items.find((p) => p.brucellosis === 'B19')!;
  const applied = await page.request.post('/api/sanitary/applications', {
    data: {
      productId: b19.id,
      date: today(),
      dose: 2,
      veterinarian: 'Dra. Ana Lima, CRMV-MS 1234',
      target: { animalIds: [heifer.id] },
    },
  });
  expect(applied.status()).toBe(201);
  return { id: heifer.id, birthDate };
}

test('brucellosis proof: the vaccinated heifer of the semester, printable and as CSV', async ({
  page,
}) => {
  await page.addInitScript(() => {
    const w = window as unknown as { prints: number };
    w.prints = 0;
    window.print = () => {
      w.prints += 1;
    };
  });
  await signedInUser(page);
  const heifer = await vaccinatedHeifer(page);
  const day = today();
  const semester = `${day.slice(0, 4)}-${Number(day.slice(5, 7)) <= 6 ? 1 : 2}`;

  await page.goto(`/sanidade/brucelose?semestre=${semester}`);
  await expect(
    page.getByRole('heading', { name: 'Comprovante de vacinação contra brucelose' }),
  ).toBeVisible();
  await expect(
    page.getByText(`${semester.endsWith('1') ? '1º' : '2º'} semestre de`).first(),
  ).toBeVisible();
  const row = page.getByRole('row', { name: /NOVILHA-7/ });
  await expect(row).toBeVisible();
  await expect(row.getByRole('cell')).toHaveText([
    'NOVILHA-7',
    brDate(heifer.birthDate),
    'B19',
    brDate(day),
    'Dra. Ana Lima, CRMV-MS 1234',
  ]);
  await expect(page.getByText('1 fêmea vacinada no semestre.')).toBeVisible();

  await page.getByRole('button', { name: 'Imprimir' }).click();
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { prints: number }).prints))
    .toBe(1);

  const csvLink = page.getByRole('link', { name: 'Baixar CSV' });
  const href = await csvLink.getAttribute('href');
  expect(href).toBe(`/api/export/brucellosis.csv?semester=${semester}`);
  const csv = await page.request.get(href!);
  expect(csv.status()).toBe(200);
  expect(await csv.text()).toContain(
    `NOVILHA-7;;${brDate(heifer.birthDate)};B19;${brDate(day)};Dra. Ana Lima, CRMV-MS 1234`,
  );

  // Her 'Ficha sanitária' lists the vaccine.
  await page.goto(`/sanidade/ficha/animal/${heifer.id}`);
  await expect(
    page.getByRole('heading', { name: 'Ficha sanitária — animal NOVILHA-7' }),
  ).toBeVisible();
  await expect(page.getByRole('row', { name: /Vacina brucelose B19/ })).toContainText('2 mL');
});

test("monthly control: 'Somar aos custos' adds the month's sanitary cost to the costs typed", async ({
  page,
}) => {
  await signedInUser(page);
  const animal = await page.request.post('/api/animals', {
    data: { tag: 'BOI-1', sex: 'M', birthDate: monthsBefore(today(), 24) },
  });
  expect(animal.status()).toBe(201);
  const { id } = (await animal.json()) as { id: string };
  const products = (await (await page.request.get('/api/sanitary/products')).json()) as {
    items: Array<{ id: string; name: string }>;
  };
  const wormer = products.items.find((p) => p.name === 'Ivermectina 1%')!;
  const priced = await page.request.put(`/api/sanitary/products/${wormer.id}`, {
    data: {
      name: 'Ivermectina 1%',
      type: 'Vermífugo',
      withdrawalDays: 35,
      doseUnit: 'mL',
      pricePerDose: 0.9,
    },
  });
  expect(priced.status()).toBe(200);
  const applied = await page.request.post('/api/sanitary/applications', {
    data: { productId: wormer.id, date: today(), dose: 5, target: { animalIds: [id] } },
  });
  expect(applied.status()).toBe(201);

  await page.goto('/module/monthly-control');
  await page.getByLabel('Mês/Ano').fill(today().slice(0, 7));
  const offer = page.getByTestId('sanitary-cost-offer');
  await expect(offer).toContainText('R$ 4,50 (R$ 4,50 por cabeça, 1 cabeça no início do mês).');
  await page.getByLabel('Custos Totais (R$)').fill('100,00');
  await offer.getByRole('button', { name: 'Somar aos custos' }).click();
  await expect(page.getByLabel('Custos Totais (R$)')).toHaveValue('104,50');
  await expect(offer).toContainText('Somado aos Custos Totais; você pode mudar antes de salvar.');
  await expect(offer.getByRole('button')).toHaveCount(0);
});
