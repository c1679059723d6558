import { ApiError, NETWORK_ERROR_MESSAGE, responseError } from './api';

/** The file name a `Content-Disposition: attachment; filename="..."` gives, if any. */
export function fileNameOf(disposition: string | null): string | undefined {
  const name = disposition?.match(/filename="([^"]+)"/)?.[1];
  return name && !/[\\/]/.test(name) ? name : undefined;
}

/**
 * Downloads `href` (a same-origin file route) and hands it to the browser to save, under the name
 * the server gave. Read by fetch, not by following a link, so that a refusal — a 429 'Há uma
 * exportação em andamento...' — is an ApiError the page shows, where a plain link's download
 * just fails in the browser's download bar (decision 055). The file is held in memory until
 * saved: some 30 MB for a million weighings.
 */
export async function downloadFile(href: string): Promise<void> {
  let response: Response;
  try {
    response = await fetch(href, { credentials: 'same-origin' });
  } catch {
    throw new ApiError(0, 'NETWORK_ERROR', NETWORK_ERROR_MESSAGE);
  }
  if (!response.ok) throw await responseError(response);
  let file: Blob;
  try {
    file = await response.blob();
  } catch {
    // The server ended the download (or the connection dropped) before the end of the file.
    throw new ApiError(0, 'NETWORK_ERROR', NETWORK_ERROR_MESSAGE);
  }
  const url = URL.createObjectURL(file);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileNameOf(response.headers.get('content-disposition')) ?? 'arquivo.csv';
  document.body.append(link);
  link.click();
  link.remove();
  // Freed once the browser has taken the file (revoking at once cancels it in some browsers).
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
