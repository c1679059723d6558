import { describe, expect, it } from 'vitest';
import { entryLabel } from './entry-label';
import type { OutboxEntry } from './outbox';

const entry = (over: Partial<OutboxEntry>): OutboxEntry => ({
  key: 'k',
  queue: 'ana:farm-a',
  userId: 'ana',
  farmId: 'farm-a',
  seq: 1,
  kind: 'weighing',
  method: 'POST',
  path: '/api/weighings',
  enteredAt: '2026-11-21T12:00:00.000Z',
  state: 'pending',
  ...over,
});

describe('entryLabel', () => {
  it('names each kind of waiting record in Portuguese', () => {
    expect(
      entryLabel(entry({ body: { animalId: 'B0042', weight: 350.5, weighingDate: '2026-11-21' } })),
    ).toBe('Pesagem de B0042 (350,5 kg, 21/11/2026)');
    expect(
      entryLabel(
        entry({
          kind: 'inventory',
          path: '/api/inventory',
          body: { category: 'Vacas', quantity: 12 },
        }),
      ),
    ).toBe('Inventário: Vacas (12 cab.)');
    expect(
      entryLabel(
        entry({
          kind: 'inventory-delete',
          method: 'DELETE',
          path: '/api/inventory/i1',
          summary: 'Bezerros (4 cab.)',
        }),
      ),
    ).toBe('Exclusão do inventário: Bezerros (4 cab.)');
    expect(
      entryLabel(entry({ kind: 'lot', path: '/api/lots', body: { name: 'Garrotes da seca' } })),
    ).toBe('Lote Garrotes da seca');
    expect(
      entryLabel(entry({ kind: 'monthly', method: 'PUT', path: '/api/monthly-control/2026-03' })),
    ).toBe('Controle mensal de 03/2026');
    expect(
      entryLabel(entry({ kind: 'annual', method: 'PUT', path: '/api/annual-results/2025' })),
    ).toBe('Resultados de 2025');
    expect(
      entryLabel(
        entry({
          kind: 'sanitary',
          path: '/api/sanitary/applications',
          summary: 'Ivermectina 1% no lote Recria (21/11/2026)',
        }),
      ),
    ).toBe('Ivermectina 1% no lote Recria (21/11/2026)');
  });

  it('still names an entry whose body lacks what it expects', () => {
    expect(entryLabel(entry({ kind: 'inventory-delete', method: 'DELETE', path: '/x' }))).toBe(
      'Exclusão do inventário: item',
    );
    expect(entryLabel(entry({ kind: 'inventory', body: { quantity: '3' } }))).toBe(
      'Inventário:  (0 cab.)',
    );
    expect(entryLabel(entry({ kind: 'lot' }))).toBe('Lote ');
    expect(entryLabel(entry({ kind: 'sanitary', path: '/api/sanitary/applications' }))).toBe(
      'Aplicação sanitária',
    );
  });
});
