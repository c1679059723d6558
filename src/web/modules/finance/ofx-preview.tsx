import type { OfxParse, OfxStatement } from '@/domain/finance/ofx';
import { foreignCurrencyMessage } from '@/domain/finance/ofx';
import { formatCents } from '@/domain/finance/money';
import { unreadLinesText } from '@/domain/finance/guess';
import { formatNumber } from '@/domain/format';
import { formatDateBR } from '@/domain/records/dates';
import { Alert } from '../../components/ui/alert';
import { signClass } from '../../lib/sign-class';

/* The OFX file read on this device, before it is sent: its statements, lines and problems. */

/** Lines the preview lists; the rest are counted. */
const SHOWN = 100;

export type ReadOfx = Extract<OfxParse, { ok: true }>;

/** The statements in reais, whose lines are sent (another currency is said and left out). */
export const importable = (read: ReadOfx) =>
  read.statements.filter((s) => foreignCurrencyMessage(s) === null);

/** How many lines an import would send. */
export const linesToSend = (read: ReadOfx) =>
  importable(read).reduce((n, s) => n + s.transactions.length, 0);

export const lines = (n: number) =>
  n === 1 ? '1 lançamento' : `${formatNumber(n, 0)} lançamentos`;

/** 'Conta 98765-4 · banco 001 · agência 1234-5', 'Cartão 5555…'. */
function accountText(s: OfxStatement): string {
  const parts = [
    `${s.creditCard ? 'Cartão' : 'Conta'} ${s.accountId ?? 'sem número'}`,
    s.bankId ? `banco ${s.bankId}` : null,
    s.branchId ? `agência ${s.branchId}` : null,
  ];
  return parts.filter(Boolean).join(' · ');
}

const periodText = (s: OfxStatement) =>
  s.start && s.end ? `de ${formatDateBR(s.start)} a ${formatDateBR(s.end)}` : null;

export function OfxPreview({ read }: { read: ReadOfx }) {
  return (
    <section aria-label="Prévia do extrato" className="flex min-w-0 flex-col gap-3">
      {read.statements.map((s, i) => (
        <StatementPreview key={i} statement={s} />
      ))}
      {read.ignored > 0 && (
        <p className="text-sm text-stone-600">
          {read.ignored === 1
            ? '1 linha de saldo ou de valor zero não é lançamento e fica de fora.'
            : `${formatNumber(read.ignored, 0)} linhas de saldo ou de valor zero não são lançamentos e ficam de fora.`}
        </p>
      )}
      {read.problems.length > 0 && (
        <Alert tone="warning" title={unreadLinesText(read.problems.length)}>
          <ul className="list-disc pl-5">
            {read.problems.map((p) => (
              <li key={`${p.index}-${p.field}`}>{p.message}</li>
            ))}
          </ul>
        </Alert>
      )}
    </section>
  );
}

function StatementPreview({ statement: s }: { statement: OfxStatement }) {
  const foreign = foreignCurrencyMessage(s);
  const period = periodText(s);
  const shown = s.transactions.slice(0, SHOWN);
  const name = accountText(s);
  return (
    <div className="flex min-w-0 flex-col gap-2">
      <p className="text-sm text-stone-800">
        <strong className="break-words">{name}</strong>
        {period && ` · ${period}`} · {lines(s.transactions.length)}
      </p>
      {foreign ? (
        <Alert tone="warning">{foreign}</Alert>
      ) : (
        s.transactions.length > 0 && (
          // Scrolls when long: focusable, so a keyboard scrolls it too.
          <div
            className="max-h-80 overflow-auto rounded-lg border border-stone-200 focus-visible:ring-2 focus-visible:ring-green-700 focus-visible:outline-none"
            role="region"
            aria-label={`Lançamentos do extrato: ${name}`}
            tabIndex={0}
          >
            <table className="w-full border-collapse text-sm">
              <thead className="sticky top-0 border-b border-stone-300 bg-stone-50 text-stone-700">
                <tr>
                  <th scope="col" className="px-2 py-2 text-left font-semibold">
                    Data
                  </th>
                  <th scope="col" className="px-2 py-2 text-left font-semibold">
                    Descrição
                  </th>
                  <th scope="col" className="px-2 py-2 text-right font-semibold">
                    Valor
                  </th>
                </tr>
              </thead>
              <tbody>
                {shown.map((t) => (
                  <tr key={t.index} className="border-b border-stone-100 align-top">
                    <td className="px-2 py-1.5 whitespace-nowrap tabular-nums">
                      {formatDateBR(t.date)}
                    </td>
                    <td className="px-2 py-1.5 break-words">{t.description}</td>
                    <td
                      className={`px-2 py-1.5 text-right whitespace-nowrap tabular-nums ${signClass(t.amountCents)}`}
                    >
                      {formatCents(t.amountCents)}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
            {s.transactions.length > SHOWN && (
              <p className="px-2 py-1.5 text-sm text-stone-600">
                E mais {lines(s.transactions.length - SHOWN)}.
              </p>
            )}
          </div>
        )
      )}
    </div>
  );
}
