import { Calculator, ChartColumn, ShieldCheck } from 'lucide-react';
import { Link } from 'react-router';
import { Brand } from '../components/brand';
import { buttonClasses } from '../components/ui/button';

// Temporary landing page: the full one (modules, plans, testimonials, FAQ) comes in a later issue.

const highlights = [
  { icon: Calculator, text: 'Cálculos automáticos de custos, receitas e margens' },
  { icon: ChartColumn, text: 'Relatórios claros para decidir com segurança' },
  { icon: ShieldCheck, text: 'Gestão completa da fazenda, com dados seguros na nuvem' },
];

export function LandingPage() {
  return (
    <div className="flex min-h-dvh flex-col">
      <header className="border-b border-stone-200 bg-white">
        <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-3 px-4 sm:px-6">
          <Brand />
          <nav aria-label="Acesso" className="flex items-center gap-2">
            <Link to="/auth" className={buttonClasses({ variant: 'ghost', size: 'sm' })}>
              Entrar
            </Link>
            {/* Phones get only 'Entrar' (spec "Landing"). */}
            <span className="hidden sm:block">
              <Link to="/auth" className={buttonClasses({ size: 'sm' })}>
                Testar Grátis
              </Link>
            </span>
          </nav>
        </div>
      </header>

      <main className="flex-1 bg-gradient-to-b from-green-50 to-stone-50">
        <section className="mx-auto flex max-w-3xl flex-col items-center gap-6 px-4 py-16 text-center sm:py-24">
          <h1 className="text-4xl font-extrabold tracking-tight text-green-900 sm:text-5xl">
            Arroba Certa
          </h1>
          <p className="max-w-2xl text-lg text-stone-700">
            A gestão da sua pecuária na palma da mão: cálculos automáticos de custos e margens,
            relatórios detalhados e o controle completo da fazenda, do rebanho às pesagens, no
            celular ou no computador.
          </p>
          <Link to="/auth" className={buttonClasses({ size: 'lg', className: 'w-full sm:w-auto' })}>
            Começar Agora
          </Link>
          <p className="text-sm text-stone-600">
            7 dias grátis com todos os recursos do plano Pro.
          </p>
        </section>

        <section aria-label="Destaques" className="mx-auto max-w-5xl px-4 pb-16">
          <ul className="grid gap-4 sm:grid-cols-3">
            {highlights.map(({ icon: Icon, text }) => (
              <li
                key={text}
                className="flex items-start gap-3 rounded-xl border border-stone-200 bg-white p-5"
              >
                <Icon className="size-6 shrink-0 text-green-700" aria-hidden="true" />
                <span className="text-stone-800">{text}</span>
              </li>
            ))}
          </ul>
        </section>
      </main>

      <footer className="border-t border-stone-200 bg-white py-6 text-center text-sm text-stone-600">
        © 2025 Arroba Certa. Todos os direitos reservados.
      </footer>
    </div>
  );
}
