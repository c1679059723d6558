// The auth forms' zod schemas, loaded on first use (a focus in the form, or its submit) instead of
// with the page: zod is a fifth of the /auth page's script otherwise (decision 047).
import '../../lib/zod-config';

export { forgotPasswordSchema, signInSchema, signUpSchema } from '@/domain/auth';
