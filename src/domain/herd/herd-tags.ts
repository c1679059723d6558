import { MAX_ANIMALS_PER_EVENT } from './schemas';

/*
 * The brincos of a purchase of many animals, as the producer gives them: a range ('100' to '150',
 * 'NEL-001' to 'NEL-040') or a pasted list (one per line, or separated by commas or semicolons).
 */

export type TagsReading = { ok: true; tags: string[] } | { ok: false; message: string };

const NUMBERED = /^(.*?)(\d+)$/;

/**
 * The brincos from `from` to `to`, counting the trailing number and keeping its zero padding.
 * @example expandTagRange('NEL-008', 'NEL-011') //=> { ok: true, tags: ['NEL-008', 'NEL-009', 'NEL-010', 'NEL-011'] }
 */
export function expandTagRange(from: string, to: string): TagsReading {
  const a = NUMBERED.exec(from.trim());
  const b = NUMBERED.exec(to.trim());
  if (!a || !b) return { ok: false, message: 'Os brincos da faixa devem terminar em número' };
  if (a[1] !== b[1]) return { ok: false, message: 'Os brincos da faixa devem ter o mesmo prefixo' };
  const start = Number(a[2]);
  const end = Number(b[2]);
  if (end < start) return { ok: false, message: 'O último brinco deve ser maior que o primeiro' };
  const count = end - start + 1;
  if (count > MAX_ANIMALS_PER_EVENT) {
    return { ok: false, message: 'No máximo 5.000 animais por compra' };
  }
  const width = a[2]!.length;
  const tags = Array.from(
    { length: count },
    (_, i) => `${a[1]}${String(start + i).padStart(width, '0')}`,
  );
  return { ok: true, tags };
}

/**
 * The brincos of a pasted list: one per line, or separated by commas, semicolons or tabs; blanks
 * dropped, each kept once.
 * @example parseTagList('101\n102; 103,\n\n101') //=> { ok: true, tags: ['101', '102', '103'] }
 */
export function parseTagList(text: string): TagsReading {
  const tags = [
    ...new Set(
      text
        .split(/[\n\r,;\t]+/)
        .map((t) => t.trim())
        .filter(Boolean),
    ),
  ];
  if (tags.length === 0) return { ok: false, message: 'Informe pelo menos um brinco' };
  if (tags.length > MAX_ANIMALS_PER_EVENT) {
    return { ok: false, message: 'No máximo 5.000 animais por compra' };
  }
  return { ok: true, tags };
}
