// The scripts' way into the project's TypeScript (the lead store, the outbox): jiti compiles it
// as it is imported, with the project's @/ paths, so the scripts run the very code the app runs.
import { createJiti } from 'jiti';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const jiti = createJiti(import.meta.url, { alias: { '@': root } });

/** Imports a TypeScript module of the project, by its path from the project's root. */
export function importTypeScript(path) {
  return jiti.import(`${root}${path}`);
}
