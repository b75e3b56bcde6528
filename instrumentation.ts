/** Runs once as the server starts (Next's instrumentation hook). */
export async function register() {
  if (process.env.NEXT_RUNTIME === 'nodejs') {
    const { checkAtStartUp } = await import('@/lib/server/start-up');
    checkAtStartUp();
  }
}
