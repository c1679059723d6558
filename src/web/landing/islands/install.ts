import {
  dismissInstall,
  getSnapshot,
  isInstallDismissed,
  isIos,
  isStandalone,
  promptInstall,
  subscribe,
} from '../../pwa/install-prompt';
import { installOffers } from './install-offers';
import { all, slot } from './slot';

/**
 * The install offers (pwa/install-banner.tsx) and the header's 'Baixar App': shown as
 * installOffers() says, following the browser's prompt and the dismissed flag. One click listener
 * on `root` serves every `data-install-action` button. Returns the undo.
 */
export function startInstallOffers(root: HTMLElement): () => void {
  const slots = (kind: string) => all(root, `[data-install="${kind}"]`).map(slot);
  const banners = slots('banner');
  const floating = slots('floating');
  const hints = slots('ios-hint');
  const platform = { standalone: isStandalone(), ios: isIos() };

  const update = () => {
    const offers = installOffers({
      available: getSnapshot(),
      dismissed: isInstallDismissed(),
      ...platform,
    });
    for (const s of banners) s.show(offers.banner);
    for (const s of floating) s.show(offers.floating);
    for (const s of hints) s.show(offers.iosHint);
  };

  const onClick = (event: MouseEvent) => {
    const target = (event.target as Element).closest<HTMLElement>('[data-install-action]');
    switch (target?.dataset.installAction) {
      case 'install':
        // prompt() must run inside the click; the flag is stored whatever the answer.
        void promptInstall();
        dismissInstall();
        break;
      case 'dismiss':
        dismissInstall();
        break;
      case 'prompt':
        void promptInstall();
        break;
      case 'download':
        // 'Baixar App' prompts when it can; otherwise the link leads to the instructions.
        if (!getSnapshot()) return;
        event.preventDefault();
        void promptInstall();
    }
  };

  root.addEventListener('click', onClick);
  const unsubscribe = subscribe(update);
  update();
  return () => {
    unsubscribe();
    root.removeEventListener('click', onClick);
    for (const s of [...banners, ...floating, ...hints]) s.restore();
  };
}
