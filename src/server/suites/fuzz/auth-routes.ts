import type { FuzzRoute } from './route-shape';

/**
 * better-auth's endpoints under /api/auth/* (one wildcard in the route table): the ones a form
 * posts to. Their rate limiter counts in rate_limits, the one table they may change.
 */
export const AUTH_ROUTES: Record<string, FuzzRoute> = {
  'POST /api/auth/sign-up/email': {
    caller: 'anonymous',
    body: () => ({
      valid: { name: 'Zé Fuzz', email: 'novo@fuzz.com', password: 'Boiada2025', callbackURL: '/' },
      keep: ['callbackURL'],
      wrong: { email: ['sem-arroba', 'a@b'], password: ['curta', 'x'.repeat(129)] },
      readsForms: true,
    }),
  },
  'POST /api/auth/sign-in/email': {
    caller: 'anonymous',
    body: () => ({
      valid: { email: 'dona@fuzz.com', password: 'Boiada2025' },
      wrong: { password: ['Boiada2026', ''] },
      readsForms: true,
    }),
  },
  'POST /api/auth/request-password-reset': {
    caller: 'anonymous',
    body: () => ({
      valid: { email: 'dona@fuzz.com', redirectTo: '/redefinir-senha' },
      keep: ['redirectTo'],
      wrong: { email: ['sem-arroba'] },
      readsForms: true,
    }),
  },
  'POST /api/auth/reset-password': {
    caller: 'anonymous',
    body: () => ({
      valid: { newPassword: 'Boiada2025', token: 'token-inexistente' },
      readsForms: true,
    }),
  },
  'POST /api/auth/confirm-sign-up': {
    caller: 'anonymous',
    body: () => ({
      valid: { token: 'x'.repeat(43), password: 'Boiada2025', name: 'Zé Fuzz' },
      wrong: { password: ['curta', 'x'.repeat(129)], name: [' '] },
      readsForms: true,
    }),
  },
  'POST /api/auth/update-user': {
    caller: 'owner',
    // X-User-Id is the app's record routes' check: better-auth does not read it.
    body: () => ({ valid: { name: 'Dona Fuzz' }, wrong: { name: ['', ' '] }, readsForms: true }),
  },
};
