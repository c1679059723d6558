import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { FarmMap, type MapPaddock } from './farm-map';

// No ResizeObserver (happy-dom's never reports): the map measures itself at once.
beforeEach(() => vi.stubGlobal('ResizeObserver', undefined));

/** A rectangle `w` × `h` degrees with its south-west corner at (lon, lat), closed. */
const rect = (lon: number, lat: number, w = 0.01, h = 0.01): [number, number][] => [
  [lon, lat],
  [lon + w, lat],
  [lon + w, lat + h],
  [lon, lat + h],
  [lon, lat],
];

const PADDOCKS: MapPaddock[] = [
  { id: 'p1', name: 'Pasto 1', state: 'occupied', uaPerHa: 1.75, ring: rect(-49.3, -15.8) },
  { id: 'p2', name: 'Represa', state: 'resting', uaPerHa: null, ring: rect(-49.29, -15.8) },
  {
    id: 'p3',
    name: 'Capim Alto',
    state: 'ready',
    uaPerHa: 3.2,
    ring: rect(-49.28, -15.8),
    overCapacity: true,
  },
  { id: 'p4', name: 'Sem mapa', state: 'never', uaPerHa: 0.5, ring: null },
];

describe('FarmMap', () => {
  it('draws a shape for each paddock with a boundary, and says how many', () => {
    render(<FarmMap paddocks={PADDOCKS} />);
    const map = screen.getByRole('img', { name: 'Mapa da fazenda com 3 pastos' });
    // Three paddocks, outlined; over the one above its capacity, its red hatch.
    const paths = [...map.querySelectorAll('path')];
    expect(paths.filter((path) => path.getAttribute('stroke') !== 'none')).toHaveLength(3);
    expect(paths.filter((path) => path.getAttribute('fill')?.endsWith('-over)'))).toHaveLength(1);
    expect(screen.getByText('1 pasto sem contorno não aparece no mapa.')).toBeTruthy();
    // A plain picture without onSelect: nothing to press on it.
    expect(within(map).queryAllByRole('button')).toHaveLength(0);
  });

  it('labels each paddock with its name and UA/ha in pt-BR, a dash without one', () => {
    render(<FarmMap paddocks={PADDOCKS} />);
    const map = screen.getByRole('img', { name: /Mapa da fazenda/ });
    expect(within(map).getByText('Pasto 1')).toBeTruthy();
    expect(within(map).getByText('1,8 UA/ha')).toBeTruthy();
    expect(within(map).getByText('3,2 UA/ha')).toBeTruthy();
    expect(within(map).getByText('—')).toBeTruthy();
  });

  it('has a legend in words, and the paddocks as a list', async () => {
    const user = userEvent.setup();
    render(<FarmMap paddocks={PADDOCKS} />);
    const legend = screen.getByRole('list', { name: 'Legenda do mapa' });
    for (const words of [
      'Ocupado',
      'Em descanso',
      'Pronto para entrada',
      'Sem ocupação',
      'Acima da capacidade',
    ]) {
      expect(within(legend).getByText(words)).toBeTruthy();
    }
    await user.click(screen.getByText('Ver os pastos do mapa em lista'));
    expect(screen.getByText('Pasto 1: Ocupado, 1,8 UA/ha')).toBeTruthy();
    expect(screen.getByText('Represa: Em descanso, sem UA/ha')).toBeTruthy();
    expect(
      screen.getByText('Capim Alto: Pronto para entrada, 3,2 UA/ha, acima da capacidade'),
    ).toBeTruthy();
  });

  it('invites to import the farm’s map when no paddock has a boundary', () => {
    const text =
      'Nenhum pasto tem contorno ainda. Importe o mapa da fazenda (KML, GeoJSON ou o shapefile do CAR) para ver os pastos aqui.';
    const { unmount } = render(<FarmMap paddocks={[PADDOCKS[3]!]} />);
    expect(screen.getByText(text)).toBeTruthy();
    expect(screen.queryByRole('img')).toBeNull();
    unmount();
    render(<FarmMap paddocks={[]} />);
    expect(screen.getByText(text)).toBeTruthy();
  });

  it('lets a paddock be picked with the keyboard or a click when onSelect is given', async () => {
    const onSelect = vi.fn();
    const user = userEvent.setup();
    render(<FarmMap paddocks={PADDOCKS} onSelect={onSelect} selectedId="p2" />);
    const map = screen.getByRole('group', { name: 'Mapa da fazenda com 3 pastos' });
    const first = within(map).getByRole('button', { name: 'Pasto 1: Ocupado, 1,8 UA/ha' });
    first.focus();
    await user.keyboard('{Enter}');
    expect(onSelect).toHaveBeenLastCalledWith('p1');
    const third = within(map).getByRole('button', {
      name: 'Capim Alto: Pronto para entrada, 3,2 UA/ha, acima da capacidade',
    });
    third.focus();
    await user.keyboard(' ');
    expect(onSelect).toHaveBeenLastCalledWith('p3');
    await user.click(within(map).getByRole('button', { name: 'Represa: Em descanso, sem UA/ha' }));
    expect(onSelect).toHaveBeenLastCalledWith('p2');
    expect(onSelect).toHaveBeenCalledTimes(3);
    // The selected one says so.
    expect(
      within(map)
        .getByRole('button', { name: 'Represa: Em descanso, sem UA/ha' })
        .getAttribute('aria-pressed'),
    ).toBe('true');
    expect(first.getAttribute('aria-pressed')).toBe('false');
  });

  it('zooms in and out with its buttons, and shows the whole farm again', async () => {
    const user = userEvent.setup();
    render(<FarmMap paddocks={PADDOCKS} />);
    const map = screen.getByRole('img', { name: /Mapa da fazenda/ });
    const whole = map.getAttribute('viewBox');
    const [, , width] = whole!.split(' ').map(Number);
    const zoomOut = screen.getByRole('button', { name: 'Afastar' });
    expect((zoomOut as HTMLButtonElement).disabled).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Aproximar' }));
    const closer = map.getAttribute('viewBox')!.split(' ').map(Number);
    expect(closer[2]).toBe(width! / 2);
    expect(screen.getByText('Arraste o mapa para ver outras partes.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Aproximar' }));
    await user.click(zoomOut);
    expect(map.getAttribute('viewBox')!.split(' ').map(Number)[2]).toBe(width! / 2);
    await user.click(screen.getByRole('button', { name: 'Ver tudo' }));
    expect(map.getAttribute('viewBox')).toBe(whole);
  });

  it('moves the zoomed map with a drag, and a drag picks no paddock', async () => {
    const onSelect = vi.fn();
    const user = userEvent.setup();
    render(<FarmMap paddocks={PADDOCKS} onSelect={onSelect} />);
    const map = screen.getByRole('group', { name: /Mapa da fazenda/ });
    await user.click(screen.getByRole('button', { name: 'Aproximar' }));
    const before = map.getAttribute('viewBox');
    const paddock = within(map).getByRole('button', { name: /^Pasto 1/ });
    fireEvent.pointerDown(paddock, { clientX: 100, clientY: 100, button: 0, pointerId: 1 });
    fireEvent.pointerMove(paddock, { clientX: 40, clientY: 100, pointerId: 1 });
    fireEvent.pointerUp(paddock, { clientX: 40, clientY: 100, pointerId: 1 });
    fireEvent.click(paddock);
    expect(map.getAttribute('viewBox')).not.toBe(before);
    expect(onSelect).not.toHaveBeenCalled();
    fireEvent.click(paddock);
    expect(onSelect).toHaveBeenCalledWith('p1');
  });

  it('brings a paddock reached with the keyboard into the zoomed view', async () => {
    const user = userEvent.setup();
    render(<FarmMap paddocks={PADDOCKS} onSelect={() => {}} />);
    const map = screen.getByRole('group', { name: /Mapa da fazenda/ });
    await user.click(screen.getByRole('button', { name: 'Aproximar' }));
    await user.click(screen.getByRole('button', { name: 'Aproximar' }));
    const [x] = map.getAttribute('viewBox')!.split(' ').map(Number);
    const first = within(map).getByRole('button', { name: /^Pasto 1/ });
    act(() => first.focus());
    const [moved] = map.getAttribute('viewBox')!.split(' ').map(Number);
    expect(moved).toBeLessThan(x!);
  });

  it('leaves out the label of a paddock too small for it, not its shape', () => {
    const tiny: MapPaddock = {
      id: 'tiny',
      name: 'Piquete 7',
      state: 'never',
      uaPerHa: 2,
      ring: rect(-49.2895, -15.7905, 0.0005, 0.0005),
    };
    render(<FarmMap paddocks={[...PADDOCKS.slice(0, 1), tiny]} onSelect={() => {}} />);
    const map = screen.getByRole('group', { name: 'Mapa da fazenda com 2 pastos' });
    expect(
      within(map).getByRole('button', { name: 'Piquete 7: Sem ocupação, 2,0 UA/ha' }),
    ).toBeTruthy();
    expect(within(map).queryByText('Piquete 7')).toBeNull();
    expect(within(map).getByText('Pasto 1')).toBeTruthy();
  });
});
