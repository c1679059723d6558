import { z } from 'zod';
import { optionalField } from '../optional-field';
import { int, num } from '../calculators/common';
import { CATEGORIES } from '../herd/constants';
import { animalIds, eventDate, id, optionalId } from '../herd/schemas';
import { optionalText, text } from '../text';
import { FORAGES, GRAZING_METHODS } from './constants';
import { MAX_RING_POSITIONS } from './geometry';
import { MAX_SHAPES } from './shapes';

/*
 * What the pastures forms and routes accept (issue 42). Shared by the browser and the server;
 * dates of what happened are checked against São Paulo's today with the `...Until(today)`
 * builders, as the herd's are.
 */

export const MOVE_WHAT_MESSAGE = 'Escolha os animais ou um lote';

const nullable = optionalField;

const capacity = () =>
  nullable(
    num()
      .gt(0, { error: 'A capacidade deve ser maior que zero' })
      .max(20, { error: 'Capacidade de no máximo 20 UA/ha' }),
  );

/** 'Cadastrar pasto' and its edit. */
export const paddockSchema = z.object({
  name: text('Informe o nome')
    .min(1, { error: 'Informe o nome' })
    .max(60, { error: 'Nome muito longo' }),
  areaHa: nullable(
    num()
      .gt(0, { error: 'A área deve ser maior que zero' })
      .max(100_000, { error: 'Área de no máximo 100.000 ha' }),
  ),
  forage: z.enum(FORAGES, { error: 'Escolha a forrageira' }),
  grazingMethod: z.enum(GRAZING_METHODS, { error: 'Escolha o método de pastejo' }),
  retiro: optionalText('Retiro inválido', 60, 'Nome do retiro muito longo'),
  capacityRainy: capacity(),
  capacityDry: capacity(),
  restDays: nullable(
    int('Informe os dias em número inteiro')
      .min(1, { error: 'Dias de descanso de pelo menos 1' })
      .max(365, { error: 'Dias de descanso de no máximo 365' }),
  ),
});
export type PaddockInput = z.input<typeof paddockSchema>;
export type PaddockData = z.output<typeof paddockSchema>;

/** 'Registrar altura': the grass's measured height (cm) on a day. */
export function heightSchemaUntil(today: string) {
  return z.object({
    measuredOn: eventDate(today),
    heightCm: num()
      .gt(0, { error: 'A altura deve ser maior que zero' })
      .max(300, { error: 'Altura de no máximo 300 cm' }),
  });
}
export type HeightData = z.output<ReturnType<typeof heightSchemaUntil>>;

/** 'Mover para pasto': animals picked, or a whole lot, into a paddock on a day. */
export function moveSchemaUntil(today: string) {
  return z
    .object({
      paddockId: id('Escolha o pasto'),
      movedOn: eventDate(today),
      animalIds: animalIds().optional(),
      lotId: optionalId('Lote não encontrado.').optional(),
    })
    .refine((m) => (m.animalIds?.length ? 1 : 0) + (m.lotId ? 1 : 0) === 1, {
      error: MOVE_WHAT_MESSAGE,
      path: ['animalIds'],
    });
}
export type MoveData = z.output<ReturnType<typeof moveSchemaUntil>>;

const position = z
  .tuple([num(), num()], { error: 'Coordenada inválida' })
  .refine(([lon, lat]) => Math.abs(lon) <= 180 && Math.abs(lat) <= 90, {
    error: 'Coordenada inválida',
  });

/** The most corners one import may carry, over all its shapes. */
export const MAX_FILE_POSITIONS = 200_000;
/**
 * The largest body of an import of shapes: its most corners at full precision
 * ('[-54.123456789012345,-20.123456789012345],' about 42 bytes) and its names, beyond the API's
 * 256 KB.
 */
export const SHAPES_BODY_MAX_BYTES = 12 * 1024 * 1024;
export const SHAPES_TOO_BIG_MESSAGE =
  'O mapa é grande demais para enviar de uma vez: importe os contornos em partes.';

/** The shapes a file brought, as the preview shows them: each matched to a paddock by name. */
export const shapesImportSchema = z.object({
  shapes: z
    .array(
      z.object({
        name: text('Informe o nome')
          .min(1, { error: 'Informe o nome' })
          .max(60, { error: 'Nome muito longo' }),
        ring: z
          .array(position, { error: 'Contorno inválido' })
          .min(4, { error: 'Contorno inválido' })
          .max(MAX_RING_POSITIONS, { error: 'Contorno com pontos demais' }),
      }),
      { error: 'Envie os contornos' },
    )
    .min(1, { error: 'Envie os contornos' })
    .max(MAX_SHAPES, { error: 'Contornos demais num arquivo' })
    // Each ring's crossing check is quadratic in its corners: a file's work is bounded here.
    .refine((shapes) => shapes.reduce((n, s) => n + s.ring.length, 0) <= MAX_FILE_POSITIONS, {
      error: 'O mapa tem pontos demais (no máximo 200.000): simplifique os contornos',
    }),
});
export type ShapesImportData = z.output<typeof shapesImportSchema>;

/** 'Peso típico por categoria' (kg), the farm's settings. */
export const pastureSettingsSchema = z.object({
  typicalWeights: z.object(
    Object.fromEntries(
      CATEGORIES.map((c) => [
        c,
        num()
          .gt(0, { error: 'O peso deve ser maior que zero' })
          .max(1500, { error: 'Peso de no máximo 1.500 kg' }),
      ]),
    ) as Record<(typeof CATEGORIES)[number], ReturnType<typeof num>>,
    { error: 'Informe os pesos' },
  ),
});
export type PastureSettingsData = z.output<typeof pastureSettingsSchema>;
