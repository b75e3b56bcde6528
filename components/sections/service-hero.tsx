import type { ReactNode } from 'react';
import { ButtonLink } from '@/components/ui/button-link';
import { Container } from '@/components/ui/container';

export type HeroAction = { label: string; href: string };

/** The two buttons of a dark band: the first to the contact page, the second its own way. */
export function HeroActions({ primary, secondary }: { primary: string; secondary: HeroAction }) {
  return (
    <div className="mt-8 flex flex-wrap justify-center gap-4">
      <ButtonLink href="/contact" variant="inverse" size="lg">
        {primary}
      </ButtonLink>
      <ButtonLink href={secondary.href} variant="ghost" size="lg">
        {secondary.label}
      </ButtonLink>
    </div>
  );
}

/**
 * A service page's hero: eyebrow, h1, introduction and two buttons. Rendered on the server and
 * never behind a reveal animation, so crawlers and visitors without JavaScript see it at once.
 */
export function ServiceHero({
  copy,
  secondaryHref,
  background,
}: {
  copy: { title: string; intro: string; hero: Record<'eyebrow' | 'primary' | 'secondary', string> };
  /** Where the second button leads. */
  secondaryHref: string;
  /** Decoration painted behind the text; never carries content. */
  background?: ReactNode;
}) {
  const { eyebrow, primary, secondary } = copy.hero;
  return (
    <section className="relative isolate overflow-hidden bg-gradient-to-br from-brand-950 via-brand-900 to-brand-700 py-16 text-white sm:py-24">
      {background && (
        <div aria-hidden="true" className="absolute inset-0 -z-10">
          {background}
        </div>
      )}
      <Container width="4xl" className="text-center">
        <p className="mb-4 text-sm font-semibold tracking-wide text-brand-200 uppercase">
          {eyebrow}
        </p>
        <h1 className="text-4xl font-extrabold tracking-tight text-balance sm:text-display">
          {copy.title}
        </h1>
        <p className="mx-auto mt-6 max-w-2xl text-lg text-brand-100">{copy.intro}</p>
        <HeroActions primary={primary} secondary={{ label: secondary, href: secondaryHref }} />
      </Container>
    </section>
  );
}
