import type { MeAnswer, MeResponse } from '@/domain/api';
import { ApiError, apiFetch } from './api';

/**
 * Who is signed in: /api/me's answer, or null when there is no session (the API answers null; a
 * 401 reads the same). Offline, the answer remembered from the last visit, so that the installed
 * app opens (issue 10). Other failures throw. No TanStack Query here: the lean /auth page
 * (decision 047) asks it too; the app wraps it in meQueryOptions (session.ts).
 */
export async function fetchMe(signal?: AbortSignal): Promise<MeAnswer> {
  try {
    const answer = await apiFetch<MeAnswer>('/api/me', { signal });
    rememberMe(answer);
    return answer;
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) {
      rememberMe(null);
      return null;
    }
    const remembered = error instanceof ApiError && error.status === 0 ? rememberedMe() : null;
    if (remembered) return remembered;
    throw error;
  }
}

/**
 * The last /api/me answer with a session, kept in local storage so that the installed app opens
 * offline (issue 10). It only decides which screens show: every API call still checks the cookie,
 * and the next answer from the server replaces it (null forgets it).
 */
const REMEMBERED_ME_KEY = 'arroba-certa:me';

export function rememberMe(answer: MeAnswer): void {
  try {
    if (answer) localStorage.setItem(REMEMBERED_ME_KEY, JSON.stringify(answer));
    else localStorage.removeItem(REMEMBERED_ME_KEY);
  } catch {
    // Storage full or blocked: the app still works online.
  }
}

function rememberedMe(): MeResponse | null {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(REMEMBERED_ME_KEY) ?? 'null');
    const remembered = parsed as { user?: { id?: unknown }; farm?: { id?: unknown } } | null;
    // An answer remembered before farms existed has no `farm`: the screens need one.
    const complete =
      typeof remembered?.user?.id === 'string' && typeof remembered.farm?.id === 'string';
    return complete ? (parsed as MeResponse) : null;
  } catch {
    return null;
  }
}
