import { useMemo } from 'react';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { formatDateBR, todayIn } from '@/domain/records/dates';
import { SEMESTER, semesterOf } from '@/domain/sanitary/queries';
import { PROOF_PRINT_WHOLE_MAX, semesterLabel } from '@/domain/sanitary/out';
import { LoadMore, morePages } from '../../../components/load-more';
import { LoadFailed, LoadingCard } from '../../../components/load-state';
import { useMe } from '../../../lib/session';
import { brucellosisProofQuery } from './print-api';
import { PrintActions, PrintShell } from './print-shell';
import { usePrintAll } from './use-print-all';

export const PROOF_TITLE = 'Comprovante de vacinação contra brucelose';

/** The semester before `semester`: '2026-1' → '2025-2'. */
const previous = (semester: string) =>
  semester.endsWith('-2') ? `${semester.slice(0, 4)}-1` : `${Number(semester.slice(0, 4)) - 1}-2`;

/** The current semester and the five before it, newest first, and `chosen` when older. */
function semesterChoices(current: string, chosen: string): string[] {
  const list = [current];
  while (list.length < 6) list.push(previous(list[list.length - 1]!));
  return list.includes(chosen) ? list : [...list, chosen];
}

/**
 * /sanidade/brucelose?semestre=2026-2 — 'Comprovante de vacinação contra brucelose' (issue 26
 * item 7): the females vaccinated in the semester (B19 or RB51) with brinco, birth date, vaccine,
 * date and veterinarian, as the state's service asks for each semester; printable, and as CSV.
 */
export function BrucellosisProofPage() {
  const [params, setParams] = useSearchParams();
  const current = semesterOf(todayIn(new Date()));
  const asked = params.get('semestre') ?? '';
  const semester = SEMESTER.test(asked) ? asked : current;
  const me = useMe().data;
  const proof = useInfiniteQuery(brucellosisProofQuery(semester));
  const first = proof.data?.pages[0];
  const rows = useMemo(() => proof.data?.pages.flatMap((p) => p.items) ?? [], [proof.data]);
  const printer = usePrintAll(proof, first?.total, PROOF_PRINT_WHOLE_MAX);
  const farmName = first?.farmName ?? me?.farm.name ?? '';

  return (
    <PrintShell>
      <div className="flex flex-col gap-1">
        <h1 className="text-2xl font-bold text-stone-900">{PROOF_TITLE}</h1>
        <p className="text-stone-700">
          <span className="font-medium">Fazenda:</span> {farmName}
        </p>
        <p className="text-stone-700">
          <span className="font-medium">Semestre:</span> {semesterLabel(semester)}
          {first && ` (${formatDateBR(first.from)} a ${formatDateBR(first.to)})`}
        </p>
      </div>
      <PrintActions
        onPrint={printer.print}
        gathering={printer.gathering}
        disabled={!first}
        csvHref={`/api/export/brucellosis.csv?semester=${encodeURIComponent(semester)}`}
      >
        <label className="flex flex-col gap-1 text-sm font-medium text-stone-700">
          Semestre
          <select
            className="h-9 rounded-md border border-stone-300 bg-white px-2 text-sm"
            value={semester}
            onChange={(e) => setParams({ semestre: e.target.value }, { replace: true })}
          >
            {semesterChoices(current, semester).map((s) => (
              <option key={s} value={s}>
                {semesterLabel(s)}
              </option>
            ))}
          </select>
        </label>
      </PrintActions>
      {proof.isPending ? (
        <LoadingCard label="Carregando o comprovante..." />
      ) : proof.isError && !first ? (
        <LoadFailed
          title="Não foi possível carregar o comprovante"
          description={proof.error.message}
          onRetry={() => void proof.refetch()}
          retrying={proof.isFetching}
        />
      ) : (
        <section aria-label="Fêmeas vacinadas" className="flex flex-col gap-3">
          {rows.length === 0 ? (
            <p className="text-stone-600">
              Nenhuma fêmea vacinada contra brucelose neste semestre.
            </p>
          ) : (
            <div className="overflow-x-auto">
              <table className="w-full border-collapse text-sm">
                <thead>
                  <tr className="border-b border-stone-400 text-left">
                    <th className="py-2 pr-3">Brinco</th>
                    <th className="py-2 pr-3">Nascimento</th>
                    <th className="py-2 pr-3">Vacina</th>
                    <th className="py-2 pr-3">Data</th>
                    <th className="py-2">Veterinário</th>
                  </tr>
                </thead>
                <tbody>
                  {rows.map((r, i) => (
                    <tr key={`${r.date}-${r.tag}-${i}`} className="border-b border-stone-200">
                      <td className="py-1.5 pr-3 font-medium">{r.tag}</td>
                      <td className="py-1.5 pr-3">
                        {r.birthDate ? formatDateBR(r.birthDate) : '—'}
                      </td>
                      <td className="py-1.5 pr-3">{r.vaccine}</td>
                      <td className="py-1.5 pr-3">{formatDateBR(r.date)}</td>
                      <td className="py-1.5">{r.veterinarian ?? '—'}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
          {first && (
            <p className="text-sm text-stone-700">
              {first.total === 1 ? '1 fêmea vacinada' : `${first.total} fêmeas vacinadas`} no
              semestre.
            </p>
          )}
          <LoadMore
            more={morePages(proof)}
            part={
              first && { shown: rows.length, total: first.total, plural: 'fêmeas', feminine: true }
            }
          />
          <p className="print-only mt-10">
            ______________________________________________
            <br />
            Assinatura e carimbo do médico veterinário
          </p>
        </section>
      )}
    </PrintShell>
  );
}
