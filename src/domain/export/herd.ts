import { formatEid } from '../herd/eid';
import {
  ORIGIN_LABELS,
  SEX_LABELS,
  STATUS_LABELS,
  type AnimalStatus,
  type Origin,
  type Sex,
} from '../herd/constants';
import type { EventDetailsCore, HerdEventKind } from '../herd/api';
import { PRICE_KIND_LABELS } from '../herd/schemas';
import type { CsvColumn } from './csv';

/*
 * The herd's CSV files (issue 25 item 6): 'rebanho' (one line per animal of the farm, sold and
 * dead ones included with their situation) and 'eventos-rebanho' (one line per event of an
 * animal's life). Same format as every export (csv.ts, decision 017); 'Campo' gets the events
 * without their money columns.
 */

/** What a sex is called in a file; an animal whose sex was not recorded says so. */
export const NO_SEX_LABEL = 'Não informado';
export const sexLabel = (sex: string | null | undefined) =>
  sex && sex in SEX_LABELS ? SEX_LABELS[sex as Sex] : NO_SEX_LABEL;

/** One animal as the herd file writes it (the server reads it so). */
export interface AnimalExportRow {
  tag: string;
  eid: string | null;
  sisbov: string | null;
  name: string | null;
  sex: string | null;
  breed: string | null;
  birthDate: string | null;
  ageMonths: number | null;
  category: string | null;
  lotName: string | null;
  pasture: string | null;
  origin: string | null;
  status: string;
  lastWeight: number | null;
  lastWeighingDate: string | null;
}

export const animalColumns: CsvColumn<AnimalExportRow>[] = [
  { header: 'Brinco', value: (r) => r.tag },
  { header: 'EID', value: (r) => (r.eid ? formatEid(r.eid) : null) },
  { header: 'SISBOV', value: (r) => r.sisbov },
  { header: 'Nome', value: (r) => r.name },
  { header: 'Sexo', value: (r) => sexLabel(r.sex) },
  { header: 'Raça', value: (r) => r.breed },
  { header: 'Nascimento', value: (r) => r.birthDate, kind: 'date' },
  { header: 'Idade (meses)', value: (r) => r.ageMonths, kind: 'number', decimals: 0 },
  { header: 'Categoria', value: (r) => r.category },
  { header: 'Lote', value: (r) => r.lotName },
  { header: 'Pasto', value: (r) => r.pasture },
  {
    header: 'Origem',
    value: (r) =>
      r.origin && r.origin in ORIGIN_LABELS ? ORIGIN_LABELS[r.origin as Origin] : null,
  },
  {
    header: 'Situação',
    value: (r) => STATUS_LABELS[r.status as AnimalStatus] ?? r.status,
  },
  { header: 'Último peso (kg)', value: (r) => r.lastWeight, kind: 'number' },
  { header: 'Data do último peso', value: (r) => r.lastWeighingDate, kind: 'date' },
];

export const EVENT_KIND_LABELS: Record<HerdEventKind, string> = {
  entry: 'Entrada no rebanho',
  birth: 'Nascimento',
  purchase: 'Compra',
  sale: 'Venda',
  death: 'Morte',
  transfer: 'Transferência',
  calving: 'Parto',
};

/** What an event's details may hold (animal_events.details), as the file reads them. */
export interface EventExportDetails extends EventDetailsCore {
  cause?: string | null;
  fromFarmName?: string | null;
  calfTag?: string | null;
}

/** One event as the events file writes it. */
export interface EventExportRow {
  date: string;
  kind: string;
  tag: string;
  details: EventExportDetails;
  undone: boolean;
  undoReason: string | null;
}

const text = (v: unknown) => (typeof v === 'string' && v !== '' ? v : null);
const num = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) ? v : null);

/** Where a transfer took the animal: 'Lote A → Lote B', 'Pasto 1 → Pasto 2', 'Fazenda X'. */
function transferText(d: EventExportDetails): string | null {
  const parts: string[] = [];
  if (d.fromLotName !== undefined || d.toLotName !== undefined) {
    if (d.toLotName !== undefined) {
      parts.push(`Lote: ${d.fromLotName ?? 'sem lote'} → ${d.toLotName ?? 'sem lote'}`);
    }
  }
  if (d.toPasture !== undefined && d.toPasture !== d.fromPasture) {
    parts.push(`Pasto: ${d.fromPasture ?? 'sem pasto'} → ${d.toPasture ?? 'sem pasto'}`);
  }
  if (text(d.toFarmName)) parts.push(`Para a fazenda ${d.toFarmName}`);
  if (text(d.fromFarmName)) parts.push(`Da fazenda ${d.fromFarmName}`);
  if (text(d.calfTag)) parts.push(`Cria ${d.calfTag}`);
  return parts.length ? parts.join('; ') : null;
}

/** The events file's columns: without 'Forma de preço', 'Preço' and 'Valor' for 'Campo'. */
export function eventColumns(withMoney: boolean): CsvColumn<EventExportRow>[] {
  return [
    { header: 'Data', value: (r) => r.date, kind: 'date' },
    {
      header: 'Tipo',
      value: (r) => EVENT_KIND_LABELS[r.kind as HerdEventKind] ?? r.kind,
    },
    { header: 'Brinco', value: (r) => r.tag },
    { header: 'Peso (kg)', value: (r) => num(r.details.weight), kind: 'number' },
    // What a sale's arrobas counted from (decision 060): the romaneio's carcass, or the yield.
    { header: 'Peso de carcaça (kg)', value: (r) => num(r.details.carcassWeight), kind: 'number' },
    {
      header: 'Rendimento de carcaça (%)',
      value: (r) => num(r.details.carcassYield),
      kind: 'number',
    },
    ...(withMoney
      ? ([
          {
            header: 'Forma de preço',
            value: (r) => (r.details.priceKind ? PRICE_KIND_LABELS[r.details.priceKind] : null),
          },
          { header: 'Preço (R$)', value: (r) => num(r.details.price), kind: 'number', decimals: 2 },
          {
            header: 'Valor do animal (R$)',
            value: (r) => num(r.details.value),
            kind: 'number',
            decimals: 2,
          },
        ] satisfies CsvColumn<EventExportRow>[])
      : []),
    { header: 'Vendedor', value: (r) => text(r.details.seller) },
    { header: 'Comprador', value: (r) => text(r.details.buyer) },
    { header: 'GTA', value: (r) => text(r.details.gta) },
    { header: 'Causa', value: (r) => text(r.details.cause) },
    { header: 'Transferência / cria', value: (r) => transferText(r.details) },
    { header: 'Observação', value: (r) => text(r.details.note) },
    { header: 'Desfeito', value: (r) => (r.undone ? 'Sim' : 'Não') },
    { header: 'Motivo (desfeito)', value: (r) => r.undoReason },
  ];
}
