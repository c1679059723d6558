import { herdPerformance } from '../src/domain/records/herd-performance';
import { sortWeighings, type Weighing } from '../src/domain/records/weighing';
import type { AnimalFigures, AnimalHistory, Page } from '../src/domain/records/weighing-pages';

/** The weighing screen's reads (decision 031): the list, the per-animal figures and a history. */
export const WEIGHING_READS = /\/api\/weighings(\/animals|\/history)?(\?.*)?$/;

function figuresOf(weighings: readonly Weighing[]): AnimalFigures[] {
  return herdPerformance(weighings).map((summary) => ({
    ...summary,
    firstWeight: sortWeighings(weighings.filter((w) => w.animalId === summary.animalId))[0]!.weight,
  }));
}

/**
 * What the server answers to a GET of WEIGHING_READS over `weighings`, for a mocked API: every
 * answer on one page (the mocks hold a few weighings).
 */
export function weighingReads(url: string, weighings: readonly Weighing[]) {
  const { pathname, searchParams } = new URL(url);
  if (pathname.endsWith('/history')) {
    const own = weighings.filter((w) => w.animalId === searchParams.get('animal'));
    const body: AnimalHistory = { summary: figuresOf(own)[0] ?? null, items: sortWeighings(own) };
    return body;
  }
  if (pathname.endsWith('/animals')) {
    const q = (searchParams.get('q') ?? '').toLowerCase();
    const lot = searchParams.get('lot');
    const chosen = weighings.filter(
      (w) => w.animalId.toLowerCase().includes(q) && (!lot || w.batchId === lot),
    );
    const body: Page<AnimalFigures> = { items: figuresOf(chosen), nextCursor: null };
    return body;
  }
  const body: Page<Weighing> = { items: sortWeighings(weighings).reverse(), nextCursor: null };
  return body;
}
