import { z } from 'zod';
import type { OccupationRow, PaddockView } from '../pastures/api';
import { GRAZING_METHOD_LABELS } from '../pastures/constants';
import { paddocksQuerySchema } from '../pastures/queries';
import { paddockStateText, type PaddockState } from '../pastures/stocking';
import type { CsvColumn } from './csv';

/*
 * The pastures' CSV files (issue 42 item 7): the paddock list as its screen shows it (area,
 * grass, capacity, state, stocking today, last height, 'Pronto para entrada') and 'Histórico de
 * ocupação'. Same format as every export (csv.ts, decision 017); nothing here carries money.
 */

/** A paddock's state as its card says it ('Ocupado há 5 dias (Lote 3, 120 cabeças)'). */
export function paddockStateOf(state: PaddockView['state']): PaddockState {
  if (state.kind === 'occupied') {
    return { kind: 'occupied', days: state.days, lotName: state.lotName, heads: state.heads };
  }
  if (state.kind === 'resting') return { kind: 'resting', days: state.days };
  return { kind: 'never' };
}

export const paddockColumns: CsvColumn<PaddockView>[] = [
  { header: 'Nome', value: (r) => r.name },
  { header: 'Retiro', value: (r) => r.retiro },
  { header: 'Forrageira', value: (r) => r.forage },
  { header: 'Método de pastejo', value: (r) => GRAZING_METHOD_LABELS[r.grazingMethod] },
  { header: 'Área (ha)', value: (r) => r.areaHa, kind: 'number', decimals: 2 },
  { header: 'Área do mapa (ha)', value: (r) => r.shapeAreaHa, kind: 'number', decimals: 2 },
  {
    header: 'Capacidade águas (UA/ha)',
    value: (r) => r.capacityRainy,
    kind: 'number',
    decimals: 2,
  },
  { header: 'Capacidade seca (UA/ha)', value: (r) => r.capacityDry, kind: 'number', decimals: 2 },
  { header: 'Situação', value: (r) => paddockStateText(paddockStateOf(r.state)) },
  { header: 'Cabeças', value: (r) => r.state.heads, kind: 'number', decimals: 0 },
  { header: 'UA', value: (r) => r.units, kind: 'number', decimals: 2 },
  { header: 'UA/ha', value: (r) => r.uaPerHa, kind: 'number', decimals: 2 },
  { header: 'Última altura (cm)', value: (r) => r.lastHeight?.heightCm, kind: 'number' },
  { header: 'Pronto para entrada', value: (r) => (r.ready ? 'Sim' : 'Não') },
];

/** One line of 'Histórico de ocupação': a move's group of animals in a paddock. */
export type OccupationExportRow = Pick<
  OccupationRow,
  'paddockName' | 'lotName' | 'enteredOn' | 'leftOn' | 'heads' | 'units'
>;

export const occupationColumns: CsvColumn<OccupationExportRow>[] = [
  { header: 'Pasto', value: (r) => r.paddockName },
  { header: 'Lote', value: (r) => r.lotName },
  { header: 'Entrada', value: (r) => r.enteredOn, kind: 'date' },
  { header: 'Saída', value: (r) => r.leftOn, kind: 'date' },
  { header: 'Cabeças', value: (r) => r.heads, kind: 'number', decimals: 0 },
  { header: 'UA', value: (r) => r.units, kind: 'number', decimals: 2 },
];

/** The paddock file's query: the list's own filters (a name, a retiro, a state). */
export const paddocksCsvQuerySchema = paddocksQuerySchema.omit({ cursor: true, limit: true });

/** The history file's query: one paddock's, or (without it) the farm's. */
export const occupationCsvQuerySchema = z.object({
  paddockId: z.uuid({ error: 'Pasto não encontrado' }).optional(),
});
