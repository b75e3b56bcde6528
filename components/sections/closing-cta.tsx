import { ButtonLink } from '@/components/ui/button-link';
import { Container } from '@/components/ui/container';
import type { HeroAction } from './service-hero';

type ClosingCtaProps = {
  /** id of the heading, which names the section. */
  id: string;
  title: string;
  text: string;
  primary: HeroAction;
  secondary: HeroAction;
};

/** The band that closes a page: a heading, one line of text and two buttons. */
export function ClosingCta({ id, title, text, primary, secondary }: ClosingCtaProps) {
  return (
    <section aria-labelledby={id} className="bg-brand-800 py-section text-white">
      <Container className="max-w-4xl text-center">
        <h2 id={id} className="text-3xl font-bold tracking-tight sm:text-headline">
          {title}
        </h2>
        <p className="mt-4 text-lg text-brand-100">{text}</p>
        <div className="mt-8 flex flex-wrap justify-center gap-4">
          <ButtonLink href={primary.href} variant="inverse" size="lg">
            {primary.label}
          </ButtonLink>
          <ButtonLink href={secondary.href} variant="ghost" size="lg">
            {secondary.label}
          </ButtonLink>
        </div>
      </Container>
    </section>
  );
}
