import type { ReactNode } from 'react';

/** The spec's services layout; every service page renders inside it and the shared site shell. */
export default function ServicesLayout({ children }: { children: ReactNode }) {
  return children;
}
