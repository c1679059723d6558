import { formatNumber } from '@/domain/format';
import { formatDateBR } from '@/domain/records/dates';
import type { OutboxEntry } from './outbox';

type Body = Record<string, unknown>;

const text = (value: unknown) => (typeof value === 'string' ? value : '');
const num = (value: unknown) => (typeof value === 'number' ? value : 0);

/** 'YYYY-MM' → 'MM/AAAA'. */
function monthBR(month: string) {
  const [year, mm] = month.split('-');
  return `${mm}/${year}`;
}

/** A short Portuguese name for a waiting entry: 'Pesagem de B0042 (350,5 kg, 21/11/2026)'. */
export function entryLabel(entry: OutboxEntry): string {
  const body = (entry.body ?? {}) as Body;
  const last = entry.path.split('/').pop() ?? '';
  switch (entry.kind) {
    case 'weighing':
      return `Pesagem de ${text(body.animalId)} (${formatNumber(num(body.weight), 1)} kg, ${formatDateBR(text(body.weighingDate))})`;
    case 'inventory':
      return `Inventário: ${text(body.category)} (${num(body.quantity)} cab.)`;
    case 'inventory-delete':
      return `Exclusão do inventário: ${entry.summary ?? 'item'}`;
    case 'lot':
      return `Lote ${text(body.name)}`;
    case 'monthly':
      return `Controle mensal de ${monthBR(last)}`;
    case 'annual':
      return `Resultados de ${last}`;
    case 'herd':
      return herdLabel(entry.path, body, entry.summary);
  }
}

/** 'Nascimento do brinco 123 (21/11/2026)', 'Venda de 2 animais (21/11/2026)'. */
function herdLabel(path: string, body: Body, summary: string | undefined): string {
  const date = text(body.date) ? ` (${formatDateBR(text(body.date))})` : '';
  const heads = (ids: unknown) => {
    const n = Array.isArray(ids) ? ids.length : 0;
    return n === 1 ? '1 animal' : `${n} animais`;
  };
  const last = path.split('/').pop() ?? '';
  switch (last) {
    case 'births':
      return `Nascimento do brinco ${text(body.tag)}${date}`;
    case 'purchases':
      return `Compra de ${heads(body.tags)}${date}`;
    case 'sales':
      return `Venda de ${heads(body.animalIds)}${date}`;
    case 'deaths':
      return `Morte de ${summary ?? 'animal'}${date}`;
    case 'transfers':
      return `Transferência de ${heads(body.animalIds)}${date}`;
    case 'undo':
      return `Desfazer evento: ${summary ?? text(body.reason)}`;
    default:
      return summary ?? `Animal ${text(body.tag)}`;
  }
}
