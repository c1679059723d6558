import {
  useCallback,
  useContext,
  useEffect,
  useId,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type PointerEvent,
} from 'react';
import { Maximize, ZoomIn, ZoomOut } from 'lucide-react';
import { cn } from '@/web/lib/cn';
import { ChartWidthGuess } from '../../components/charts/use-width';
import { Button } from '../../components/ui/button';
import { placeLabels, type PlacedLabel } from './map-labels';
import {
  EmptyMap,
  MapLabels,
  MapLegend,
  MapList,
  MapPatterns,
  PADDOCKS_LOOK,
  PaddockShape,
  SelectedOutline,
  missingText,
} from './map-parts';
import {
  MAX_ZOOM,
  panView,
  viewBoxOf,
  wholeView,
  zoomOf,
  zoomView,
  type MapView,
} from './map-projection';
import { buildMapShapes, type MapPaddock, type MapShapes } from './map-shapes';

export type { MapPaddock, MapPaddockState } from './map-shapes';

export interface FarmMapProps {
  /** The farm's paddocks; pass the same array while they do not change (the shapes are built once for it). */
  paddocks: MapPaddock[];
  /** Makes each paddock a button (click, Enter or Space) that calls this with its id. */
  onSelect?: (id: string) => void;
  selectedId?: string | null;
}

/**
 * The farm's map (issue 42 item 2): the paddocks drawn from their boundaries, coloured by state,
 * with their names and UA/ha — an inline SVG, no map tiles, so it works offline. Zoom with
 * 'Aproximar', 'Afastar' and 'Ver tudo'; drag to move when zoomed in. Paddocks without a
 * boundary are left out (and counted below the map).
 */
export function FarmMap({ paddocks, onSelect, selectedId = null }: FarmMapProps) {
  const built = useMemo(() => buildMapShapes(paddocks), [paddocks]);
  if (!built) return <EmptyMap />;
  // A picture of another size (paddocks added or moved) starts again from the whole farm.
  return (
    <MapCanvas
      key={`${built.fit.width}x${built.fit.height}`}
      built={built}
      onSelect={onSelect}
      selectedId={selectedId}
    />
  );
}

/** The labels' size on the screen, in px, whatever the zoom. */
const LABEL_PX = 13;
/** The width assumed before the map is measured (and where nothing is, as in tests). */
const UNMEASURED_PX = 640;
/** How far a pointer moves before a press becomes a drag (and no longer picks a paddock). */
const DRAG_PX = 5;

/**
 * The element's size on the screen, followed as it resizes ({0, 0, measured: false} until
 * measured). Measured by a ResizeObserver, whose first report comes with the page's own layout:
 * asking the size at once (getBoundingClientRect) laid the whole page out an extra time, a fifth
 * of a second on a slow phone with a big farm (issue 42 item 8). Without one, measured at once.
 */
function useBox<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  // A page the server renders (decision 077) draws at the width it guessed for the device, and
  // the browser takes it over with the same guess: labels are placed at once, measured after.
  const guess = useContext(ChartWidthGuess);
  const [box, setBox] = useState({ width: guess, height: 0, measured: guess > 0 });
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = (width: number, height: number) =>
      setBox((old) =>
        old.measured && old.width === width && old.height === height
          ? old
          : { width, height, measured: true },
      );
    if (typeof ResizeObserver === 'undefined') {
      const rect = element.getBoundingClientRect();
      measure(rect.width, rect.height);
      return;
    }
    const observer = new ResizeObserver(([entry]) => {
      if (entry) measure(entry.contentRect.width, entry.contentRect.height);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return [ref, box] as const;
}

/** Screen pixels to a user unit at `view` (the SVG fits the view inside its box). */
function pixelsPerUnit(box: { width: number; height: number }, view: MapView, whole: MapView) {
  if (box.width <= 0) return (UNMEASURED_PX / whole.w) * zoomOf(view, whole);
  return box.height > 0 ? Math.min(box.width / view.w, box.height / view.h) : box.width / view.w;
}

const inView = (view: MapView, { x, y }: { x: number; y: number }) =>
  x >= view.x && x <= view.x + view.w && y >= view.y && y <= view.y + view.h;

/** The view moved (not zoomed) to have `spot` in its middle, as near as the picture allows. */
const centredOn = (view: MapView, whole: MapView, { x, y }: { x: number; y: number }) =>
  panView(view, whole, x - (view.x + view.w / 2), y - (view.y + view.h / 2));

/** The labels whose centre is in the view, or within a few letters of it. */
function labelsInSight(labels: readonly PlacedLabel[], view: MapView, fontSize: number) {
  const margin = fontSize * 6;
  return labels.filter(
    ({ x, y }) =>
      x >= view.x - margin &&
      x <= view.x + view.w + margin &&
      y >= view.y - margin &&
      y <= view.y + view.h + margin,
  );
}

interface CanvasProps {
  built: MapShapes;
  onSelect?: (id: string) => void;
  selectedId: string | null;
}

function MapCanvas({ built, onSelect, selectedId }: CanvasProps) {
  const { fit, shapes, missing } = built;
  const whole = useMemo(() => wholeView(fit), [fit]);
  const [view, setView] = useState(whole);
  const [boxRef, box] = useBox<HTMLDivElement>();
  const perUnit = pixelsPerUnit(box, view, whole);
  const fontSize = Math.round((LABEL_PX / perUnit) * 100) / 100;
  const byArea = useMemo(() => [...shapes].sort((a, b) => b.area - a.area), [shapes]);
  const placed = useMemo(
    () => (box.measured ? placeLabels(byArea, fontSize) : []),
    [box.measured, byArea, fontSize],
  );
  // Only the labels in sight are written: text is the slowest thing to lay out.
  const labels = useMemo(() => labelsInSight(placed, view, fontSize), [placed, view, fontSize]);
  const base = useId().replace(/[^\w-]/g, '');
  const ids = useMemo(() => ({ occupied: `${base}-occupied`, over: `${base}-over` }), [base]);
  const pan = usePan(view, whole, perUnit, setView);
  const pick = usePick(onSelect, pan.dragged);
  const reveal = useCallback(
    (id: string) => {
      const spot = shapes.find((shape) => shape.id === id)?.spot;
      if (spot) setView((now) => (inView(now, spot) ? now : centredOn(now, whole, spot)));
    },
    [shapes, whole],
  );
  const zoom = zoomOf(view, whole);
  const selected = shapes.find((shape) => shape.id === selectedId);
  const zoomIn = () => {
    // Towards the selected paddock when it is in sight.
    const spot = selected?.spot;
    setView(zoomView(view, whole, 2, spot && inView(view, spot) ? [spot.x, spot.y] : undefined));
  };
  const count = shapes.length === 1 ? '1 pasto' : `${shapes.length} pastos`;
  return (
    <div className="space-y-3">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <MapLegend />
        <div role="group" aria-label="Zoom do mapa" className="flex flex-wrap gap-2">
          <Button variant="outline" size="sm" onClick={zoomIn} disabled={zoom >= MAX_ZOOM - 1e-9}>
            <ZoomIn aria-hidden="true" />
            Aproximar
          </Button>
          <Button
            variant="outline"
            size="sm"
            onClick={() => setView(zoomView(view, whole, 0.5))}
            disabled={zoom <= 1}
          >
            <ZoomOut aria-hidden="true" />
            Afastar
          </Button>
          <Button variant="outline" size="sm" onClick={() => setView(whole)} disabled={zoom <= 1}>
            <Maximize aria-hidden="true" />
            Ver tudo
          </Button>
        </div>
      </div>
      <div ref={boxRef} className="overflow-hidden rounded-lg border border-stone-200 bg-stone-50">
        <svg
          // Paddocks that are buttons cannot sit in an image (its content is not read): a group then.
          role={onSelect ? 'group' : 'img'}
          aria-label={`Mapa da fazenda com ${count}`}
          aria-busy={!box.measured || undefined}
          viewBox={viewBoxOf(view)}
          preserveAspectRatio="xMidYMid meet"
          className={cn(
            'block h-auto max-h-[75vh] w-full select-none',
            zoom > 1 && 'cursor-grab touch-none',
          )}
          style={{ aspectRatio: `${whole.w} / ${whole.h}` }}
          {...pan.handlers}
        >
          {/* Drawn once its size is known (drawn first at a guessed size, it was drawn twice). */}
          {box.measured && (
            <>
              <MapPatterns ids={ids} px={Math.round((1 / perUnit) * 100) / 100} />
              <g {...PADDOCKS_LOOK}>
                {shapes.map((shape) => (
                  <PaddockShape
                    key={shape.id}
                    shape={shape}
                    ids={ids}
                    selected={shape.id === selectedId}
                    onPick={onSelect ? pick : undefined}
                    onReveal={onSelect ? reveal : undefined}
                  />
                ))}
              </g>
              {selected && <SelectedOutline d={selected.d} />}
              <MapLabels labels={labels} fontSize={fontSize} />
            </>
          )}
        </svg>
      </div>
      {zoom > 1 && <p className="text-xs text-stone-600">Arraste o mapa para ver outras partes.</p>}
      {missing > 0 && <p className="text-sm text-stone-600">{missingText(missing)}</p>}
      <MapList shapes={shapes} />
    </div>
  );
}

/**
 * Dragging the map when zoomed in: the view follows the pointer once it has moved DRAG_PX
 * (a shorter press is a click on a paddock). `dragged` tells the click that ends a drag.
 */
function usePan(view: MapView, whole: MapView, perUnit: number, setView: (view: MapView) => void) {
  const start = useRef<{ x: number; y: number; view: MapView; panning: boolean } | null>(null);
  const dragged = useRef(false);
  const handlers = {
    onPointerDown: (event: PointerEvent<SVGSVGElement>) => {
      dragged.current = false;
      if (zoomOf(view, whole) <= 1 || event.button !== 0) return;
      start.current = { x: event.clientX, y: event.clientY, view, panning: false };
    },
    onPointerMove: (event: PointerEvent<SVGSVGElement>) => {
      const from = start.current;
      if (!from) return;
      const [dx, dy] = [event.clientX - from.x, event.clientY - from.y];
      if (!from.panning) {
        if (Math.hypot(dx, dy) < DRAG_PX) return;
        from.panning = true;
        dragged.current = true;
        // Only now: a capture from the press would take the click from the paddock under it.
        event.currentTarget.setPointerCapture?.(event.pointerId);
      }
      setView(panView(from.view, whole, -dx / perUnit, -dy / perUnit));
    },
    onPointerUp: () => (start.current = null),
    onPointerCancel: () => (start.current = null),
  };
  return { handlers, dragged };
}

/** A stable pick for the memoised paddocks: the latest onSelect, and no pick after a drag. */
function usePick(onSelect: ((id: string) => void) | undefined, dragged: { current: boolean }) {
  const latest = useRef(onSelect);
  useEffect(() => {
    latest.current = onSelect;
  });
  return useCallback(
    (id: string) => {
      if (dragged.current) {
        dragged.current = false;
        return;
      }
      latest.current?.(id);
    },
    [dragged],
  );
}
