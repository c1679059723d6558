import { describe, expect, it } from 'vitest';
import { listPlacement } from './list-placement';

describe('listPlacement', () => {
  const phone = { top: 0, bottom: 740 };

  it('opens below when the list fits there', () => {
    expect(listPlacement({ top: 100, bottom: 144 }, phone, 256)).toEqual({
      side: 'below',
      maxHeight: 584,
    });
  });

  it('opens above at the foot of what is seen, when above has more room', () => {
    const dialog = { top: 16, bottom: 724 };
    expect(listPlacement({ top: 600, bottom: 644 }, dialog, 230)).toEqual({
      side: 'above',
      maxHeight: 572,
    });
  });

  it('stays below, cut to the room, when below has more room than above', () => {
    expect(listPlacement({ top: 200, bottom: 244 }, { top: 0, bottom: 500 }, 600)).toEqual({
      side: 'below',
      maxHeight: 244,
    });
  });

  it('never cuts the list to less than about two options', () => {
    expect(listPlacement({ top: 20, bottom: 64 }, { top: 0, bottom: 100 }, 256).maxHeight).toBe(96);
  });
});
