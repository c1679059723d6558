import { Calculator, CheckCircle2, Cloud, Scale } from 'lucide-react';

const benefits = [
  { icon: Calculator, text: 'Cálculos precisos de custos e margens' },
  { icon: Scale, text: 'Controle completo do rebanho e das pesagens' },
  { icon: Cloud, text: 'Seus dados seguros na nuvem' },
];

/** The green panel beside (or above, on phones) the sign-in card. */
export function AuthHero() {
  return (
    <section
      aria-labelledby="auth-hero-title"
      className="flex flex-col justify-center gap-6 bg-green-800 px-6 py-8 text-white sm:px-10 lg:py-16 xl:px-16"
    >
      {/* A plain link: the landing is its own page (also from the lean /auth, decision 047). */}
      <a
        href="/"
        className="inline-flex w-fit items-center gap-2 rounded-lg font-bold focus-visible:ring-2 focus-visible:ring-white focus-visible:outline-none"
      >
        <img
          src="/favicon.svg"
          alt=""
          width={32}
          height={32}
          className="size-8 rounded-md ring-1 ring-white/30"
        />
        <span className="text-lg">Arroba Certa</span>
      </a>
      <div className="flex flex-col gap-3">
        <h1 id="auth-hero-title" className="text-2xl font-extrabold tracking-tight sm:text-4xl">
          Transforme sua gestão pecuária
        </h1>
        <p className="hidden text-green-100 sm:block">
          Calculadoras econômicas e registros do rebanho num só lugar, no celular ou no computador.
        </p>
      </div>
      <ul className="flex flex-col gap-2.5 sm:gap-4">
        {benefits.map(({ icon: Icon, text }) => (
          <li key={text} className="flex items-center gap-3 text-sm text-green-50 sm:text-base">
            <span className="flex size-8 shrink-0 items-center justify-center rounded-lg bg-white/10">
              <Icon className="size-4" aria-hidden="true" />
            </span>
            {text}
          </li>
        ))}
      </ul>
      <p className="hidden items-center gap-2 text-sm text-green-100 lg:flex">
        <CheckCircle2 className="size-4" aria-hidden="true" />7 dias grátis com todos os recursos do
        Pro.
      </p>
    </section>
  );
}
