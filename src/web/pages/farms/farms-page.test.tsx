// @vitest-environment happy-dom
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { toast } from 'sonner';
import type { FarmsResponse, FarmSummary } from '@/domain/farms';
import {
  eventually,
  errorOf,
  failure,
  field,
  fillIn,
  renderWithApi,
  type Answer,
} from '../../modules/test-providers';
import { FarmsPage } from './farms-page';

const BOA_VISTA: FarmSummary = {
  id: 'f-1',
  name: 'Fazenda Boa Vista',
  city: 'Goiânia',
  state: 'GO',
  areaHectares: 1250.5,
  role: 'owner',
  plan: 'MASTER',
  carcassYield: null,
};
const SANTA_RITA: FarmSummary = {
  id: 'f-2',
  name: 'Sítio Santa Rita',
  city: null,
  state: 'MG',
  areaHectares: null,
  role: 'field',
  plan: 'MASTER',
};

function open(options: { farms?: Answer; created?: Answer; updated?: Answer } = {}) {
  const farms: FarmsResponse = {
    activeFarmId: 'f-1',
    farms: [BOA_VISTA, SANTA_RITA],
    canCreate: true,
  };
  return renderWithApi(
    <FarmsPage />,
    {
      'GET /api/farms': options.farms ?? { body: farms },
      'POST /api/farms': options.created ?? { status: 201, body: { ...BOA_VISTA, id: 'f-3' } },
      'PATCH /api/farms/f-1': options.updated ?? { body: BOA_VISTA },
      'PUT /api/farms/active': { status: 204 },
      'POST /api/farms/f-2/leave': { status: 204 },
      'GET /api/me': { body: null },
    },
    { path: '/fazendas' },
  );
}
const farm = (name: string) => screen.findByRole('listitem', { name });
const create = (user: ReturnType<typeof userEvent.setup>) =>
  user.click(screen.getByRole('button', { name: 'Criar fazenda' }));

describe('Fazendas', () => {
  it('lists the farms with their place, area and the person’s role', async () => {
    open();
    const boaVista = await farm('Fazenda Boa Vista');
    expect(boaVista.textContent).toContain('Ativa');
    expect(boaVista.textContent).toContain('Goiânia/GO');
    expect(boaVista.textContent).toContain('1.250,5 ha');
    expect(boaVista.textContent).toContain('Proprietário');
    expect(within(boaVista).queryByRole('button', { name: 'Usar esta fazenda' })).toBeNull();
    const santaRita = await farm('Sítio Santa Rita');
    expect(santaRita.textContent).toContain('MG');
    expect(santaRita.textContent).toContain('Não informada');
    expect(santaRita.textContent).toContain('Campo');
    expect(within(santaRita).getByRole('button', { name: 'Sair da fazenda' })).toBeTruthy();
    expect(within(santaRita).queryByRole('button', { name: /Editar/ })).toBeNull();
  });

  it('switches to another farm', async () => {
    const { user, api } = open();
    const santaRita = await farm('Sítio Santa Rita');
    await user.click(within(santaRita).getByRole('button', { name: 'Usar esta fazenda' }));
    await eventually(() =>
      expect(toast.success).toHaveBeenCalledWith('Fazenda ativa: Sítio Santa Rita.'),
    );
    expect(api.to('PUT', '/api/farms/active')[0]?.body).toEqual({ farmId: 'f-2' });
  });

  it('leaves a farm after its confirmation', async () => {
    const { user, api } = open();
    const santaRita = await farm('Sítio Santa Rita');
    await user.click(within(santaRita).getByRole('button', { name: 'Sair da fazenda' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Sair da fazenda?' });
    expect(dialog.textContent).toContain(
      'Você deixa de ver os registros da Sítio Santa Rita. Para voltar, o proprietário precisa convidar você de novo.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Sair da fazenda' }));
    await eventually(() =>
      expect(toast.success).toHaveBeenCalledWith('Você saiu da Sítio Santa Rita.'),
    );
    expect(api.to('POST', '/api/farms/f-2/leave')).toHaveLength(1);
  });

  it('creates a farm and clears the form', async () => {
    const { user, api } = open();
    await farm('Fazenda Boa Vista');
    await fillIn(user, {
      'Nome da fazenda': 'Retiro Novo',
      Cidade: 'Rio Verde',
      'Área (ha)': '350,5',
    });
    await user.selectOptions(screen.getByLabelText('Estado'), 'GO');
    await create(user);
    await eventually(() =>
      expect(toast.success).toHaveBeenCalledWith('Fazenda criada', {
        description: 'Fazenda Boa Vista está na sua lista.',
      }),
    );
    expect(api.to('POST', '/api/farms')[0]?.body).toEqual({
      name: 'Retiro Novo',
      city: 'Rio Verde',
      state: 'GO',
      areaHectares: 350.5,
    });
    expect(field('Nome da fazenda').value).toBe('');
  });

  it('asks for the name and refuses an area of zero', async () => {
    const { user, api } = open();
    await farm('Fazenda Boa Vista');
    await fillIn(user, { 'Área (ha)': '0' });
    await create(user);
    expect(errorOf('Nome da fazenda')).toBe('Nome da fazenda é obrigatório');
    expect(errorOf('Área (ha)')).toBe('Área deve ser maior que zero');
    expect(api.to('POST', '/api/farms')).toEqual([]);
  });

  it('says why a farm could not be created', async () => {
    const { user } = open({
      created: failure(403, 'Várias fazendas fazem parte do plano Master.', 'PLAN_REQUIRED'),
    });
    await farm('Fazenda Boa Vista');
    await fillIn(user, { 'Nome da fazenda': 'Retiro Novo' });
    await create(user);
    await eventually(() =>
      expect(toast.error).toHaveBeenCalledWith('Erro ao criar a fazenda', {
        description: 'Várias fazendas fazem parte do plano Master.',
      }),
    );
    expect(field('Nome da fazenda').value).toBe('Retiro Novo');
  });

  it('offers no new farm below Master, with the plan’s note', async () => {
    open({ farms: { body: { activeFarmId: 'f-1', farms: [BOA_VISTA], canCreate: false } } });
    await farm('Fazenda Boa Vista');
    expect(
      screen.getByText(
        'Várias fazendas, equipe e integrações fazem parte do plano Master. Seus dados continuam disponíveis.',
      ),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Criar fazenda' })).toBeNull();
  });

  it('edits a farm with its carcass yield, written the pt-BR way', async () => {
    const { user, api } = open();
    const boaVista = await farm('Fazenda Boa Vista');
    await user.click(within(boaVista).getByRole('button', { name: 'Editar Fazenda Boa Vista' }));
    const dialog = screen.getByRole('dialog', { name: 'Editar fazenda' });
    const area = within(dialog).getByLabelText('Área (ha)') as HTMLInputElement;
    expect(area.value).toBe('1.250,5');
    const yieldField = within(dialog).getByLabelText(
      'Rendimento de carcaça (%)',
    ) as HTMLInputElement;
    expect(yieldField.value).toBe('');
    expect(yieldField.placeholder).toBe('52');
    await user.type(yieldField, '71');
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    expect(errorOf('Rendimento de carcaça (%)')).toBe('Rendimento deve ser de no máximo 70%');
    await user.clear(yieldField);
    await user.type(yieldField, '54,5');
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    await eventually(() => expect(toast.success).toHaveBeenCalledWith('Fazenda atualizada'));
    expect(api.to('PATCH', '/api/farms/f-1')[0]?.body).toEqual({
      name: 'Fazenda Boa Vista',
      city: 'Goiânia',
      state: 'GO',
      areaHectares: 1250.5,
      carcassYield: 54.5,
    });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('says so when the farms cannot be read', async () => {
    open({ farms: failure(500, 'Erro interno') });
    expect(await screen.findByText('Não foi possível carregar suas fazendas.')).toBeTruthy();
  });
});
