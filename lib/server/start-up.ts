import { upstreamApiBase } from '@/lib/config';
import { openLeadStore } from './lead-store';

/**
 * With no upstream, every submission goes to the embedded lead store: one that cannot be written
 * stops the server as it starts, naming DATA_DIR, rather than failing every visitor's
 * submission. Exiting is the only way: Next logs an error thrown from the instrumentation hook
 * and goes on serving.
 */
export function checkAtStartUp(): void {
  if (upstreamApiBase()) return;
  try {
    openLeadStore();
  } catch (error) {
    console.error(`The site cannot start. ${error instanceof Error ? error.message : error}`);
    process.exit(1);
  }
}
