import { formatNumber } from '../../domain/format';
import type { ReminderDigest } from '../../domain/sanitary/api';
import type { MailMessage } from './mailer';
import { render } from './templates';

/** The protocols named one by one; the rest are summed up in one line. */
const LISTED_PROTOCOLS = 10;

const count = (n: number, one: string, many: string) =>
  `${formatNumber(n, 0)} ${n === 1 ? one : many}`;

/** The weekly e-mail's digest of a farm (domain's ReminderDigest) and the farm's name. */
export interface SanitaryDigest extends ReminderDigest {
  farmName: string;
}

/**
 * The subject of the weekly e-mail: 'Sanidade: 12 aplicações atrasadas e 30 nos próximos 7 dias
 * — Fazenda Boa Vista' (a part with nothing in it is left out).
 */
export function sanitarySubject(d: Omit<SanitaryDigest, 'byProtocol'>): string {
  const late = count(d.overdue, 'aplicação atrasada', 'aplicações atrasadas');
  const next =
    d.overdue > 0
      ? `${formatNumber(d.nextWeek, 0)} nos próximos 7 dias`
      : `${count(d.nextWeek, 'aplicação', 'aplicações')} nos próximos 7 dias`;
  const parts = [d.overdue > 0 && late, d.nextWeek > 0 && next].filter(Boolean);
  return `Sanidade: ${parts.join(' e ')} — ${d.farmName}`;
}

/** 'da Fazenda Boa Vista', 'da fazenda Santa Rita' (a name saying 'Fazenda' is not repeated). */
const ofFarm = (name: string) =>
  /^fazenda\b/i.test(name.trim()) ? `da ${name}` : `da fazenda ${name}`;

/** One protocol's line: 'Vermifugação (Ivermectina 1%): 12 atrasadas, 30 nos próximos 7 dias'. */
function protocolLine(p: SanitaryDigest['byProtocol'][number]): string {
  const parts = [
    p.overdue > 0 && count(p.overdue, 'atrasada', 'atrasadas'),
    p.nextWeek > 0 && `${formatNumber(p.nextWeek, 0)} nos próximos 7 dias`,
  ].filter(Boolean);
  return `${p.protocolName} (${p.productName}): ${parts.join(', ')}`;
}

/**
 * The weekly sanitary e-mail (issue 26 item 6) to the owner or a 'Gerente': counts per protocol
 * (never the animals one by one) and the link to the calendar.
 */
export function sanitaryReminderEmail(
  input: SanitaryDigest & { to: string; name: string; url: string },
): MailMessage {
  const listed = input.byProtocol.slice(0, LISTED_PROTOCOLS).map(protocolLine);
  const rest = input.byProtocol.slice(LISTED_PROTOCOLS);
  if (rest.length > 0) {
    const n = rest.reduce((sum, p) => sum + p.overdue + p.nextWeek, 0);
    listed.push(
      `Outros ${formatNumber(rest.length, 0)} protocolos: ${count(n, 'aplicação', 'aplicações')}`,
    );
  }
  return render({
    to: input.to,
    name: input.name,
    url: input.url,
    subject: sanitarySubject(input),
    title: 'Calendário sanitário da semana',
    intro: [
      `Estas são as aplicações ${ofFarm(input.farmName)} atrasadas ou previstas para os próximos 7 dias:`,
      ...listed,
      'Veja os animais de cada lista e registre as aplicações no calendário:',
    ],
    button: 'Abrir o calendário sanitário',
    footer:
      'Você recebe este resumo toda segunda-feira como proprietário ou gerente da fazenda. Para não receber mais, desmarque "Receber o resumo semanal por e-mail" na página Sanidade.',
  });
}
