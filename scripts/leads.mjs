// `npm run leads`: lib/server/leads-cli.ts, run on the same store code the server runs, with the
// .env files that `next start` reads in the folder it runs in (npm runs both in the project's).
import { importTypeScript } from './typescript.mjs';

const { leadsCli, loadServerEnvFiles } = await importTypeScript('lib/server/leads-cli.ts');
loadServerEnvFiles(process.cwd());
process.exitCode = await leadsCli(process.argv.slice(2));
