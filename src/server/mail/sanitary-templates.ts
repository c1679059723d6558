import { formatNumber } from '../../domain/format';
import { formatDateBR } from '../../domain/records/dates';
import type { IatfWeekStep } from '../../domain/reproduction/api';
import { batchStepLine } from '../../domain/reproduction/words';
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
  /** The week's IATF steps (issue 41 item 3); none when the farm runs no batch. */
  iatf?: IatfWeekStep[];
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
  const steps = d.iatf?.length ?? 0;
  const iatf = steps > 0 ? `IATF: ${count(steps, 'passo', 'passos')} nos próximos 7 dias` : '';
  if (parts.length === 0) return `${iatf} — ${d.farmName}`;
  return [`Sanidade: ${parts.join(' e ')}`, iatf].filter(Boolean).join('; ') + ` — ${d.farmName}`;
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
 * The week's IATF steps, on their dates: '03/12/2026 — D8: Retirada do dispositivo — 48 vacas
 * (IATF convencional — 25/11/2026)', then where to record them.
 */
function iatfLines(
  input: SanitaryDigest & { reproductionUrl?: string },
  withButtonElsewhere: boolean,
): string[] {
  const steps = input.iatf ?? [];
  if (steps.length === 0) return [];
  return [
    `Os passos de IATF ${ofFarm(input.farmName)} nos próximos 7 dias:`,
    ...steps.map((s) => `${formatDateBR(s.date)} — ${batchStepLine(s)} (${s.batchName})`),
    // Without sanitary lines, the button itself opens Reprodução.
    ...(withButtonElsewhere && input.reproductionUrl
      ? [`Registre as inseminações em Reprodução: ${input.reproductionUrl}`]
      : []),
  ];
}

/**
 * The weekly sanitary e-mail (issue 26 item 6) to the owner or a 'Gerente': counts per protocol
 * (never the animals one by one) and the link to the calendar.
 */
export function sanitaryReminderEmail(
  input: SanitaryDigest & { to: string; name: string; url: string; reproductionUrl?: string },
): MailMessage {
  const sanitary = input.byProtocol.length > 0;
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
    url: sanitary ? input.url : (input.reproductionUrl ?? input.url),
    subject: sanitarySubject(input),
    title: sanitary ? 'Calendário sanitário da semana' : 'IATF da semana',
    intro: [
      ...(sanitary
        ? [
            `Estas são as aplicações ${ofFarm(input.farmName)} atrasadas ou previstas para os próximos 7 dias:`,
            ...listed,
          ]
        : []),
      ...iatfLines(input, sanitary),
      ...(sanitary
        ? ['Veja os animais de cada lista e registre as aplicações no calendário:']
        : []),
    ],
    button: sanitary ? 'Abrir o calendário sanitário' : 'Abrir a Reprodução',
    footer:
      'Você recebe este resumo toda segunda-feira como proprietário ou gerente da fazenda. Para não receber mais, desmarque "Receber o resumo semanal por e-mail" na página Sanidade.',
  });
}
