import { MessageCircle } from 'lucide-react';
import { readPublicConfig } from '../../landing/public-config';
import { buttonClasses } from '../../components/ui/button';

/** The support WhatsApp link with a message naming the farm (SUPPORT_WHATSAPP, via app.html). */
export function consultingLink(farmName: string, whatsapp = readPublicConfig().whatsapp): string {
  const text = `Olá! Quero agendar a consultoria mensal da ${farmName}.`;
  return `https://wa.me/${whatsapp.replace(/\D/g, '')}?text=${encodeURIComponent(text)}`;
}

/**
 * 'Consultoria mensal' (plan Master): schedules the month's consulting over WhatsApp. Without
 * SUPPORT_WHATSAPP there is no way to schedule it from here: the card only says the plan includes
 * it, and promises no channel it cannot open (decision 035).
 */
export function ConsultingCard({ farmName }: { farmName: string }) {
  const { whatsapp } = readPublicConfig();
  return (
    <section
      aria-labelledby="consulting-title"
      className="flex flex-col gap-3 rounded-xl border border-amber-300 bg-amber-50 p-4 shadow-sm sm:flex-row sm:items-center sm:justify-between sm:p-5"
    >
      <div className="min-w-0">
        <h2 id="consulting-title" className="font-semibold text-amber-950">
          Consultoria mensal
        </h2>
        <p className="text-sm text-amber-950">
          O plano Master da fazenda inclui uma consultoria por mês com nossa equipe.
          {whatsapp && ' Agende pelo WhatsApp.'}
        </p>
      </div>
      {whatsapp && (
        <a
          href={consultingLink(farmName, whatsapp)}
          target="_blank"
          rel="noreferrer"
          className={buttonClasses({ className: 'w-full shrink-0 sm:w-fit' })}
        >
          <MessageCircle aria-hidden="true" />
          Agendar consultoria
        </a>
      )}
    </section>
  );
}
