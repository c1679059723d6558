/** How many streamed exports may run at once (decision 055). */
export interface ExportLimits {
  /** Per account (the person signed in), whatever farm they export. */
  perAccount: number;
  /** In all, at most the exports' pool (db/client.ts), so a started export never waits. */
  total: number;
}

export const DEFAULT_EXPORT_LIMITS = { perAccount: 2 } as const;

/**
 * The running exports of this process, counted per account and in all (issue 38 item 3). `take`
 * gives a release function, or null when a cap is reached; releasing twice counts once. Kept in
 * memory on purpose: what it protects, the exports' pool, is this process's own.
 */
export function exportSlots(limits: ExportLimits) {
  const byAccount = new Map<string, number>();
  let total = 0;

  return {
    take(account: string): (() => void) | null {
      const mine = byAccount.get(account) ?? 0;
      if (total >= limits.total || mine >= limits.perAccount) return null;
      byAccount.set(account, mine + 1);
      total += 1;
      let released = false;
      return () => {
        if (released) return;
        released = true;
        total -= 1;
        const left = (byAccount.get(account) ?? 1) - 1;
        if (left > 0) byAccount.set(account, left);
        else byAccount.delete(account);
      };
    },
    /** What is held now: exports in all and accounts with one running. */
    held: () => ({ total, accounts: byAccount.size }),
  };
}

export type ExportSlots = ReturnType<typeof exportSlots>;
