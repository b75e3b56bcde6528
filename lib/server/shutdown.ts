/**
 * Runs `drain` before the server's own shutdown on SIGTERM and SIGINT. Next's servers (`next
 * start`, the standalone server, `next dev`) close their HTTP server on those signals and then
 * exit, which would cut off a delivery the outbox has in flight. Their listeners are in place
 * before instrumentation's register() runs, so they are moved behind the drain: the outbox
 * finishes its deliveries, then Next closes (letting the requests in flight finish) and exits.
 * With no listener of the server's (NEXT_MANUAL_SIG_HANDLE), the signal is raised again once
 * drained, and does what it would have done. One line says the shutdown has begun and one that
 * the drain is over (Next itself says nothing), so a stop's log shows what was waited for.
 */
export function drainBeforeShutdown(drain: () => Promise<void>): void {
  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    const servers = process.listeners(signal);
    process.removeAllListeners(signal);
    const onSignal = () => {
      process.removeListener(signal, onSignal);
      // A second signal while draining goes straight to the server's own handling.
      for (const listener of servers) process.on(signal, listener);
      const started = performance.now();
      console.log(`Shutdown: ${signal} received; finishing the deliveries in flight.`);
      drain()
        .catch((error: unknown) => console.error('Draining before shutdown failed', error))
        .finally(() => {
          const ms = Math.round(performance.now() - started);
          console.log(`Shutdown: deliveries drained in ${ms} ms; the server closes.`);
          if (servers.length === 0) process.kill(process.pid, signal);
          else for (const listener of servers) listener(signal);
        });
    };
    process.on(signal, onSignal);
  }
}
