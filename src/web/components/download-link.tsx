import { useState, type MouseEvent, type ReactNode } from 'react';
import { errorMessage } from '../lib/api';
import { downloadFile } from '../lib/download';

/**
 * A file's download button (the CSV exports): a link to the file, which a click downloads through
 * `downloadFile` so that a refusal shows here, in Portuguese ('Há uma exportação em andamento.
 * Aguarde ela terminar.'), instead of failing silently in the browser's download bar. While the
 * file comes it says so, and another click waits for it (one download per button). A click with a
 * modifier (new tab, save as) is left to the browser.
 */
export function DownloadLink({
  href,
  className,
  children,
}: {
  href: string;
  className?: string;
  children: ReactNode;
}) {
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const start = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) {
      return;
    }
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    setFailure(null);
    downloadFile(href)
      .catch((error: unknown) => setFailure(errorMessage(error)))
      .finally(() => setBusy(false));
  };

  return (
    <>
      <a href={href} download onClick={start} aria-busy={busy || undefined} className={className}>
        {children}
      </a>
      {busy && (
        <span role="status" className="text-sm text-stone-600">
          Baixando o arquivo...
        </span>
      )}
      {failure && (
        <p role="alert" className="text-sm font-medium text-red-700">
          {failure}
        </p>
      )}
    </>
  );
}
