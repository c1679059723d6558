import { test } from './fixtures';
import { savePressedAcrossTakeOver } from './server-page-steps';

/*
 * Decision 097 on a 360 px phone: a finger on 'Salvar Pesagem' while React takes the page over.
 * A tap's click comes after the finger lifts, as its own event; the replay waits for it, so the
 * line React draws under an unusual weight does not move the button from under the finger.
 */

test('a tap begun while React takes the page over saves what was typed before it', async ({
  page,
}) => {
  // Playwright's tap puts the finger down and lifts it at once: the raw touches, by hand.
  const touch = await page.context().newCDPSession(page);
  await savePressedAcrossTakeOver(page, {
    async down(save) {
      await save.scrollIntoViewIfNeeded();
      const box = (await save.boundingBox())!;
      const finger = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
      await touch.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [finger] });
    },
    up: () => touch.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] }),
  });
});
