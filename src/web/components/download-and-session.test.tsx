import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { toast } from 'sonner';
import { createQueryClient } from '../lib/query-client';
import { location, renderInApp } from '../test/app';
import { DownloadLink } from './download-link';
import { RequireSession } from './require-session';

/** The server, one answer at a time (a promise the test settles, or a failure). */
let answers: Array<() => Promise<Response>> = [];
beforeEach(() => {
  answers = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(() => (answers.shift() ?? (() => Promise.reject(new TypeError('Failed to fetch'))))()),
  );
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
  vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:x');
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

describe('DownloadLink', () => {
  const link = () => screen.getByRole('link', { name: 'Exportar CSV' });
  const renderLink = () => {
    const user = userEvent.setup({ delay: null });
    render(<DownloadLink href="/api/export/weighings.csv">Exportar CSV</DownloadLink>);
    return user;
  };

  it('is a link to the file, for a new tab or "save as"', () => {
    renderLink();
    expect(link().getAttribute('href')).toBe('/api/export/weighings.csv');
    expect(link().hasAttribute('download')).toBe(true);
  });

  it('downloads on a click, saying so meanwhile, and one download at a time', async () => {
    let finish: (r: Response) => void = () => {};
    answers.push(() => new Promise((r) => (finish = r)));
    const user = renderLink();
    await user.click(link());
    expect(screen.getByRole('status').textContent).toBe('Baixando o arquivo...');
    expect(link().getAttribute('aria-busy')).toBe('true');
    await user.click(link());
    expect(fetch).toHaveBeenCalledTimes(1);
    await act(async () => finish(new Response('a;b')));
    await waitFor(() => expect(screen.queryByRole('status')).toBeNull());
    expect(link().getAttribute('aria-busy')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows a refusal in Portuguese under the link', async () => {
    answers.push(async () =>
      Response.json(
        { error: { code: 'EXPORT_BUSY', message: 'Há uma exportação em andamento.' } },
        { status: 429 },
      ),
    );
    const user = renderLink();
    await user.click(link());
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe('Há uma exportação em andamento.'),
    );
  });

  it('clears the last failure when tried again', async () => {
    const user = renderLink();
    await user.click(link());
    await waitFor(() => expect(screen.getByRole('alert')).toBeDefined());
    answers.push(async () => new Response('x'));
    await user.click(link());
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
  });

  it('leaves a click with a modifier to the browser', async () => {
    const user = renderLink();
    await user.keyboard('{Control>}');
    await user.click(link());
    await user.keyboard('{/Control}');
    expect(fetch).not.toHaveBeenCalled();
  });
});

describe('RequireSession', () => {
  it('shows its content with a session', () => {
    renderInApp(
      <RequireSession>
        <p>Rebanho</p>
      </RequireSession>,
      { path: '/rebanho' },
    );
    expect(screen.getByText('Rebanho')).toBeDefined();
  });

  it('sends a visitor without a session to /auth, coming back here after signing in', () => {
    renderInApp(
      <RequireSession>
        <p>Rebanho</p>
      </RequireSession>,
      { path: '/rebanho?aba=lotes', me: null },
    );
    expect(screen.queryByText('Rebanho')).toBeNull();
    expect(location.pathname).toBe('/auth');
    expect(new URLSearchParams(location.search).get('next')).toBe('/rebanho?aba=lotes');
  });

  it('says why on the way to /auth when the page asks it to', () => {
    renderInApp(
      <RequireSession loginNotice={{ title: 'Entre para continuar', description: 'x' }}>
        <p>Rebanho</p>
      </RequireSession>,
      { path: '/rebanho', me: null },
    );
    expect(location.pathname).toBe('/auth');
    expect(toast.error).toHaveBeenCalledWith('Entre para continuar', {
      id: 'Entre para continuar',
      description: 'x',
    });
  });

  function unreachable() {
    const client = createQueryClient();
    client.setDefaultOptions({ queries: { retry: false } });
    const user = userEvent.setup({ delay: null });
    render(
      <QueryClientProvider client={client}>
        <MemoryRouter initialEntries={['/rebanho']}>
          <RequireSession>
            <p>Rebanho</p>
          </RequireSession>
        </MemoryRouter>
      </QueryClientProvider>,
    );
    return user;
  }

  it('offline with nothing remembered, says so and tries again on the person’s word', async () => {
    localStorage.clear();
    const user = unreachable();
    await screen.findByRole('heading', { name: 'Você está sem conexão' });
    answers.push(async () =>
      Response.json({ user: { id: 'u', name: 'Ana' }, farm: { id: 'f', name: 'F' } }),
    );
    await user.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    await screen.findByText('Rebanho');
  });

  it('gives the server’s failure in words when it is not the connection', async () => {
    answers.push(async () => new Response('', { status: 500 }));
    unreachable();
    await screen.findByRole('heading', { name: 'Não foi possível carregar sua conta' });
    expect(screen.getByText('Erro inesperado. Tente novamente mais tarde.')).toBeDefined();
  });
});
