import type { ReactNode } from 'react';
import './globals.css';

/**
 * Each root layout's template (app/(site), app/(notice), app/hi): it brings the stylesheet in a
 * segment below the layout, so the layout's inline copy comes first on a page rendered per request
 * (components/layout/inline-stylesheet.tsx).
 */
export default function StylesheetTemplate({ children }: { children: ReactNode }) {
  return children;
}
