// npm run bench:import — importing a 50,000-line scale file (issue 12 item 2, issue 24 item 8):
// the domain parser on a generated Tru-Test-style CSV, then POST /api/weighings/import/preview
// and POST /api/weighings/import on the real app, then the same file again (all duplicates:
// 0 created). LINES=5000 measures the old size.
//
// Starts its own embedded PostgreSQL (or a scratch database on BENCH_DATABASE_URL), migrates,
// serves the app on a free port and signs one user up through the API. Exits 1 when parse +
// preview + save take more than MAX_TOTAL_MS. Cleans up after itself.
//
// Run with tsx so the TypeScript can be imported: node --import tsx bench/import.mjs
import { decodeScaleFile, parseScaleFile } from '../src/domain/import/scale-csv.ts';
import { serveBenchApp } from './lib/bench-app.mjs';
import { interruptibleCleanups, runMain } from './lib/cleanups.mjs';
import { migratedBenchDatabase } from './lib/database.mjs';
import { signUpConfirmed } from './lib/sign-up.mjs';

const LINES = Number(process.env.LINES ?? 50_000);
const MAX_TOTAL_MS = Number(process.env.MAX_TOTAL_MS ?? 30_000);
const PASSWORD = 'Boiada2025';

const cleanups = interruptibleCleanups();

/** A Tru-Test-style export: EID, VID, weight with a dot, dd/mm/yyyy date, time, note. */
function truTestCsv(lines) {
  const rows = ['EID,VID,Weight,Date,Time,Note'];
  for (let i = 1; i <= lines; i++) {
    const eid = `982000${String(100000000 + i)}`;
    const seconds = i % 3600;
    const time = `${String(6 + Math.floor(i / 3600)).padStart(2, '0')}:${String(Math.floor(seconds / 60)).padStart(2, '0')}:${String(seconds % 60).padStart(2, '0')}`;
    const weight = (250 + ((i * 37) % 3000) / 10).toFixed(1);
    rows.push(`${eid},${i},${weight},10/03/2025,${time},${i % 50 === 0 ? 'Vacinado' : ''}`);
  }
  return new TextEncoder().encode(rows.join('\r\n'));
}

const timed = async (fn) => {
  const started = performance.now();
  const value = await fn();
  return [value, performance.now() - started];
};

async function main() {
  console.log('import bench: preparing the database');
  const database = await migratedBenchDatabase('import', cleanups);
  const { baseUrl, mails } = await serveBenchApp({ database, cleanups });
  const cookie = await signUpConfirmed(baseUrl, mails, {
    email: 'bench-importa@fazenda.test',
    password: PASSWORD,
  });
  const post = async (path, body) => {
    const res = await fetch(`${baseUrl}${path}`, {
      method: 'POST',
      headers: { cookie, origin: baseUrl, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    const json = await res.json();
    if (res.status >= 300) throw new Error(`${path}: ${res.status} ${JSON.stringify(json)}`);
    return json;
  };

  const bytes = truTestCsv(LINES);
  console.log(`  file: ${LINES} lines, ${(bytes.length / 1024 / 1024).toFixed(2)} MB`);

  const [parsed, parseMs] = await timed(() =>
    parseScaleFile(decodeScaleFile(bytes), { today: '2025-03-20' }),
  );
  if ('error' in parsed) throw new Error(parsed.error);
  const weighings = parsed.lines.map((l) => {
    if (!l.weighing) throw new Error(`line ${l.line}: ${l.error}`);
    const { animalId, weighingDate, weight, notes, importKey } = l.weighing;
    return { animalId, weighingDate, weight, notes, importKey };
  });
  const body = { weighings, batchId: null };
  console.log(`  request body: ${(JSON.stringify(body).length / 1024 / 1024).toFixed(2)} MB`);

  const [preview, previewMs] = await timed(() => post('/api/weighings/import/preview', body));
  if (preview.new !== LINES) throw new Error(`preview: ${preview.new} new`);
  const [saved, saveMs] = await timed(() => post('/api/weighings/import', body));
  if (saved.created !== LINES) throw new Error(`save: ${saved.created} created`);
  const [again, againMs] = await timed(() => post('/api/weighings/import', body));
  if (again.created !== 0 || again.duplicates !== LINES) throw new Error('second import saved');

  const total = parseMs + previewMs + saveMs;
  const ms = (x) => `${x.toFixed(0)} ms`;
  console.log(`  parse ${ms(parseMs)}, preview ${ms(previewMs)}, save ${ms(saveMs)}`);
  console.log(`  same file again: ${ms(againMs)}, 0 created, ${again.duplicates} duplicates`);
  console.log(
    `\nimport of ${LINES} lines (parse + preview + save): ${ms(total)} (limit ${MAX_TOTAL_MS} ms)`,
  );
  console.log(`re-import of the same file: ${again.created} created (${ms(againMs)})`);
  if (total > MAX_TOTAL_MS) {
    console.error(`FAIL: ${ms(total)} is above ${MAX_TOTAL_MS} ms`);
    return 1;
  }
  return 0;
}

runMain(main, cleanups);
