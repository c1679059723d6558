/** What the browser and the person have said about installing the app. */
export interface InstallContext {
  /** The browser offered a prompt that was not used yet. */
  available: boolean;
  /** The large banner was answered before (either answer). */
  dismissed: boolean;
  /** The app already runs installed. */
  standalone: boolean;
  /** iPhone or iPad: no prompt, Safari's own menu installs. */
  ios: boolean;
}

/** Which install offers the landing shows (spec "Install banner"). */
export interface InstallOffers {
  banner: boolean;
  floating: boolean;
  iosHint: boolean;
}

export function installOffers(c: InstallContext): InstallOffers {
  return {
    banner: c.available && !c.dismissed && !c.standalone,
    floating: c.available && !c.standalone,
    iosHint: c.ios && !c.standalone,
  };
}
