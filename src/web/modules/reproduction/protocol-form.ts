import type { ProtocolStep } from '@/domain/reproduction/constants';
import { parseDecimal } from '@/domain/number';
import type { Values } from './repro-forms';

/*
 * An IATF protocol as typed (issue 41 item 3): its name and its steps, each step's fields keyed
 * 'steps.<i>.day', '.action', '.products', and which step is the insemination ('inseminationStep',
 * its index). Pure, tested apart.
 */

const key = (i: number, field: keyof ProtocolStep) => `steps.${i}.${field}`;

/** The form's values of a protocol (a new one: one empty step). */
export function protocolValues(protocol?: {
  name: string;
  steps: readonly ProtocolStep[];
}): Values {
  const steps = protocol?.steps.length
    ? protocol.steps
    : [{ day: 0, action: '', products: null, insemination: true }];
  const values: Values = {
    name: protocol?.name ?? '',
    steps: '',
    inseminationStep: String(
      Math.max(
        0,
        steps.findIndex((s) => s.insemination),
      ),
    ),
  };
  steps.forEach((s, i) => {
    values[key(i, 'day')] = String(s.day);
    values[key(i, 'action')] = s.action;
    values[key(i, 'products')] = s.products ?? '';
  });
  return values;
}

/** How many steps the values hold. */
export function stepCount(values: Values): number {
  let n = 0;
  while (key(n, 'day') in values) n++;
  return n;
}

/** The body the protocol schema checks. */
export function toProtocolInput(values: Values) {
  const insemination = Number(values.inseminationStep);
  return {
    name: values.name,
    steps: Array.from({ length: stepCount(values) }, (_, i) => ({
      day: parseDecimal(values[key(i, 'day')] ?? ''),
      action: values[key(i, 'action')] ?? '',
      products: values[key(i, 'products')] ?? '',
      insemination: i === insemination,
    })),
  };
}

/** One more step at the end, a day after the last one. */
export function addStep(values: Values): Values {
  const n = stepCount(values);
  const last = n > 0 ? (parseDecimal(values[key(n - 1, 'day')] ?? '') ?? 0) : -1;
  return {
    ...values,
    [key(n, 'day')]: String(Number.isFinite(last) ? last + 1 : 0),
    [key(n, 'action')]: '',
    [key(n, 'products')]: '',
  };
}

/** Without step `index`: the later ones move up, and so does the insemination's mark. */
export function removeStep(values: Values, index: number): Values {
  const n = stepCount(values);
  const next: Values = { ...values };
  for (let i = index; i < n - 1; i++) {
    for (const field of ['day', 'action', 'products'] as const) {
      next[key(i, field)] = values[key(i + 1, field)] ?? '';
    }
  }
  for (const field of ['day', 'action', 'products'] as const) delete next[key(n - 1, field)];
  const mark = Number(values.inseminationStep);
  next.inseminationStep = String(mark > index ? mark - 1 : mark === index ? n - 2 : mark);
  return next;
}

/** A step as the protocol's list says it: 'D8: Retirada do dispositivo (Cloprostenol + eCG)'. */
export const stepLine = (step: Pick<ProtocolStep, 'day' | 'action' | 'products'>) =>
  `D${step.day}: ${step.action}${step.products ? ` (${step.products})` : ''}`;
