import { and, eq, gt, isNotNull, ne, sql } from 'drizzle-orm';
import { mailboxKey } from '../../../domain/mailbox';
import type { TrialUsedBy } from '../../../domain/billing/subscription';
import type { Db } from '../../db/client';
import { payments, profiles, trialGrants, users, userSubscriptions } from '../../db/schema';

/*
 * One free trial per person (issue 38 item 8, decision 053). The trial itself is granted by
 * `create_own_farm()` once per mailbox (trial_grants); these are the checks the checkout and
 * 'Minha assinatura' make around it.
 */
export function trialsStore(db: Db) {
  /** Whether another account (one deleted too) paid with this CPF/CNPJ. */
  async function cpfCnpjPaidElsewhere(cpfCnpj: string, userId: string): Promise<boolean> {
    const [row] = await db
      .select({ one: sql<number>`1` })
      .from(profiles)
      .innerJoin(payments, eq(payments.userId, profiles.userId))
      .where(
        and(eq(profiles.cpfCnpj, cpfCnpj), ne(profiles.userId, userId), isNotNull(payments.paidAt)),
      )
      .limit(1);
    return row !== undefined;
  }

  return {
    cpfCnpjPaidElsewhere,

    /** The free days left end now: the CPF/CNPJ just given paid before, in another account. */
    async endTrial(userId: string, now: Date) {
      await db
        .update(userSubscriptions)
        .set({ trialEndsAt: now, updatedAt: now })
        .where(and(eq(userSubscriptions.userId, userId), gt(userSubscriptions.trialEndsAt, now)));
    },

    /**
     * Why this unpaid account has no trial of its own, for 'Minha assinatura': its mailbox's trial
     * went to another account, or its CPF/CNPJ paid in another one. Null when it had its own.
     */
    async trialUsedBy(userId: string): Promise<TrialUsedBy | null> {
      const [user] = await db
        .select({ email: users.email, cpfCnpj: profiles.cpfCnpj })
        .from(users)
        .leftJoin(profiles, eq(profiles.userId, users.id))
        .where(eq(users.id, userId))
        .limit(1);
      if (!user) return null;
      const [grant] = await db
        .select({ userId: trialGrants.userId })
        .from(trialGrants)
        .where(eq(trialGrants.mailboxKey, mailboxKey(user.email)))
        .limit(1);
      if (grant && grant.userId !== userId) return 'email';
      if (user.cpfCnpj && (await cpfCnpjPaidElsewhere(user.cpfCnpj, userId))) return 'cpfCnpj';
      return null;
    },
  };
}
