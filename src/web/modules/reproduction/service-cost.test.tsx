import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { toast } from 'sonner';
import { fillIn, eventually, producer, renderInApp, stubApi } from '../test-providers';
import { ReproductionSection, type SectionAnimal } from './female-section';
import { API, COW_ID, herReproduction, outboxPerTest } from './test-fixtures';

/*
 * 'Custo por animal (R$)' on 'Registrar inseminação' (issue 43 item 3, decision 073): the owner
 * and a Gerente type it as every money field of the app ('1.234,56'); 'Campo' never sees it.
 */

outboxPerTest();

const her: SectionAnimal = {
  id: COW_ID,
  tag: '101',
  sex: 'F',
  category: 'Vaca',
  birthDate: '2020-10-01',
  status: 'active',
};
const COST = 'Custo por animal (R$)';

async function openInsemination(role: 'owner' | 'manager' | 'field') {
  const api = stubApi({
    [`GET ${API}/animals/${COW_ID}`]: { body: herReproduction({ events: [] }) },
    [`GET ${API}/semen`]: { body: { items: [] } },
    [`POST ${API}/inseminations`]: {
      status: 201,
      body: { groupId: 'g-1', count: 1, replayed: false },
    },
  });
  const rendered = renderInApp(<ReproductionSection animal={her} />, {
    me: producer({ role }),
  });
  await rendered.user.click(await screen.findByRole('button', { name: 'Registrar inseminação' }));
  const form = within(screen.getByRole('form', { name: 'Registrar inseminação' }));
  await rendered.user.type(form.getByLabelText('Touro ou sêmen'), 'Jaguar');
  return { api, form, ...rendered };
}

const sent = (api: Awaited<ReturnType<typeof openInsemination>>['api']) =>
  api.to('POST', `${API}/inseminations`)[0]!.body as Record<string, unknown>;

describe("'Custo por animal (R$)'", () => {
  it('takes a pt-BR amount from the owner, says the total, and sends reais', async () => {
    const { api, form, user } = await openInsemination('owner');
    const field = form.getByLabelText<HTMLInputElement>(COST);
    expect(form.getByText(/Entra no Financeiro em 'Reprodução'/)).toBeTruthy();
    await fillIn(user, { [COST]: '1.234,56' });
    expect(field.value).toBe('1.234,56');
    expect(
      form.getByText("R$ 1.234,56 para 1 fêmea. Entra no Financeiro em 'Reprodução'."),
    ).toBeTruthy();
    await user.click(form.getByRole('button', { name: 'Registrar inseminação' }));
    await eventually(() =>
      expect(toast.success).toHaveBeenCalledWith('Inseminação registrada', undefined),
    );
    expect(sent(api)).toMatchObject({ animalIds: [COW_ID], cost: 1234.56 });
  });

  it('is optional, and a Gerente sees it too', async () => {
    const { api, form, user } = await openInsemination('manager');
    expect(form.getByLabelText(COST)).toBeTruthy();
    await user.click(form.getByRole('button', { name: 'Registrar inseminação' }));
    await eventually(() => expect(api.to('POST', `${API}/inseminations`)).toHaveLength(1));
    expect(sent(api).cost).toBeNull();
  });

  it('refuses more than 2 decimals on the field, sending nothing', async () => {
    const { api, form, user } = await openInsemination('owner');
    await fillIn(user, { [COST]: '12,345' });
    await user.click(form.getByRole('button', { name: 'Registrar inseminação' }));
    expect(await form.findByText('Informe o valor com no máximo 2 casas decimais')).toBeTruthy();
    expect(api.to('POST', `${API}/inseminations`)).toHaveLength(0);
  });

  it("is not shown to 'Campo', who records the service without money", async () => {
    const { api, form, user } = await openInsemination('field');
    expect(form.queryByLabelText(COST)).toBeNull();
    expect(form.queryByText(/Financeiro/)).toBeNull();
    await user.click(form.getByRole('button', { name: 'Registrar inseminação' }));
    await eventually(() => expect(api.to('POST', `${API}/inseminations`)).toHaveLength(1));
    expect(sent(api).cost).toBeNull();
  });
});
