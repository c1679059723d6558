import { describe, expect, it } from 'vitest';
import { afterSignInPath, safeNextPath, signInPathFor } from './next-path';

describe('safeNextPath', () => {
  it('accepts the pages of the app with their query', () => {
    expect(safeNextPath('/pricing?plan=STARTER')).toBe('/pricing?plan=STARTER');
    expect(safeNextPath('/module/weighing')).toBe('/module/weighing');
    expect(safeNextPath('/dashboard')).toBe('/dashboard');
    expect(safeNextPath('/')).toBe('/');
    expect(safeNextPath('/convite/inv-123')).toBe('/convite/inv-123');
    expect(safeNextPath('/fazendas')).toBe('/fazendas');
  });

  it.each([
    ['', 'empty'],
    ['//evil.com', 'protocol-relative'],
    ['/\\evil.com', 'a backslash browsers read as a slash'],
    ['\\\\evil.com', 'two backslashes'],
    ['https://evil.com', 'absolute'],
    ['javascript:alert(1)', 'a script URL'],
    ['/%2F%2Fevil.com', "'//' once decoded"],
    ['/%5Cevil.com', "'/\\' once decoded"],
    ['/\t/evil.com', 'a tab browsers drop'],
    ['/\n/evil.com', 'a newline browsers drop'],
    [' /pricing', 'leading space'],
    ['pricing', 'relative'],
    ['/%E0%A4%A', 'malformed escapes'],
    ['/api/auth/sign-out', 'an API path, not a page'],
    ['/auth?next=%2Fpricing', 'the sign-in page itself'],
    ['/nao-existe', 'an unknown page'],
    ['/convite/a/../../evil', 'an invitation path that climbs out'],
    ['/convite/', 'an invitation without its id'],
    [`/pricing?plan=${'A'.repeat(3000)}`, 'absurdly long'],
  ])('refuses %j (%s)', (value) => {
    expect(safeNextPath(value)).toBeNull();
  });

  it('refuses anything that is not a string', () => {
    expect(safeNextPath(null)).toBeNull();
    expect(safeNextPath(undefined)).toBeNull();
    expect(safeNextPath(['/pricing'])).toBeNull();
  });
});

describe('afterSignInPath', () => {
  it('goes to an acceptable next path, else to the dashboard', () => {
    expect(afterSignInPath('/pricing?plan=MASTER')).toBe('/pricing?plan=MASTER');
    expect(afterSignInPath('//evil.com')).toBe('/dashboard');
    expect(afterSignInPath(null)).toBe('/dashboard');
  });
});

describe('signInPathFor', () => {
  it('carries the page and its query as next', () => {
    expect(signInPathFor('/pricing', '?plan=MASTER')).toBe('/auth?next=%2Fpricing%3Fplan%3DMASTER');
    expect(signInPathFor('/module/weighing', '')).toBe('/auth?next=%2Fmodule%2Fweighing');
  });

  it('leaves next out for the dashboard, where a sign-in goes anyway', () => {
    expect(signInPathFor('/dashboard', '')).toBe('/auth');
  });

  it("passes a failed confirmation link's error on, apart from next", () => {
    expect(signInPathFor('/dashboard', '?error=INVALID_TOKEN')).toBe('/auth?error=INVALID_TOKEN');
    expect(signInPathFor('/pricing', '?plan=PRO&error=INVALID_TOKEN')).toBe(
      '/auth?error=INVALID_TOKEN&next=%2Fpricing%3Fplan%3DPRO',
    );
  });
});
