import { fieldHandJoinsFromTheInvitation } from './campo-flow';
import { test } from './fixtures';

/* Issue 23, items 1-4 with the field hand on a 360 px phone: see campo-flow.ts. */

test.use({ reducedMotion: 'reduce' });
test.setTimeout(90_000);

test('on a phone, a field hand joins from the invitation and sees his access, never a plan', async ({
  page,
  browser,
}) => {
  await fieldHandJoinsFromTheInvitation(page, browser, {
    viewport: { width: 360, height: 740 },
    isMobile: true,
    hasTouch: true,
  });
});
