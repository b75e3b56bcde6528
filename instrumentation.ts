/**
 * Runs once as any Next server of the site starts (`next start`, the standalone server, `next
 * dev`), before it takes a request. The site's start-up is Node.js code: instrumentation-node.ts.
 */
export async function register() {
  if (process.env.NEXT_RUNTIME === 'nodejs') await import('./instrumentation-node');
}
