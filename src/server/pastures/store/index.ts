import type { Db } from '../../db/client';
import { animalPaddock, moveAnimals, occupationHistory, undoMove } from './moves';
import { paddockQueries } from './paddocks';
import { stockingQueries } from './stocking';

export type { PastureWriteContext } from './shared';
export type { MoveTarget } from './moves';
export type { PaddockQuery } from './paddocks';

/**
 * Every query of 'Pastos' (issue 42, decision 070): the paddocks, their figures, heights and
 * shapes (paddocks.ts, figures.ts), the moves and their history (moves.ts), stocking on a day and
 * per year (stocking.ts).
 */
export function pastureStore(db: Db) {
  return {
    ...paddockQueries(db),
    ...stockingQueries(db),
    move: moveAnimals.bind(null, db),
    undoMove: undoMove.bind(null, db),
    history: occupationHistory.bind(null, db),
    animalPaddock: animalPaddock.bind(null, db),
  };
}

export type PastureStore = ReturnType<typeof pastureStore>;
