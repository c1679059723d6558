const brl = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' });

/** Money in reais, pt-BR: 1234.5 → "R$ 1.234,50". Non-finite values show as "—". */
export function formatBRL(value: number): string {
  // Intl puts a no-break space after "R$"; a plain space reads and matches the same for people.
  return Number.isFinite(value) ? brl.format(value).replace(/\u00a0/g, ' ') : '—';
}

/** A number with pt-BR separators and a fixed number of decimals: 1234.5, 2 → "1.234,50". */
export function formatNumber(value: number, decimals = 2): string {
  if (!Number.isFinite(value)) return '—';
  return new Intl.NumberFormat('pt-BR', {
    minimumFractionDigits: decimals,
    maximumFractionDigits: decimals,
  }).format(value);
}
