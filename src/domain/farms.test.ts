import { describe, expect, it } from 'vitest';
import { FARM_ROLES, mayUndo, undoForbiddenMessage } from './farms';

describe('mayUndo (decision 057)', () => {
  const me = 'user-campo';
  const other = 'user-dona';

  it('lets the owner and a Gerente undo anything, priced or not, theirs or not', () => {
    for (const role of ['owner', 'manager'] as const) {
      for (const authorId of [me, other, null]) {
        for (const priced of [false, true]) {
          expect(mayUndo(role, me, { authorId, priced }), `${role} ${authorId} ${priced}`).toBe(
            true,
          );
        }
      }
    }
  });

  it('lets Campo undo only what he recorded, and never a priced purchase or sale', () => {
    expect(mayUndo('field', me, { authorId: me, priced: false })).toBe(true);
    expect(mayUndo('field', me, { authorId: me, priced: true })).toBe(false);
    expect(mayUndo('field', me, { authorId: other, priced: false })).toBe(false);
    // An author who left the account (user_id set null) is nobody's.
    expect(mayUndo('field', me, { authorId: null, priced: false })).toBe(false);
  });

  it("says why, naming the role: 'Seu acesso nesta fazenda (Campo) …'", () => {
    expect(undoForbiddenMessage('field')).toBe(
      'Seu acesso nesta fazenda (Campo) não permite desfazer este registro.',
    );
    expect(FARM_ROLES).toContain('field');
  });
});
