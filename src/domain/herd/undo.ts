import { z } from 'zod';
import { formatNumber } from '../format';
import type { HerdEventKind } from './api';
import { undoEventSchema } from './schemas';

/*
 * Undoing a herd event entered by mistake (decisions 038, 057 and 063): what the dialog says of
 * the event's animals, and which kinds may take out one animal only. Shared by the animal's page
 * and the server, which applies the same rule.
 */

/**
 * The kinds an event of several animals may lose one animal from ('Tirar só o 00002 desta
 * venda'): a sale (the animal was not sold), a purchase (it was not bought), a move between lots
 * or pastures (it did not move). A death and a birth are one animal's; an entry is the animal's
 * registration; a transfer to another farm is never undone (decision 038).
 */
export const PARTIAL_UNDO_KINDS = ['sale', 'purchase', 'transfer'] as const;

export function partialUndoAllowed(kind: HerdEventKind, toOtherFarm: boolean): boolean {
  return (PARTIAL_UNDO_KINDS as readonly string[]).includes(kind) && !toOtherFarm;
}

/** How many brincos the question names before 'e mais N'. */
export const NAMED_TAGS = 5;

/** 'a venda', 'desta venda': the event as the question and the choice name it. */
const NOUNS: Record<HerdEventKind, { the: string; of: string }> = {
  sale: { the: 'a venda', of: 'desta venda' },
  purchase: { the: 'a compra', of: 'desta compra' },
  transfer: { the: 'a transferência', of: 'desta transferência' },
  death: { the: 'a morte', of: 'desta morte' },
  birth: { the: 'o nascimento', of: 'deste nascimento' },
  calving: { the: 'o parto', of: 'deste parto' },
  entry: { the: 'a entrada', of: 'desta entrada' },
};

/** 'Desfazer a venda de 3 animais: 00001, 00002, 00003?', the first five then 'e mais N'. */
export function undoQuestion(kind: HerdEventKind, count: number, tags: readonly string[]) {
  const named = tags.slice(0, NAMED_TAGS);
  const rest = count - named.length;
  const list = rest > 0 ? `${named.join(', ')} e mais ${formatNumber(rest, 0)}` : named.join(', ');
  const animals = count === 1 ? '1 animal' : `${formatNumber(count, 0)} animais`;
  return `Desfazer ${NOUNS[kind].the} de ${animals}: ${list}?`;
}

/** 'Tirar só o 00002 desta venda'. */
export function takeOutLabel(kind: HerdEventKind, tag: string) {
  return `Tirar só o ${tag} ${NOUNS[kind].of}`;
}

/** 'Desfazer a venda inteira (3 animais)'. */
export function wholeEventLabel(kind: HerdEventKind, count: number) {
  const whole = NOUNS[kind].the.startsWith('o ') ? 'inteiro' : 'inteira';
  return `Desfazer ${NOUNS[kind].the} ${whole} (${formatNumber(count, 0)} animais)`;
}

/**
 * Undoing a herd event: the reason (kept in the animal's history) and, to take one animal alone
 * out of an event of several (a kind of PARTIAL_UNDO_KINDS), its id; without it the whole event
 * is undone.
 */
export const undoHerdEventSchema = undoEventSchema.extend({
  animalId: z
    .uuid({ error: 'Animal não encontrado neste evento' })
    .nullish()
    .transform((v) => v ?? null),
});
