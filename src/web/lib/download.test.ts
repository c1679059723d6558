import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { NETWORK_ERROR_MESSAGE } from './api';
import { downloadFile, fileNameOf } from './download';

describe('fileNameOf', () => {
  it('reads the attachment’s file name', () => {
    expect(fileNameOf('attachment; filename="pesagens-2026.csv"')).toBe('pesagens-2026.csv');
  });

  it('gives nothing without a header, without a name, or for a name with a path in it', () => {
    expect(fileNameOf(null)).toBeUndefined();
    expect(fileNameOf('attachment')).toBeUndefined();
    expect(fileNameOf('attachment; filename="../etc/passwd"')).toBeUndefined();
    expect(fileNameOf('attachment; filename="a\\b.csv"')).toBeUndefined();
  });
});

describe('downloadFile', () => {
  const saved: Array<{ href: string; name: string }> = [];
  beforeEach(() => {
    vi.useFakeTimers();
    saved.length = 0;
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      saved.push({ href: this.href, name: this.download });
    });
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:arquivo');
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });
  const answer = (response: Response | Error) => {
    const fetch = vi.fn(() =>
      response instanceof Error ? Promise.reject(response) : Promise.resolve(response),
    );
    vi.stubGlobal('fetch', fetch);
    return fetch;
  };

  it('saves the file under the server’s name, with the session cookie, then frees it a minute later', async () => {
    const fetch = answer(
      new Response('brinco;peso\n', {
        headers: { 'Content-Disposition': 'attachment; filename="pesagens.csv"' },
      }),
    );
    await downloadFile('/api/export/weighings.csv');
    expect(fetch).toHaveBeenCalledWith('/api/export/weighings.csv', {
      credentials: 'same-origin',
    });
    expect(saved).toEqual([{ href: 'blob:arquivo', name: 'pesagens.csv' }]);
    expect(document.querySelector('a')).toBeNull();
    expect(URL.revokeObjectURL).not.toHaveBeenCalled();
    vi.advanceTimersByTime(60_000);
    expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:arquivo');
  });

  it('names the file arquivo.csv when the server gave no name', async () => {
    answer(new Response('x'));
    await downloadFile('/api/export/x');
    expect(saved[0]!.name).toBe('arquivo.csv');
  });

  it('throws the server’s refusal for the page to show, saving nothing', async () => {
    answer(
      new Response(
        JSON.stringify({
          error: { code: 'EXPORT_BUSY', message: 'Há uma exportação em andamento' },
        }),
        { status: 429, headers: { 'Content-Type': 'application/json' } },
      ),
    );
    await expect(downloadFile('/api/export/x')).rejects.toMatchObject({
      status: 429,
      message: 'Há uma exportação em andamento',
    });
    expect(saved).toEqual([]);
  });

  it('turns a dropped connection, before or during the file, into the offline message', async () => {
    answer(new TypeError('Failed to fetch'));
    await expect(downloadFile('/api/export/x')).rejects.toMatchObject({
      status: 0,
      message: NETWORK_ERROR_MESSAGE,
    });
    const cut = new Response('x');
    vi.spyOn(cut, 'blob').mockRejectedValue(new TypeError('network error'));
    answer(cut);
    await expect(downloadFile('/api/export/x')).rejects.toMatchObject({ code: 'NETWORK_ERROR' });
    expect(saved).toEqual([]);
  });
});
