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
      // Named by the herd's screen when it was entered ('Nascimento do brinco 123 (21/11/2026)').
      return entry.summary ?? 'Evento do rebanho';
    case 'sanitary':
      // Named by the sanitary screen ('Ivermectina 1% no lote Recria (21/11/2026)').
      return entry.summary ?? 'Aplicação sanitária';
    case 'reproduction':
      // Named by the reproduction screen ('Diagnóstico de 1234: Prenhe (21/11/2026)').
      return entry.summary ?? 'Registro de reprodução';
    case 'pastures':
      // Named by the pastures screens ('Altura em Pasto 3: 45 cm', 'Mover para Invernada: 12 animais').
      return entry.summary ?? 'Registro de pastos';
    case 'finance':
      // Named by the Financeiro screen ('Despesa: Sal mineral, R$ 1.234,56 (21/11/2026)').
      return entry.summary ?? 'Lançamento financeiro';
  }
}
