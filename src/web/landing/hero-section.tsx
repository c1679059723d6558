import { ChartColumn, Calculator, ShieldCheck } from 'lucide-react';
import { HERO_PICTURE } from '../../content/landing';
import { SIGN_UP_PATH } from '../../domain/auth-texts';
import { TRIAL_DAYS } from '../../domain/plans';
import { buttonClasses } from '../components/ui/button';

const highlights = [
  { icon: Calculator, text: 'Cálculos automáticos' },
  { icon: ChartColumn, text: 'Relatórios detalhados' },
  { icon: ShieldCheck, text: 'Dados seguros na nuvem' },
];

export function HeroSection() {
  return (
    <section
      aria-labelledby="inicio-titulo"
      className="bg-gradient-to-b from-green-50 to-stone-50 px-4 py-16 sm:py-24"
    >
      <div className="mx-auto grid max-w-6xl items-center gap-10 lg:grid-cols-[1fr_auto] lg:gap-16">
        <div className="mx-auto flex max-w-3xl flex-col items-center gap-6 text-center lg:items-start lg:text-left">
          <h1
            id="inicio-titulo"
            className="text-3xl font-extrabold tracking-tight text-green-950 sm:text-5xl"
          >
            Arroba Certa:{' '}
            <span className="block text-green-800">a gestão da sua pecuária na palma da mão</span>
          </h1>
          <p className="max-w-2xl text-lg text-stone-700">
            Cálculos automáticos de custos, receitas e margens, relatórios detalhados e a gestão
            completa da fazenda, do estoque do rebanho às pesagens, no celular ou no computador.
          </p>
          <div className="flex w-full flex-col gap-3 sm:w-auto sm:flex-row">
            <a href={SIGN_UP_PATH} className={buttonClasses({ size: 'lg' })}>
              Começar Agora
            </a>
            <a href="#planos" className={buttonClasses({ variant: 'outline', size: 'lg' })}>
              Ver Planos
            </a>
          </div>
          <p className="text-sm text-stone-700">
            {TRIAL_DAYS} dias grátis com todos os recursos do plano Pro, sem cartão de crédito.
          </p>
          <ul className="flex flex-wrap justify-center gap-x-6 gap-y-2 text-sm font-medium text-stone-800">
            {highlights.map(({ icon: Icon, text }) => (
              <li key={text} className="inline-flex items-center gap-2">
                <Icon className="size-4 text-green-700" aria-hidden="true" />
                {text}
              </li>
            ))}
          </ul>
        </div>
        {/* A prerendered screenshot (scripts/make-hero.mjs): small, sized, fetched early. */}
        <img
          src={HERO_PICTURE.src}
          width={HERO_PICTURE.width}
          height={HERO_PICTURE.height}
          alt={HERO_PICTURE.alt}
          fetchPriority="high"
          decoding="async"
          className="mx-auto h-auto w-64 rounded-[2rem] border-8 border-stone-900 bg-white shadow-xl sm:w-72"
        />
      </div>
    </section>
  );
}
