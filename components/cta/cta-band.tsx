import type { ReactNode } from 'react';
import { Heading } from '@/components/sections/heading';
import { HeroActions } from '@/components/sections/service-hero';
import { Container } from '@/components/ui/container';

/**
 * The band that closes a page: a heading, one line of text, two buttons, and what follows them.
 * A module of its own: a page that imports it alone does not load the newsletter form's code.
 */
export function CtaBand({
  id,
  title,
  intro,
  primary,
  secondary,
  children,
  ...rest
}: {
  /** The heading's id, which names the section. */
  id: string;
  title: string;
  intro: string;
  /** The label of the first button; both lead to the contact page. */
  primary: string;
  secondary: string;
  /** Shown below the buttons, set apart by a rule (the newsletter form). */
  children?: ReactNode;
  'data-cta-type'?: string;
}) {
  return (
    <section
      aria-labelledby={id}
      className="render-near-viewport bg-brand-800 py-section text-white"
      {...rest}
    >
      <Container width="4xl" className="text-center">
        <Heading id={id} tone="inverse">
          {title}
        </Heading>
        <p className="mt-4 text-lg text-brand-100">{intro}</p>
        <HeroActions primary={primary} secondary={{ label: secondary, href: '/contact' }} />
        {children && <div className="mt-12 border-t border-white/15 pt-10">{children}</div>}
      </Container>
    </section>
  );
}
