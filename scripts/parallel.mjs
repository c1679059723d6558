/**
 * Runs npm scripts side by side and fails when any fails: `node scripts/parallel.mjs typecheck lint`.
 * Each one's output is printed whole when it ends, so two logs never interleave. The type check
 * and the linter are one core each: side by side they take the time of the longer one.
 */
import { spawn } from 'node:child_process';

const names = process.argv.slice(2);
if (names.length === 0) {
  console.error('usage: node scripts/parallel.mjs <npm script>...');
  process.exit(2);
}

function run(name) {
  return new Promise((resolve) => {
    const started = Date.now();
    const child = spawn('npm', ['run', '--silent', name], { stdio: ['ignore', 'pipe', 'pipe'] });
    const out = [];
    child.stdout.on('data', (chunk) => out.push(chunk));
    child.stderr.on('data', (chunk) => out.push(chunk));
    child.on('error', (error) => out.push(Buffer.from(`${error.message}\n`)));
    child.on('close', (code) => {
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      process.stdout.write(
        `> ${name}: ${code === 0 ? 'ok' : `failed (exit ${code})`} in ${seconds} s\n`,
      );
      process.stdout.write(Buffer.concat(out));
      resolve(code === 0);
    });
  });
}

const results = await Promise.all(names.map(run));
process.exit(results.every(Boolean) ? 0 : 1);
