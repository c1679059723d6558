import { Download, Share, Smartphone } from 'lucide-react';
import { buttonClasses } from '../components/ui/button';
import { cn } from '../lib/cn';
import {
  dismissInstall,
  promptInstall,
  useInstallDismissed,
  useInstallPrompt,
  usePlatform,
} from './install-prompt';

/*
 * Install UI (spec "Install banner"). Everything starts hidden, on the server and in the first
 * render, and appears once the browser offers a prompt: the page hydrates without mismatches.
 */

/**
 * The large banner: shown while a prompt is available, the app is not installed and the banner
 * was never answered. Either answer hides it for good (a flag in local storage).
 */
export function InstallBanner({ className }: { className?: string }) {
  const available = useInstallPrompt();
  const dismissed = useInstallDismissed();
  const { known, standalone } = usePlatform();
  if (!available || dismissed || !known || standalone) return null;

  const install = () => {
    // prompt() must run inside the click; the flag is stored whatever the answer.
    void promptInstall();
    dismissInstall();
  };

  return (
    <div
      className={cn(
        'flex flex-col gap-4 rounded-2xl border border-green-200 bg-green-50 p-5 text-left sm:flex-row sm:items-center sm:p-6',
        className,
      )}
    >
      <Smartphone className="size-10 shrink-0 text-green-700" aria-hidden="true" />
      <div className="flex-1">
        <p className="text-lg font-bold text-green-950">Instale o Arroba Certa no seu celular</p>
        <p className="mt-1 text-sm text-stone-700">
          Use no campo mesmo sem internet e abra o app mais rápido, direto da tela inicial.
        </p>
      </div>
      <div className="flex flex-wrap gap-2">
        <button type="button" onClick={install} className={buttonClasses()}>
          <Download aria-hidden="true" />
          Instalar App
        </button>
        <button
          type="button"
          onClick={dismissInstall}
          className={buttonClasses({ variant: 'outline' })}
        >
          Agora não
        </button>
      </div>
    </div>
  );
}

/** A round button at the bottom right, while a prompt is available; it remembers nothing. */
export function InstallFloatingButton() {
  const available = useInstallPrompt();
  const { known, standalone } = usePlatform();
  if (!available || !known || standalone) return null;
  return (
    <button
      type="button"
      aria-label="Instalar aplicativo"
      title="Instalar aplicativo"
      onClick={() => void promptInstall()}
      className={cn(
        buttonClasses({ size: 'icon' }),
        'fixed right-4 bottom-4 z-40 size-14 rounded-full shadow-lg pointer-coarse:size-14 [&_svg]:size-6',
      )}
    >
      <Download aria-hidden="true" />
    </button>
  );
}

/** iPhone and iPad offer no prompt: tell their users where Safari keeps the install option. */
export function IosInstallHint({ className }: { className?: string }) {
  const { known, standalone, ios } = usePlatform();
  if (!known || !ios || standalone) return null;
  return (
    <p
      className={cn(
        'flex items-start gap-2 rounded-xl border border-stone-200 bg-white p-4 text-left text-sm text-stone-700',
        className,
      )}
    >
      <Share className="mt-0.5 size-5 shrink-0 text-green-700" aria-hidden="true" />
      <span>
        No iPhone ou iPad, toque em <strong>Compartilhar → Adicionar à Tela de Início</strong> para
        instalar o app.
      </span>
    </p>
  );
}
