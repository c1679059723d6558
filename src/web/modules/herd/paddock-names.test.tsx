import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FormField } from '../../components/ui/form-field';
import { PaddockNames } from '../../components/paddock-names';
import { eventually, producer, renderInApp, stubApi } from '../test-providers';

/* A typed 'Pasto' (an animal's form, 'Transferir') suggests the farm's paddocks (issue 42). */

function TypedPasture() {
  return (
    <>
      <FormField id="pasto" label="Pasto" list="names" />
      <PaddockNames id="names" />
    </>
  );
}

describe('PaddockNames', () => {
  it("offers the farm's paddock names to the typed field", async () => {
    stubApi({
      'GET /api/pastures/options': {
        body: {
          paddocks: [
            { id: 'p1', name: 'Invernada do Rio', retiro: 'Retiro Norte' },
            { id: 'p2', name: 'Piquete 2', retiro: 'Retiro Norte' },
            { id: 'p3', name: 'Pasto da Sede', retiro: null },
          ],
          retiros: ['Retiro Norte'],
        },
      },
    });
    const { container } = renderInApp(<TypedPasture />);
    const input = screen.getByLabelText('Pasto');
    expect(input.getAttribute('list')).toBe('names');
    await eventually(() =>
      expect(
        [...container.querySelectorAll('#names option')].map((o) => o.getAttribute('value')),
      ).toEqual(['Invernada do Rio', 'Piquete 2', 'Pasto da Sede']),
    );
  });

  it("asks nothing on a plan without 'Pastos'", () => {
    const api = stubApi({});
    const { container } = renderInApp(<TypedPasture />, { me: producer({ plan: 'STARTER' }) });
    expect(container.querySelector('datalist')).toBeNull();
    expect(api.sent).toEqual([]);
  });
});
