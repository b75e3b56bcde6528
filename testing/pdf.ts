import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

/** A PDF as a reader sees it: each page's size in points and its text, line by line. */
export type ReadPdf = { pages: { width: number; height: number; text: string }[]; text: string };

/** Reads a PDF with PDF.js (Mozilla's reader): its pages, their sizes and their text. */
export async function readPdf(bytes: Uint8Array): Promise<ReadPdf> {
  // PDF.js takes the bytes it is given: a copy, so the caller's buffer stays readable.
  const document = await getDocument({ data: new Uint8Array(bytes), isEvalSupported: false })
    .promise;
  try {
    const pages = [];
    for (let number = 1; number <= document.numPages; number++) {
      const page = await document.getPage(number);
      const [, , width, height] = page.view as [number, number, number, number];
      const { items } = await page.getTextContent();
      const text = items
        .map((item) => ('str' in item ? item.str + (item.hasEOL ? '\n' : ' ') : ''))
        .join('');
      pages.push({ width, height, text });
    }
    return { pages, text: pages.map((page) => page.text).join('\n') };
  } finally {
    await document.destroy();
  }
}
