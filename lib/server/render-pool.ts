import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import Piscina from 'piscina';
import { configuration, siteUrl } from '@/lib/config';
import type { QuotationLayout } from '@/lib/quotation/quotation-layout';
import type { OgImageContent } from '@/lib/seo/og-image';
import { logLine } from './logger';
import { processSlot } from './process-slot';
import { errorReason } from './replies';

/** What a worker renders: a quote's share image, or its quotation PDF. */
export type RenderTask =
  | { kind: 'image'; content: OgImageContent }
  | { kind: 'pdf'; layout: QuotationLayout; madeAt: Date };

/** A task as the worker gets it: undefined once it is past `startBy` (ms since the epoch). */
export type QueuedTask = RenderTask & { startBy: number };

/**
 * How long a render may wait for a thread: a worker that reaches it later skips it, and its client
 * is answered 503. A client that does not wait for Retry-After is held that long, not answered at
 * once over and over. No abort signal: piscina queues a task that has one apart, past maxQueue,
 * and ends the thread of one that is running when it aborts.
 */
const QUEUE_WAIT_MS = 2_000;
/** Renders queued per thread, beyond which a render is refused at once: more than 2 s of work. */
const QUEUED_PER_THREAD = 64;
/** Past this a render is given up (a worker that cannot start never answers). */
const RENDER_TIMEOUT_MS = 10_000;

const pool = processSlot<Piscina<QueuedTask, Uint8Array | undefined>>('render-pool');

/*
 * A PNG or a PDF takes tens of milliseconds of CPU that would hold the event loop serving every
 * other request: each runs in a worker thread, at most RENDER_THREADS at once (by default one
 * core is left to the event loop). The worker is lib/server/render-worker.ts, bundled by
 * scripts/bundles.mjs into the build's folder, where the standalone server has its copy too.
 */
function renderPool() {
  if (pool.value) return pool.value;
  const threads = configuration().RENDER_THREADS ?? Math.max(1, availableParallelism() - 1);
  pool.value = new Piscina({
    filename: join(process.cwd(), process.env.BUILT_DIST_DIR || '.next', 'render-worker.mjs'),
    minThreads: threads,
    maxThreads: threads,
    maxQueue: threads * QUEUED_PER_THREAD,
    // The build's SITE_URL, which Next compiles into the server's code but not into the worker.
    env: { ...process.env, SITE_URL: siteUrl() },
  });
  // A thread that cannot start (a build without its worker): its renders fail; the process lives.
  pool.value.on('error', (error: unknown) =>
    logLine({ event: 'render_pool', outcome: 'error', reason: errorReason(error) }, 'warn'),
  );
  return pool.value;
}

/**
 * Starts the pool's threads with the server: a first render after a start would otherwise wait for
 * its thread to load the worker, on a slow machine past its 2 s, and be answered 503.
 */
export function startRenderPool(): void {
  renderPool();
}

/** The PNG or PDF of `task`, or why there is none: no thread in time, or a failure. */
export async function renderInPool(
  task: RenderTask,
): Promise<{ bytes: Uint8Array } | { refused: 'busy' | 'render_failed' }> {
  try {
    const given = new Promise<null>((resolve) => {
      setTimeout(resolve, RENDER_TIMEOUT_MS, null).unref();
    });
    const run = renderPool().run({ ...task, startBy: Date.now() + QUEUE_WAIT_MS });
    const bytes = await Promise.race([run, given]);
    if (bytes === null) return { refused: 'render_failed' };
    return bytes ? { bytes } : { refused: 'busy' };
  } catch (error) {
    const full = error instanceof Error && error.message === 'Task queue is at limit';
    return { refused: full ? 'busy' : 'render_failed' };
  }
}
