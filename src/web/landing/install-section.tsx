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
        <div
          aria-labelledby="install-how"
          role="region"
          className="rounded-xl border border-stone-200 bg-stone-50 p-5 text-sm text-stone-700"
        >
          <h3 id="install-how" className="font-semibold text-stone-900">
            Como instalar
          </h3>
          <ul className="mt-2 flex flex-col gap-2">
            <li>
              <strong>Android:</strong> no Chrome, toque no menu ⋮ e em “Instalar app” (ou
              “Adicionar à tela inicial”).
            </li>
            <li>
              <strong>iPhone:</strong> no Safari, toque em Compartilhar e depois em “Adicionar à
              Tela de Início”.
            </li>
            <li>
              <strong>Computador:</strong> no Chrome ou no Edge, use o ícone de instalar na barra de
              endereço.
            </li>
          </ul>
        </div>
      </div>
    </LandingSection>
  );
}
