import type { ReactNode } from 'react';
import { Heading } from '@/components/sections/heading';
import type { HeroAction } from '@/components/sections/service-hero';
import { ButtonLink } from '@/components/ui/button-link';
import { Container } from '@/components/ui/container';

type CtaBandProps = {
  /** The heading's id, which names the section. */
  id: string;
  title: string;
  intro: string;
  primary: HeroAction;
  secondary: HeroAction;
  /** Shown below the buttons, set apart by a rule (the newsletter form). */
  children?: ReactNode;
  'data-cta-type'?: string;
};

/** The band that closes a page: a heading, one line of text, two buttons, and what follows them. */
export function CtaBand({ id, title, intro, primary, secondary, children, ...rest }: CtaBandProps) {
  return (
    <section
      aria-labelledby={id}
      className="render-near-viewport bg-brand-800 py-section text-white"
      {...rest}
    >
      <Container className="max-w-4xl text-center">
        <Heading id={id} tone="inverse">
          {title}
        </Heading>
        <p className="mt-4 text-lg text-brand-100">{intro}</p>
        <div className="mt-8 flex flex-wrap justify-center gap-4">
          <ButtonLink href={primary.href} variant="inverse" size="lg">
            {primary.label}
          </ButtonLink>
          <ButtonLink href={secondary.href} variant="ghost" size="lg">
            {secondary.label}
          </ButtonLink>
        </div>
        {children && <div className="mt-12 border-t border-white/15 pt-10">{children}</div>}
      </Container>
    </section>
  );
}
