import { useMemo } from 'react';
import { formatNumber } from '@/domain/format';
import { SEX_LABELS } from '@/domain/herd/constants';
import type { HerdImportLine } from '@/domain/import/herd-csv';
import { PreviewPager, StatusTag } from '../../components/preview-pager';

/** Lines of the preview's table a page. */
const PREVIEW_PAGE = 50;

const STATUS_LABEL: Record<HerdImportLine['status'], string> = {
  new: 'Novo',
  existing: 'Já cadastrado',
  invalid: 'Com erro',
};
const STATUS_CLASS: Record<HerdImportLine['status'], string> = {
  new: 'bg-green-100 text-green-900',
  existing: 'bg-stone-100 text-stone-800',
  invalid: 'bg-red-100 text-red-900',
};
/** Errors first, then the ones already registered, then the new ones; by line within each. */
const ORDER: Record<HerdImportLine['status'], number> = { invalid: 0, existing: 1, new: 2 };

/**
 * The lines of the preview of 'Importar animais', 50 a page, errors first: each with its situation,
 * the error's reason, and whether it has no sex or gives one to an animal registered without.
 */
export function HerdImportLines({
  lines: answered,
  page,
  onPage,
}: {
  lines: HerdImportLine[];
  page: number;
  onPage: (page: number) => void;
}) {
  const lines = useMemo(
    () => [...answered].sort((a, b) => ORDER[a.status] - ORDER[b.status] || a.line - b.line),
    [answered],
  );
  const pages = Math.max(1, Math.ceil(lines.length / PREVIEW_PAGE));
  const shown = lines.slice(page * PREVIEW_PAGE, (page + 1) * PREVIEW_PAGE);
  return (
    <>
      <div className="overflow-x-auto">
        <table className="w-full text-left text-sm">
          <thead>
            <tr className="border-b border-stone-200 text-stone-600">
              <th scope="col" className="py-1 pr-3 font-medium">
                Linha
              </th>
              <th scope="col" className="py-1 pr-3 font-medium">
                Brinco
              </th>
              <th scope="col" className="py-1 font-medium">
                Situação
              </th>
            </tr>
          </thead>
          <tbody>
            {shown.map((l) => (
              <tr key={l.line} className="border-b border-stone-100 align-top">
                <td className="py-1 pr-3 tabular-nums">{l.line}</td>
                <td className="py-1 pr-3 break-all">{l.tag || '—'}</td>
                <td className="py-1">
                  <span className="flex flex-wrap items-center gap-1.5">
                    <StatusTag className={STATUS_CLASS[l.status]}>
                      {STATUS_LABEL[l.status]}
                    </StatusTag>
                    {l.status === 'invalid' && l.reason && (
                      <span className="text-red-800">{l.reason}</span>
                    )}
                    {l.noSex && <span className="text-stone-700">Sem sexo</span>}
                    {l.givesSex && (
                      <span className="text-stone-700">Recebe o sexo {SEX_LABELS[l.givesSex]}</span>
                    )}
                  </span>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <PreviewPager label="Páginas da prévia" page={page} pages={pages} onPage={onPage}>
        Linhas {formatNumber(page * PREVIEW_PAGE + 1, 0)}–
        {formatNumber(page * PREVIEW_PAGE + shown.length, 0)} de {formatNumber(lines.length, 0)} (as
        com erro primeiro)
      </PreviewPager>
    </>
  );
}
