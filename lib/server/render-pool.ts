import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import Piscina from 'piscina';
import { configuration, siteUrl } from '@/lib/config';
import type { QuotationLayout } from '@/lib/quotation/quotation-layout';
import type { OgImageContent } from '@/lib/seo/og-image';
import { processSlot } from './process-slot';

/** What a worker renders: a quote's share image, or its quotation PDF. */
export type RenderTask =
  | { kind: 'image'; content: OgImageContent }
  | { kind: 'pdf'; layout: QuotationLayout; madeAt: Date };

/** Renders waiting for a thread, per thread: past them a render is refused at once. */
const QUEUED_PER_THREAD = 4;
/** A render queued and run for this long is given up (and its thread replaced). */
const RENDER_TIMEOUT_MS = 5_000;

const pool = processSlot<Piscina<RenderTask, Uint8Array>>('render-pool');

/*
 * A PNG or a PDF takes tens of milliseconds of CPU that would hold the event loop serving every
 * other request: each runs in a worker thread, at most RENDER_THREADS at once (by default one
 * core is left to the event loop). The worker is lib/server/render-worker.ts, bundled by
 * scripts/bundles.mjs into the build's folder, where the standalone server has its copy too.
 */
function renderPool() {
  const threads = configuration().RENDER_THREADS ?? Math.max(1, availableParallelism() - 1);
  return (pool.value ??= new Piscina({
    filename: join(process.cwd(), process.env.BUILT_DIST_DIR || '.next', 'render-worker.mjs'),
    minThreads: threads,
    maxThreads: threads,
    maxQueue: threads * QUEUED_PER_THREAD,
    // The build's SITE_URL, which Next compiles into the server's code but not into the worker.
    env: { ...process.env, SITE_URL: siteUrl() },
  }));
}

/** The PNG or PDF of `task`, or why there is none: the queue full, the time out, or a failure. */
export async function renderInPool(
  task: RenderTask,
): Promise<{ bytes: Uint8Array } | { refused: 'busy' | 'timed_out' | 'render_failed' }> {
  try {
    const signal = AbortSignal.timeout(RENDER_TIMEOUT_MS);
    return { bytes: await renderPool().run(task, { signal }) };
  } catch (error) {
    const name = error instanceof Error ? error.name : '';
    if (name === 'AbortError' || name === 'TimeoutError') return { refused: 'timed_out' };
    const busy = error instanceof Error && error.message === 'Task queue is at limit';
    return { refused: busy ? 'busy' : 'render_failed' };
  }
}
