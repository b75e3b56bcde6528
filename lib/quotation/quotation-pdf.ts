import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { create, type Font } from 'fontkit';
import PDFDocument from 'pdfkit';
import { decompress } from 'wawoff2';
import { logoMarkDrawing } from '@/content/logo-mark';
import type { QuotationLayout } from './quotation-layout';

/*
 * Set in Inter, the site's typeface, from the typeface-inter package: its static WOFF2 files hold
 * the whole font, ₹ included (the @fontsource files split it in subsets, and its only TrueType
 * files are variable, which fontkit 2.0.4 cannot subset). wawoff2 (Google's WOFF2 decoder, as
 * WebAssembly) unpacks them to the TrueType fonts they wrap: fontkit reads WOFF itself, but
 * inflates the whole glyph table again for each glyph it subsets (over two seconds a quotation),
 * and cannot subset WOFF2. pdfkit embeds only the glyphs used. The files are read from
 * node_modules under the server's folder: next.config.ts traces them into the standalone server.
 * It runs in the render pool's worker (lib/server/render-pool.ts), bundled with pdfkit and wawoff2.
 */
// Each path written out whole, so that the build's file tracing takes these three files and not
// the package's other seventy.
export const quotationFontPaths = () => ({
  regular: join(process.cwd(), 'node_modules/typeface-inter/Inter Web/Inter-Regular.woff2'),
  semibold: join(process.cwd(), 'node_modules/typeface-inter/Inter Web/Inter-SemiBold.woff2'),
  bold: join(process.cwd(), 'node_modules/typeface-inter/Inter Web/Inter-Bold.woff2'),
});
type FontName = keyof ReturnType<typeof quotationFontPaths>;

/**
 * A font file as fontkit reads it: a WOFF2 file unpacked to its TrueType font, without Inter's
 * glyph substitutions (GSUB: contextual alternates, ligatures), which a quotation's words do not
 * need and which fontkit applies at about 3 ms a word; the kerning (GPOS) stays. fontkit has no
 * option to leave a table out: a table it has already read is kept in its `_tables`, so GSUB is
 * entered there as absent.
 */
export async function readQuotationFont(path: string): Promise<Font> {
  const font = create(Buffer.from(await decompress(await readFile(path))));
  if (!('layout' in font)) throw new Error(`${path} is a collection`);
  (font as unknown as { _tables: Record<string, unknown> })._tables.GSUB = null;
  return font;
}

/**
 * The fonts, read once per process (reading Inter's kerning takes a few hundred milliseconds per
 * font; every later quotation reuses them). pdfkit takes a fontkit font where its types say a file.
 */
let loaded: Promise<[string, Font][]> | undefined;
function fonts() {
  loaded ??= Promise.all(
    Object.entries(quotationFontPaths()).map(
      async ([name, path]) => [name, await readQuotationFont(path)] as [string, Font],
    ),
  );
  loaded.catch(() => (loaded = undefined));
  return loaded;
}

/** A4 in points, the size pdfkit gives 'A4'. */
export const A4 = { width: 595.28, height: 841.89 } as const;
const margin = 48;
const contentWidth = A4.width - 2 * margin;
const right = A4.width - margin;

// The site's palette (app/globals.css).
const ink = '#0f172a';
const muted = '#475569';
const line = '#e2e8f0';
const brand = '#2546eb';

type Doc = InstanceType<typeof PDFDocument>;
/** A font, size and colour, and pdfkit's options for the text. */
type Style = { font?: FontName; size: number; color?: string } & PDFKit.Mixins.TextOptions;

/** Text at a point that never starts a page of its own; the y below it. */
function write(doc: Doc, text: string, x: number, y: number, style: Style): number {
  const { font = 'regular', size, color = ink, ...options } = style;
  doc.font(font).fontSize(size).fillColor(color);
  doc.text(text, x, y, { lineBreak: true, ...options });
  return doc.y;
}

const rule = (doc: Doc, left: number, y: number, width: number) =>
  doc.moveTo(left, y).lineTo(right, y).lineWidth(width).strokeColor(line).stroke();

function header(doc: Doc, layout: QuotationLayout): number {
  const { size: box, radius, fill, bubble, dots, dotRadius } = logoMarkDrawing;
  doc
    .save()
    .translate(margin, margin)
    .scale(30 / box);
  doc.roundedRect(0, 0, box, box, radius).fill(fill);
  doc.path(bubble.d).fill(bubble.fill);
  for (const dot of dots) doc.circle(dot.cx, dot.cy, dotRadius).fill(dot.fill);
  doc.restore();

  write(doc, layout.company.name, margin + 40, margin + 6, { font: 'bold', size: 16 });
  let left = margin + 42;
  for (const text of layout.company.lines) {
    left = write(doc, text, margin, left, { size: 9, color: muted, width: 300 });
  }
  const title = { font: 'bold', size: 24, color: brand, width: 220, align: 'right' } as const;
  write(doc, layout.title, right - 220, margin, title);
  let top = margin + 42;
  for (const { label, value } of layout.meta) {
    write(doc, label, right - 220, top, { size: 9, color: muted, width: 90 });
    top = write(doc, value, right - 130, top, {
      font: 'semibold',
      size: 9,
      width: 130,
      align: 'right',
    });
  }
  const bottom = Math.max(left, top) + 14;
  rule(doc, margin, bottom, 1);
  return bottom + 18;
}

/** A boxed notice above the table: what the link could not use, that prices have changed. */
function notice(doc: Doc, text: string, y: number): number {
  const padding = 8;
  const width = contentWidth - 2 * padding;
  doc.font('regular').fontSize(9);
  const height = doc.heightOfString(text, { width }) + 2 * padding;
  doc.roundedRect(margin, y, contentWidth, height, 6).fillAndStroke('#fffbeb', '#fcd34d');
  write(doc, text, margin + padding, y + padding, { size: 9, width });
  return y + height + 16;
}

/**
 * Column widths in points: each column as wide as its widest cell, and the room left to the item;
 * when the cells are wider than the page, the item and volume columns give way and wrap.
 */
function columnWidths(doc: Doc, cells: string[][], padding: number): number[] {
  const natural = cells[0]!.map(
    (_, column) =>
      Math.max(
        ...cells.map((row, index) => {
          doc.font(index === 0 ? 'semibold' : 'regular').fontSize(9);
          return doc.widthOfString(row[column] ?? '');
        }),
      ) +
      2 * padding +
      1,
  );
  const [item = 0, volume = 0, ...fixed] = natural;
  const spare = contentWidth - natural.reduce((sum, width) => sum + width, 0);
  if (spare >= 0) return [item + spare, volume, ...fixed];
  const shared = contentWidth - fixed.reduce((sum, width) => sum + width, 0);
  return [(item / (item + volume)) * shared, (volume / (item + volume)) * shared, ...fixed];
}

function table(doc: Doc, { columns, ...table }: NonNullable<QuotationLayout['table']>, y: number) {
  const padding = 6;
  const headers = columns.map((column) => column.header);
  const rows = table.rows.map((row) => [row.label, ...row.cells]);
  const widths = columnWidths(doc, [headers, ...rows], padding);
  const lefts = widths.map(
    (_, index) => margin + widths.slice(0, index).reduce((a, b) => a + b, 0),
  );
  const cellWidth = (index: number) => widths[index]! - 2 * padding;
  const rowHeight = (cells: string[], font: FontName) =>
    Math.max(
      ...cells.map((cell, index) => {
        doc.font(font).fontSize(9);
        return doc.heightOfString(cell, { width: cellWidth(index) });
      }),
    ) +
    2 * padding;
  const drawRow = (cells: string[], top: number, font: FontName, color: string) =>
    cells.forEach((cell, index) =>
      write(doc, cell, lefts[index]! + padding, top + padding, {
        font,
        size: 9,
        color,
        width: cellWidth(index),
        align: columns[index]?.numeric ? 'right' : 'left',
      }),
    );

  const headerHeight = rowHeight(headers, 'semibold');
  doc.rect(margin, y, contentWidth, headerHeight).fill('#eef4ff');
  drawRow(headers, y, 'semibold', '#1e2d8a');
  let top = y + headerHeight;
  for (const row of rows) {
    const height = rowHeight(row, 'regular');
    drawRow(row, top, 'regular', ink);
    top += height;
    rule(doc, margin, top, 0.75);
  }
  return top + 12;
}

/** Subtotal, GST and total, right-aligned under the table, each label beside its figure. */
function figures(doc: Doc, layout: QuotationLayout, y: number): number {
  const styleOf = (total?: boolean) =>
    ({ font: total ? 'bold' : 'regular', size: total ? 12 : 10 }) as const;
  const widest = (key: 'label' | 'value') =>
    Math.max(
      ...layout.figures.map((figure) => {
        const { font, size } = styleOf(figure.total);
        return doc.font(font).fontSize(size).widthOfString(figure[key]);
      }),
    ) + 1;
  const valueWidth = widest('value');
  const labelWidth = widest('label');
  const left = right - Math.max(260, labelWidth + 24 + valueWidth);
  let top = y;
  for (const figure of layout.figures) {
    const style = styleOf(figure.total);
    if (figure.total) {
      rule(doc, left, top, 0.75);
      top += 6;
    }
    write(doc, figure.label, left, top, { ...style, width: labelWidth });
    const color = figure.total ? '#1e2eaf' : ink;
    top = write(doc, figure.value, right - valueWidth, top, {
      ...style,
      color,
      width: valueWidth,
      align: 'right',
    });
    top += 4;
  }
  return top + 14;
}

/** The quotation as a one-page A4 PDF. */
export async function renderQuotationPdf(layout: QuotationLayout, madeAt: Date): Promise<Buffer> {
  const loadedFonts = await fonts();
  const doc = new PDFDocument({
    size: 'A4',
    margin,
    // No Helvetica to start with: pdfkit would read its metrics from its own folder. Its types
    // take a font name only.
    ...({ font: null } as object),
    info: {
      Title: `${layout.title} ${layout.reference}`,
      Author: layout.company.name,
      Subject: layout.heading,
      CreationDate: madeAt,
    },
    lang: 'en-IN',
    displayTitle: true,
  });
  for (const [name, font] of loadedFonts) {
    doc.registerFont(name, font as unknown as PDFKit.Mixins.PDFFontSource);
  }
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const full = { width: contentWidth };
  let y = header(doc, layout);
  y = write(doc, layout.heading, margin, y, { font: 'bold', size: 15, ...full });
  y = write(doc, layout.intro, margin, y + 4, { size: 10, color: muted, ...full }) + 16;
  if (layout.changed) y = notice(doc, layout.changed, y);
  if (layout.dropped) y = notice(doc, layout.dropped, y);
  if (layout.empty) y = write(doc, layout.empty, margin, y, { size: 11, ...full }) + 16;
  if (layout.table) y = table(doc, layout.table, y);
  if (layout.figures.length > 0) y = figures(doc, layout, y);
  for (const note of layout.notes) {
    y = write(doc, note, margin, y, { size: 8.5, color: muted, lineGap: 1.5, ...full }) + 6;
  }
  for (const link of [layout.liveQuote, ...(layout.freshQuote ? [layout.freshQuote] : [])]) {
    y = write(doc, link.label, margin, y + 4, { font: 'semibold', size: 8.5, ...full });
    const url = { size: 8.5, color: brand, link: link.url, underline: true, ...full };
    y = write(doc, link.url, margin, y + 1, url);
  }

  doc.end();
  return done;
}
