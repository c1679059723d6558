import { useEffect, useRef } from 'react';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { ApiError } from '../lib/api';
import { ME_QUERY_KEY } from '../lib/session';
import { entryLabel } from './entry-label';
import type { OutboxEntry, OutboxKind, Refusal } from './outbox';
import { keepQueryCache, restoreQueryCache, type CacheOwner } from './query-cache';
import { setSyncListeners, setSyncUser, syncNow } from './sync-store';

/** The lists a sent entry changes. */
const QUERIES_OF: Record<OutboxKind, string[]> = {
  weighing: ['weighings', 'lots', 'dashboard'],
  inventory: ['inventory', 'dashboard'],
  'inventory-delete': ['inventory', 'dashboard'],
  lot: ['lots'],
  monthly: ['monthly-control', 'dashboard'],
  annual: ['annual-results', 'dashboard'],
  herd: ['animals', 'inventory', 'dashboard'],
  // An application changes the due lists and the animals' withdrawal ('Em carência').
  sanitary: ['sanitary', 'animals'],
  // A service, a diagnosis or a weaning changes the season's lists and the animal's page.
  reproduction: ['reproduction', 'animals'],
  // A paddock, a height or a move changes the paddocks' lists and pages (a move, the animals').
  pastures: ['pastures', 'animals'],
  // An entry changes the book's lists, the cash flow, the bills due and the results.
  finance: ['finance'],
};

/** The notice for an entry sent in the background whose answer the person should know. */
function noticeOfSent(entry: OutboxEntry, data: unknown) {
  const answer = data as { outcome?: unknown; alreadyGone?: unknown } | null;
  if (answer?.alreadyGone === true) {
    toast.info('Item já excluído', {
      description: 'Este item já tinha sido excluído em outro aparelho.',
    });
  }
  if (answer?.outcome === 'superseded') {
    toast.warning('Registro mais recente mantido', {
      description: `${entryLabel(entry)}: outro registro feito depois do seu já estava salvo, e ficou valendo o mais recente.`,
      duration: 10_000,
    });
  }
}

function listenersFor(queryClient: QueryClient) {
  return {
    onBackgroundSent: noticeOfSent,
    onBackgroundRefused: (entry: OutboxEntry, refusal: Refusal) =>
      toast.error('Registro recusado pelo servidor', {
        description: `${entryLabel(entry)}: ${Object.values(refusal.fields ?? {})[0] ?? refusal.message}`,
        duration: 10_000,
      }),
    onChanged: (kinds: Set<OutboxKind>) => {
      const keys = new Set([...kinds].flatMap((kind) => QUERIES_OF[kind]));
      for (const key of keys) void queryClient.invalidateQueries({ queryKey: [key] });
    },
    onSessionLost: () => {
      toast.error('Sua sessão expirou', {
        id: 'sync-session',
        description:
          'Entre novamente: os registros guardados no aparelho serão enviados em seguida.',
      });
      void queryClient.invalidateQueries({ queryKey: ME_QUERY_KEY });
    },
  };
}

/**
 * The stored answers come back only without a connection (opened offline, gone offline, or a
 * list failing for want of one): online, the server's fresh answers are what the screens show.
 */
function restoreWhenOffline(queryClient: QueryClient, owner: CacheOwner): () => void {
  let restored = false;
  const restore = () => {
    if (restored) return;
    restored = true;
    void restoreQueryCache(queryClient, owner);
  };
  if (!navigator.onLine) restore();
  window.addEventListener('offline', restore);
  const unsubscribe = queryClient.getQueryCache().subscribe((event) => {
    if (event.type !== 'updated' || event.action.type !== 'error') return;
    if (event.action.error instanceof ApiError && event.action.error.status === 0) restore();
  });
  return () => {
    window.removeEventListener('offline', restore);
    unsubscribe();
  };
}

/**
 * Runs the outbox of the signed-in person (decision 019): their stored answers come back, their
 * waiting entries go out now, when the connection returns and every so often; the browser is
 * asked to keep the app's storage. Renders nothing.
 */
export function OfflineSync({ userId, farmId }: { userId: string; farmId: string | null }) {
  const queryClient = useQueryClient();
  const started = useRef(false);
  useEffect(() => {
    // The stored answers are one person's on one farm: after a change of farm, the lists of the
    // previous one never come back as the new one's.
    const owner = { userId, farmId };
    const stopKeeping = keepQueryCache(queryClient, owner, { keepEarlier: !started.current });
    started.current = true;
    const stopRestoring = restoreWhenOffline(queryClient, owner);
    return () => {
      stopKeeping();
      stopRestoring();
    };
  }, [queryClient, userId, farmId]);

  useEffect(() => {
    setSyncListeners(listenersFor(queryClient));
    setSyncUser(userId);
    const online = () => void syncNow();
    window.addEventListener('online', online);
    // A queue left by a failed answer or a server hiccup is tried again now and then.
    const every = setInterval(() => {
      if (navigator.onLine) void syncNow();
    }, 60_000);
    return () => {
      window.removeEventListener('online', online);
      clearInterval(every);
      setSyncUser(null);
    };
  }, [queryClient, userId]);

  useEffect(() => {
    // Records typed in the corral must not be evicted when the phone runs short of space.
    void navigator.storage?.persist?.().catch(() => false);
  }, []);

  return null;
}
