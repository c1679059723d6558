import type { DueView } from '../../domain/finance/api';
import { formatNumber } from '../../domain/format';
import { formatDateBR } from '../../domain/records/dates';
import type { IatfWeekStep } from '../../domain/reproduction/api';
import { batchStepLine } from '../../domain/reproduction/words';
import type { ReminderDigest } from '../../domain/sanitary/api';
import { financeLines, financeSubjectPart, hasBills } from './finance-templates';
import type { MailMessage } from './mailer';
import { ofFarm, render } from './templates';

/** The protocols named one by one; the rest are summed up in one line. */
const LISTED_PROTOCOLS = 10;

const count = (n: number, one: string, many: string) =>
  `${formatNumber(n, 0)} ${n === 1 ? one : many}`;

/** The weekly e-mail's digest of a farm (domain's ReminderDigest) and the farm's name. */
export interface SanitaryDigest extends ReminderDigest {
  farmName: string;
  /** The week's IATF steps (issue 41 item 3); none when the farm runs no batch. */
  iatf?: IatfWeekStep[];
  /**
   * 'Contas a pagar' and 'a receber' of the next 30 days (issue 43 item 5): only in the e-mail
   * of someone who sees money, on a plan with the Financeiro.
   */
  finance?: DueView;
}

/**
 * The subject of the weekly e-mail: 'Sanidade: 12 aplicações atrasadas e 30 nos próximos 7 dias;
 * Financeiro: 3 contas a pagar — Fazenda Boa Vista' (a part with nothing in it is left out).
 */
export function sanitarySubject(d: Omit<SanitaryDigest, 'byProtocol'>): string {
  const late = count(d.overdue, 'aplicação atrasada', 'aplicações atrasadas');
  const next =
    d.overdue > 0
      ? `${formatNumber(d.nextWeek, 0)} nos próximos 7 dias`
      : `${count(d.nextWeek, 'aplicação', 'aplicações')} nos próximos 7 dias`;
  const parts = [d.overdue > 0 && late, d.nextWeek > 0 && next].filter(Boolean);
  const steps = d.iatf?.length ?? 0;
  return (
    [
      parts.length > 0 && `Sanidade: ${parts.join(' e ')}`,
      steps > 0 && `IATF: ${count(steps, 'passo', 'passos')} nos próximos 7 dias`,
      financeSubjectPart(d.finance),
    ]
      .filter(Boolean)
      .join('; ') + ` — ${d.farmName}`
  );
}

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

/** What opens the e-mail's button: the first part it has. */
function buttonOf(
  input: SanitaryDigest & { url: string; reproductionUrl?: string; financeUrl?: string },
) {
  if (input.byProtocol.length > 0)
    return {
      part: 'sanitary',
      url: input.url,
      title: 'Calendário sanitário da semana',
      button: 'Abrir o calendário sanitário',
    } as const;
  if ((input.iatf?.length ?? 0) === 0 && hasBills(input.finance) && input.financeUrl)
    return {
      part: 'finance',
      url: input.financeUrl,
      title: 'Contas a pagar e a receber',
      button: 'Abrir o fluxo de caixa',
    } as const;
  return {
    part: 'iatf',
    url: input.reproductionUrl ?? input.url,
    title: 'IATF da semana',
    button: 'Abrir a Reprodução',
  } as const;
}

/**
 * The weekly e-mail (issue 26 item 6) to the owner or a 'Gerente': the sanitary counts per
 * protocol (never the animals one by one), the week's IATF steps, the bills of the next 30 days
 * (issue 43 item 5), and the link to the first of them (the others' links in the text).
 */
export function sanitaryReminderEmail(
  input: SanitaryDigest & {
    to: string;
    name: string;
    url: string;
    reproductionUrl?: string;
    /** /financeiro?aba=fluxo at the app's address. */
    financeUrl?: string;
  },
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
  const button = buttonOf(input);
  return render({
    to: input.to,
    name: input.name,
    url: button.url,
    subject: sanitarySubject(input),
    title: button.title,
    intro: [
      ...(sanitary
        ? [
            `Estas são as aplicações ${ofFarm(input.farmName)} atrasadas ou previstas para os próximos 7 dias:`,
            ...listed,
          ]
        : []),
      ...iatfLines(input, sanitary),
      ...financeLines(
        input.farmName,
        input.finance,
        button.part === 'finance' ? null : (input.financeUrl ?? null),
      ),
      ...(sanitary
        ? ['Veja os animais de cada lista e registre as aplicações no calendário:']
        : []),
    ],
    button: button.button,
    footer:
      'Você recebe este resumo toda segunda-feira como proprietário ou gerente da fazenda. Para não receber mais, desmarque "Receber o resumo semanal por e-mail" na página Sanidade.',
  });
}
