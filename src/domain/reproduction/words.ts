import { formatNumber } from '../format';
import type { BatchStepView } from './api';

/*
 * How the module says an IATF batch's calendar, alike on the season's screen and in the weekly
 * e-mail (issue 41 item 3).
 */

/** '1 vaca', '48 vacas': the heads of a batch's step, as the vet says them. */
export const cowsText = (n: number) => (n === 1 ? '1 vaca' : `${formatNumber(n, 0)} vacas`);

/** A batch's step: 'D8: Retirada do dispositivo — 48 vacas'. */
export const batchStepLine = (step: Pick<BatchStepView, 'day' | 'action' | 'heads'>) =>
  `D${step.day}: ${step.action} — ${cowsText(step.heads)}`;
