import type { ReactNode } from 'react';
import { ButtonLink } from '@/components/ui/button-link';
import { Container } from '@/components/ui/container';
import { cn } from '@/lib/cn';

export type HeroAction = { label: string; href: string };

type ServiceHeroProps = {
  title: string;
  intro: string;
  eyebrow?: string;
  primary: HeroAction;
  secondary?: HeroAction;
  /** Extra content under the buttons, such as a short list of claims. */
  children?: ReactNode;
  /** Decoration painted behind the text (may be browser-only); never carries content. */
  background?: ReactNode;
  className?: string;
};

/**
 * A service page's hero: h1, introduction and up to two buttons. Rendered on the server and never
 * behind a reveal animation, so crawlers and visitors without JavaScript see it at once.
 */
export function ServiceHero({
  title,
  intro,
  eyebrow,
  primary,
  secondary,
  children,
  background,
  className,
}: ServiceHeroProps) {
  return (
    <section
      className={cn(
        'relative isolate overflow-hidden bg-gradient-to-br from-brand-950 via-brand-900 to-brand-700 py-16 text-white sm:py-24',
        className,
      )}
    >
      {background && (
        <div aria-hidden="true" className="absolute inset-0 -z-10">
          {background}
        </div>
      )}
      <Container className="max-w-4xl text-center">
        {eyebrow && (
          <p className="mb-4 text-sm font-semibold tracking-wide text-brand-200 uppercase">
            {eyebrow}
          </p>
        )}
        <h1 className="text-4xl font-extrabold tracking-tight text-balance sm:text-display">
          {title}
        </h1>
        <p className="mx-auto mt-6 max-w-2xl text-lg text-brand-100">{intro}</p>
        <div className="mt-8 flex flex-wrap justify-center gap-4">
          <ButtonLink href={primary.href} variant="inverse" size="lg">
            {primary.label}
          </ButtonLink>
          {secondary && (
            <ButtonLink href={secondary.href} variant="ghost" size="lg">
              {secondary.label}
            </ButtonLink>
          )}
        </div>
        {children && <div className="mt-10">{children}</div>}
      </Container>
    </section>
  );
}
