import { Download, Share, Smartphone } from 'lucide-react';
import { buttonClasses } from '../components/ui/button';
import { cn } from '../lib/cn';

/*
 * Install UI (spec "Install banner"), as static markup: the page carries each piece `hidden`, and
 * the landing's install island (src/web/landing/islands/install.ts) takes it out of the document
 * at start and puts it back while it applies, wiring its buttons through `data-install-action`.
 * Without JavaScript nothing about installing shows, as before.
 */

/**
 * The large banner: shown while a prompt is available, the app is not installed and the banner
 * was never answered. Either answer hides it for good (a flag in local storage).
 */
export function InstallBanner({ className }: { className?: string }) {
  return (
    <div
      data-install="banner"
      hidden
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
        <button type="button" data-install-action="install" className={buttonClasses()}>
          <Download aria-hidden="true" />
          Instalar App
        </button>
        <button
          type="button"
          data-install-action="dismiss"
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
  return (
    <button
      type="button"
      data-install="floating"
      data-install-action="prompt"
      hidden
      aria-label="Instalar aplicativo"
      title="Instalar aplicativo"
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
  return (
    <p
      data-install="ios-hint"
      hidden
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
