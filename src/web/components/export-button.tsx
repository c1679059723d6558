import type { ReactNode } from 'react';
import { Download } from 'lucide-react';
import { Link } from 'react-router';
import { canExport, type ExportDataset } from '@/domain/export/datasets';
import { useMe } from '../lib/session';
import { cn } from '../lib/cn';
import { DownloadLink } from './download-link';
import { PrintButton, PrintHeading } from './print-report';
import { buttonClasses } from './ui/button';

export const EXPORT_PLAN_NOTE = 'A exportação de dados faz parte do plano Pro.';

/**
 * 'Exportar CSV': a download of GET /api/export/<dataset>.csv (the server names the file and
 * checks plan, module and role; a refusal shows beside the button: DownloadLink). On a Starter
 * farm it shows disabled, with the note and a link to the Pro plan.
 */
export function ExportButton({
  dataset,
  label = 'Exportar CSV',
  withNote = true,
  query,
  className,
  hiddenWhenNotAllowed = false,
}: {
  dataset: ExportDataset;
  label?: ReactNode;
  /** The file's filters as a query string ('seasonId=…'), when it has any. */
  query?: string;
  /** Whether a disabled button shows the Pro note (once per bar). */
  withNote?: boolean;
  className?: string;
  /** Nothing at all on a plan without exports (a list inside a Pro page), not a disabled button. */
  hiddenWhenNotAllowed?: boolean;
}) {
  const me = useMe().data;
  const allowed = canExport(me?.farm.plan ?? me?.subscription?.plan);
  if (!allowed && hiddenWhenNotAllowed) return null;
  return (
    <div className={cn('flex flex-wrap items-center gap-x-3 gap-y-1', className)} data-print-hide>
      {allowed ? (
        <DownloadLink
          href={`/api/export/${dataset}.csv${query ? `?${query}` : ''}`}
          className={buttonClasses({ variant: 'outline', size: 'sm' })}
        >
          <Download aria-hidden="true" />
          {label}
        </DownloadLink>
      ) : (
        <>
          <span
            role="link"
            aria-disabled="true"
            className={buttonClasses({
              variant: 'outline',
              size: 'sm',
              className: 'cursor-not-allowed opacity-60',
            })}
          >
            <Download aria-hidden="true" />
            {label}
          </span>
          {withNote && me?.farm.isOwner !== false && (
            <p className="text-sm text-stone-600">
              {EXPORT_PLAN_NOTE}{' '}
              <Link to="/pricing?plan=PRO" className="font-medium text-green-800 underline">
                Ver planos
              </Link>
            </p>
          )}
        </>
      )}
    </div>
  );
}

/**
 * A module screen's report bar: 'Exportar CSV' for its dataset and, when `printTitle` is set,
 * 'Imprimir' with the heading only paper shows.
 */
export function ReportToolbar({
  dataset,
  printTitle,
}: {
  dataset: ExportDataset;
  printTitle?: string;
}) {
  return (
    <>
      {printTitle && <PrintHeading title={printTitle} />}
      <div className="mb-4 flex flex-wrap items-center gap-3" data-print-hide>
        <ExportButton dataset={dataset} />
        {printTitle && <PrintButton />}
      </div>
    </>
  );
}
