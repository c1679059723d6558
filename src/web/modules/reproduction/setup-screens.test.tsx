import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { toast } from 'sonner';
import type { SeasonSummary } from '@/domain/reproduction/api';
import {
  errorOf,
  eventually,
  failure,
  fillIn,
  field,
  producer,
  renderInApp,
  stubApi,
} from '../test-providers';
import { SeasonPage } from './season-page';
import { API, COW_ID, SEASON_ID, cow, season, outboxPerTest } from './test-fixtures';

/*
 * A season's page, the owner's and a Gerente's part of it (issue 41): 'Editar estação' and
 * 'Retirar da estação', hidden from 'Campo'. The protocols and the semen: setup-lists.test.tsx.
 */

outboxPerTest();

const SEASON = `${API}/seasons/${SEASON_ID}`;

function openSeason(
  extra: Parameters<typeof stubApi>[0] = {},
  options: { role?: 'owner' | 'manager' | 'field'; current?: () => SeasonSummary } = {},
) {
  const api = stubApi({
    [`GET ${SEASON}`]: () => ({ body: options.current?.() ?? season() }),
    [`GET ${SEASON}/females`]: { body: { items: [cow()], nextCursor: null } },
    [`GET ${SEASON}/batches`]: { body: { items: [] } },
    ...extra,
  });
  const rendered = renderInApp(<SeasonPage />, {
    path: `/reproducao/estacoes/${SEASON_ID}`,
    route: '/reproducao/estacoes/:id',
    me: producer({ role: options.role ?? 'owner' }),
  });
  return { api, ...rendered };
}

describe("'Editar estação'", () => {
  it('opens filled with the season, sends the change and shows the new name and dates', async () => {
    let current = season();
    const { api, user } = openSeason(
      {
        [`PUT ${SEASON}`]: ({ body }) => {
          current = season(body as Partial<SeasonSummary>);
          return { body: current };
        },
      },
      { current: () => current },
    );
    await user.click(await screen.findByRole('button', { name: 'Editar estação' }));
    const form = screen.getByRole('form', { name: 'Editar estação' });
    expect(field('Nome').value).toBe('Estação 2026/27');
    expect(field('Início').value).toBe('2026-11-01');
    expect(field('Fim').value).toBe('2027-01-29');
    await fillIn(user, { Nome: 'Estação das águas', Fim: '2027-01-31' });
    await user.click(within(form).getByRole('button', { name: 'Salvar estação' }));
    await eventually(() => expect(api.to('PUT', SEASON)).toHaveLength(1));
    expect(api.to('PUT', SEASON)[0]!.body).toEqual({
      name: 'Estação das águas',
      startsOn: '2026-11-01',
      endsOn: '2027-01-31',
    });
    expect(api.to('PUT', SEASON)[0]!.headers.get('Idempotency-Key')).toBeTruthy();
    await eventually(() =>
      expect(toast.success).toHaveBeenCalledWith('Estação atualizada', undefined),
    );
    expect(await screen.findByRole('heading', { name: 'Estação das águas' })).toBeTruthy();
    expect(screen.getByText('Estação de monta: 01/11/2026 a 31/01/2027 (92 dias)')).toBeTruthy();
    expect(screen.queryByRole('form', { name: 'Editar estação' })).toBeNull();
  });

  it("shows the server's refusal at its field and keeps the dialog open", async () => {
    const { user } = openSeason({
      [`PUT ${SEASON}`]: {
        status: 400,
        body: {
          error: {
            code: 'VALIDATION_ERROR',
            message: 'Dados inválidos',
            fields: { name: 'Nome muito longo' },
          },
        },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Editar estação' }));
    await user.click(screen.getByRole('button', { name: 'Salvar estação' }));
    await eventually(() => expect(errorOf('Nome')).toBe('Nome muito longo'));
    expect(field('Nome').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByRole('form', { name: 'Editar estação' })).toBeTruthy();
    expect(toast.success).not.toHaveBeenCalled();
  });

  it('checks the dates before sending', async () => {
    const { api, user } = openSeason();
    await user.click(await screen.findByRole('button', { name: 'Editar estação' }));
    await fillIn(user, { Fim: '2026-10-01' });
    await user.click(screen.getByRole('button', { name: 'Salvar estação' }));
    expect(await screen.findByText('O fim deve ser depois do início')).toBeTruthy();
    expect(api.to('PUT', SEASON)).toHaveLength(0);
  });
});

describe("'Retirar da estação'", () => {
  const removal = `${SEASON}/exposures/${COW_ID}`;

  it('asks naming the female, removes her and reads the list and the counts again', async () => {
    let gone = false;
    const { api, user } = openSeason({
      [`GET ${SEASON}/females`]: () => ({
        body: { items: gone ? [] : [cow()], nextCursor: null },
      }),
      [`DELETE ${removal}`]: () => {
        gone = true;
        return { status: 204 };
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Retirar da estação: 101' }));
    const prompt = screen.getByRole('alertdialog', { name: 'Retirar a fêmea 101 da estação?' });
    expect(within(prompt).getByText(/Os registros dela continuam no histórico/)).toBeTruthy();
    const seasonReads = api.to('GET', SEASON).length;
    await user.click(within(prompt).getByRole('button', { name: 'Retirar da estação' }));
    await eventually(() => expect(api.to('DELETE', removal)).toHaveLength(1));
    await eventually(() =>
      expect(toast.success).toHaveBeenCalledWith('Fêmea retirada da estação', {
        description: 'Brinco 101',
      }),
    );
    expect(
      await screen.findByText('Nenhuma fêmea exposta ainda. Use “Expor fêmeas”.'),
    ).toBeTruthy();
    expect(api.to('GET', SEASON).length).toBeGreaterThan(seasonReads);
    expect(screen.queryByRole('alertdialog')).toBeNull();
    // Her row is gone: the focus waits on the list's filter.
    await eventually(() => expect(document.activeElement).toBe(screen.getByLabelText('Situação')));
  });

  it('sends nothing when cancelled', async () => {
    const { api, user } = openSeason();
    await user.click(await screen.findByRole('button', { name: 'Retirar da estação: 101' }));
    await user.click(screen.getByRole('button', { name: 'Cancelar' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(api.sent.filter((s) => s.method === 'DELETE')).toHaveLength(0);
  });

  it("says the server's refusal in its words", async () => {
    const { user } = openSeason({
      [`DELETE ${removal}`]: failure(404, 'Fêmea não encontrada nessa estação', 'NOT_FOUND'),
    });
    await user.click(await screen.findByRole('button', { name: 'Retirar da estação: 101' }));
    await user.click(screen.getByRole('button', { name: 'Retirar da estação' }));
    await eventually(() =>
      expect(toast.error).toHaveBeenCalledWith('Erro ao retirar a fêmea', {
        description: 'Fêmea não encontrada nessa estação',
      }),
    );
    expect(toast.success).not.toHaveBeenCalled();
  });
});

describe('who sees them', () => {
  it('a Gerente sees both', async () => {
    openSeason({}, { role: 'manager' });
    expect(await screen.findByRole('button', { name: 'Retirar da estação: 101' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Editar estação' })).toBeTruthy();
  });

  it("'Campo' sees neither, and still records", async () => {
    openSeason({}, { role: 'field' });
    expect(await screen.findByRole('button', { name: 'Registrar diagnóstico: 101' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Expor fêmeas' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Editar estação' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Retirar da estação/ })).toBeNull();
  });
});
