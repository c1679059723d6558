import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { toast } from 'sonner';
import { SEEDED_PROTOCOLS } from '@/domain/reproduction/constants';
import type { Semen } from '@/domain/reproduction/api';
import {
  errorOf,
  eventually,
  fillIn,
  field,
  producer,
  renderInApp,
  stubApi,
} from '../test-providers';
import { ReproductionPage } from './reproduction-page';

/* /reproducao's lists (issue 41): 'Novo protocolo' and 'Sêmen' ('Adicionar sêmen'). */

const API = '/api/reproduction';
const protocols = SEEDED_PROTOCOLS.map((p, i) => ({
  id: `p-${i}`,
  seeded: true,
  ...p,
}));
const jaguar: Semen = { id: 's-1', bull: 'Jaguar', breed: 'Nelore', center: 'ABS' };

function openPage(
  extra: Parameters<typeof stubApi>[0] = {},
  role: 'owner' | 'manager' | 'field' = 'owner',
) {
  const api = stubApi({
    [`GET ${API}/seasons`]: { body: { items: [] } },
    [`GET ${API}/protocols`]: { body: { items: protocols } },
    [`GET ${API}/semen`]: { body: { items: [] } },
    ...extra,
  });
  return {
    api,
    ...renderInApp(<ReproductionPage />, { path: '/reproducao', me: producer({ role }) }),
  };
}

const invalid = (fields: Record<string, string>) => ({
  status: 400,
  body: { error: { code: 'VALIDATION_ERROR', message: 'Dados inválidos', fields } },
});

describe("'Novo protocolo'", () => {
  it('writes a protocol from scratch: its name and steps, the insemination marked', async () => {
    const made = { id: 'p-new', seeded: false, name: 'Meu protocolo', steps: [] };
    const { api, user } = openPage({ [`POST ${API}/protocols`]: { status: 201, body: made } });
    await user.click(await screen.findByRole('button', { name: 'Novo protocolo' }));
    const form = screen.getByRole('form', { name: 'Novo protocolo' });
    expect(field('Nome').value).toBe('');
    await fillIn(user, { Nome: 'Meu protocolo', 'O que é feito': 'Dispositivo' });
    await user.click(within(form).getByRole('button', { name: 'Adicionar passo' }));
    const second = within(form).getByRole('group', { name: 'Passo 2' });
    await user.clear(within(second).getByLabelText('Dia'));
    await user.paste('9');
    await user.type(within(second).getByLabelText('O que é feito'), 'IATF');
    await user.click(within(second).getByLabelText('Inseminação neste dia'));
    await user.click(within(form).getByRole('button', { name: 'Criar protocolo' }));
    await eventually(() => expect(api.to('POST', `${API}/protocols`)).toHaveLength(1));
    expect(api.to('POST', `${API}/protocols`)[0]!.body).toEqual({
      name: 'Meu protocolo',
      steps: [
        { day: 0, action: 'Dispositivo', products: null, insemination: false },
        { day: 9, action: 'IATF', products: null, insemination: true },
      ],
    });
    await eventually(() => expect(toast.success).toHaveBeenCalledWith('Protocolo criado'));
    expect(screen.queryByRole('form', { name: 'Novo protocolo' })).toBeNull();
  });

  it("shows the server's refusal at its field", async () => {
    const { user } = openPage({
      [`POST ${API}/protocols`]: invalid({ name: 'Nome muito longo' }),
    });
    await user.click(await screen.findByRole('button', { name: 'Novo protocolo' }));
    await fillIn(user, { Nome: 'P', 'O que é feito': 'IATF' });
    await user.click(screen.getByRole('button', { name: 'Criar protocolo' }));
    await eventually(() => expect(errorOf('Nome')).toBe('Nome muito longo'));
    expect(toast.success).not.toHaveBeenCalled();
  });

  it('asks what each step does before sending', async () => {
    const { api, user } = openPage();
    await user.click(await screen.findByRole('button', { name: 'Novo protocolo' }));
    await fillIn(user, { Nome: 'P' });
    await user.click(screen.getByRole('button', { name: 'Criar protocolo' }));
    expect(await screen.findByText('Diga o que é feito')).toBeTruthy();
    expect(api.to('POST', `${API}/protocols`)).toHaveLength(0);
  });

  it('is offered to a Gerente too', async () => {
    openPage({}, 'manager');
    expect(await screen.findByRole('button', { name: 'Novo protocolo' })).toBeTruthy();
  });

  it("is hidden from 'Campo'", async () => {
    openPage({}, 'field');
    expect(await screen.findByText('IATF zebuínas (D0-D9-D11)')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Novo protocolo' })).toBeNull();
  });
});

describe("'Sêmen'", () => {
  it('says how the list fills when it is empty', async () => {
    openPage();
    expect(await screen.findByText(/Nenhum sêmen cadastrado\./)).toBeTruthy();
  });

  it('lists touro, raça and central; Campo sees it and adds to it', async () => {
    const { api, user } = openPage(
      {
        [`GET ${API}/semen`]: { body: { items: [jaguar] } },
        [`POST ${API}/semen`]: {
          status: 201,
          body: { id: 's-2', bull: 'Netuno', breed: null, center: null },
        },
      },
      'field',
    );
    const list = await screen.findByRole('list', { name: 'Sêmen' });
    expect(within(list).getByText('Jaguar')).toBeTruthy();
    expect(within(list).getByText('Raça: Nelore · Central: ABS')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Adicionar sêmen' }));
    const form = screen.getByRole('form', { name: 'Adicionar sêmen' });
    await fillIn(user, { Touro: 'Netuno' });
    await user.click(within(form).getByRole('button', { name: 'Adicionar sêmen' }));
    await eventually(() => expect(api.to('POST', `${API}/semen`)).toHaveLength(1));
    expect(api.to('POST', `${API}/semen`)[0]!.body).toEqual({
      bull: 'Netuno',
      breed: null,
      center: null,
    });
    expect(api.to('POST', `${API}/semen`)[0]!.headers.get('Idempotency-Key')).toBeTruthy();
    await eventually(() =>
      expect(toast.success).toHaveBeenCalledWith('Sêmen adicionado', { description: 'Netuno' }),
    );
    // Read again.
    await eventually(() => expect(api.to('GET', `${API}/semen`).length).toBe(2));
  });

  it('says at Touro that the bull is on the list already', async () => {
    const message = 'Esse touro já está na lista de sêmen';
    const { user } = openPage({
      [`POST ${API}/semen`]: {
        status: 409,
        body: { error: { code: 'CONFLICT', message, fields: { bull: message } } },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Adicionar sêmen' }));
    await fillIn(user, { Touro: 'Jaguar', Raça: 'Nelore', Central: 'ABS' });
    await user.click(
      within(screen.getByRole('form', { name: 'Adicionar sêmen' })).getByRole('button', {
        name: 'Adicionar sêmen',
      }),
    );
    await eventually(() => expect(errorOf('Touro')).toBe(message));
    expect(toast.success).not.toHaveBeenCalled();
  });

  it('asks for the bull before sending', async () => {
    const { api, user } = openPage();
    await user.click(await screen.findByRole('button', { name: 'Adicionar sêmen' }));
    await user.click(
      within(screen.getByRole('form', { name: 'Adicionar sêmen' })).getByRole('button', {
        name: 'Adicionar sêmen',
      }),
    );
    expect(await screen.findByText('Informe o touro')).toBeTruthy();
    expect(api.to('POST', `${API}/semen`)).toHaveLength(0);
  });
});
