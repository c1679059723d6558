import { useMemo } from 'react';
import { formatNumber } from '@/domain/format';
import type { DiagnosisImportLine } from '@/domain/import/diagnosis-csv';
import { DIAGNOSIS_LABELS } from '@/domain/reproduction/constants';
import { formatDateBR } from '@/domain/records/dates';
import { PreviewPager, StatusTag } from '../../components/preview-pager';

/** Lines of the preview a page. */
const PAGE = 50;

const SITUATION: Record<DiagnosisImportLine['status'], { label: string; className: string }> = {
  invalid: { label: 'Com erro', className: 'bg-red-100 text-red-900' },
  existing: { label: 'Já registrado', className: 'bg-stone-100 text-stone-800' },
  new: { label: 'Novo', className: 'bg-green-100 text-green-900' },
};
const FIRST: Record<DiagnosisImportLine['status'], number> = { invalid: 0, existing: 1, new: 2 };

/** What a line says: 'Prenhe, 60 dias · 10/11/2026'. */
function checkOf(l: DiagnosisImportLine): string {
  const result = l.result ? DIAGNOSIS_LABELS[l.result] : '—';
  const days = l.gestationDays !== null ? `, ${l.gestationDays} dias` : '';
  return `${result}${days}${l.date ? ` · ${formatDateBR(l.date)}` : ''}`;
}

/** The preview of 'Importar diagnósticos', 50 lines a page, the ones with an error first. */
export function DiagnosisImportLines({
  lines: answered,
  page,
  onPage,
}: {
  lines: DiagnosisImportLine[];
  page: number;
  onPage: (page: number) => void;
}) {
  const lines = useMemo(
    () => [...answered].sort((a, b) => FIRST[a.status] - FIRST[b.status] || a.line - b.line),
    [answered],
  );
  const pages = Math.max(1, Math.ceil(lines.length / PAGE));
  const shown = lines.slice(page * PAGE, (page + 1) * PAGE);
  return (
    <>
      <ul
        className="flex flex-col divide-y divide-stone-100 text-sm"
        aria-label="Linhas do arquivo"
      >
        {shown.map((l) => (
          <li key={l.line} className="flex min-w-0 flex-col gap-0.5 py-1.5">
            <span className="flex flex-wrap items-center gap-x-2 gap-y-1">
              <span className="text-stone-600 tabular-nums">Linha {l.line}</span>
              <strong className="break-all text-stone-900">{l.tag || '—'}</strong>
              <StatusTag className={SITUATION[l.status].className}>
                {SITUATION[l.status].label}
              </StatusTag>
            </span>
            <span className="text-stone-700">
              {checkOf(l)}
              {l.season ? ` · ${l.season}` : ''}
            </span>
            {l.status === 'invalid' && l.reason && <span className="text-red-800">{l.reason}</span>}
          </li>
        ))}
      </ul>
      <PreviewPager label="Páginas da prévia" page={page} pages={pages} onPage={onPage}>
        Linhas {formatNumber(page * PAGE + 1, 0)}–{formatNumber(page * PAGE + shown.length, 0)} de{' '}
        {formatNumber(lines.length, 0)} (as com erro primeiro)
      </PreviewPager>
    </>
  );
}
