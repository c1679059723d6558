// `npm start`: build the web app and the server when their sources changed, then run the built
// server with plain node (embedded PostgreSQL by default; issue 44 item 1: no TypeScript compiler
// at run time).
import { buildWebIfStale } from './build-web.mjs';
import { buildServerIfStale } from './build-server.mjs';

buildWebIfStale();
await buildServerIfStale();
await import('../dist/server/main.js');
