import { ExternalLink, MessageCircle } from 'lucide-react';
import type { Suspension } from '@/domain/billing/subscription';
import { formatBRL } from '@/domain/format';
import { formatDateBR } from '@/domain/records/dates';
import { whatsappLink } from '@/content/landing';
import { Alert } from '../../components/ui/alert';
import { buttonClasses } from '../../components/ui/button';
import { readPublicConfig } from '../../landing/public-config';

const READ_ONLY =
  'Sua conta fica só para consulta: seus registros continuam disponíveis, mas novos cadastros ficam bloqueados.';

/** 'o pagamento de R$ 49,90 (vencimento 15/03/2025)', as far as its row is known. */
function paymentWords({ value, dueDate }: Suspension): string {
  const amount = value === null ? '' : ` de ${formatBRL(value)}`;
  const due = dueDate ? ` (vencimento ${formatDateBR(dueDate)})` : '';
  return `pagamento${amount}${due}`;
}

/**
 * Why access is suspended — a payment's money was taken back (decision 054) — and what to do:
 * wait for the dispute or talk to us, subscribe again, or pay the invoice again.
 */
export function SuspensionNotice({ suspension }: { suspension: Suspension }) {
  const { whatsapp } = readPublicConfig();
  const payment = paymentWords(suspension);
  return (
    <Alert tone="warning" role="status" title="Conta suspensa">
      {suspension.reason === 'chargeback' ? (
        <p>
          O {payment} foi contestado junto ao banco do cartão. {READ_ONLY} Se a contestação for
          encerrada a nosso favor, o acesso volta sozinho. Se você não a reconhece, fale com a gente
          {whatsapp ? '' : ' respondendo ao e-mail que enviamos sobre ela'}.
        </p>
      ) : suspension.reason === 'refund' ? (
        <p>
          O {payment} foi estornado, então o período que ele pagava terminou. {READ_ONLY} Para
          voltar a cadastrar, assine um plano de novo.
        </p>
      ) : (
        <p>
          O recebimento do {payment} foi desfeito: o valor volta a ficar em aberto e o período que
          ele pagava terminou. {READ_ONLY} Para voltar a cadastrar, pague a fatura ou assine um
          plano de novo.
        </p>
      )}
      {suspension.invoiceUrl && (
        <a
          href={suspension.invoiceUrl}
          target="_blank"
          rel="noopener noreferrer"
          className={buttonClasses({ className: 'mt-2 w-full sm:w-fit' })}
        >
          Pagar agora
          <ExternalLink className="size-4" aria-hidden="true" />
          <span className="sr-only">(abre em nova aba)</span>
        </a>
      )}
      {suspension.reason === 'chargeback' && whatsapp && (
        <a
          href={whatsappLink(whatsapp)}
          target="_blank"
          rel="noopener noreferrer"
          className={buttonClasses({ variant: 'outline', className: 'mt-2 w-full sm:w-fit' })}
        >
          <MessageCircle aria-hidden="true" />
          Falar com o suporte
          <span className="sr-only">(abre em nova aba)</span>
        </a>
      )}
    </Alert>
  );
}
