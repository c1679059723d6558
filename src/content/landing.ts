/**
 * Texts of the public landing page that the business changes without touching the layout:
 * testimonials, FAQ, the company's tax id and support contact. Pure data: the server imports the
 * defaults to fill the page's <meta name="arroba:*"> tags, the browser renders the rest.
 */
import { TRIAL_DAYS } from '../domain/plans';

export interface CompanyContact {
  /** CNPJ, punctuated as it is printed in the footer. */
  cnpj: string;
  /** WhatsApp number in international form, digits only (55 + area code + number). */
  whatsapp: string;
}

/**
 * Without COMPANY_CNPJ or SUPPORT_WHATSAPP the deployment has no number to show: empty, and the
 * lines that would show it are left out (issue 23, item 13: no placeholder numbers).
 */
export const NO_COMPANY: CompanyContact = { cnpj: '', whatsapp: '' };

/** The message the support chat opens with. */
export const SUPPORT_MESSAGE = 'Olá! Preciso de ajuda com o Arroba Certa.';

/**
 * The WhatsApp chat link for `number` (punctuation ignored), with the support message typed in.
 * @example
 * whatsappLink('+55 (34) 99999-9999')
 * //=> 'https://wa.me/5534999999999?text=Ol%C3%A1!%20Preciso%20de%20ajuda%20com%20o%20Arroba%20Certa.'
 */
export function whatsappLink(number: string, message: string = SUPPORT_MESSAGE): string {
  // Only phone punctuation goes: the build's placeholder (src/content/placeholders.ts) survives.
  return `https://wa.me/${number.replace(/[\s()+.-]/g, '')}?text=${encodeURIComponent(message)}`;
}

/**
 * Said wherever a payment can be made while the local payment sandbox takes them (no
 * ASAAS_API_KEY: `npm start`, or production with PAYMENT_SANDBOX=true): nothing is real.
 */
export const DEMO_NOTE = 'Demonstração: os pagamentos são simulados, nenhum valor é cobrado.';

export interface Testimonial {
  name: string;
  /** Who they are and where: 'Pecuarista em Uberaba (MG)'. */
  role: string;
  quote: string;
}

export const TESTIMONIALS: readonly Testimonial[] = [
  {
    name: 'João Batista Ferreira',
    role: 'Pecuarista em Uberaba (MG)',
    quote:
      'Antes eu fazia as contas do lote no caderno. Hoje sei na hora quanto custa cada arroba produzida e quando vale a pena vender.',
  },
  {
    name: 'Maria Aparecida Souza',
    role: 'Criadora de bezerros em Campo Grande (MS)',
    quote:
      'A relação de troca e o controle de pesagem me mostraram onde eu estava perdendo dinheiro. O ganho médio diário melhorou já na primeira safra.',
  },
  {
    name: 'Carlos Eduardo Lima',
    role: 'Confinador em Rio Verde (GO)',
    quote:
      'O custo de suplementação e a diária por cabeça ficam sempre à mão. Planejo as compras do mês inteiro em poucos minutos.',
  },
  {
    name: 'Ana Paula Rezende',
    role: 'Gestora de fazenda em Araguaína (TO)',
    quote:
      'Uso no celular, direto no curral, até sem sinal. Os relatórios mensais e anuais facilitaram muito a conversa com o banco.',
  },
  {
    name: 'Roberto Carvalho',
    role: 'Pecuarista em Barretos (SP)',
    quote:
      'O controle mensal e os resultados anuais deixaram claro qual lote dá lucro. Recomendo para qualquer produtor que quer crescer.',
  },
];

export interface FaqItem {
  question: string;
  answer: string;
}

export const FAQ: readonly FaqItem[] = [
  {
    question: 'Como funciona o teste grátis?',
    answer: `Você usa o Arroba Certa por ${TRIAL_DAYS} dias com todos os recursos do plano Pro, sem cadastrar cartão de crédito. Ao final do teste, escolha o plano que combina com a sua fazenda.`,
  },
  {
    question: 'Posso mudar de plano depois?',
    answer:
      'Pode, a qualquer momento. Ao trocar de plano, os valores são ajustados proporcionalmente ao período que falta.',
  },
  {
    question: 'Quais são as formas de pagamento?',
    answer:
      'Aceitamos Pix, boleto bancário e cartão de crédito, processados por uma plataforma de pagamentos segura.',
  },
  {
    question: 'Meus dados ficam seguros?',
    answer:
      'Sim. Seus dados ficam guardados na nuvem, com conexão criptografada e cópias de segurança, e só você tem acesso a eles.',
  },
  {
    question: 'Funciona sem internet?',
    answer:
      'Sim. Instalado no celular, o aplicativo abre mais rápido e continua abrindo mesmo com internet fraca ou sem sinal no campo.',
  },
];

/** The hero's picture: a demo farm's dashboard on a 360 px phone, drawn at twice its size
 * (scripts/make-hero.mjs). */
export const HERO_PICTURE = {
  src: '/hero-dashboard.webp',
  width: 720,
  height: 1360,
  alt: 'Painel do Arroba Certa no celular: rebanho total de 1.175 cabeças, ganho médio diário de 0,902 kg/dia e margem de lucro de 34,24%.',
};
