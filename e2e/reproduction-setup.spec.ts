import { formatDateBR } from '../src/domain/records/dates';
import { seriousViolations } from './axe';
import { expect, signedInUser, test, type Page } from './fixtures';
import { dialog } from './herd-steps';
import { becomeMaster, fieldHandJoins } from './owner-steps';
import {
  cowsInTheHerd,
  daysFromToday,
  newSeason,
  noSidewaysScroll,
  seasonOfCows,
} from './reproduction-steps';

/*
 * Issue 41 ('Reprodução'), the setup screens: 'Editar estação' and 'Retirar da estação' on a
 * season's page, 'Novo protocolo' and 'Sêmen' on /reproducao, as the owner; 'Campo' sees neither
 * of the season's two, and does see (and add to) the semen.
 */

test.setTimeout(90_000);

const FROM = daysFromToday(-30);
const TO = daysFromToday(60);

const toast = (page: Page, text: string) =>
  page.locator('[data-sonner-toast]').getByText(text, { exact: true });

test('the owner edits a season, takes a cow out, writes a protocol and adds a semen', async ({
  page,
}) => {
  await signedInUser(page, { at: '/rebanho' });
  await seasonOfCows(page, 'Estação de teste', ['R-1', 'R-2'], FROM, TO);
  const females = page.getByRole('list', { name: 'Fêmeas expostas' });
  await expect(females.getByRole('link', { name: 'R-2', exact: true })).toBeVisible();

  // 'Editar estação': filled with the season, saved over it.
  await page.getByRole('button', { name: 'Editar estação' }).click();
  const edit = dialog(page, 'Editar estação');
  await expect(edit.getByLabel('Nome')).toHaveValue('Estação de teste');
  await expect(edit.getByLabel('Início')).toHaveValue(FROM);
  await expect(edit.getByLabel('Fim')).toHaveValue(TO);
  const end = daysFromToday(80);
  await edit.getByLabel('Nome').fill('Estação das águas');
  await edit.getByLabel('Fim').fill(end);
  await edit.getByRole('button', { name: 'Salvar estação' }).click();
  await expect(toast(page, 'Estação atualizada')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Estação das águas', level: 1 })).toBeVisible();
  await expect(
    page.getByText(`Estação de monta: ${formatDateBR(FROM)} a ${formatDateBR(end)} (111 dias)`),
  ).toBeVisible();

  // 'Retirar da estação': asked first, naming her; the list and the counts follow.
  await expect(page.getByText('Diagnosticadas: 0 de 2')).toBeVisible();
  await page.getByRole('button', { name: 'Retirar da estação: R-2' }).click();
  const prompt = page.getByRole('alertdialog', { name: 'Retirar a fêmea R-2 da estação?' });
  await expect(prompt).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await prompt.getByRole('button', { name: 'Retirar da estação' }).click();
  await expect(toast(page, 'Fêmea retirada da estação')).toBeVisible();
  await expect(females.getByRole('link', { name: 'R-2', exact: true })).toHaveCount(0);
  await expect(females.getByRole('link', { name: 'R-1', exact: true })).toBeVisible();
  await expect(page.getByText('Diagnosticadas: 0 de 1')).toBeVisible();

  // 'Novo protocolo', written from scratch.
  await page.getByRole('link', { name: 'Voltar à reprodução' }).click();
  await expect(page.getByRole('link', { name: 'Estação das águas' })).toBeVisible();
  await page.getByRole('button', { name: 'Novo protocolo' }).click();
  const protocol = dialog(page, 'Novo protocolo');
  await protocol.getByLabel('Nome').fill('Protocolo da casa');
  await protocol.getByLabel('O que é feito').fill('Implante');
  await protocol.getByRole('button', { name: 'Adicionar passo' }).click();
  const second = protocol.getByRole('group', { name: 'Passo 2' });
  await second.getByLabel('Dia', { exact: true }).fill('9');
  await second.getByLabel('O que é feito').fill('IATF');
  await second.getByLabel('Inseminação neste dia').check();
  await protocol.getByRole('button', { name: 'Criar protocolo' }).click();
  await expect(toast(page, 'Protocolo criado')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Protocolo da casa' })).toBeVisible();
  await expect(page.getByText('D9: IATF', { exact: true })).toBeVisible();

  // 'Sêmen': empty at first, then the one added.
  await expect(page.getByText(/Nenhum sêmen cadastrado\./)).toBeVisible();
  await page.getByRole('button', { name: 'Adicionar sêmen' }).click();
  const semen = dialog(page, 'Adicionar sêmen');
  await semen.getByLabel('Touro').fill('Netuno');
  await semen.getByLabel('Raça').fill('Angus');
  await semen.getByLabel('Central').fill('Alta');
  await semen.getByRole('button', { name: 'Adicionar sêmen' }).click();
  await expect(toast(page, 'Sêmen adicionado')).toBeVisible();
  const list = page.getByRole('list', { name: 'Sêmen' });
  await expect(list.getByText('Netuno')).toBeVisible();
  await expect(list.getByText('Raça: Angus · Central: Alta')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  // The same bull again: said at 'Touro'.
  await page.getByRole('button', { name: 'Adicionar sêmen' }).click();
  await semen.getByLabel('Touro').fill('Netuno');
  await semen.getByRole('button', { name: 'Adicionar sêmen' }).click();
  await expect(semen.getByText('Esse touro já está na lista de sêmen')).toBeVisible();
  await semen.getByRole('button', { name: 'Cancelar' }).click();
  await page
    .getByRole('alertdialog', { name: 'Descartar as alterações?' })
    .getByRole('button', { name: 'Descartar' })
    .click();
  await expect(semen).toHaveCount(0);

  // On a 360 px phone: the page and the season's dialog scroll only down.
  await page.setViewportSize({ width: 360, height: 740 });
  await noSidewaysScroll(page);
  await page.getByRole('link', { name: 'Estação das águas' }).click();
  await expect(page.getByRole('button', { name: 'Retirar da estação: R-1' })).toBeVisible();
  await noSidewaysScroll(page);
  await page.getByRole('button', { name: 'Editar estação' }).click();
  await expect(dialog(page, 'Editar estação').getByLabel('Nome')).toBeVisible();
  await noSidewaysScroll(page);
});

test("'Campo' sees neither 'Editar estação' nor 'Retirar da estação', and sees the semen", async ({
  page,
  browser,
}) => {
  await signedInUser(page, 'Sebastião Rocha');
  await becomeMaster(page);
  await seasonOfCows(page, 'Estação do Campo', ['C-1'], FROM, TO);
  const seasonUrl = page.url();
  const { context, field } = await fieldHandJoins(page, browser);

  await field.goto(seasonUrl);
  await expect(field.getByRole('heading', { name: 'Estação do Campo', level: 1 })).toBeVisible();
  await expect(field.getByRole('button', { name: 'Registrar diagnóstico: C-1' })).toBeVisible();
  await expect(field.getByRole('button', { name: 'Expor fêmeas' })).toBeVisible();
  await expect(field.getByRole('button', { name: 'Editar estação' })).toHaveCount(0);
  await expect(field.getByRole('button', { name: /Retirar da estação/ })).toHaveCount(0);

  await field.goto('/reproducao');
  await expect(field.getByText(/Nenhum sêmen cadastrado\./)).toBeVisible();
  await field.getByRole('button', { name: 'Adicionar sêmen' }).click();
  await dialog(field, 'Adicionar sêmen').getByLabel('Touro').fill('Trovão');
  await dialog(field, 'Adicionar sêmen').getByRole('button', { name: 'Adicionar sêmen' }).click();
  await expect(toast(field, 'Sêmen adicionado')).toBeVisible();
  await expect(field.getByRole('list', { name: 'Sêmen' }).getByText('Trovão')).toBeVisible();
  await expect(field.getByText('IATF convencional (D0-D8-D10)')).toBeVisible();
  await expect(field.getByRole('button', { name: 'Novo protocolo' })).toHaveCount(0);
  await context.close();
});

test("the herd list's selection exposes its females in a season; the others stay out", async ({
  page,
}) => {
  await signedInUser(page, { at: '/rebanho' });
  await cowsInTheHerd(page, ['SEL-1', 'SEL-2']);
  await page.goto('/reproducao');
  await newSeason(page, 'Estação da seleção', FROM, TO);

  await page.goto('/rebanho');
  await page.getByRole('checkbox', { name: 'Selecionar SEL-1', exact: true }).check();
  await page.getByRole('checkbox', { name: 'Selecionar SEL-2', exact: true }).check();
  const bar = page.getByRole('region', { name: 'Animais selecionados' });
  await bar.getByRole('button', { name: 'Expor fêmeas' }).click();
  const form = dialog(page, 'Expor fêmeas');
  await expect(form.getByText('2 fêmeas selecionadas entram na estação escolhida.')).toBeVisible();
  await expect(form.getByLabel('Estação')).toHaveValue(/.+/);
  await form.getByRole('button', { name: 'Expor fêmeas' }).click();
  await expect(toast(page, 'Fêmeas expostas')).toBeVisible();
  // The selection is done with: the bar goes.
  await expect(bar).toBeHidden();

  await page.goto('/reproducao');
  await page
    .getByRole('link', { name: /Estação da seleção/ })
    .first()
    .click();
  const females = page.getByRole('list', { name: 'Fêmeas expostas' });
  await expect(females.getByRole('link', { name: 'SEL-1', exact: true })).toBeVisible();
  await expect(females.getByRole('link', { name: 'SEL-2', exact: true })).toBeVisible();
  await expect(females.getByRole('link', { name: 'SEL-1-NOV', exact: true })).toBeHidden();
});
