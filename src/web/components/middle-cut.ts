/**
 * Splits a name for a cut in the middle: the head may end in '…' (CSS truncate), the tail is
 * always shown, so two long names that differ only at the end stay apart ('Fazenda Santa Te… -
 * Retiro 2'). The tail is the last words, from 6 up to 16 characters; a name of 24 characters
 * or fewer is all head.
 * @example
 * splitForMiddleCut('Fazenda Santa Terezinha do Vale - Retiro 2') //=> ['Fazenda Santa Terezinha do Vale -', ' Retiro 2']
 */
export function splitForMiddleCut(name: string): [head: string, tail: string] {
  const text = name.trim();
  if (text.length <= 24) return [text, ''];
  let start = -1;
  for (let i = text.length - 6; i >= text.length - 16; i--) {
    if (text[i] === ' ') {
      start = i;
      if (text.length - i >= 8) break;
    }
  }
  if (start < 0) start = text.length - 10;
  return [text.slice(0, start), text.slice(start)];
}
