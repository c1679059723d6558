import { config } from 'zod';

// Zod speeds up parsing with `new Function` when it may; the app's Content-Security-Policy forbids
// eval, and the browser reports every attempt as a CSP violation. The schemas are small: no JIT.
config({ jitless: true });
