import { describe, expect, it } from 'vitest';
import { SEEDED_PROTOCOLS } from '@/domain/reproduction/constants';
import { protocolSchema } from '@/domain/reproduction/schemas';
import {
  addStep,
  protocolValues,
  removeStep,
  stepCount,
  stepLine,
  toProtocolInput,
} from './protocol-form';

const conventional = SEEDED_PROTOCOLS[0]!;

describe('the IATF protocol form', () => {
  it('types a seeded protocol back as it was, which the schema accepts', () => {
    const values = protocolValues(conventional);
    expect(stepCount(values)).toBe(3);
    expect(values.inseminationStep).toBe('2');
    const parsed = protocolSchema.parse(toProtocolInput(values));
    expect(parsed.name).toBe('IATF convencional (D0-D8-D10)');
    expect(parsed.steps.map((s) => [s.day, s.insemination])).toEqual([
      [0, false],
      [8, false],
      [10, true],
    ]);
    expect(parsed.steps[2]!.products).toBeNull();
  });

  it('adds a step a day after the last, and takes one out moving the later ones up', () => {
    const added = addStep(protocolValues(conventional));
    expect(stepCount(added)).toBe(4);
    expect(added['steps.3.day']).toBe('11');
    const removed = removeStep(added, 1);
    expect(stepCount(removed)).toBe(3);
    expect(toProtocolInput(removed).steps.map((s) => s.day)).toEqual([0, 10, 11]);
    // The insemination was step 2 (D10): now step 1.
    expect(removed.inseminationStep).toBe('1');
  });

  it('moves the insemination mark to the last step when its step goes', () => {
    const removed = removeStep(protocolValues(conventional), 2);
    expect(removed.inseminationStep).toBe('1');
    expect(toProtocolInput(removed).steps.filter((s) => s.insemination)).toHaveLength(1);
  });

  it('lets the schema say what is wrong: steps out of day order', () => {
    const values = { ...protocolValues(conventional), 'steps.1.day': '12' };
    const result = protocolSchema.safeParse(toProtocolInput(values));
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual(['steps']);
  });

  it('says a step with its products', () => {
    expect(stepLine(conventional.steps[1]!)).toBe(
      'D8: Retirada do dispositivo (Cloprostenol + eCG + cipionato de estradiol)',
    );
    expect(stepLine(conventional.steps[2]!)).toBe('D10: Inseminação');
  });
});
