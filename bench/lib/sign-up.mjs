// Signing a user up through the real API, confirmed through the link a capturing mailer caught.

export const SESSION_COOKIE = 'arroba.session_token';

/**
 * Signs up `email`, follows the e-mailed confirmation link (found in `mails`, the capturing
 * mailer's list) and returns the session cookie as `name=value`.
 */
export async function signUpConfirmed(
  baseUrl,
  mails,
  { email, password, name = 'Produtor Bench' },
) {
  const res = await fetch(`${baseUrl}/api/auth/sign-up/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: baseUrl },
    body: JSON.stringify({ name, email, password, callbackURL: '/dashboard' }),
  });
  if (res.status !== 200) throw new Error(`sign-up failed: ${res.status} ${await res.text()}`);
  const link = mails
    .filter((m) => m.to === email)
    .at(-1)
    ?.text.match(/https?:\/\/\S+verify-email\S+/)?.[0];
  if (!link) throw new Error('no confirmation e-mail');
  return sessionFromLink(link);
}

/** Follows a confirmation link and returns the session cookie it sets, as `name=value`. */
export async function sessionFromLink(link) {
  const confirm = await fetch(link, { redirect: 'manual' });
  const cookie = confirm.headers
    .getSetCookie()
    .find((c) => c.startsWith(`${SESSION_COOKIE}=`))
    ?.split(';')[0];
  if (!cookie) throw new Error(`no session cookie after confirmation (${confirm.status})`);
  return cookie;
}
