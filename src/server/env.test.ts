import { describe, expect, it } from 'vitest';
import { EnvError, parseEnv } from './env';

describe('parseEnv', () => {
  it('starts with no configuration at all', () => {
    const env = parseEnv({});
    expect(env).toMatchObject({
      PORT: 3000,
      EMBEDDED_PG_PORT: 5488,
      DATA_DIR: './data',
      APP_URL: 'http://localhost:3000',
    });
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.SMTP_URL).toBeUndefined();
  });

  it.each([
    [{ PORT: 'abc' }, 'PORT'],
    [{ PORT: '70000' }, 'PORT'],
    [{ EMBEDDED_PG_PORT: '-1' }, 'EMBEDDED_PG_PORT'],
    [{ DATABASE_URL: 'mysql://x' }, 'DATABASE_URL'],
    [{ SMTP_URL: 'http://mail' }, 'SMTP_URL'],
    [{ APP_URL: 'localhost' }, 'APP_URL'],
    [{ TRUST_PROXY: 'talvez' }, 'TRUST_PROXY'],
    [{ NODE_ENV: 'production' }, 'BETTER_AUTH_SECRET'],
    [{ BETTER_AUTH_SECRET: 'curto' }, 'BETTER_AUTH_SECRET'],
  ])('refuses %j naming %s', (source, name) => {
    expect(() => parseEnv(source)).toThrow(EnvError);
    expect(() => parseEnv(source)).toThrow(new RegExp(`^Invalid configuration:\\n  ${name}:`));
  });

  it('derives APP_URL from PORT and drops a trailing slash', () => {
    expect(parseEnv({ PORT: '8080' }).APP_URL).toBe('http://localhost:8080');
    expect(parseEnv({ APP_URL: 'https://app.example.com/' }).APP_URL).toBe(
      'https://app.example.com',
    );
  });

  it('takes the company CNPJ in any punctuation and refuses a wrong one', () => {
    expect(parseEnv({}).COMPANY_CNPJ).toBeUndefined();
    expect(parseEnv({ COMPANY_CNPJ: '11222333000181' }).COMPANY_CNPJ).toBe('11.222.333/0001-81');
    expect(parseEnv({ COMPANY_CNPJ: ' 11.222.333/0001-81 ' }).COMPANY_CNPJ).toBe(
      '11.222.333/0001-81',
    );
    expect(() => parseEnv({ COMPANY_CNPJ: '11.222.333/0001-82' })).toThrow(
      /COMPANY_CNPJ: is not a valid CNPJ/,
    );
    expect(() => parseEnv({ COMPANY_CNPJ: '<script>11222333000181' })).toThrow(/COMPANY_CNPJ/);
    expect(() => parseEnv({ COMPANY_CNPJ: '123' })).toThrow(/COMPANY_CNPJ: must be a CNPJ/);
  });

  it('takes the support WhatsApp number with country and area code, digits only', () => {
    expect(parseEnv({ SUPPORT_WHATSAPP: '+55 (34) 99999-1234' }).SUPPORT_WHATSAPP).toBe(
      '5534999991234',
    );
    expect(() => parseEnv({ SUPPORT_WHATSAPP: '9999-1234' })).toThrow(/SUPPORT_WHATSAPP/);
    expect(() => parseEnv({ SUPPORT_WHATSAPP: '5534999991234?text=oi' })).toThrow(
      /SUPPORT_WHATSAPP/,
    );
    expect(() => parseEnv({ SUPPORT_WHATSAPP: '55 34 9999\u00001234' })).toThrow(
      /SUPPORT_WHATSAPP/,
    );
  });

  it('takes a 5-field cron for the trial reminders, unset by default', () => {
    expect(parseEnv({}).TRIAL_REMINDERS_CRON).toBeUndefined();
    expect(parseEnv({ TRIAL_REMINDERS_CRON: ' * * * * * ' }).TRIAL_REMINDERS_CRON).toBe(
      '* * * * *',
    );
    expect(() => parseEnv({ TRIAL_REMINDERS_CRON: 'hourly' })).toThrow(/TRIAL_REMINDERS_CRON/);
  });

  describe('payments: the sandbox never runs in production unless told to (issue 38 item 6)', () => {
    const SECRET = 'x'.repeat(32);
    const KEY = '$aact_chave_de_producao_0123456789';
    const TOKEN = 'token-do-webhook-0123456789';
    type Expected = 'asaas' | 'sandbox' | string[];
    /** NODE_ENV, key, token, PAYMENT_SANDBOX → the provider, or the variables the error names. */
    const cases: Array<[string, boolean, boolean, boolean, Expected]> = [];
    for (const mode of ['development', 'test', 'production']) {
      for (const key of [false, true]) {
        for (const token of [false, true]) {
          for (const sandbox of [false, true]) {
            let expected: Expected;
            if (sandbox && key) expected = ['PAYMENT_SANDBOX'];
            else if (mode !== 'production' || sandbox) expected = key ? 'asaas' : 'sandbox';
            else if (key && token) expected = 'asaas';
            else
              expected = [
                ...(key ? [] : ['ASAAS_API_KEY']),
                ...(token ? [] : ['ASAAS_WEBHOOK_TOKEN']),
              ];
            cases.push([mode, key, token, sandbox, expected]);
          }
        }
      }
    }

    it.each(cases)(
      'NODE_ENV=%s, key %s, token %s, PAYMENT_SANDBOX %s → %j',
      (mode, key, token, sandbox, expected) => {
        const source = {
          NODE_ENV: mode,
          BETTER_AUTH_SECRET: SECRET,
          ...(key ? { ASAAS_API_KEY: KEY } : {}),
          ...(token ? { ASAAS_WEBHOOK_TOKEN: TOKEN } : {}),
          ...(sandbox ? { PAYMENT_SANDBOX: 'true' } : {}),
        };
        if (typeof expected === 'string') {
          expect(parseEnv(source).PAYMENTS).toBe(expected);
          return;
        }
        let message = '';
        try {
          parseEnv(source);
        } catch (error) {
          expect(error).toBeInstanceOf(EnvError);
          message = (error as Error).message;
        }
        const named = [...message.matchAll(/^ {2}(\w+):/gm)].map((m) => m[1]);
        expect(named).toEqual(expected);
        if (expected[0] !== 'PAYMENT_SANDBOX') expect(message).toContain('PAYMENT_SANDBOX=true');
      },
    );

    it('reads PAYMENT_SANDBOX as a flag, and an empty key as none', () => {
      const production = { NODE_ENV: 'production', BETTER_AUTH_SECRET: SECRET };
      expect(parseEnv({ ...production, PAYMENT_SANDBOX: '1' }).PAYMENTS).toBe('sandbox');
      expect(() => parseEnv({ ...production, PAYMENT_SANDBOX: 'false' })).toThrow(/ASAAS_API_KEY/);
      expect(() => parseEnv({ ...production, PAYMENT_SANDBOX: 'sim' })).toThrow(/PAYMENT_SANDBOX/);
      expect(() =>
        parseEnv({ ...production, ASAAS_API_KEY: ' ', ASAAS_WEBHOOK_TOKEN: TOKEN }),
      ).toThrow(/ASAAS_API_KEY: is required in production/);
    });

    it('names the missing secret and payment settings together', () => {
      expect(() => parseEnv({ NODE_ENV: 'production' })).toThrow(
        /BETTER_AUTH_SECRET: .*\n {2}ASAAS_API_KEY: .*\n {2}ASAAS_WEBHOOK_TOKEN: /,
      );
    });
  });
});
