import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { toast } from 'sonner';
import {
  errorOf,
  eventually,
  failure,
  field,
  fillIn,
  producer,
  renderInApp,
  stubApi,
} from '../test-providers';
import { PasturesPage } from './pastures-page';
import { API, options, outboxPerTest, paddock, paddockPage } from './test-fixtures';

/*
 * 'Cadastrar pasto' from /pastos (issue 42 item 1): the labels, the pt-BR numbers, Embrapa's
 * heights as help, the checks before sending and the server's refusals. Its edit: paddock-page.test.tsx.
 */

outboxPerTest();

const LIST = `${API}/paddocks`;

async function openForm(handlers: Parameters<typeof stubApi>[0] = {}) {
  const api = stubApi({
    [`GET ${LIST}`]: { body: paddockPage([paddock()]) },
    [`GET ${API}/options`]: { body: options() },
    ...handlers,
  });
  const rendered = renderInApp(<PasturesPage />, { path: '/pastos', me: producer() });
  await rendered.user.click(await screen.findByRole('button', { name: 'Cadastrar pasto' }));
  const form = screen.getByRole('form', { name: 'Cadastrar pasto' });
  return { api, form, ...rendered };
}

describe("'Cadastrar pasto'", () => {
  it('sends the paddock with its numbers as typed the pt-BR way, and says so', async () => {
    const { api, form, user } = await openForm({
      [`POST ${LIST}`]: { status: 201, body: paddock({ name: 'Pasto da Grota' }) },
    });
    await fillIn(user, {
      Nome: 'Pasto da Grota',
      'Área (ha)': '12,5',
      Retiro: 'Retiro Sul',
      Águas: '1,5',
      Seca: '0,8',
      'Dias de descanso': '30',
    });
    await user.selectOptions(screen.getByLabelText('Forrageira'), 'Mombaça');
    const method = within(form).getByRole('group', { name: 'Método de pastejo' });
    await user.click(within(method).getByRole('radio', { name: 'Rotacionado' }));
    expect(
      within(method).getByText('Altura de entrada 85 cm, de saída 45 cm (Embrapa)'),
    ).toBeTruthy();
    expect(within(form).getByRole('group', { name: 'Capacidade (UA/ha)' })).toBeTruthy();
    await user.click(within(form).getByRole('button', { name: 'Cadastrar pasto' }));
    await eventually(() => expect(api.to('POST', LIST)).toHaveLength(1));
    const sent = api.to('POST', LIST)[0]!;
    expect(sent.body).toEqual({
      name: 'Pasto da Grota',
      areaHa: 12.5,
      forage: 'Mombaça',
      grazingMethod: 'rotational',
      retiro: 'Retiro Sul',
      capacityRainy: 1.5,
      capacityDry: 0.8,
      restDays: 30,
    });
    expect(sent.headers.get('Idempotency-Key')).toBeTruthy();
    await eventually(() => expect(toast.success).toHaveBeenCalledWith('Pasto cadastrado'));
    await eventually(() =>
      expect(screen.queryByRole('form', { name: 'Cadastrar pasto' })).toBeNull(),
    );
    // The list is read again with the new paddock.
    await eventually(() => expect(api.to('GET', LIST).length).toBeGreaterThan(1));
  });

  it("leaves the optional fields empty as null, and says a continuous grass's range", async () => {
    const { api, form, user } = await openForm({
      [`POST ${LIST}`]: { status: 201, body: paddock() },
    });
    await fillIn(user, { Nome: 'Pasto 9' });
    await user.selectOptions(screen.getByLabelText('Forrageira'), 'Marandu');
    expect(within(form).getByText('Manter entre 20 e 35 cm (Embrapa)')).toBeTruthy();
    await user.click(within(form).getByRole('button', { name: 'Cadastrar pasto' }));
    await eventually(() => expect(api.to('POST', LIST)).toHaveLength(1));
    expect(api.to('POST', LIST)[0]!.body).toEqual({
      name: 'Pasto 9',
      areaHa: null,
      forage: 'Marandu',
      grazingMethod: 'continuous',
      retiro: null,
      capacityRainy: null,
      capacityDry: null,
      restDays: null,
    });
  });

  it('suggests the retiros the farm has', async () => {
    await openForm();
    const retiro = field('Retiro');
    const list = document.getElementById(retiro.getAttribute('list')!)!;
    await eventually(() =>
      expect([...list.querySelectorAll('option')].map((o) => o.value)).toEqual([
        'Retiro Norte',
        'Retiro Sul',
      ]),
    );
  });

  it('says what is wrong before sending', async () => {
    const { api, form, user } = await openForm();
    await fillIn(user, { 'Área (ha)': 'doze', Águas: '0', 'Dias de descanso': '2,5' });
    await user.click(within(form).getByRole('button', { name: 'Cadastrar pasto' }));
    expect(await within(form).findByText('Informe o nome')).toBeTruthy();
    expect(within(form).getByText('Escolha a forrageira', { selector: 'p' })).toBeTruthy();
    expect(errorOf('Área (ha)')).toBeTruthy();
    expect(errorOf('Águas')).toBe('A capacidade deve ser maior que zero');
    expect(errorOf('Dias de descanso')).toBe('Informe os dias em número inteiro');
    expect(field('Nome').getAttribute('aria-invalid')).toBe('true');
    expect(toast.error).toHaveBeenCalledWith('Erro de validação', expect.anything());
    expect(api.to('POST', LIST)).toHaveLength(0);
  });

  it("shows the server's word on a name taken at 'Nome', and keeps the form", async () => {
    const { form, user } = await openForm({
      [`POST ${LIST}`]: failure(409, 'Já existe um pasto com esse nome.', 'CONFLICT'),
    });
    await fillIn(user, { Nome: 'Pasto 3' });
    await user.selectOptions(screen.getByLabelText('Forrageira'), 'Zuri');
    await user.click(within(form).getByRole('button', { name: 'Cadastrar pasto' }));
    await eventually(() => expect(errorOf('Nome')).toBe('Já existe um pasto com esse nome.'));
    expect(screen.getByRole('form', { name: 'Cadastrar pasto' })).toBeTruthy();
    expect(toast.success).not.toHaveBeenCalled();
  });
});
