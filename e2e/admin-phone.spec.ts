import AxeBuilder from '@axe-core/playwright';
import { LONG_EMAIL, mockAdminApi } from './admin-mock';
import { expect, signedInUser, test } from './fixtures';

test.use({ reducedMotion: 'reduce' });

test('admin panel on a 360 px phone: users as cards, no horizontal scroll, no axe violations', async ({
  page,
}) => {
  await signedInUser(page);
  await mockAdminApi(page);
  await page.goto('/admin');
  const cards = page.getByRole('list', { name: 'Usuários' }).getByRole('listitem');
  await expect(cards).toHaveCount(3);
  await expect(page.getByRole('table')).toBeHidden();
  const joao = page.getByRole('listitem', { name: 'João Sem Plano' });
  await expect(joao).toContainText(LONG_EMAIL);
  await expect(joao).toContainText('Nenhum');
  await expect(page.getByRole('listitem', { name: 'Ana Administradora' })).toContainText(
    'Ilimitado',
  );
  const reset = joao.getByRole('button', { name: 'Resetar Senha' });
  expect((await reset.boundingBox())!.height).toBeGreaterThanOrEqual(44);
  await expect(page.getByRole('list', { name: 'Histórico' })).toContainText('+7 dias');
  expect(
    await page.evaluate(
      () => document.documentElement.scrollWidth <= document.documentElement.clientWidth,
    ),
  ).toBe(true);
  const result = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
  expect(result.violations.map((v) => v.id)).toEqual([]);

  await reset.click();
  const dialog = page.getByRole('dialog', { name: 'Resetar senha de João Sem Plano' });
  await expect(dialog.getByLabel('Nova senha')).toBeVisible();
  const box = (await dialog.boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(360);
});
