// The process kit of bench:cluster (bench/cluster.mjs): the children it starts and stops, the
// PASS/FAIL checks, HTTP from a chosen client address, and the e-mails the console mailer printed.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import http from 'node:http';
import pg from 'pg';
import path from 'node:path';

/** Debian's nginx (apt-get install -y nginx-light), or NGINX. */
const NGINX = process.env.NGINX ?? (existsSync('/usr/sbin/nginx') ? '/usr/sbin/nginx' : 'nginx');

/**
 * @param {{ root: string, adminUrl: string, proxyUrl: string, password: string }} config
 */
export function clusterKit({ root, adminUrl, proxyUrl, password }) {
  const results = [];
  const children = [];
  /** The scratch directory and database main() made, removed by stopAll(). */
  const scratch = { tmp: undefined, dbName: undefined };

  function check(name, ok, detail = '') {
    results.push(ok);
    console.log(`${ok ? 'PASS' : 'FAIL'}  ${name}${detail ? ` — ${detail}` : ''}`);
  }

  async function admin(sql) {
    const client = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 5000 });
    await client.connect();
    try {
      return await client.query(sql);
    } finally {
      await client.end();
    }
  }

  /** Starts a child; keeps its output (the console mailer prints the e-mails there). */
  function start(name, command, args, env) {
    const child = spawn(command, args, {
      cwd: root,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const proc = { name, child, out: '', exited: new Promise((r) => child.once('exit', r)) };
    child.stdout.on('data', (d) => (proc.out += d));
    child.stderr.on('data', (d) => (proc.out += d));
    children.push(proc);
    return proc;
  }

  async function stopAll() {
    for (const proc of children.reverse()) {
      if (proc.child.exitCode === null && proc.child.signalCode === null) {
        proc.child.kill(proc.name === 'nginx' ? 'SIGQUIT' : 'SIGTERM');
        const timer = setTimeout(() => proc.child.kill('SIGKILL'), 15_000);
        await proc.exited;
        clearTimeout(timer);
      }
    }
    if (scratch.dbName) {
      await admin(`drop database if exists "${scratch.dbName}" with (force)`).catch(() => {});
    }
    if (scratch.tmp) await rm(scratch.tmp, { recursive: true, force: true });
  }

  const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

  async function waitFor(what, fn, timeoutMs) {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const value = await fn().catch(() => undefined);
      if (value) return value;
      if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
      await sleep(100);
    }
  }

  /**
   * One HTTP request with node:http, so the client's own address can be chosen (`from`: any
   * 127.x.y.z on Linux's loopback) — that is how the bench plays several clients behind nginx.
   */
  function request(url, { method = 'GET', headers = {}, body, from } = {}) {
    return new Promise((resolve, reject) => {
      const data = body === undefined ? undefined : JSON.stringify(body);
      const req = http.request(
        url,
        {
          method,
          localAddress: from,
          headers: {
            origin: proxyUrl,
            ...(data ? { 'content-type': 'application/json' } : {}),
            ...headers,
          },
        },
        (res) => {
          let text = '';
          res.setEncoding('utf8');
          res.on('data', (c) => (text += c));
          res.on('end', () =>
            resolve({
              status: res.statusCode,
              headers: res.headers,
              text,
              json: () => JSON.parse(text),
            }),
          );
        },
      );
      req.on('error', reject);
      if (data) req.write(data);
      req.end();
    });
  }

  /** The e-mails the instances printed (console mailer), as { to, subject, text, instance }. */
  function mails() {
    const found = [];
    for (const proc of children) {
      const blocks = proc.out.split(/^-{72}$/m);
      for (const block of blocks) {
        const m = block.match(/\[e-mail\] Para: (\S+)\nAssunto: ([^\n]*)\n\n([\s\S]*)/);
        if (m) found.push({ to: m[1], subject: m[2], text: m[3], instance: proc.name });
      }
    }
    return found;
  }

  const sessionCookieOf = (res) =>
    (res.headers['set-cookie'] ?? []).find((c) => /session_token=/.test(c))?.split(';')[0];

  async function signUpConfirmed(baseUrl, email) {
    const res = await request(`${baseUrl}/api/auth/sign-up/email`, {
      method: 'POST',
      body: { name: 'Produtor Cluster', email, password, callbackURL: '/dashboard' },
    });
    if (res.status !== 200) throw new Error(`sign-up failed: ${res.status} ${res.text}`);
    const mail = await waitFor(
      `the confirmation e-mail to ${email}`,
      async () => mails().find((m) => m.to === email && /verify-email/.test(m.text)),
      10_000,
    );
    const link = mail.text.match(/https?:\/\/\S+verify-email\S+/)[0];
    return { link, mail };
  }

  /**
   * Follows the confirmation link of a new account made through `baseUrl` (sign-up and its
   * e-mail) on `baseUrl`; returns the session cookie it set (`name=value`), or undefined.
   */
  async function signedUpSession(baseUrl, email) {
    const { link } = await signUpConfirmed(baseUrl, email);
    const confirm = new URL(link);
    return sessionCookieOf(await request(`${baseUrl}${confirm.pathname}${confirm.search}`));
  }

  /**
   * Starts nginx (its config, logs and temp files in `tmp`) on 127.0.0.1:`listen`, round-robin
   * over the instances on `ports`; `server` is put after each upstream server line, `location`
   * inside the proxied location. Throws when there is no nginx.
   */
  async function startNginx(tmp, { ports, listen, server = '', location = '' }) {
    if (spawnSync(NGINX, ['-v']).error)
      throw new Error(`nginx not found (${NGINX}): apt-get install -y nginx-light`);
    await mkdir(path.join(tmp, 'logs'));
    const conf = path.join(tmp, 'nginx.conf');
    await writeFile(
      conf,
      `worker_processes 1;
error_log ${tmp}/logs/error.log warn;
pid ${tmp}/nginx.pid;
events { worker_connections 1024; }
http {
  access_log off;
  client_body_temp_path ${tmp}/client_body;
  proxy_temp_path ${tmp}/proxy;
  fastcgi_temp_path ${tmp}/fastcgi;
  uwsgi_temp_path ${tmp}/uwsgi;
  scgi_temp_path ${tmp}/scgi;
  upstream arroba {
${ports.map((port) => `    server 127.0.0.1:${port}${server ? ` ${server}` : ''};`).join('\n')}
  }
  server {
    listen 127.0.0.1:${listen};
    location / {
      proxy_pass http://arroba;
      proxy_http_version 1.1;
      proxy_set_header Host $http_host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto $scheme;${location ? `\n      ${location}` : ''}
    }
  }
}
`,
    );
    return start('nginx', NGINX, ['-c', conf, '-p', tmp, '-g', 'daemon off;'], {});
  }

  /** The lines the instances printed that match `pattern`, each after its instance's name. */
  function printed(pattern) {
    return children.flatMap((proc) =>
      proc.out
        .split('\n')
        .filter((line) => pattern.test(line))
        .map((line) => `${proc.name}: ${line}`),
    );
  }

  return {
    results,
    scratch,
    printed,
    check,
    admin,
    start,
    stopAll,
    sleep,
    waitFor,
    request,
    mails,
    sessionCookieOf,
    signUpConfirmed,
    signedUpSession,
    startNginx,
  };
}
