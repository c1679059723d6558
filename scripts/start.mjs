// `npm start`: build the web app if needed, then run the server (embedded PostgreSQL by default).
import { register } from 'tsx/esm/api';
import { buildWebIfStale } from './build-web.mjs';

buildWebIfStale();
register();
await import('../src/server/main.ts');
