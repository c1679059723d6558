import { expect, signedInUser, test } from './fixtures';
import { apiAnimal, dialog, monthsAgo, tagLink } from './herd-steps';
import { apiIvermectin, daysAheadBR } from './sanitary-herd-steps';

/*
 * Issue 39 item 6 on a 360 px phone: the carência warning shows at the top of 'Registrar venda'
 * as soon as an animal in carência is chosen, before anything is pressed (it used to come only
 * after the press, from the server's refusal). The server's check stays the authority.
 */

test('the carência warning is at the top of the sale dialog as soon as the animal is chosen', async ({
  page,
}) => {
  await signedInUser(page, { name: 'Rita Moraes', at: '/rebanho' });
  const treated = await apiAnimal(page, { tag: 'CR-1', sex: 'M', birthDate: monthsAgo(30) });
  await apiAnimal(page, { tag: 'CR-2', sex: 'M', birthDate: monthsAgo(30) });
  await apiIvermectin(page, [treated]);
  const until = daysAheadBR(35);
  await page.reload();

  // From the animal's page: one animal in carência.
  await tagLink(page, 'CR-1').click();
  await page.getByRole('button', { name: 'Registrar venda' }).click();
  const sale = dialog(page, 'Registrar venda');
  const warning = sale.getByRole('alert');
  await expect(warning).toContainText(`Em carência até ${until}: CR-1`);
  await expect(warning).toBeInViewport();
  // At the top: above the first field.
  const alertBox = (await warning.boundingBox())!;
  const dateBox = (await sale.getByLabel('Data da venda').boundingBox())!;
  expect(alertBox.y).toBeLessThan(dateBox.y);
  await page.keyboard.press('Escape');

  // From the list, two animals of which one is in carência: said before any press.
  await page.goto('/rebanho');
  for (const tag of ['CR-1', 'CR-2']) {
    await page.getByRole('checkbox', { name: `Selecionar ${tag}` }).check();
  }
  await page
    .getByRole('region', { name: 'Animais selecionados' })
    .getByRole('button', { name: 'Registrar venda' })
    .click();
  const batch = dialog(page, 'Registrar venda');
  await expect(batch.getByRole('alert')).toContainText(`Em carência até ${until}: CR-1`);
  await expect(batch.getByRole('alert')).not.toContainText('CR-2');

  // Pressed anyway, the server's word names the product; 'Vender mesmo assim' sells.
  await batch.getByRole('button', { name: 'Registrar venda' }).click();
  await expect(batch.getByRole('alert')).toContainText(
    `Em carência até ${until}: CR-1 (Ivermectina 1%)`,
  );
  await batch.getByRole('button', { name: 'Vender mesmo assim' }).click();
  await expect(page.getByText('Venda registrada')).toBeVisible();
  await expect(tagLink(page, 'CR-2')).toHaveCount(0);
});
