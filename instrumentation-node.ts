import { startUp } from './lib/server/start-up';

// The lead store, the outbox and the rest of lib/server/start-up.ts, which throws when the site
// cannot run: this entry point alone decides that the server then exits, naming the cause.
try {
  await startUp();
} catch (error) {
  console.error(`The site cannot start. ${error instanceof Error ? error.message : error}`);
  process.exit(1);
}
