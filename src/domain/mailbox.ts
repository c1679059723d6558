/** Providers where dots in the local part are ignored, and their domains are one mailbox. */
const GMAIL_DOMAINS = new Set(['gmail.com', 'googlemail.com']);

/**
 * The mailbox an e-mail address delivers to, as one key: what the free trial is granted once per
 * (issue 38 item 8, decision 053). Lower case; a `+tag` is dropped from the local part on every
 * domain (the plus addressing most providers offer); for gmail.com and googlemail.com the dots of
 * the local part are dropped too and both domains read as gmail.com. The local part is what comes
 * before the last '@'. Anything odd (no '@', a quoted local part) still gives a key, never throws.
 * Its twin in SQL, `mailbox_key()` (migration 0022), must give the same key: migration-0022.test.ts
 * checks them against each other.
 * @example
 * mailboxKey('Ana+fazenda@Gmail.com') //=> 'ana@gmail.com'
 * mailboxKey('a.n.a@googlemail.com') //=> 'ana@gmail.com'
 * mailboxKey('joao.silva+1@fazenda.com.br') //=> 'joao.silva@fazenda.com.br'
 */
export function mailboxKey(address: string): string {
  const lower = address.trim().toLowerCase();
  const at = lower.lastIndexOf('@');
  if (at < 0) return lower;
  let local = lower.slice(0, at);
  let domain = lower.slice(at + 1);
  const plus = local.indexOf('+');
  if (plus >= 0) local = local.slice(0, plus);
  if (GMAIL_DOMAINS.has(domain)) {
    local = local.replaceAll('.', '');
    domain = 'gmail.com';
  }
  return `${local}@${domain}`;
}
