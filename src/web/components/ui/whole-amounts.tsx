/** 'R$ 1.234,56' and '-R$ 1.234,56' inside a text (formatBRL's output). */
const AMOUNT = /(-?R\$\s?\d[\d.]*(?:,\d+)?)/;

/**
 * A text whose money amounts never break across lines ('R$' / '280.000,00'): each amount is kept
 * whole while the words around it wrap as usual.
 */
export function WholeAmounts({ text }: { text: string }) {
  const parts = text.split(AMOUNT);
  if (parts.length === 1) return text;
  return parts.map((part, index) =>
    index % 2 === 1 ? (
      <span key={index} className="whitespace-nowrap">
        {part}
      </span>
    ) : (
      part
    ),
  );
}
