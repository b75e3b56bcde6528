import { renderOgImage } from '@/components/seo/og-image';
import { renderQuotationPdf } from '@/lib/quotation/quotation-pdf';
import type { QueuedTask } from './render-pool';

/** A worker of the render pool (lib/server/render-pool.ts): one PNG or PDF per task. */
export default async function render(task: QueuedTask): Promise<Uint8Array | undefined> {
  if (Date.now() > task.startBy) return undefined;
  if (task.kind === 'pdf')
    return new Uint8Array(await renderQuotationPdf(task.layout, task.madeAt));
  return new Uint8Array(await (await renderOgImage(task.content)).arrayBuffer());
}
