import { formatNumber } from '@/domain/format';
import type { MoveResult } from '@/domain/pastures/api';

/* The words of the moves, the history and the stocking, the pt-BR way. */

/** '1 cabeça', '1.200 cabeças'. */
export const headsText = (n: number) => `${formatNumber(n, 0)} ${n === 1 ? 'cabeça' : 'cabeças'}`;

/** '1 animal selecionado', '12 animais selecionados'. */
export const selectedText = (n: number) =>
  n === 1 ? '1 animal selecionado' : `${formatNumber(n, 0)} animais selecionados`;

/** Animal units and areas: one decimal ('12,5'); '—' without a figure. */
export const oneDecimal = (value: number | null) => formatNumber(value, 1);

/** 'UA/ha' with two decimals ('1,25'), as the stocking calculator shows it; '—' without one. */
export const uaPerHaText = (value: number | null) => formatNumber(value, 2);

/** The toast's line of a move: '12 cabeças (5,4 UA) em Invernada do Rio.' */
export const moveResultText = (result: MoveResult) =>
  `${headsText(result.heads)} (${oneDecimal(result.units)} UA) em ${result.paddockName}.`;

/** The paddocks for a select, grouped by retiro (shared with the other modules' 'Pasto' filters). */
export { paddockChoices } from '../../lib/paddock-options';
