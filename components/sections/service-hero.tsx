import type { ReactNode } from 'react';
import { ButtonLink } from '@/components/ui/button-link';
import { Container } from '@/components/ui/container';

/** The two buttons of a dark band: the first to the contact page, the second its own way. */
export function HeroActions({
  primary,
  secondary,
  secondaryHref,
}: {
  primary: string;
  secondary: string;
  secondaryHref: string;
}) {
  return (
    <div className="mt-8 flex flex-wrap justify-center gap-4">
      <ButtonLink href="/contact" variant="inverse" size="lg">
        {primary}
      </ButtonLink>
      <ButtonLink href={secondaryHref} variant="ghost" size="lg">
        {secondary}
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
  copy: {
    title: string;
    intro: string;
    hero: { eyebrow: string; primary: string; secondary: string };
  };
  secondaryHref: string;
  /** Decoration painted behind the text; never carries content. */
  background?: ReactNode;
}) {
  return (
    <section className="relative isolate overflow-hidden bg-gradient-to-br from-brand-950 via-brand-900 to-brand-700 py-16 text-white sm:py-24">
      {background && (
        <div aria-hidden="true" className="absolute inset-0 -z-10">
          {background}
        </div>
      )}
      <Container className="max-w-4xl text-center">
        <p className="mb-4 text-sm font-semibold tracking-wide text-brand-200 uppercase">
          {copy.hero.eyebrow}
        </p>
        <h1 className="text-4xl font-extrabold tracking-tight text-balance sm:text-display">
          {copy.title}
        </h1>
        <p className="mx-auto mt-6 max-w-2xl text-lg text-brand-100">{copy.intro}</p>
        <HeroActions
          primary={copy.hero.primary}
          secondary={copy.hero.secondary}
          secondaryHref={secondaryHref}
        />
      </Container>
    </section>
  );
}
