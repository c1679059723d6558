import { fieldHandJoinsFromTheInvitation } from './campo-flow';
import { test } from './fixtures';

/* Issue 23, items 1-4 on a desktop: see campo-flow.ts. */

test.use({ reducedMotion: 'reduce' });
test.setTimeout(90_000);

test('a field hand joins from the invitation signed out and sees his access, never a plan', async ({
  page,
  browser,
}) => {
  await fieldHandJoinsFromTheInvitation(page, browser, { viewport: { width: 1280, height: 800 } });
});
