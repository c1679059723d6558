// The auth screens' fixed texts and paths, without zod: the lean /auth page (decision 047) shows
// them before it loads the schemas of src/domain/auth.ts, which re-exports them.

export const PASSWORD_HINT = 'Mínimo 8 caracteres com maiúscula, minúscula e número';
export const WEAK_PASSWORD_TITLE = 'Senha muito fraca';

/**
 * /auth opened on 'Cadastrar' (issue 39: 'Começar Agora' and 'Testar Grátis' lead a new visitor
 * to the sign-up, not the sign-in). Prerendered as its own page, auth-cadastro.html.
 */
export const SIGN_UP_QUERY = 'cadastro=1';
export const SIGN_UP_PATH = `/auth?${SIGN_UP_QUERY}`;

/** Where the e-mailed reset link lands (better-auth appends ?token= or ?error=INVALID_TOKEN). */
export const RESET_PASSWORD_PATH = '/reset-password';

/**
 * Where a link that asks for the password before confirming lands (decision 009): ?token= and,
 * when the sign-up came from another page, ?callbackURL=.
 */
export const CHOOSE_PASSWORD_PATH = '/definir-senha';
export const CHOOSE_PASSWORD_TITLE = 'Defina sua senha';
