// `npm start [-- -H HOST]`: builds if needed, then serves the production site on PORT (default
// 3000) in this same process, so that SIGTERM and SIGINT reach the server (scripts/server.mjs).
import { buildIfNeeded } from './build-if-needed.mjs';

const built = await buildIfNeeded();
if (built !== 0) process.exit(built);
await import('./server.mjs');
