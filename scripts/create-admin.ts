// npm run admin:create -- <email> [password] [name]
// Creates a confirmed administrator account, or promotes an existing account to administrator.
import path from 'node:path';
import { eq } from 'drizzle-orm';
import pg from 'pg';
import { passwordProblem } from '../src/domain/auth';
import { createAuth } from '../src/server/auth/auth';
import { createOriginPolicy } from '../src/server/origin';
import { connectDatabase } from '../src/server/db/client';
import { startEmbeddedPostgres, type EmbeddedDatabase } from '../src/server/db/embedded';
import { migrateDatabase } from '../src/server/db/migrate';
import { userRoles, users } from '../src/server/db/schema';
import { loadEnv } from '../src/server/env';
import { createConsoleMailer } from '../src/server/mail/mailer';

const [email, password, name] = process.argv.slice(2);
if (!email || !email.includes('@')) {
  console.error('Uso: npm run admin:create -- <email> [senha] [nome]');
  process.exit(2);
}

const env = loadEnv();
let embedded: EmbeddedDatabase | undefined;
let url = env.DATABASE_URL;
if (!url) {
  // Use the running app's embedded database if it is up; otherwise start it for this command.
  const running = `postgres://arroba:arroba-local@127.0.0.1:${env.EMBEDDED_PG_PORT}/arroba`;
  const probe = new pg.Client({ connectionString: running, connectionTimeoutMillis: 2000 });
  const up = await probe.connect().then(
    () => probe.end().then(() => true),
    () => false,
  );
  if (up) url = running;
  else {
    embedded = await startEmbeddedPostgres({
      dir: path.join(env.DATA_DIR, 'pg'),
      port: env.EMBEDDED_PG_PORT,
    });
    url = embedded.url;
  }
}

const database = connectDatabase(url, { max: 2 });
try {
  await migrateDatabase(database.db);
  const normalized = email.trim().toLowerCase();
  let [user] = await database.db.select().from(users).where(eq(users.email, normalized));
  if (!user) {
    if (!password)
      throw new Error(`Não existe conta com ${normalized}: informe uma senha para criá-la.`);
    const problem = passwordProblem(password);
    if (problem) throw new Error(`Senha muito fraca: ${problem}`);
    const origins = createOriginPolicy({ env });
    const auth = createAuth({ env, db: database.db, mailer: createConsoleMailer(), origins });
    const ctx = await auth.$context;
    const created = await ctx.internalAdapter.createUser(
      {
        email: normalized,
        name: name?.trim() || 'Administrador',
        emailVerified: true,
      },
      { method: 'admin' },
    );
    await ctx.internalAdapter.linkAccount({
      userId: created.id,
      providerId: 'credential',
      accountId: created.id,
      password: await ctx.password.hash(password),
    });
    [user] = await database.db.select().from(users).where(eq(users.id, created.id));
    console.log(`Conta criada: ${normalized}`);
  } else {
    await database.db.update(users).set({ emailVerified: true }).where(eq(users.id, user.id));
  }
  await database.db
    .insert(userRoles)
    .values({ userId: user!.id, role: 'admin' })
    .onConflictDoNothing();
  console.log(`${normalized} agora é administrador.`);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  await database.close();
  await embedded?.stop();
}
