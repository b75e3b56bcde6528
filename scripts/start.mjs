// `npm start`: builds if needed, then serves the production site on PORT (default 3000).
import { buildIfNeeded } from './build-if-needed.mjs';
import { run } from './run.mjs';

const built = await buildIfNeeded();
if (built !== 0) process.exit(built);
process.exit(await run('npx', ['next', 'start', '-p', process.env.PORT ?? '3000']));
