import { WifiOff, Zap } from 'lucide-react';
import { InstallBanner, IosInstallHint } from '../pwa/install-banner';
import { LandingSection } from './section';

const reasons = [
  {
    icon: WifiOff,
    title: 'Funciona sem internet',
    text: 'Consulte e calcule no curral ou no pasto, mesmo sem sinal.',
  },
  {
    icon: Zap,
    title: 'Abre mais rápido',
    text: 'Direto da tela inicial do celular, sem procurar o site.',
  },
];

export function InstallSection() {
  return (
    <LandingSection
      id="instalar"
      title="Leve o Arroba Certa no celular"
      intro="Instale o aplicativo e tenha a gestão da fazenda sempre à mão."
      className="bg-white"
    >
      <ul className="mx-auto grid max-w-3xl gap-4 sm:grid-cols-2">
        {reasons.map(({ icon: Icon, title, text }) => (
          <li key={title} className="flex items-start gap-3 rounded-xl bg-stone-50 p-5">
            <Icon className="size-6 shrink-0 text-green-700" aria-hidden="true" />
            <div>
              <h3 className="font-semibold text-stone-900">{title}</h3>
              <p className="mt-1 text-sm text-stone-700">{text}</p>
            </div>
          </li>
        ))}
      </ul>
      <div className="mx-auto mt-8 flex max-w-3xl flex-col gap-4">
        <InstallBanner />
        <IosInstallHint />
        <p className="text-center text-sm text-stone-700">
          No Android e no computador, você também pode instalar pelo menu do navegador, na opção
          “Instalar app”.
        </p>
      </div>
    </LandingSection>
  );
}
