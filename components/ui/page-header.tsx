import type { ReactNode } from 'react';
import { Container } from './container';

type PageHeaderProps = { heading: { title: string; intro: string }; children?: ReactNode };

/** A page's title and introduction, the first thing on every page that has no hero of its own. */
export function PageHeader({ heading, children }: PageHeaderProps) {
  return (
    <section className="bg-gradient-to-b from-brand-50 to-white py-16 sm:py-20">
      <Container width="3xl" className="text-center">
        <h1 className="text-4xl font-extrabold tracking-tight text-ink sm:text-display">
          {heading.title}
        </h1>
        <p className="mt-5 text-lg text-ink-muted">{heading.intro}</p>
        {children}
      </Container>
    </section>
  );
}
