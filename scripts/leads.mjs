// `npm run leads`: lib/server/leads-cli.ts, run on the same store code the server runs.
import { importTypeScript } from './typescript.mjs';

const { leadsCli } = await importTypeScript('lib/server/leads-cli.ts');
process.exitCode = await leadsCli(process.argv.slice(2));
