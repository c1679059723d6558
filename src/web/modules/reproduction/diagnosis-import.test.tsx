import { screen, within } from '@testing-library/react';
import { toast } from 'sonner';
import { describe, expect, it } from 'vitest';
import type { DiagnosisImportPreview } from '@/domain/import/diagnosis-csv';
import { eventually, renderWithApi } from '../test-providers';
import { DiagnosisImport } from './diagnosis-import';

const API = '/api/reproduction/diagnoses/import';
const FILE = 'brinco;resultado;data\n101;P;10/11/2026\n999;V;10/11/2026\n';

const PREVIEW: DiagnosisImportPreview = {
  new: 1,
  existing: 0,
  invalid: 1,
  lines: [
    {
      line: 2,
      tag: '101',
      result: 'pregnant',
      date: '2026-11-10',
      gestationDays: null,
      season: 'Estação 2026/27',
      status: 'new',
    },
    {
      line: 3,
      tag: '999',
      result: 'empty',
      date: '2026-11-10',
      gestationDays: null,
      season: null,
      status: 'invalid',
      reason: 'Brinco 999 não encontrado',
    },
  ],
};

/** The dialog opened and the vet's file chosen. */
async function chooseFile(text = FILE) {
  const answers = {
    [`POST ${API}/preview`]: { body: PREVIEW },
    [`POST ${API}`]: {
      status: 201,
      body: { created: 1, existing: 0, invalid: 1, replayed: false },
    },
  };
  const view = renderWithApi(<DiagnosisImport seasonId="s-1" />, answers);
  await view.user.click(screen.getByRole('button', { name: 'Importar diagnósticos' }));
  const file = new File([text], 'diagnosticos.csv', { type: 'text/csv' });
  await view.user.upload(screen.getByLabelText('Arquivo dos diagnósticos'), file);
  return view;
}

describe("'Importar diagnósticos'", () => {
  it('previews the file, errors first, and refuses to import until they are left out', async () => {
    const { api, user } = await chooseFile();
    const preview = await screen.findByRole('region', { name: 'Prévia da importação' });
    expect(preview.textContent).toContain('Novos: 1 · Já registrados: 0 · Com erro: 1');
    const lines = within(preview).getAllByRole('listitem');
    expect(lines[0]!.textContent).toContain('Brinco 999 não encontrado');
    expect(lines[1]!.textContent).toContain('Prenhe · 10/11/2026 · Estação 2026/27');
    expect(api.to('POST', `${API}/preview`).map((s) => s.body)).toEqual([{ text: FILE }]);

    await user.click(screen.getByRole('button', { name: 'Importar 1 diagnóstico' }));
    expect(api.to('POST', API)).toHaveLength(0);
    expect(screen.getByText(/Corrija o arquivo ou marque/)).toBeTruthy();
  });

  it('imports the good lines once, with one key, and says what was left out', async () => {
    const { api, user } = await chooseFile();
    await user.click(await screen.findByLabelText('Ignorar linhas com erro'));
    await user.click(screen.getByRole('button', { name: 'Importar 1 diagnóstico' }));
    await eventually(() =>
      expect(toast.success).toHaveBeenCalledWith('1 diagnóstico importado', {
        description: '1 linha com erro ficou de fora.',
      }),
    );
    const sent = api.to('POST', API);
    expect(sent.map((s) => s.body)).toEqual([{ text: FILE, skipInvalid: true }]);
    expect(sent[0]!.headers.get('Idempotency-Key')).toMatch(/^[0-9a-f-]{36}$/);
  });
});
