// Whether a build's output is missing or older than any file of its sources (build-web.mjs,
// build-server.mjs): `npm start` rebuilds only what changed.
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

function newestMtime(root, target) {
  const full = path.join(root, target);
  if (!existsSync(full)) return 0;
  const info = statSync(full);
  if (!info.isDirectory()) return info.mtimeMs;
  let newest = info.mtimeMs;
  for (const entry of readdirSync(full))
    newest = Math.max(newest, newestMtime(root, path.join(target, entry)));
  return newest;
}

/** `output` (a file written last by the build) is missing or older than one of `sources`. */
export function isStale(root, output, sources) {
  const built = existsSync(output) ? statSync(output).mtimeMs : 0;
  return built === 0 || Math.max(...sources.map((s) => newestMtime(root, s))) > built;
}
