import { describe, expect, it } from 'vitest';
import { installOffers } from './install-offers';

const none = { banner: false, floating: false, iosHint: false };
const ctx = { available: false, dismissed: false, standalone: false, ios: false };

describe('installOffers', () => {
  it('offers nothing until the browser offers a prompt', () => {
    expect(installOffers(ctx)).toEqual(none);
  });

  it('offers the banner and the floating button with a prompt; an answered banner stays away', () => {
    expect(installOffers({ ...ctx, available: true })).toEqual({
      banner: true,
      floating: true,
      iosHint: false,
    });
    expect(installOffers({ ...ctx, available: true, dismissed: true })).toEqual({
      banner: false,
      floating: true,
      iosHint: false,
    });
  });

  it("tells iPhone users where Safari's option is; an installed app offers nothing", () => {
    expect(installOffers({ ...ctx, ios: true }).iosHint).toBe(true);
    expect(
      installOffers({ available: true, dismissed: false, standalone: true, ios: true }),
    ).toEqual(none);
  });
});
