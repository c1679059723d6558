import { describe, expect, it } from 'vitest';
import { tagsInOrder } from './herd-format';

describe('the brincos a dialog names', () => {
  it('come in the list’s reading order, whatever order they were ticked in', () => {
    expect(tagsInOrder([{ tag: 'B-10' }, { tag: 'B-2' }, { tag: 'A-1' }])).toEqual([
      'A-1',
      'B-2',
      'B-10',
    ]);
  });
});
