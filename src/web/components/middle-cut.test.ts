import { describe, expect, it } from 'vitest';
import { splitForMiddleCut } from './middle-cut';

describe('splitForMiddleCut', () => {
  it('keeps a short name whole in the head', () => {
    expect(splitForMiddleCut('Fazenda Boa Vista')).toEqual(['Fazenda Boa Vista', '']);
  });

  it('keeps the last words of a long name apart, and the parts make the name', () => {
    const name = 'Fazenda Santa Terezinha do Vale - Retiro 2';
    const [head, tail] = splitForMiddleCut(name);
    expect(tail).toBe(' Retiro 2');
    expect(head + tail).toBe(name);
  });

  it('takes the last 10 characters when the end has no space', () => {
    const [head, tail] = splitForMiddleCut('Fazenda-Santa-Terezinha-do-Vale-Paranaíba');
    expect(tail).toBe('-Paranaíba');
    expect(head).toBe('Fazenda-Santa-Terezinha-do-Vale');
  });

  it('tells apart two names that differ only at the end', () => {
    const a = splitForMiddleCut('Fazenda Santa Terezinha do Vale do Rio - Retiro 1')[1];
    const b = splitForMiddleCut('Fazenda Santa Terezinha do Vale do Rio - Retiro 2')[1];
    expect(a).not.toBe(b);
  });
});
