import { z } from 'zod';
import { headCount, KG_PER_ANIMAL_UNIT, positive, roundTo, safeDivide } from './common';

/** Inputs of 'Taxa de Lotação' (spec section 5 "Stocking"). */
export const stockingInputSchema = z.object({
  /** Pasture area, hectares. */
  area: positive('Área deve ser maior que zero').max(100000, {
    error: 'Área não pode exceder 100.000 ha',
  }),
  /** Heads on the area. */
  quantity: headCount(),
  /** Average live weight, kg per head. */
  averageWeight: positive('Peso médio deve ser maior que zero').max(1000, {
    error: 'Peso médio não pode exceder 1.000 kg',
  }),
});

export type StockingInput = z.infer<typeof stockingInputSchema>;

export type StockingLevel = 'low' | 'adequate' | 'moderate' | 'high' | 'very-high';
export interface StockingClassification {
  level: StockingLevel;
  label: string;
  description: string;
}

export interface StockingOutput {
  /** Animal units (UA) on the area: heads × kg / 450. */
  totalAnimalUnits: number;
  /** UA per hectare (null when the area is zero). */
  animalUnitsPerHectare: number | null;
  /** Heads per hectare (null when the area is zero). */
  headsPerHectare: number | null;
  /** The spec's classification of the UA/ha (null when there is no UA/ha). */
  classification: StockingClassification | null;
}

/**
 * The spec's stocking classification (section 9), read from UA/ha rounded to 2 decimals so that it
 * agrees with the figure on the screen (0.996 shows as 1,00 and is 'adequate').
 * @example
 * classifyStocking(1.4)   //=> { level: 'adequate', label: 'Lotação adequada (extensivo)', … }
 * classifyStocking(0.996) //=> { level: 'adequate', … }
 */
export function classifyStocking(uaPerHa: number): StockingClassification {
  const shown = roundTo(uaPerHa, 2);
  if (shown < 1)
    return {
      level: 'low',
      label: 'Lotação baixa',
      description: 'A pastagem suporta mais animais.',
    };
  if (shown < 2)
    return {
      level: 'adequate',
      label: 'Lotação adequada (extensivo)',
      description: 'Lotação compatível com pastagem extensiva bem manejada.',
    };
  if (shown < 3)
    return {
      level: 'moderate',
      label: 'Lotação moderada (semi-intensivo)',
      description: 'Exige pastagem bem manejada, com adubação de manutenção.',
    };
  if (shown < 5)
    return {
      level: 'high',
      label: 'Lotação alta (intensivo)',
      description: 'Exige adubação, pastejo rotacionado e suplementação.',
    };
  return {
    level: 'very-high',
    label: 'Lotação muito alta',
    description: 'Risco de degradação da pastagem.',
  };
}

/**
 * Stocking rate of a pasture (spec sections 5 "Stocking" and 9: 1 UA = 450 kg of live weight).
 *
 * - total UA = heads × average live weight (kg) / 450
 * - UA/ha = total UA / area (ha); heads/ha = heads / area (ha)
 * - classification per `classifyStocking` (UA/ha rounded to 2 decimals)
 *
 * @example
 * calculateStocking({ area: 100, quantity: 150, averageWeight: 420 })
 * //=> totalAnimalUnits 140, animalUnitsPerHectare 1.4, headsPerHectare 1.5,
 * //   classification.level 'adequate'
 */
export function calculateStocking(input: StockingInput): StockingOutput {
  const totalAnimalUnits = (input.quantity * input.averageWeight) / KG_PER_ANIMAL_UNIT;
  const animalUnitsPerHectare = safeDivide(totalAnimalUnits, input.area);

  return {
    totalAnimalUnits,
    animalUnitsPerHectare,
    headsPerHectare: safeDivide(input.quantity, input.area),
    classification: animalUnitsPerHectare === null ? null : classifyStocking(animalUnitsPerHectare),
  };
}
