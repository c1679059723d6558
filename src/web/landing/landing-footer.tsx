import { MessageCircle } from 'lucide-react';
import { whatsappLink } from '../../content/landing';
import { buttonClasses } from '../components/ui/button';
import { InstallBanner, IosInstallHint } from '../pwa/install-banner';
import type { PublicConfig } from './public-config';
import { SECTION_LINKS } from './section';

export function LandingFooter({ config }: { config: PublicConfig }) {
  return (
    <footer data-lazy-render className="border-t border-stone-200 bg-stone-100 pt-12 pb-24">
      <div className="mx-auto flex max-w-6xl flex-col gap-8 px-4 sm:px-6">
        <InstallBanner />
        <IosInstallHint />

        <div className="flex flex-col gap-6 md:flex-row md:items-start md:justify-between">
          <div className="flex flex-col gap-2">
            <p className="text-lg font-bold text-green-900">Arroba Certa</p>
            <p className="text-sm text-stone-700">Gestão pecuária inteligente</p>
            {/* data-if-set: the prerendered line holds a placeholder; filled empty, CSS hides it. */}
            <p data-if-set={config.cnpj} className="text-sm text-stone-700">
              CNPJ: {config.cnpj}
            </p>
          </div>

          <nav aria-label="Rodapé">
            <ul className="flex flex-wrap gap-x-2">
              {SECTION_LINKS.map(({ id, label }) => (
                <li key={id}>
                  <a
                    href={`#${id}`}
                    className={buttonClasses({ variant: 'link', size: 'sm', className: 'px-2' })}
                  >
                    {label}
                  </a>
                </li>
              ))}
            </ul>
          </nav>

          <div data-if-set={config.whatsapp} className="flex flex-col gap-2">
            <p className="text-sm text-stone-700">Dúvidas? Fale com a gente.</p>
            <a
              href={whatsappLink(config.whatsapp)}
              target="_blank"
              rel="noopener noreferrer"
              className={buttonClasses({ variant: 'outline' })}
            >
              <MessageCircle aria-hidden="true" />
              Suporte pelo WhatsApp
              <span className="sr-only">(abre em nova aba)</span>
            </a>
          </div>
        </div>

        <p className="border-t border-stone-300 pt-6 text-center text-sm text-stone-700">
          {/* The build's year in the prerendered page; the page's island writes this year. */}©{' '}
          <span data-current-year>{new Date().getFullYear()}</span> Arroba Certa. Todos os direitos
          reservados.
        </p>
      </div>
    </footer>
  );
}
