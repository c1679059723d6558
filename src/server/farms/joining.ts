import { hasFeature } from '../../domain/plans';
import type { FarmsStore } from './store';

/*
 * Whether an invitation can still be joined, and by whom (decisions 015 and 024): it must be
 * pending and unexpired, for exactly this address, on a farm whose plan still allows a team.
 * The accept route and the sign-up from an invitation ask the same question.
 */

export const INVITATION_ID = /^[A-Za-z0-9_-]{1,100}$/;
export const INVITATION_GONE_MESSAGE = 'Este convite expirou ou já foi usado.';
export const INVITATION_OTHER_EMAIL_MESSAGE =
  'Este convite foi enviado para outro e-mail. Use o e-mail que recebeu o convite.';

export type Joinable =
  | { ok: true; invitation: { id: string; organizationId: string; role: string } }
  | { ok: false; reason: 'not-found' | 'other-email' | 'gone' | 'plan' };

export async function joinable(
  store: FarmsStore,
  id: string,
  email: string,
  now: Date,
): Promise<Joinable> {
  if (!INVITATION_ID.test(id)) return { ok: false, reason: 'not-found' };
  const row = await store.invitation(id);
  if (!row) return { ok: false, reason: 'not-found' };
  if (row.email.toLowerCase() !== email.toLowerCase()) return { ok: false, reason: 'other-email' };
  const expiresAt = row.expiresAt ?? row.createdAt;
  if (row.status !== 'pending' || expiresAt.getTime() <= now.getTime()) {
    return { ok: false, reason: 'gone' };
  }
  const owner = await store.ownerOf(row.organizationId);
  if (!owner || !hasFeature(await store.accessOf(owner, now), 'master')) {
    return { ok: false, reason: 'plan' };
  }
  return { ok: true, invitation: row };
}
