import { describe, expect, it } from 'vitest';
import { passwordProblem, signInSchema, signUpSchema } from './auth';

describe('password rule', () => {
  it.each([
    ['Ab1', 'A senha deve ter no mínimo 8 caracteres'],
    ['abcdefg1', 'A senha deve conter pelo menos uma letra maiúscula'],
    ['ABCDEFG1', 'A senha deve conter pelo menos uma letra minúscula'],
    ['Abcdefgh', 'A senha deve conter pelo menos um número'],
    ['', 'A senha deve ter no mínimo 8 caracteres'],
  ])('rejects %j with the spec message', (password, message) => {
    expect(passwordProblem(password)).toBe(message);
  });

  it('accepts 8 characters with upper, lower and digit', () => {
    expect(passwordProblem('Boiada25')).toBeNull();
  });

  it('rejects absurdly long passwords', () => {
    expect(passwordProblem(`Aa1${'x'.repeat(200)}`)).toBe(
      'A senha deve ter no máximo 128 caracteres',
    );
  });
});

describe('sign-up and sign-in schemas', () => {
  it('requires a name, a valid email and a strong password', () => {
    const result = signUpSchema.safeParse({ name: '  ', email: 'nao-e-email', password: 'fraca' });
    expect(result.success).toBe(false);
    const messages = Object.fromEntries(result.error!.issues.map((i) => [i.path[0], i.message]));
    expect(messages).toEqual({
      name: 'Informe seu nome',
      email: 'E-mail inválido',
      password: 'A senha deve ter no mínimo 8 caracteres',
    });
  });

  it("says what an empty sign-up lacks, each field's own message", () => {
    const result = signUpSchema.safeParse({ name: '', email: '', password: '' });
    const messages = Object.fromEntries(result.error!.issues.map((i) => [i.path[0], i.message]));
    expect(messages).toEqual({
      name: 'Informe seu nome',
      email: 'Informe seu e-mail',
      password: 'Informe sua senha',
    });
    expect(result.error!.issues).toHaveLength(3);
  });

  it('trims the name and the email', () => {
    const data = signUpSchema.parse({
      name: ' Zé ',
      email: ' ze@fazenda.com ',
      password: 'Boiada25',
    });
    expect(data).toEqual({ name: 'Zé', email: 'ze@fazenda.com', password: 'Boiada25' });
  });

  it('sign-in needs an email and a password of at least 8 characters', () => {
    const empty = signInSchema.safeParse({ email: '', password: '' });
    expect(empty.error!.issues.map((i) => i.message)).toEqual([
      'Informe seu e-mail',
      'Informe sua senha',
    ]);
    const short = signInSchema.safeParse({ email: 'a@b.com', password: 'curta' });
    expect(short.error!.issues[0]!.message).toBe('A senha deve ter no mínimo 8 caracteres');
  });
});
