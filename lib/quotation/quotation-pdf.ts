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
 * node_modules under the server's folder: next.config.ts traces them into the standalone server,
 * and keeps pdfkit and wawoff2 out of the bundle.
 */
// Each path written out whole, so that the build's file tracing takes these three files and not
// the package's other seventy.
export const quotationFontPaths = () => ({
  regular: join(process.cwd(), 'node_modules/typeface-inter/Inter Web/Inter-Regular.woff2'),
  semibold: join(process.cwd(), 'node_modules/typeface-inter/Inter Web/Inter-SemiBold.woff2'),
  bold: join(process.cwd(), 'node_modules/typeface-inter/Inter Web/Inter-Bold.woff2'),
});
type FontName = keyof ReturnType<typeof quotationFontPaths>;

/** A font file as fontkit reads it: a WOFF2 file unpacked to its TrueType font. */
export async function readQuotationFont(path: string): Promise<Font> {
  const font = create(Buffer.from(await decompress(await readFile(path))));
  if (!('layout' in font)) throw new Error(`${path} is a collection`);
  return font;
}

/**
 * The fonts, read once per process (reading Inter's kerning takes a few hundred milliseconds per
 * font; every later quotation reuses them). Without Inter's glyph substitutions (GSUB: contextual
 * alternates, ligatures), which a quotation's words do not need and which fontkit applies at
 * about 3 ms a word; the kerning (GPOS) stays. fontkit has no option to leave a table out: a
 * table it has already read is kept in its `_tables`, so GSUB is entered there as absent.
 * pdfkit takes a fontkit font where its types say a file.
 */
let loaded: Promise<Record<FontName, Font>> | undefined;
function fonts(): Promise<Record<FontName, Font>> {
  loaded ??= Promise.all(
    Object.entries(quotationFontPaths()).map(async ([name, path]) => {
      const font = await readQuotationFont(path);
      (font as unknown as { _tables: Record<string, unknown> })._tables.GSUB = null;
      return [name, font] as const;
    }),
  ).then((entries) => Object.fromEntries(entries) as Record<FontName, Font>);
  loaded.catch(() => (loaded = undefined));
  return loaded;
}

/** A4 in points, the size pdfkit gives 'A4'. */
export const A4 = { width: 595.28, height: 841.89 } as const;
const margin = 48;
const contentWidth = A4.width - 2 * margin;
const right = A4.width - margin;

// The site's palette (app/globals.css).
const colors = {
  ink: '#0f172a',
  muted: '#475569',
  line: '#e2e8f0',
  brand: '#2546eb',
  brand50: '#eef4ff',
  brand800: '#1e2eaf',
  brand900: '#1e2d8a',
  amber50: '#fffbeb',
  amber300: '#fcd34d',
};

type Doc = InstanceType<typeof PDFDocument>;

function drawLogo(doc: Doc, x: number, y: number, size: number) {
  const { size: box, radius, fill, bubble, dots, dotRadius } = logoMarkDrawing;
  doc
    .save()
    .translate(x, y)
    .scale(size / box);
  doc.roundedRect(0, 0, box, box, radius).fill(fill);
  doc.path(bubble.d).fill(bubble.fill);
  for (const dot of dots) doc.circle(dot.cx, dot.cy, dotRadius).fill(dot.fill);
  doc.restore();
}

/** Text at a point, in a font, size and colour, that never starts a page of its own. */
function write(
  doc: Doc,
  text: string,
  x: number,
  y: number,
  style: { font?: FontName; size: number; color?: string },
  options: PDFKit.Mixins.TextOptions = {},
): number {
  doc
    .font(style.font ?? 'regular')
    .fontSize(style.size)
    .fillColor(style.color ?? colors.ink);
  doc.text(text, x, y, { lineBreak: true, ...options });
  return doc.y;
}

function header(doc: Doc, layout: QuotationLayout): number {
  drawLogo(doc, margin, margin, 30);
  write(doc, layout.company.name, margin + 40, margin + 6, { font: 'bold', size: 16 });
  let left = margin + 42;
  for (const line of layout.company.lines) {
    left = write(doc, line, margin, left, { size: 9, color: colors.muted }, { width: 300 });
  }

  write(
    doc,
    layout.title,
    right - 220,
    margin,
    { font: 'bold', size: 24, color: colors.brand },
    {
      width: 220,
      align: 'right',
    },
  );
  let top = margin + 42;
  for (const { label, value } of layout.meta) {
    write(doc, label, right - 220, top, { size: 9, color: colors.muted }, { width: 90 });
    top = write(
      doc,
      value,
      right - 130,
      top,
      { font: 'semibold', size: 9 },
      {
        width: 130,
        align: 'right',
      },
    );
  }
  const bottom = Math.max(left, top) + 14;
  doc.moveTo(margin, bottom).lineTo(right, bottom).lineWidth(1).strokeColor(colors.line).stroke();
  return bottom + 18;
}

/** A boxed notice above the table: what the link could not use, that prices have changed. */
function notice(doc: Doc, text: string, y: number): number {
  const padding = 8;
  doc.font('regular').fontSize(9);
  const height = doc.heightOfString(text, { width: contentWidth - 2 * padding });
  doc
    .roundedRect(margin, y, contentWidth, height + 2 * padding, 6)
    .fillAndStroke(colors.amber50, colors.amber300);
  write(
    doc,
    text,
    margin + padding,
    y + padding,
    { size: 9 },
    { width: contentWidth - 2 * padding },
  );
  return y + height + 2 * padding + 16;
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
  const spare = contentWidth - natural.reduce((sum, width) => sum + width, 0);
  if (spare >= 0) return natural.map((width, column) => (column === 0 ? width + spare : width));
  const fixed = natural.slice(2).reduce((sum, width) => sum + width, 0);
  const shared = contentWidth - fixed;
  const wrapping = natural[0]! + natural[1]!;
  return [
    (natural[0]! / wrapping) * shared,
    (natural[1]! / wrapping) * shared,
    ...natural.slice(2),
  ];
}

function table(doc: Doc, { columns, rows }: NonNullable<QuotationLayout['table']>, y: number) {
  const padding = 6;
  const headers = columns.map((column) => column.header);
  const widths = columnWidths(doc, [headers, ...rows], padding);
  const cellX = (index: number) => margin + widths.slice(0, index).reduce((a, b) => a + b, 0);
  const rowHeight = (cells: string[], font: FontName) =>
    Math.max(
      ...cells.map((cell, index) => {
        doc.font(font).fontSize(9);
        return doc.heightOfString(cell, { width: widths[index]! - 2 * padding });
      }),
    ) +
    2 * padding;
  const drawRow = (cells: string[], top: number, font: FontName, color: string) =>
    cells.forEach((cell, index) =>
      write(
        doc,
        cell,
        cellX(index) + padding,
        top + padding,
        { font, size: 9, color },
        {
          width: widths[index]! - 2 * padding,
          align: columns[index]?.numeric ? 'right' : 'left',
        },
      ),
    );

  const headerHeight = rowHeight(headers, 'semibold');
  doc.rect(margin, y, contentWidth, headerHeight).fill(colors.brand50);
  drawRow(headers, y, 'semibold', colors.brand900);
  let top = y + headerHeight;
  for (const row of rows) {
    const height = rowHeight(row, 'regular');
    drawRow(row, top, 'regular', colors.ink);
    top += height;
    doc.moveTo(margin, top).lineTo(right, top).lineWidth(0.75).strokeColor(colors.line).stroke();
  }
  return top + 12;
}

/** Subtotal, GST and total, right-aligned under the table, each label beside its figure. */
function figures(doc: Doc, layout: QuotationLayout, y: number): number {
  const styleOf = (total?: boolean) => ({
    font: (total ? 'bold' : 'regular') as FontName,
    size: total ? 12 : 10,
  });
  const measure = (text: string, total?: boolean) => {
    const { font, size } = styleOf(total);
    return doc.font(font).fontSize(size).widthOfString(text);
  };
  const gap = 24;
  const valueWidth = Math.max(...layout.figures.map((f) => measure(f.value, f.total))) + 1;
  const labelWidth = Math.max(...layout.figures.map((f) => measure(f.label, f.total))) + 1;
  const width = Math.max(260, labelWidth + gap + valueWidth);
  const left = right - width;
  let top = y;
  for (const figure of layout.figures) {
    const style = styleOf(figure.total);
    if (figure.total) {
      doc.moveTo(left, top).lineTo(right, top).lineWidth(0.75).strokeColor(colors.line).stroke();
      top += 6;
    }
    write(doc, figure.label, left, top, style, { width: labelWidth });
    top = write(
      doc,
      figure.value,
      right - valueWidth,
      top,
      {
        ...style,
        color: figure.total ? colors.brand800 : colors.ink,
      },
      { width: valueWidth, align: 'right' },
    );
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
  for (const [name, font] of Object.entries(loadedFonts)) {
    doc.registerFont(name, font as unknown as PDFKit.Mixins.PDFFontSource);
  }
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  let y = header(doc, layout);
  y = write(doc, layout.heading, margin, y, { font: 'bold', size: 15 }, { width: contentWidth });
  y = write(
    doc,
    layout.intro,
    margin,
    y + 4,
    { size: 10, color: colors.muted },
    {
      width: contentWidth,
    },
  );
  y += 16;
  if (layout.changed) y = notice(doc, layout.changed, y);
  if (layout.dropped) y = notice(doc, layout.dropped, y);
  if (layout.empty) {
    y = write(doc, layout.empty, margin, y, { size: 11 }, { width: contentWidth }) + 16;
  }
  if (layout.table) y = table(doc, layout.table, y);
  if (layout.figures.length > 0) y = figures(doc, layout, y);

  for (const note of layout.notes) {
    y = write(
      doc,
      note,
      margin,
      y,
      { size: 8.5, color: colors.muted },
      {
        width: contentWidth,
        lineGap: 1.5,
      },
    );
    y += 6;
  }
  for (const link of [layout.liveQuote, ...(layout.freshQuote ? [layout.freshQuote] : [])]) {
    y = write(
      doc,
      link.label,
      margin,
      y + 4,
      { font: 'semibold', size: 8.5 },
      {
        width: contentWidth,
      },
    );
    y = write(
      doc,
      link.url,
      margin,
      y + 1,
      { size: 8.5, color: colors.brand },
      {
        width: contentWidth,
        link: link.url,
        underline: true,
      },
    );
  }

  doc.end();
  return done;
}
