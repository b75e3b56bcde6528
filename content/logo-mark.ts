/**
 * The company's mark as data: a 32-unit rounded square, a speech bubble and three dots. The SVG
 * (components/layout/logo-mark.tsx) and the quotation PDF (lib/quotation/quotation-pdf.ts) draw
 * it from here.
 */
export const logoMarkDrawing = {
  size: 32,
  radius: 8,
  fill: '#2546eb',
  bubble: {
    d: 'M8 10.5A2.5 2.5 0 0 1 10.5 8h11A2.5 2.5 0 0 1 24 10.5v7a2.5 2.5 0 0 1-2.5 2.5H15l-4.6 3.7a.6.6 0 0 1-1-.47V20A1.5 1.5 0 0 1 8 18.5Z',
    fill: '#fff',
  },
  dots: [
    { cx: 12.5, cy: 14, fill: '#2546eb' },
    { cx: 16, cy: 14, fill: '#2546eb' },
    { cx: 19.5, cy: 14, fill: '#10b981' },
  ],
  dotRadius: 1.4,
} as const;
