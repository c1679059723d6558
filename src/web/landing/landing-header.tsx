import { SIGN_UP_PATH } from '../../domain/auth-texts';
import { buttonClasses } from '../components/ui/button';
import { LandingBrand } from './landing-brand';
import { SECTION_LINKS } from './section';

/**
 * Static markup; its two live parts are islands (./islands): 'Ir para o painel' shows once the
 * session check finds one, and 'Baixar App' opens the install prompt when the browser offers one
 * (otherwise it leads to the install section's short instructions for Android and iPhone).
 */
export function LandingHeader() {
  return (
    <header className="sticky top-0 z-30 border-b border-stone-200 bg-white/95 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-3 px-4 sm:px-6">
        <div className="flex min-w-0 items-center gap-3">
          <LandingBrand />
          <p className="hidden border-l border-stone-300 pl-3 text-sm whitespace-nowrap text-stone-600 xl:block">
            Gestão pecuária inteligente
          </p>
        </div>

        <nav aria-label="Seções da página" className="hidden lg:block">
          <ul className="flex items-center gap-1">
            {SECTION_LINKS.map(({ id, label }) => (
              <li key={id}>
                <a href={`#${id}`} className={buttonClasses({ variant: 'ghost', size: 'sm' })}>
                  {label}
                </a>
              </li>
            ))}
          </ul>
        </nav>

        <div className="flex shrink-0 items-center gap-2">
          <a
            href="/dashboard"
            data-signed-in
            hidden
            className={buttonClasses({ variant: 'outline', size: 'sm' })}
          >
            Ir para o painel
          </a>
          {/* Phones get only 'Entrar' (spec "Landing"). */}
          <a
            href="/auth"
            className={buttonClasses({ variant: 'ghost', size: 'sm', className: 'md:hidden' })}
          >
            Entrar
          </a>
          <a
            href="#instalar"
            data-install-action="download"
            className={buttonClasses({
              variant: 'outline',
              size: 'sm',
              className: 'max-md:hidden',
            })}
          >
            Baixar App
          </a>
          <a
            href={SIGN_UP_PATH}
            className={buttonClasses({ size: 'sm', className: 'max-md:hidden' })}
          >
            Testar Grátis
          </a>
        </div>
      </div>
    </header>
  );
}
