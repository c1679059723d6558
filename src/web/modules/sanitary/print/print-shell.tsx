import type { ReactNode } from 'react';
import { ArrowLeft, Download, Printer } from 'lucide-react';
import { Link } from 'react-router';
import { AppHeader } from '../../../components/app-header';
import { DownloadLink } from '../../../components/download-link';
import { Button, buttonClasses } from '../../../components/ui/button';

/** A sanitary print page: the header, the way back to 'Sanidade', the document. */
export function PrintShell({ children }: { children: ReactNode }) {
  return (
    <div className="flex min-h-dvh flex-col">
      <AppHeader />
      <main className="mx-auto flex w-full max-w-5xl min-w-0 flex-1 flex-col gap-5 px-4 py-6 sm:px-6 sm:py-8">
        <Link
          to="/sanidade"
          data-print-hide
          className={buttonClasses({ variant: 'ghost', size: 'sm', className: '-ml-3 w-fit' })}
        >
          <ArrowLeft aria-hidden="true" />
          Voltar à Sanidade
        </Link>
        {children}
      </main>
    </div>
  );
}

/** 'Imprimir' (after reading the rest when small) and, when given, 'Baixar CSV'. */
export function PrintActions({
  onPrint,
  gathering,
  disabled,
  csvHref,
  children,
}: {
  onPrint: () => void;
  gathering: boolean;
  disabled?: boolean;
  csvHref?: string;
  children?: ReactNode;
}) {
  return (
    <div className="flex flex-wrap items-end gap-3" data-print-hide>
      {children}
      <Button variant="outline" size="sm" onClick={onPrint} disabled={disabled || gathering}>
        <Printer aria-hidden="true" />
        {gathering ? 'Preparando a impressão...' : 'Imprimir'}
      </Button>
      {csvHref && (
        <DownloadLink href={csvHref} className={buttonClasses({ variant: 'outline', size: 'sm' })}>
          <Download aria-hidden="true" />
          Baixar CSV
        </DownloadLink>
      )}
    </div>
  );
}
