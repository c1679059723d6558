import { Download } from 'lucide-react';
import { canExport } from '@/domain/export/datasets';
import { DownloadLink } from '../../components/download-link';
import { buttonClasses } from '../../components/ui/button';
import { useMe } from '../../lib/session';

/** 'Exportar CSV' of one of the module's lists (`what` names it for a screen reader); off on a plan without exports. */
export function CsvLink({ href, what }: { href: string; what: string }) {
  const me = useMe().data;
  if (!canExport(me?.farm.plan ?? me?.subscription?.plan)) return null;
  return (
    <DownloadLink href={href} className={buttonClasses({ variant: 'outline', size: 'sm' })}>
      <Download aria-hidden="true" />
      Exportar CSV<span className="sr-only">: {what}</span>
    </DownloadLink>
  );
}
