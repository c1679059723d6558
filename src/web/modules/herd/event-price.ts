import type { HerdEvent } from '@/domain/herd/api';
import { formatBRL, formatNumber } from '@/domain/format';
import { arrobasPerHead, PRICE_KIND_LABELS } from '@/domain/herd/pricing';
import { formatDateBR, todayIn } from '@/domain/records/dates';
import { formatKg } from './herd-format';

/** 'R$ 1.234.567,89' kept on one line (formatBRL's plain space would let a phone break it). */
export const money = (value: number) => formatBRL(value).replace('R$ ', 'R$\u00a0');

/**
 * What a sale's or purchase's price says in the animal's history (issue 39, decisions 060 and
 * 061): 'R$ 310,50 por arroba', '18,74 @ (rendimento 52%)' or '(carcaça 285 kg)' or '(peso vivo
 * ÷ 30)' for a purchase, 'Valor: R$ 5.817,94', and who gave a price given later.
 */
export function priceParts(kind: HerdEvent['kind'], d: HerdEvent['details']): string[] {
  const parts: string[] = [];
  if (d.price !== null && d.price !== undefined) {
    const per = d.priceKind ? PRICE_KIND_LABELS[d.priceKind].toLowerCase() : '';
    parts.push(`${money(d.price)} ${per}`.trim());
    if (d.priceKind === 'arroba') {
      const arrobas = arrobasPerHead({
        weight: d.weight ?? null,
        carcassYield: d.carcassYield ?? null,
        carcassWeight: d.carcassWeight ?? null,
      });
      const basis =
        kind === 'purchase'
          ? 'peso vivo ÷ 30'
          : d.carcassWeight
            ? `carcaça ${formatKg(d.carcassWeight)}`
            : d.carcassYield
              ? `rendimento ${formatNumber(d.carcassYield, d.carcassYield % 1 === 0 ? 0 : 1)}%`
              : null;
      if (arrobas !== null)
        parts.push(`${formatNumber(arrobas, 2)} @${basis ? ` (${basis})` : ''}`);
    }
  }
  if (d.value !== null && d.value !== undefined) parts.push(`Valor: ${money(d.value)}`);
  if (d.pricedByName && d.pricedAt) {
    parts.push(
      `Preço informado por ${d.pricedByName} em ${formatDateBR(todayIn(new Date(d.pricedAt)))}`,
    );
  }
  return parts;
}

/**
 * Whether the event is a sale or purchase still without a price, as someone who sees money reads
 * it ('Preço a informar'): 'Campo' reads every price as null, so it is never said to him.
 */
export const awaitsPrice = (event: HerdEvent, seesMoney: boolean) =>
  seesMoney &&
  !event.undone &&
  (event.kind === 'sale' || event.kind === 'purchase') &&
  (event.details.price === null || event.details.price === undefined);
