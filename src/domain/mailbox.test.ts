import { describe, expect, it } from 'vitest';
import { mailboxKey } from './mailbox';
import { MAILBOX_CASES } from './mailbox.fixture';

describe('mailboxKey', () => {
  it.each(MAILBOX_CASES)('%j is the mailbox %j', (address, key) => {
    expect(mailboxKey(address)).toBe(key);
  });

  it('tells different mailboxes apart', () => {
    expect(mailboxKey('ana@fazenda.com')).not.toBe(mailboxKey('ana@gmail.com'));
    expect(mailboxKey('a.na@fazenda.com')).not.toBe(mailboxKey('ana@fazenda.com'));
    expect(mailboxKey('ana@gmail.com')).not.toBe(mailboxKey('anab@gmail.com'));
  });
});
