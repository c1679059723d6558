/** The auth forms' schemas (auth-schemas.ts), one request however often asked. */
let loading: Promise<typeof import('./auth-schemas')> | null = null;

export function loadAuthSchemas(): Promise<typeof import('./auth-schemas')> {
  loading ??= import('./auth-schemas').catch((error: unknown) => {
    loading = null; // Offline before the chunk was cached: try again on the next submit.
    throw error;
  });
  return loading;
}
