import { Download, FileText } from 'lucide-react';
import { Link } from 'react-router';
import { DownloadLink } from './download-link';
import { buttonClasses } from './ui/button';
import { cn } from '../lib/cn';

/*
 * Links to what the sanitary records give out (issue 26 item 7), for the 'Sanidade' page, an
 * animal's page and the lots to place: the brucellosis proof, the sheets and the applications
 * CSV. Links (the CSV's a DownloadLink, which shows a refusal); the pages and the server check
 * plan and role.
 */

/** A button-like link whose words wrap on a 360 px phone (the proof's name is long). */
const linkClass = (className?: string) =>
  buttonClasses({
    variant: 'outline',
    size: 'sm',
    className: cn('h-auto min-h-9 w-fit max-w-full py-1.5 text-left whitespace-normal!', className),
  });

/** 'Comprovante de vacinação contra brucelose' → /sanidade/brucelose (the current semester unless given). */
export function BrucellosisProofLink({
  semester,
  className,
}: {
  semester?: string;
  className?: string;
}) {
  const to = semester
    ? `/sanidade/brucelose?semestre=${encodeURIComponent(semester)}`
    : '/sanidade/brucelose';
  return (
    <Link to={to} className={linkClass(className)}>
      <FileText aria-hidden="true" />
      Comprovante de vacinação contra brucelose
    </Link>
  );
}

/** 'Ficha sanitária' of an animal → /sanidade/ficha/animal/:id. */
export function AnimalSheetLink({ animalId, className }: { animalId: string; className?: string }) {
  return (
    <Link
      to={`/sanidade/ficha/animal/${encodeURIComponent(animalId)}`}
      className={linkClass(className)}
    >
      <FileText aria-hidden="true" />
      Ficha sanitária
    </Link>
  );
}

/** 'Ficha sanitária do lote' → /sanidade/ficha/lote/:id. */
export function LotSheetLink({ lotId, className }: { lotId: string; className?: string }) {
  return (
    <Link to={`/sanidade/ficha/lote/${encodeURIComponent(lotId)}`} className={linkClass(className)}>
      <FileText aria-hidden="true" />
      Ficha sanitária do lote
    </Link>
  );
}

/** 'Baixar aplicações (CSV)' of a period, both days included ('YYYY-MM-DD'). */
export function ApplicationsCsvLink({
  from,
  to,
  className,
}: {
  from: string;
  to: string;
  className?: string;
}) {
  const href = `/api/export/sanitary-applications.csv?from=${encodeURIComponent(from)}&to=${encodeURIComponent(to)}`;
  return (
    <DownloadLink href={href} className={linkClass(className)}>
      <Download aria-hidden="true" />
      Baixar aplicações (CSV)
    </DownloadLink>
  );
}
