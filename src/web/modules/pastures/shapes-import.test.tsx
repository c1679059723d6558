import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { toast } from 'sonner';
import { eventually, failure, producer, renderInApp, stubApi } from '../test-providers';
import { API } from './moves-fixtures';
import { ShapesImport } from './shapes-import';

/* 'Importar mapa' (issue 42 item 2): a file read and checked here, the good shapes sent. */

beforeEach(() => vi.mocked(toast.success).mockClear());

/** A square of about 1 km a side near Goiânia, closed. */
const SQUARE = [
  [-49.3, -16.7],
  [-49.29, -16.7],
  [-49.29, -16.69],
  [-49.3, -16.69],
  [-49.3, -16.7],
];
/** The same square, not closed: the file's fault. */
const OPEN = SQUARE.slice(0, 4);

const geojson = (features: { name: string; ring: number[][] }[]) =>
  JSON.stringify({
    type: 'FeatureCollection',
    features: features.map(({ name, ring }) => ({
      type: 'Feature',
      properties: { name },
      geometry: { type: 'Polygon', coordinates: [ring] },
    })),
  });

const FILE_LABEL = 'Arquivo do mapa (KML, GeoJSON ou shapefile do CAR em .zip)';

async function openWith(text: string, name = 'fazenda.geojson') {
  const rendered = renderInApp(<ShapesImport />);
  const { user } = rendered;
  await user.click(screen.getByRole('button', { name: 'Importar mapa' }));
  const dialog = await screen.findByRole('dialog', { name: 'Importar mapa' });
  const file = new File([text], name, { type: 'application/geo+json' });
  await user.upload(within(dialog).getByLabelText(FILE_LABEL), file);
  return { ...rendered, dialog };
}

describe('Importar mapa', () => {
  it('previews the shapes, leaves the bad one out and sends only the good one', async () => {
    const api = stubApi({ [`POST ${API}/shapes`]: { body: { created: 1, updated: 0 } } });
    const { user, dialog } = await openWith(
      geojson([
        { name: 'Invernada do Rio', ring: SQUARE },
        { name: 'Piquete aberto', ring: OPEN },
      ]),
    );
    const preview = await within(dialog).findByRole('table');
    const rows = within(preview)
      .getAllByRole('row')
      .map((r) => [...(r as HTMLTableRowElement).cells].map((c) => c.textContent));
    expect(rows[0]).toEqual(['Nome', 'Área no mapa (ha)', 'Situação']);
    expect(rows[1]![0]).toBe('Invernada do Rio');
    expect(rows[1]![1]).toMatch(/^1\d{2},\d{2}$/);
    expect(rows[1]![2]).toBe('OK');
    expect(rows[2]).toEqual([
      'Piquete aberto',
      '—',
      'O contorno de Piquete aberto não está fechado.',
    ]);
    expect(within(dialog).getByText(/Prontos:/).textContent).toBe(
      'Prontos: 1 · Com problema (ficam de fora): 1',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Importar 1 pasto' }));
    await eventually(() =>
      expect(toast.success).toHaveBeenCalledWith('Pastos importados', {
        description: '1 pasto novo.',
      }),
    );
    const [sent] = api.to('POST', `${API}/shapes`);
    expect(sent?.body).toEqual({ shapes: [{ name: 'Invernada do Rio', ring: SQUARE }] });
    expect(sent?.headers.get('Idempotency-Key')).toBeTruthy();
    await eventually(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it("says what the file lacks, and shows the server's message", async () => {
    const api = stubApi({
      [`POST ${API}/shapes`]: failure(422, 'O contorno de Invernada do Rio cruza outro pasto.'),
    });
    const { user, dialog } = await openWith('isto não é um mapa', 'fazenda.json');
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'Não foi possível ler o arquivo: envie um KML (Google Earth), GeoJSON ou o shapefile do CAR (.zip).',
    );
    await user.upload(
      within(dialog).getByLabelText(FILE_LABEL),
      new File([geojson([{ name: 'Invernada do Rio', ring: SQUARE }])], 'mapa.geojson'),
    );
    await within(dialog).findByRole('table');
    expect(within(dialog).queryByRole('alert')).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Importar 1 pasto' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'O contorno de Invernada do Rio cruza outro pasto.',
    );
    expect(api.to('POST', `${API}/shapes`)).toHaveLength(1);
    expect(toast.success).not.toHaveBeenCalled();
  });

  it('is not for Campo', () => {
    renderInApp(<ShapesImport />, { me: producer({ role: 'field' }) });
    expect(screen.queryByRole('button', { name: 'Importar mapa' })).toBeNull();
  });
});
