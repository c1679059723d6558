import type { HerdEvent, HerdEventKind } from '../../../domain/herd/api';
import { AppError } from '../../errors';

/*
 * What the herd's queries share: the errors of decision 036, the money rule for 'Campo' and the
 * events as the app answers them (the animal's row as SQL is the base's: farm-records/animal-rows.ts).
 */

export const NOT_FOUND_MESSAGE = 'Animal não encontrado';
export const notFound = (message = NOT_FOUND_MESSAGE) => new AppError(404, 'NOT_FOUND', message);
export const tagTaken = (tag: string) =>
  new AppError(409, 'TAG_TAKEN', `Já existe um animal ativo com o brinco ${tag}`, {
    tag: `Já existe um animal ativo com o brinco ${tag}`,
  });
export const eidTaken = (eid: string) =>
  new AppError(
    409,
    'EID_TAKEN',
    `Já existe um animal com o EID ${eid.slice(0, 3)} ${eid.slice(3)}`,
    {
      eid: `Já existe um animal com o EID ${eid.slice(0, 3)} ${eid.slice(3)}`,
    },
  );
export const invalid = (fields: Record<string, string>) =>
  new AppError(400, 'VALIDATION', 'Erro de validação', fields);

const GONE: Record<string, string> = {
  sold: 'já foi vendido',
  dead: 'morreu',
  transferred: 'foi transferido',
  removed: 'não está no rebanho',
};
/** 409 NOT_ACTIVE: 'O animal 123 já foi vendido' / '... morreu'. */
export const notActive = (tag: string, status: string) =>
  new AppError(409, 'NOT_ACTIVE', `O animal ${tag} ${GONE[status] ?? 'não está ativo'}`);

/** A purchase or sale with a price: undone by the owner or a 'Gerente' only (decision 057). */
export function pricedEvent(kind: string, details: unknown): boolean {
  const price = (details as { price?: unknown } | null)?.price;
  return (kind === 'purchase' || kind === 'sale') && price !== null && price !== undefined;
}

/** The money of an event's details: null for 'Campo' (decision 015). */
const MONEY_FIELDS = ['price', 'value'] as const;

export interface EventColumns {
  id: string;
  kind: string;
  eventDate: string;
  details: unknown;
  undoneAt: Date | null;
  undoReason: string | null;
  undoneByName: string | null;
  createdAt: Date;
}

/** An event as the app answers it, to a caller who sees money or not and may undo it or not. */
export function toHerdEvent(e: EventColumns, withMoney: boolean, canUndo: boolean): HerdEvent {
  const details = { ...((e.details ?? {}) as Record<string, unknown>) };
  // Ids kept for undoing, and the id of who gave a price later, are not part of the answer.
  for (const key of ['fromLotId', 'toLotId', 'toFarmId', 'toAnimalId', 'fromFarmId', 'pricedBy']) {
    delete details[key];
  }
  if (!withMoney) for (const key of MONEY_FIELDS) if (key in details) details[key] = null;
  return {
    id: e.id,
    kind: e.kind as HerdEventKind,
    date: e.eventDate,
    details: details as HerdEvent['details'],
    undone: e.undoneAt
      ? { at: e.undoneAt.toISOString(), reason: e.undoReason ?? '', by: e.undoneByName }
      : null,
    createdAt: e.createdAt.toISOString(),
    canUndo,
  };
}

/** A LIKE pattern finding `text` anywhere: its own %, _ and \\ taken literally. */
export const containing = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
export const startingWith = (text: string) => `${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
