import { fieldHandJoinsFromTheInvitation } from './campo-flow';
import { expect, test } from './fixtures';

/* Issue 23, items 1-4 on a desktop: see campo-flow.ts. */

test.use({ reducedMotion: 'reduce' });
test.setTimeout(90_000);

test('a field hand joins from the invitation signed out and sees his access, never a plan', async ({
  page,
  browser,
}) => {
  await fieldHandJoinsFromTheInvitation(
    page,
    browser,
    { viewport: { width: 1280, height: 800 } },
    async (field) => {
      // Sanidade's charts (issue 27): the applications per month, never their cost.
      await field.goto('/sanidade');
      await expect(field.getByRole('heading', { name: 'Aplicações por mês' })).toBeVisible();
      await expect(field.getByRole('heading', { name: 'Custo sanitário por cabeça' })).toHaveCount(
        0,
      );
      const months = (await (await field.request.get('/api/charts/sanitary/months')).json()) as {
        withMoney: boolean;
        months: Record<string, unknown>[];
      };
      expect(months.withMoney).toBe(false);
      expect(
        months.months.every((m) => m.costPerHead === undefined || m.costPerHead === null),
      ).toBe(true);
    },
  );
});
