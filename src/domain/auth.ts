import { z } from 'zod';
import { WEAK_PASSWORD_TITLE } from './auth-texts';
import { text } from './text';

export {
  CHOOSE_PASSWORD_PATH,
  CHOOSE_PASSWORD_TITLE,
  PASSWORD_HINT,
  RESET_PASSWORD_PATH,
  WEAK_PASSWORD_TITLE,
} from './auth-texts';
export const PASSWORD_MIN = 8;
/** bcrypt-style hashes and abuse: no one needs a longer password. */
export const PASSWORD_MAX = 128;

/**
 * The password rule everywhere (sign-up, admin reset, server): at least 8 characters, one
 * uppercase, one lowercase and one digit. Messages verbatim from spec section 5; the first failing
 * rule is the one reported, in this order.
 */
export const passwordSchema = z
  .string({ error: 'Digite uma senha' })
  .min(PASSWORD_MIN, { error: 'A senha deve ter no mínimo 8 caracteres', abort: true })
  .max(PASSWORD_MAX, { error: 'A senha deve ter no máximo 128 caracteres', abort: true })
  .regex(/[A-Z]/, { error: 'A senha deve conter pelo menos uma letra maiúscula', abort: true })
  .regex(/[a-z]/, { error: 'A senha deve conter pelo menos uma letra minúscula', abort: true })
  .regex(/[0-9]/, { error: 'A senha deve conter pelo menos um número', abort: true });

/** The first message of the password rule that `password` breaks, or null when it is strong. */
export function passwordProblem(password: string): string | null {
  const result = passwordSchema.safeParse(password);
  return result.success ? null : (result.error.issues[0]?.message ?? WEAK_PASSWORD_TITLE);
}

const emailSchema = text('Informe seu e-mail')
  .min(1, { error: 'Informe seu e-mail', abort: true })
  .max(254, { error: 'E-mail muito longo', abort: true })
  .pipe(z.email({ error: 'E-mail inválido' }));

export const signInSchema = z.object({
  email: emailSchema,
  password: z
    .string({ error: 'Informe sua senha' })
    .min(1, { error: 'Informe sua senha', abort: true })
    .min(PASSWORD_MIN, { error: 'A senha deve ter no mínimo 8 caracteres' })
    .max(PASSWORD_MAX, { error: 'A senha deve ter no máximo 128 caracteres' }),
});
export type SignInInput = z.infer<typeof signInSchema>;

export const nameSchema = text('Informe seu nome')
  .min(1, { error: 'Informe seu nome', abort: true })
  .max(100, { error: 'Nome muito longo' });

/**
 * A new password: 'Informe sua senha' while empty (a field left blank is missing, not weak:
 * issue 39), then the password rule.
 */
export const newPasswordSchema = z
  .string({ error: 'Informe sua senha' })
  .min(1, { error: 'Informe sua senha', abort: true })
  .pipe(passwordSchema);

export const signUpSchema = z.object({
  name: nameSchema,
  email: emailSchema,
  password: newPasswordSchema,
});
export type SignUpInput = z.infer<typeof signUpSchema>;

/** 'Esqueci minha senha': the address the reset link goes to. */
export const forgotPasswordSchema = z.object({ email: emailSchema });
export type ForgotPasswordInput = z.infer<typeof forgotPasswordSchema>;

/** The new password of a reset: the sign-up rule, with its messages. */
export const resetPasswordSchema = z.object({ password: passwordSchema });
export type ResetPasswordInput = z.infer<typeof resetPasswordSchema>;

/** 'Defina sua senha' (decision 009): the new password, and the name the account keeps. */
export const choosePasswordSchema = z.object({ name: nameSchema, password: passwordSchema });
export type ChoosePasswordInput = z.infer<typeof choosePasswordSchema>;
