import { useMemo, useState } from 'react';
import type { ImportLine, ImportPreviewItem } from '@/domain/import/scale-csv';
import { formatNumber } from '@/domain/format';
import { formatDateBR } from '@/domain/records/dates';
import { PreviewPager, StatusTag } from '../../../components/preview-pager';
import { formatKg } from '../weighing-format';

/**
 * Rows of one page of the preview table (issue 24 item 8: a file of 50,000 lines renders one
 * page, not 50,000 rows); the problem lines come first.
 */
export const IMPORT_PAGE_LINES = 100;

const STATUS_LABEL = { new: 'Nova', duplicate: 'Duplicada', invalid: 'Inválida' } as const;
const STATUS_CLASS = {
  new: 'bg-green-100 text-green-900',
  duplicate: 'bg-stone-200 text-stone-800',
  invalid: 'bg-red-100 text-red-900',
} as const;

export type LineStatus = {
  status: 'new' | 'duplicate' | 'invalid';
  reason?: string;
  /** Whether the line's id names an animal of 'Rebanho' (decision 039). */
  registered?: boolean;
};

/** Each line with its status: the server's for the valid ones (in order), 'invalid' otherwise. */
export function lineStatuses(lines: readonly ImportLine[], items?: readonly ImportPreviewItem[]) {
  const statusOf = new Map<number, LineStatus>();
  let validIndex = 0;
  for (const line of lines) {
    if (!line.weighing) {
      statusOf.set(line.line, { status: 'invalid', reason: line.error });
      continue;
    }
    const item = items?.[validIndex++];
    if (item) {
      statusOf.set(line.line, {
        status: item.status,
        reason: item.reason,
        registered: item.registered,
      });
    }
  }
  return statusOf;
}

/** 'Linhas do arquivo': the first lines of the file (invalid ones first) and their status. */
export function ImportLinesTable({
  lines,
  statusOf,
}: {
  lines: readonly ImportLine[];
  statusOf: Map<number, LineStatus>;
}) {
  const sorted = useMemo(
    () => [...lines].sort((a, b) => Number(!!a.weighing) - Number(!!b.weighing) || a.line - b.line),
    [lines],
  );
  const pages = Math.max(1, Math.ceil(sorted.length / IMPORT_PAGE_LINES));
  const [wanted, setPage] = useState(0);
  // Another file or mapping may have fewer pages.
  const page = Math.min(wanted, pages - 1);
  const first = page * IMPORT_PAGE_LINES;
  const shown = sorted.slice(first, first + IMPORT_PAGE_LINES);
  return (
    <>
      <div
        role="region"
        aria-label="Linhas do arquivo"
        tabIndex={0}
        className="max-h-96 overflow-auto rounded-lg border border-stone-200 focus-visible:ring-2 focus-visible:ring-green-700/30 focus-visible:outline-none"
      >
        <table className="w-full min-w-[30rem] text-left text-sm">
          <thead className="sticky top-0 bg-stone-100 text-stone-700">
            <tr>
              <th className="px-3 py-2 font-medium">Linha</th>
              <th className="px-3 py-2 font-medium">Animal</th>
              <th className="px-3 py-2 font-medium">Data</th>
              <th className="px-3 py-2 font-medium">Peso</th>
              <th className="px-3 py-2 font-medium">Situação</th>
            </tr>
          </thead>
          <tbody>
            {shown.map((line) => {
              const s = statusOf.get(line.line);
              const w = line.weighing;
              return (
                <tr key={line.line} className="border-t border-stone-200">
                  <td className="px-3 py-2 tabular-nums">{line.line}</td>
                  <td className="px-3 py-2">{w?.animalId ?? line.raw.join(' · ')}</td>
                  <td className="px-3 py-2 tabular-nums">
                    {w ? formatDateBR(w.weighingDate) : ''}
                  </td>
                  <td className="px-3 py-2 tabular-nums">
                    {w ? formatKg(w.weight) : ''}
                    {w?.pounds !== undefined && (
                      <span className="block text-xs text-stone-600">
                        {formatNumber(w.pounds, 1)} lb
                      </span>
                    )}
                  </td>
                  <td className="px-3 py-2">
                    {s ? (
                      <span className="flex flex-wrap items-center gap-1.5">
                        <StatusTag className={STATUS_CLASS[s.status]}>
                          {STATUS_LABEL[s.status]}
                        </StatusTag>
                        {s.status === 'new' && s.registered === false && (
                          <span className="rounded bg-amber-100 px-1.5 py-0.5 text-xs font-medium text-amber-900">
                            Não cadastrado
                          </span>
                        )}
                        {s.reason && <span className="text-red-800">{s.reason}</span>}
                      </span>
                    ) : (
                      '…'
                    )}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      <PreviewPager label="Páginas das linhas" page={page} pages={pages} onPage={setPage} live>
        Linhas {formatNumber(first + 1, 0)}–{formatNumber(first + shown.length, 0)} de{' '}
        {formatNumber(lines.length, 0)} (as inválidas primeiro)
      </PreviewPager>
    </>
  );
}
