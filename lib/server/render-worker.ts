import { renderOgImage } from '@/components/seo/og-image';
import { renderQuotationPdf } from '@/lib/quotation/quotation-pdf';
import type { RenderTask } from './render-pool';

/** A worker of the render pool (lib/server/render-pool.ts): one PNG or PDF per task. */
export default async function render(task: RenderTask): Promise<Uint8Array> {
  if (task.kind === 'pdf')
    return new Uint8Array(await renderQuotationPdf(task.layout, task.madeAt));
  return new Uint8Array(await (await renderOgImage(task.content)).arrayBuffer());
}
