import { ChartPie, CloudCheck, FileText, Target } from 'lucide-react';
import { LandingSection } from './section';

const benefits = [
  {
    icon: Target,
    title: 'Cálculos precisos',
    text: 'Fórmulas da pecuária prontas: arroba, GMD, lotação e diária sem erro de conta.',
  },
  {
    icon: ChartPie,
    title: 'Análises completas',
    text: 'Custos, receitas e margens de cada lote, de cada mês e do ano inteiro.',
  },
  {
    icon: FileText,
    title: 'Relatórios detalhados',
    text: 'Resultados claros para decidir a compra, a venda e conversar com o banco.',
  },
  {
    icon: CloudCheck,
    title: 'Dados seguros na nuvem',
    text: 'Suas informações guardadas com segurança e disponíveis em qualquer aparelho.',
  },
];

export function BenefitsSection() {
  return (
    <LandingSection
      id="beneficios"
      title="Por que usar o Arroba Certa"
      intro="Menos planilha e caderno, mais certeza na hora de decidir."
    >
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {benefits.map(({ icon: Icon, title, text }) => (
          <li key={title} className="rounded-xl border border-stone-200 bg-white p-6 shadow-sm">
            <Icon className="size-8 text-green-700" aria-hidden="true" />
            <h3 className="mt-4 font-semibold text-stone-900">{title}</h3>
            <p className="mt-2 text-sm text-stone-700">{text}</p>
          </li>
        ))}
      </ul>
    </LandingSection>
  );
}
