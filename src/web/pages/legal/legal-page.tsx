import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { whatsappLink } from '@/content/landing';
import { PAGE_PLACEHOLDERS } from '@/content/placeholders';
import { TRIAL_DAYS } from '@/domain/plans';
import { BrandPage } from '../../components/brand-page';
import { buttonClasses } from '../../components/ui/button';
import { readPublicConfig, type PublicConfig } from '../../landing/public-config';

/**
 * The company details: the page's <meta> tags in the browser; while prerendering, the
 * placeholders the server fills in per request (an unset one is emptied and its line hidden by
 * `[data-if-set='']` in theme.css).
 */
function companyConfig(): PublicConfig {
  return typeof document === 'undefined'
    ? { cnpj: PAGE_PLACEHOLDERS.cnpj, whatsapp: PAGE_PLACEHOLDERS.whatsapp, demo: '' }
    : readPublicConfig();
}

function LegalShell({ title, children }: { title: string; children: ReactNode }) {
  const company = companyConfig();
  return (
    <BrandPage
      width="max-w-3xl"
      className="gap-6 text-stone-800 [&_h2]:mt-2 [&_h2]:text-lg [&_h2]:font-semibold [&_h2]:text-stone-900 [&_li]:ml-5 [&_li]:list-disc [&_p]:leading-relaxed"
    >
      <h1 className="text-2xl font-bold text-stone-900 sm:text-3xl">{title}</h1>
      {children}
      <section aria-labelledby="legal-contact" className="flex flex-col gap-2">
        <h2 id="legal-contact">Quem somos e como falar com a gente</h2>
        <p>
          O Arroba Certa é um serviço on-line de gestão pecuária, responsável pelo tratamento dos
          dados descritos aqui.
        </p>
        <p data-if-set={company.cnpj}>CNPJ: {company.cnpj}</p>
        <p data-if-set={company.whatsapp}>
          Dúvidas, pedidos sobre seus dados ou sobre estes termos:{' '}
          <a
            href={whatsappLink(company.whatsapp)}
            target="_blank"
            rel="noopener noreferrer"
            className="font-semibold text-green-800 underline underline-offset-4"
          >
            fale com a gente pelo WhatsApp
            <span className="sr-only"> (abre em nova aba)</span>
          </a>
          .
        </p>
        <p>
          Pedidos para ver, corrigir ou excluir seus dados e sua conta são atendidos pelo nosso
          suporte.
        </p>
      </section>
      <nav aria-label="Páginas legais" className="flex flex-wrap gap-2 border-t pt-4">
        <Link to="/termos" className={buttonClasses({ variant: 'link', size: 'sm' })}>
          Termos de Uso
        </Link>
        <Link to="/privacidade" className={buttonClasses({ variant: 'link', size: 'sm' })}>
          Política de Privacidade
        </Link>
        <a href="/" className={buttonClasses({ variant: 'link', size: 'sm' })}>
          Página inicial
        </a>
      </nav>
    </BrandPage>
  );
}

/** '/termos': the terms of use of the service. */
export function TermsPage() {
  return (
    <LegalShell title="Termos de Uso">
      <p>
        Estes termos valem para quem usa o Arroba Certa, no site ou no aplicativo. Ao criar sua
        conta ou assinar um plano, você concorda com eles.
      </p>
      <h2>O serviço</h2>
      <p>
        O Arroba Certa ajuda o produtor a registrar o rebanho, as pesagens, os lotes e as contas da
        fazenda e a fazer os cálculos da pecuária. Os cálculos são uma ajuda para a sua decisão:
        confira os números antes de negociar. O serviço pode mudar para melhorar; avisamos antes de
        qualquer mudança que tire um recurso do seu plano.
      </p>
      <h2>Sua conta</h2>
      <ul>
        <li>Use dados verdadeiros e mantenha sua senha em segredo.</li>
        <li>Você responde pelo que for feito com a sua conta e pelas pessoas que convidar.</li>
        <li>Não use o serviço para fins ilegais nem tente acessar dados de outras contas.</li>
      </ul>
      <h2>Teste grátis, planos e pagamento</h2>
      <p>
        Toda conta nova tem {TRIAL_DAYS} dias de teste grátis. Se você assinar durante o teste, os
        dias que restam continuam valendo e a primeira cobrança vem quando o teste acaba. A
        assinatura é mensal, cobrada por cartão de crédito, Pix ou boleto, por meio do nosso
        parceiro de pagamentos (Asaas). Ao subir de plano, a diferença proporcional aos dias que
        faltam é cobrada na hora, e o novo plano é liberado quando ela for paga.
      </p>
      <h2>Cancelamento</h2>
      <p>
        Você pode cancelar a qualquer momento em Minha assinatura. Não há multa: as cobranças param
        e você mantém o acesso até o fim do período já pago. Depois, seus registros continuam
        disponíveis para consulta.
      </p>
      <h2>Seus dados</h2>
      <p>
        Os registros da fazenda são seus. Você pode exportá-los quando quiser, conforme o seu plano.
        Como tratamos seus dados pessoais está na{' '}
        <Link to="/privacidade" className="font-semibold text-green-800 underline">
          Política de Privacidade
        </Link>
        .
      </p>
      <h2>Responsabilidade</h2>
      <p>
        Trabalhamos para manter o serviço no ar e seus dados seguros, com cópias de segurança, mas
        não respondemos por perdas causadas por decisões tomadas só com base nos cálculos, por
        falhas da sua internet ou por uso indevido da sua conta.
      </p>
      <h2>Mudanças e foro</h2>
      <p>
        Se estes termos mudarem, avisamos no aplicativo ou por e-mail antes de a mudança valer.
        Estes termos seguem as leis do Brasil, incluindo o Código de Defesa do Consumidor quando ele
        se aplicar.
      </p>
    </LegalShell>
  );
}

/** '/privacidade': the privacy policy under the LGPD (Lei 13.709/2018). */
export function PrivacyPage() {
  return (
    <LegalShell title="Política de Privacidade">
      <p>
        Esta política explica quais dados pessoais o Arroba Certa trata, por quê, por quanto tempo e
        quais são os seus direitos, conforme a Lei Geral de Proteção de Dados (LGPD, Lei
        13.709/2018).
      </p>
      <h2>Quais dados</h2>
      <ul>
        <li>Cadastro: nome, e-mail e senha (guardada cifrada, nunca em texto).</li>
        <li>
          Cobrança: CPF ou CNPJ e a forma de pagamento escolhida. Os dados do cartão são digitados
          na página do parceiro de pagamentos (Asaas) e não passam por nós.
        </li>
        <li>
          Fazenda: os registros que você lança (rebanho, pesagens, lotes, contas e cálculos) e os
          nomes e e-mails das pessoas que você convida.
        </li>
        <li>
          Uso: endereço IP, data e hora de acesso e dados do navegador, para segurança da conta.
        </li>
      </ul>
      <h2>Para que usamos</h2>
      <ul>
        <li>Prestar o serviço que você contratou (execução de contrato).</li>
        <li>Emitir cobranças e notas, e cumprir obrigações fiscais (obrigação legal).</li>
        <li>Proteger sua conta contra acessos indevidos e fraudes (legítimo interesse).</li>
        <li>Enviar avisos sobre a conta e a assinatura, como o fim do teste grátis.</li>
      </ul>
      <p>Não vendemos seus dados nem os usamos para publicidade de terceiros.</p>
      <h2>Com quem compartilhamos</h2>
      <p>
        Só com quem precisa deles para o serviço funcionar: o parceiro de pagamentos (Asaas), o
        provedor de hospedagem e o de envio de e-mails, todos obrigados a proteger os dados. Também
        quando uma lei ou ordem judicial exigir.
      </p>
      <h2>Por quanto tempo</h2>
      <p>
        Enquanto sua conta existir. Se você excluir a conta, apagamos seus dados pessoais e os
        registros da fazenda, exceto o que a lei manda guardar: os dados de cobrança ficam pelo
        prazo fiscal (5 anos) e os registros de acesso por 6 meses (Marco Civil da Internet).
      </p>
      <h2>Seus direitos</h2>
      <p>Pela LGPD, você pode a qualquer momento:</p>
      <ul>
        <li>confirmar se tratamos seus dados e ter acesso a eles;</li>
        <li>corrigir dados incompletos ou errados;</li>
        <li>pedir a exclusão, o bloqueio ou a anonimização de dados desnecessários;</li>
        <li>levar seus dados para outro serviço (portabilidade), pela exportação;</li>
        <li>saber com quem compartilhamos seus dados;</li>
        <li>
          retirar um consentimento dado e reclamar à ANPD (Autoridade Nacional de Proteção de
          Dados).
        </li>
      </ul>
      <h2>Segurança e cookies</h2>
      <p>
        Usamos conexão cifrada, senhas guardadas com hash e acesso restrito aos dados. Usamos só os
        cookies necessários para manter você conectado; não usamos cookies de publicidade.
      </p>
    </LegalShell>
  );
}
